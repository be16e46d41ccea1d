import { useTranslation } from 'react-i18next';
import type { ViewName } from '../model/view.ts';

// Above a filtered grid: "1,204 of 50,000 products" (per-SKU view: SKU rows), which columns
// are filtered, and "Clear all filters" (the column filters and the quick filter).

export function FilterSummary(props: {
  view: ViewName;
  shown: number;
  /** Null while the whole draft loads: the rows kept are known, the total not yet. */
  total: number | null;
  /** Labels of the filtered columns. */
  columns: readonly string[];
  /** Any filter to clear (a column's, or the quick filter's text). */
  canClear: boolean;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  if ((props.total === null || props.shown === props.total) && !props.canClear) return null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <p className="filter-summary small" data-testid="filter-summary">
      <span className="filter-summary-count" role="status">
        {props.total === null
          ? t(`gridFilter.shownSoFar.${props.view}`, { shown: number(props.shown) })
          : t(`gridFilter.shownOf.${props.view}`, {
              shown: number(props.shown),
              total: number(props.total),
            })}
      </span>
      {props.columns.length > 0 && (
        <span className="muted">
          {t('gridFilter.filteredBy', {
            columns: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              props.columns,
            ),
          })}
        </span>
      )}
      {props.canClear && (
        <button type="button" className="button small" onClick={props.onClear}>
          {t('gridFilter.clearAll')}
        </button>
      )}
    </p>
  );
}
