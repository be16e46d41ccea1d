import { NO_VIEW_SPEC, VIEW_COLUMN_KEYS, type ViewSpec } from '../../../app/catalog/views.ts';
import { isEmptyFilter } from './model/column-filters.ts';
import type { ViewName, ViewOptions, ViewRows } from './model/view.ts';

// While the drafts load, the grid draws the core's view of the same spec (issue 28, step 4). Pure.

/**
 * The core's view spec of the rows the grid will show once the drafts are here: the view's sort,
 * quick filter and column filters (the core's views keep and order rows as the page's model
 * does: test/main/catalog/views-filters.property.test.ts). Null for "only these rows" (problems,
 * changed rows), which the page works out from the drafts: "Loading…" shows as before.
 */
export function windowSpecOf(
  view: ViewName,
  views: { options: ViewOptions; problemsOnly: boolean; changedOnly: boolean },
): ViewSpec | null {
  const { options } = views;
  if (options.onlyIds !== null || views.problemsOnly || views.changedOnly) return null;
  const keys: readonly string[] = VIEW_COLUMN_KEYS[view];
  const column = options.sort === null ? undefined : keys[options.sort.col];
  if (options.sort !== null && column === undefined) return null;
  return {
    view,
    sort:
      options.sort === null || column === undefined
        ? null
        : { column, descending: options.sort.descending },
    filter: options.filter,
    onlyIds: null,
    columnFilters: (options.columns ?? []).filter((f) => !isEmptyFilter(f)),
  };
}

/** Whether a spec may leave rows out (its length is then not the grid's whole count). */
export const filtersRows = (spec: ViewSpec): boolean =>
  spec.filter.trim() !== '' || spec.columnFilters.length > 0 || spec.onlyIds !== null;

/** The spec of the window while no other is known: every row in draft order. */
export const draftOrderSpec = (view: ViewName): ViewSpec => ({
  view,
  ...NO_VIEW_SPEC,
  columnFilters: [],
});

/**
 * The fewest rows a view has for the grid to draw the core's window while the drafts load: a
 * smaller draft is in the page about as soon (a few hundred ms at this size), and a read-only
 * moment before it would only be in the way. The brands and colours grids keep loading whole.
 */
export const LOADING_WINDOW_MIN_ROWS = 10_000;

/** Whether this view, of this many rows, is drawn from the core's window while loading. */
export const drawsWindowWhileLoading = (view: ViewName, length: number): boolean =>
  (view === 'products' || view === 'skus') && length >= LOADING_WINDOW_MIN_ROWS;

const NO_ROWS = new Int32Array(0);

/**
 * The view rows the grid's keys move over while it draws the window: its length, no draft row
 * behind any place (the drafts are not here). Nothing per row is held.
 */
export function loadingViewRows(length: number): ViewRows {
  return { entry: NO_ROWS, sku: NO_ROWS, length };
}
