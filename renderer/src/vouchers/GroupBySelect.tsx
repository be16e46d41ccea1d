import { useTranslation } from 'react-i18next';
import { GROUP_FIELDS } from '../../../app/resources/voucher-filters.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { MenuButton } from '../ui/MenuButton.tsx';

/** "Group by ▾": one of the kind's header fields, or no grouping (radio items of a menu). */
export function GroupBySelect(props: {
  kind: VoucherKind;
  value: string | null;
  label: (field: string) => string;
  onChange: (field: string | null) => void;
}) {
  const { t } = useTranslation();
  const choices: (string | null)[] = [null, ...GROUP_FIELDS[props.kind]];
  return (
    <MenuButton
      className="group-by"
      buttonClassName={`button toolbar-menu${props.value === null ? '' : ' on'}`}
      panelClassName="menu-panel group-panel"
      testId="group-by"
      label={
        <>
          <span className="toolbar-menu-text">
            {props.value === null
              ? t('voucherLayout.groupBy')
              : t('voucherLayout.groupByOn', { field: props.label(props.value) })}
          </span>{' '}
          <span aria-hidden="true">▾</span>
        </>
      }
    >
      {(close) =>
        choices.map((field) => (
          <button
            key={field ?? ''}
            type="button"
            role="menuitemradio"
            aria-checked={props.value === field}
            className="menu-item"
            data-value={field ?? ''}
            onClick={() => {
              close();
              props.onChange(field);
            }}
          >
            <span className="menu-check" aria-hidden="true">
              {props.value === field ? '●' : ''}
            </span>
            {field === null ? t('voucherReview.noGrouping') : props.label(field)}
          </button>
        ))
      }
    </MenuButton>
  );
}
