import { useTranslation } from 'react-i18next';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { MenuButton } from '../ui/MenuButton.tsx';
import type { DateChoice } from './date-choice.ts';
import { DateFilterBar } from './DateFilterBar.tsx';

/**
 * "Dates ▾" in the toolbar's row: the date field, quick ranges and a typed range in a panel (a
 * group of fields, so Tab walks them); the button says which choice is on.
 */
export function DateMenu(props: {
  kind: VoucherKind;
  value: DateChoice | null;
  onChange: (choice: DateChoice | null) => void;
}) {
  const { t } = useTranslation();
  const { kind, value } = props;
  const quick = value?.quick ?? null;
  const quickLabel =
    quick === null
      ? null
      : quick === 'overdue' && (kind === 'purchase_orders' || kind === 'leases')
        ? t(`voucherReview.quick.overdue_${kind}`)
        : t(`voucherReview.quick.${quick}`);
  const label =
    value === null
      ? t('voucherLayout.dates')
      : quickLabel !== null
        ? t('voucherLayout.datesOn', { choice: quickLabel })
        : t('voucherLayout.datesRange');
  return (
    <MenuButton
      className="date-menu"
      role="group"
      buttonClassName={`button toolbar-menu${value === null ? '' : ' on'}`}
      panelClassName="menu-panel date-panel"
      panelLabel={t('voucherReview.dates')}
      testId="date-menu"
      title={label}
      label={
        <>
          <span className="toolbar-menu-text">{label}</span> <span aria-hidden="true">▾</span>
        </>
      }
    >
      {() => <DateFilterBar kind={kind} value={value} onChange={props.onChange} />}
    </MenuButton>
  );
}
