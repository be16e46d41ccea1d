import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { ColumnFilter, ColumnValue } from '../../../app/resources/voucher-column-filters.ts';
import { call } from '../lib/bridge-client.ts';
import { columnValuesKey, filtersOf, type SearchQuery } from './voucher-keys.ts';

// A column's value filter, in its header menu: the values the other filters leave, with counts
// (computed by the core over the cached list), a search over them, select all / none, the
// blanks; numbers and days by range.

const SHOWN = 500;
const keyOf = (value: ColumnValue) => JSON.stringify(value);

export function ColumnValueFilter(props: {
  list: VoucherList;
  profileId: string;
  query: SearchQuery;
  field: string;
  label: string;
  filter: ColumnFilter | undefined;
  onApply: (filter: ColumnFilter | null) => void;
  close: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { list, field, filter } = props;
  const [search, setSearch] = useState('');
  const values = useQuery({
    queryKey: columnValuesKey(props.profileId, list, props.query, field, search),
    queryFn: ({ signal }) =>
      call(
        'vouchers.columnValues',
        { ...list, ...filtersOf(props.query), field, search, limit: SHOWN },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
  const [chosen, setChosen] = useState<Set<string> | null>(() =>
    filter?.values === undefined ? null : new Set(filter.values.map(keyOf)),
  );
  const [min, setMin] = useState(filter?.min === undefined ? '' : String(filter.min));
  const [max, setMax] = useState(filter?.max === undefined ? '' : String(filter.max));
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const data = values.data;
  const shown = data?.values ?? [];
  const isChosen = (value: ColumnValue) => chosen === null || chosen.has(keyOf(value));
  const ranged = data !== undefined && data.min !== null;
  const dayRange = typeof data?.min === 'string';

  const apply = () => {
    const next: ColumnFilter = { field };
    if (chosen !== null) next.values = shown.filter((v) => isChosen(v.value)).map((v) => v.value);
    // Everything there is, chosen: no value filter.
    if (next.values !== undefined && search === '' && next.values.length === data?.distinct) {
      delete next.values;
    }
    const bound = (text: string) =>
      text.trim() === '' ? undefined : dayRange ? text.trim() : Number(text);
    const low = bound(min);
    const high = bound(max);
    if (low !== undefined && !(typeof low === 'number' && Number.isNaN(low))) next.min = low;
    if (high !== undefined && !(typeof high === 'number' && Number.isNaN(high))) next.max = high;
    const empty = next.values === undefined && next.min === undefined && next.max === undefined;
    props.onApply(empty ? null : next);
    props.close();
  };

  return (
    <form
      className="column-filter"
      aria-label={t('voucherViews.filterOf', { field: props.label })}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <input
        type="search"
        aria-label={t('voucherViews.searchValues')}
        placeholder={t('voucherViews.searchValues')}
        value={search}
        autoFocus
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <div className="column-filter-bulk">
        <button
          type="button"
          className="button"
          onClick={() => {
            setChosen(search === '' ? null : new Set(shown.map((v) => keyOf(v.value))));
          }}
        >
          {t('voucherViews.selectAll')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setChosen(new Set());
          }}
        >
          {t('voucherViews.selectNone')}
        </button>
      </div>
      <ul className="column-filter-values" data-testid="column-values">
        {shown.map(({ value, count }) => (
          <li key={keyOf(value)}>
            <label>
              <input
                type="checkbox"
                checked={isChosen(value)}
                onChange={(event) => {
                  const next = new Set(chosen ?? shown.map((v) => keyOf(v.value)));
                  if (event.target.checked) next.add(keyOf(value));
                  else next.delete(keyOf(value));
                  setChosen(next);
                }}
              />{' '}
              {t('voucherViews.valueCount', {
                value: value === null || value === '' ? t('voucherViews.blanks') : String(value),
                count: number(count),
              })}
            </label>
          </li>
        ))}
      </ul>
      {data !== undefined && data.distinct > shown.length && (
        <p className="muted">
          {t('voucherViews.moreValues', {
            shown: number(shown.length),
            total: number(data.distinct),
          })}
        </p>
      )}
      {ranged && (
        <div className="column-filter-range">
          <label>
            {t('voucherViews.rangeFrom')}{' '}
            <input
              type={dayRange ? 'date' : 'number'}
              value={min}
              onChange={(event) => {
                setMin(event.target.value);
              }}
            />
          </label>
          <label>
            {t('voucherViews.rangeTo')}{' '}
            <input
              type={dayRange ? 'date' : 'number'}
              value={max}
              onChange={(event) => {
                setMax(event.target.value);
              }}
            />
          </label>
        </div>
      )}
      <div className="column-filter-actions">
        <button type="submit" className="button primary">
          {t('voucherViews.apply')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            props.onApply(null);
            props.close();
          }}
        >
          {t('voucherViews.clearColumn')}
        </button>
      </div>
    </form>
  );
}
