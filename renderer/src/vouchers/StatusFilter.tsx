import { useTranslation } from 'react-i18next';
import { MenuButton } from '../ui/MenuButton.tsx';
import { StatusChip } from './Cells.tsx';

/**
 * "Status ▾": one checkable item per status value seen in the cached rows, with how many rows
 * carry it; the button counts the chosen ones. A menu in the toolbar's row, not a row of its own.
 */
export function StatusFilter(props: {
  values: readonly { value: string; count: number }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The list is partial: the counts are of the rows loaded so far, and say so. */
  soFar?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const chosen = props.selected.length;
  return (
    <MenuButton
      className="status-menu"
      buttonClassName={`button toolbar-menu${chosen > 0 ? ' on' : ''}`}
      panelClassName="menu-panel status-panel"
      panelLabel={t('vouchers.statusFilter')}
      testId="status-menu"
      panelTestId="status-filter"
      label={
        <>
          {chosen > 0
            ? t('voucherLayout.statusCount', { count: chosen })
            : t('voucherLayout.status')}{' '}
          <span aria-hidden="true">▾</span>
        </>
      }
    >
      {() => (
        <>
          {props.soFar === true && (
            <span className="muted status-so-far" role="note">
              {t('voucherFill.countsSoFar')}
            </span>
          )}
          {props.values.map(({ value, count }) => {
            const on = props.selected.includes(value);
            return (
              <button
                key={value}
                type="button"
                role="menuitemcheckbox"
                aria-checked={on}
                className="menu-item status-item"
                onClick={() => {
                  props.onChange(
                    on ? props.selected.filter((s) => s !== value) : [...props.selected, value],
                  );
                }}
              >
                <span className="menu-check" aria-hidden="true">
                  {on ? '✓' : ''}
                </span>
                <StatusChip value={value} /> <span className="muted">{number(count)}</span>
              </button>
            );
          })}
          {chosen > 0 && (
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              onClick={() => {
                props.onChange([]);
              }}
            >
              <span className="menu-check" aria-hidden="true" />
              {t('voucherLayout.allStatuses')}
            </button>
          )}
        </>
      )}
    </MenuButton>
  );
}
