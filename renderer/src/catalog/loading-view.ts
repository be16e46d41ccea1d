import { isEmptyFilter } from './model/column-filters.ts';
import type { ViewOptions, ViewRows } from './model/view.ts';

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

const NO_ROWS = new Int32Array(0);

/**
 * The view rows the grid's keys move over while it draws the window: its length, no draft row
 * behind any place (the drafts are not here). Nothing per row is held.
 */
export function loadingViewRows(length: number): ViewRows {
  return { entry: NO_ROWS, sku: NO_ROWS, length };
}
