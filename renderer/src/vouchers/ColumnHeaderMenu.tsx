import { useTranslation } from 'react-i18next';
import './voucher-views.css';
import type { VoucherList, VoucherSort } from '../../../app/resources/voucher-cache.ts';
import type { ColumnFilter } from '../../../app/resources/voucher-column-filters.ts';
import { HeaderMenu } from '../ui/HeaderMenu.tsx';
import { move, toggle, type ColumnPrefs } from './column-prefs.ts';
import { ColumnValueFilter } from './ColumnValueFilter.tsx';
import type { SearchQuery } from './voucher-keys.ts';

// The voucher list's column header menu (ui/HeaderMenu.tsx): sort, the column's value filter,
// hide, move, and freeze the number column.

export interface ColumnMenuContext {
  profileId: string;
  list: VoucherList;
  /** The list's query, with every filter: the values list leaves the column's own out. */
  query: SearchQuery;
  sort: VoucherSort;
  onSort: (sort: VoucherSort) => void;
  prefs: ColumnPrefs;
  onPrefs: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  filters: readonly ColumnFilter[];
  onFilters: (filters: ColumnFilter[]) => void;
  label: (field: string) => string;
}

export function ColumnHeaderMenu(props: { field: string; context: ColumnMenuContext }) {
  const { t } = useTranslation();
  const { field, context } = props;
  const label = context.label(field);
  const index = context.prefs.order.indexOf(field);
  const filter = context.filters.find((f) => f.field === field);
  const frozen = context.prefs.frozen !== false;
  return (
    <HeaderMenu
      label={t('voucherViews.columnMenu', { field: label })}
      active={filter !== undefined}
      items={[
        {
          id: 'asc',
          label: t('voucherViews.sortAsc'),
          onSelect: () => {
            context.onSort({ field, descending: false });
          },
        },
        {
          id: 'desc',
          label: t('voucherViews.sortDesc'),
          onSelect: () => {
            context.onSort({ field, descending: true });
          },
        },
        { id: 'filter', label: t('voucherViews.filter'), opensPanel: true },
        {
          id: 'hide',
          label: t('voucherViews.hide'),
          onSelect: () => {
            context.onPrefs((prefs) => toggle(prefs, field));
          },
        },
        {
          id: 'left',
          label: t('voucherViews.moveLeft'),
          disabled: index <= 0,
          onSelect: () => {
            context.onPrefs((prefs) => move(prefs, field, -1));
          },
        },
        {
          id: 'right',
          label: t('voucherViews.moveRight'),
          disabled: index < 0 || index >= context.prefs.order.length - 1,
          onSelect: () => {
            context.onPrefs((prefs) => move(prefs, field, 1));
          },
        },
        {
          id: 'freeze',
          label: t('voucherViews.freeze'),
          checked: frozen,
          onSelect: () => {
            context.onPrefs((prefs) => ({ ...prefs, frozen: !frozen }));
          },
        },
      ]}
      panel={(close) => (
        <ColumnValueFilter
          list={context.list}
          profileId={context.profileId}
          query={context.query}
          field={field}
          label={label}
          filter={filter}
          close={close}
          onApply={(next) => {
            const others = context.filters.filter((f) => f.field !== field);
            context.onFilters(next === null ? others : [...others, next]);
          }}
        />
      )}
    />
  );
}

/** "Filtered by …" and "Clear all filters", when any column is filtered. */
export function ColumnFiltersNote(props: {
  filters: readonly ColumnFilter[];
  label: (field: string) => string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (props.filters.length === 0) return null;
  return (
    <p className="column-filters-note" data-testid="column-filters-note">
      {t('voucherViews.filtered', {
        fields: props.filters.map((f) => props.label(f.field)).join(', '),
      })}{' '}
      <button type="button" className="button" onClick={props.onClear}>
        {t('voucherViews.clearAll')}
      </button>
    </p>
  );
}
