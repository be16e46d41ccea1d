import { useTranslation } from 'react-i18next';
import { StatusChip } from './Cells.tsx';

/** One toggle per status value seen in the cached rows, with how many rows carry it. */
export function StatusFilter(props: {
  values: readonly { value: string; count: number }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <div
      className="status-filter"
      role="group"
      aria-label={t('vouchers.statusFilter')}
      data-testid="status-filter"
    >
      {props.values.map(({ value, count }) => {
        const on = props.selected.includes(value);
        return (
          <button
            key={value}
            type="button"
            className={`status-toggle${on ? ' on' : ''}`}
            aria-pressed={on}
            onClick={() => {
              props.onChange(
                on ? props.selected.filter((s) => s !== value) : [...props.selected, value],
              );
            }}
          >
            <StatusChip value={value} /> <span className="muted">{number(count)}</span>
          </button>
        );
      })}
    </div>
  );
}
