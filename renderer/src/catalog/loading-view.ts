import { isEmptyFilter } from './model/column-filters.ts';
import type { ViewName, ViewOptions, ViewRows } from './model/view.ts';

// While the drafts load, the grid draws the core's view in draft order (issue 28, step 4). Pure.

/**
 * Whether the grid's own view of the drafts will be in draft order, as the core's window is:
 * no sort, no quick or column filter, no "only these rows". Otherwise the window's rows would
 * not be the rows the grid shows once the drafts are here, so "Loading…" shows as before.
 */
export function showsDraftOrder(views: {
  options: ViewOptions;
  problemsOnly: boolean;
  changedOnly: boolean;
}): boolean {
  const { options } = views;
  return (
    options.sort === null &&
    options.filter.trim() === '' &&
    options.onlyIds === null &&
    !views.problemsOnly &&
    !views.changedOnly &&
    (options.columns ?? []).every(isEmptyFilter)
  );
}

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
