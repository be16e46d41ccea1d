import { useMemo, useState } from 'react';
import type { CatalogData } from '../../drafts/catalog-data.ts';
import { withColumnFilter, type ColumnFilter, type ValuesList } from '../model/column-filters.ts';
import { columnValues, VIEW_COLUMNS, type ViewName, type ViewOptions } from '../model/view.ts';

// The header menus' state and actions for one editor: which column's menu is open, the view's
// column filters, its values lists, sorting from the menu and "Clear all filters". Filters and
// sort apply when chosen (view-state.ts keeps an edited row in place until then).

/** What the grid's views give the header menus (use-grid-views.ts). */
export interface ViewsForFilters {
  options: ViewOptions;
  problemIds: ReadonlySet<string> | null;
  stale: boolean;
  setOption: (patch: Partial<ViewOptions>) => void;
  reapply: () => void;
}

export interface ColumnMenuControl {
  view: ViewName;
  /** The open menu's column (view index), or null. */
  openCol: number | null;
  /** Opens a column's menu; the focus goes back to where it was when it closes. */
  open: (col: number) => void;
  close: () => void;
  isFiltered: (col: number) => boolean;
  filterOf: (col: number) => ColumnFilter | undefined;
  valuesOf: (col: number) => ValuesList;
  apply: (col: number, filter: ColumnFilter | null) => void;
  sort: ViewOptions['sort'];
  sortBy: (col: number, descending: boolean) => void;
  /** Column keys of the filtered columns, in the order they were filtered. */
  filtered: readonly string[];
  clearAll: () => void;
  /** The view's rows without any filter (products, or SKU rows in the per-SKU view). */
  total: number;
}

/** Rows of a view with no filter: one per draft row, or per SKU (a product without: one). */
function unfilteredRows(view: ViewName, data: CatalogData): number {
  if (view !== 'skus') return data[view].length;
  let n = 0;
  for (const p of data.products) n += Math.max(1, p.row.skus.length);
  return n;
}

export function useColumnFilters(
  view: ViewName,
  data: CatalogData,
  views: ViewsForFilters,
): ColumnMenuControl {
  const [menu, setMenu] = useState<{ view: ViewName; col: number; back: Element | null } | null>(
    null,
  );
  const keys: readonly string[] = VIEW_COLUMNS[view];
  const total = useMemo(() => unfilteredRows(view, data), [view, data]);
  const filters = views.options.columns ?? [];
  const keyOf = (col: number) => keys[col] ?? '';
  const filterOf = (col: number) => filters.find((f) => f.column === keyOf(col));
  const close = () => {
    const back = menu?.back;
    setMenu(null);
    if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
  };
  return {
    view,
    openCol: menu?.view === view ? menu.col : null,
    open: (col) => {
      setMenu({ view, col, back: document.activeElement });
    },
    close,
    isFiltered: (col) => filterOf(col) !== undefined,
    filterOf,
    valuesOf: (col) =>
      columnValues(view, data, { ...views.options, onlyIds: views.problemIds }, keyOf(col)),
    apply: (col, filter) => {
      views.setOption({ columns: withColumnFilter(filters, keyOf(col), filter) });
      close();
    },
    sort: views.options.sort,
    sortBy: (col, descending) => {
      const now = views.options.sort;
      // The same sort chosen again applies afresh (edited rows move to their places).
      if (now?.col === col && now.descending === descending) views.reapply();
      else views.setOption({ sort: { col, descending } });
      close();
    },
    filtered: filters.map((f) => f.column),
    clearAll: () => {
      views.setOption({ columns: [], filter: '' });
    },
    total,
  };
}
