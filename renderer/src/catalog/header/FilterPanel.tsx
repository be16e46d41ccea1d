import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLANK,
  CONDITION_OPS,
  conditionTakesText,
  searchValues,
  type ColumnFilter,
  type ConditionOp,
  type ValuesList,
} from '../model/column-filters.ts';

// The filter part of a column's header menu, as Excel's AutoFilter: a text condition, and the
// column's values with their counts (a search over them, "(Select all)", "(Blanks)"). OK (or
// Enter) applies both; the values unticked are left out. Searching ticks just the values found,
// and OK then keeps only the ticked ones among them, as Excel does.

/** Values reachable by scrolling; a search finds the others. */
const SHOWN = 500;
/** Values drawn as the menu opens; scrolling near the end of them draws as many more. */
const DRAWN_STEP = 50;

export function FilterPanel(props: {
  column: string;
  label: string;
  filter: ColumnFilter | undefined;
  list: ValuesList;
  onApply: (filter: ColumnFilter | null) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { filter, list } = props;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const [op, setOp] = useState<ConditionOp | ''>(filter?.condition?.op ?? '');
  const [text, setText] = useState(filter?.condition?.text ?? '');
  const [search, setSearch] = useState('');
  // Unticked values (all ticked: no values filter); a search starts from all found ticked.
  const initial = useMemo(() => {
    if (filter?.values === undefined) return new Set<string>();
    const kept = new Set(filter.values);
    return new Set(list.values.filter((v) => !kept.has(v.value)).map((v) => v.value));
  }, [filter, list]);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(initial);
  const found = useMemo(() => searchValues(list.values, search), [list, search]);
  const reachable = Math.min(found.length, SHOWN);
  // Only the values near the top are drawn at first (the box shows about ten), so a list of
  // thousands opens as fast as one of six; the rest are drawn as the box scrolls to them.
  const [drawn, setDrawn] = useState(DRAWN_STEP);
  const shown = found.length > drawn ? found.slice(0, Math.min(drawn, reachable)) : found;
  const onValuesScroll = (box: HTMLElement) => {
    if (drawn >= reachable) return;
    if (box.scrollTop + 2 * box.clientHeight >= box.scrollHeight) setDrawn(drawn + DRAWN_STEP);
  };
  const allTicked = found.every((v) => !unticked.has(v.value));
  const noneTicked = found.every((v) => unticked.has(v.value));

  const apply = () => {
    const next: ColumnFilter = { column: props.column };
    if (search.trim() !== '') {
      next.values = found.filter((v) => !unticked.has(v.value)).map((v) => v.value);
    } else if (unticked.size > 0) {
      next.values = list.values.filter((v) => !unticked.has(v.value)).map((v) => v.value);
    }
    if (op !== '') next.condition = { op, text: conditionTakesText(op) ? text : '' };
    props.onApply(next);
  };

  const tick = (value: string, on: boolean) => {
    const next = new Set(unticked);
    if (on) next.delete(value);
    else next.add(value);
    setUnticked(next);
  };
  const tickAll = (on: boolean) => {
    setUnticked(on ? new Set() : new Set(found.map((v) => v.value)));
  };

  // Enter applies from any field but a button (its own click) and the condition list.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.matches('button, select')) return;
    event.preventDefault();
    apply();
  };

  return (
    <form
      className="column-filter-panel"
      aria-label={t('gridFilter.values', { column: props.label })}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="column-filter-condition">
        <label>
          <span>{t('gridFilter.condition')}</span>
          <select
            value={op}
            onChange={(event) => {
              setOp(event.target.value as ConditionOp | '');
            }}
          >
            <option value="">{t('gridFilter.op.none')}</option>
            {CONDITION_OPS.map((o) => (
              <option key={o} value={o}>
                {t(`gridFilter.op.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <input
          type="text"
          aria-label={t('gridFilter.conditionText')}
          placeholder={t('gridFilter.conditionText')}
          value={text}
          disabled={op === '' || !conditionTakesText(op)}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
      <input
        type="search"
        className="column-filter-search"
        aria-label={t('gridFilter.search')}
        placeholder={t('gridFilter.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setUnticked(event.target.value.trim() === '' ? initial : new Set());
          setDrawn(DRAWN_STEP);
        }}
      />
      <div
        className="column-filter-values"
        role="group"
        aria-label={t('gridFilter.values', { column: props.label })}
        data-arrow-group
        onScroll={(event) => {
          onValuesScroll(event.currentTarget);
        }}
      >
        {found.length > 0 && (
          <label className="column-filter-value all">
            <input
              type="checkbox"
              data-arrow-item
              checked={allTicked}
              ref={(el) => {
                if (el) el.indeterminate = !allTicked && !noneTicked;
              }}
              onChange={(event) => {
                tickAll(event.target.checked);
              }}
            />
            {search.trim() === '' ? t('gridFilter.selectAll') : t('gridFilter.selectAllResults')}
          </label>
        )}
        {shown.map(({ value, count }) => (
          <label key={value} className="column-filter-value">
            <input
              type="checkbox"
              data-arrow-item
              aria-label={t('gridFilter.valueCount', {
                value: value === BLANK ? t('gridFilter.blanks') : value,
                count: number(count),
              })}
              checked={!unticked.has(value)}
              onChange={(event) => {
                tick(value, event.target.checked);
              }}
            />
            <span className="column-filter-text">
              {value === BLANK ? t('gridFilter.blanks') : value}
            </span>
            <span className="column-filter-count">{number(count)}</span>
          </label>
        ))}
        {found.length === 0 && <p className="muted small">{t('gridFilter.noValues')}</p>}
      </div>
      {found.length > reachable && (
        <p className="muted small">
          {t('gridFilter.moreValues', {
            shown: number(reachable),
            total: number(found.length),
          })}
        </p>
      )}
      <div className="column-filter-actions">
        <button type="submit" className="button small primary">
          {t('gridFilter.ok')}
        </button>
        <button type="button" className="button small" onClick={props.onCancel}>
          {t('gridFilter.cancel')}
        </button>
      </div>
    </form>
  );
}
