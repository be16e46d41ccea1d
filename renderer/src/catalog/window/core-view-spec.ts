import type { GridName } from '../../../../app/catalog/rows.ts';
import { VIEW_COLUMN_KEYS, type ViewSpec } from '../../../../app/catalog/views.ts';
import { INPUT_LIMITS } from '../../../../app/ipc/input-limits.ts';
import { isEmptyFilter } from '../model/column-filters.ts';
import { gridOfView, type ViewName, type ViewOptions } from '../model/view.ts';

// Sort, filters and "only these rows" of a grid in core mode (issue 28, step 4): the grid's view
// options as the core's view spec, the header's sort cycle against the core view's staleness,
// and the ids of "problems only" and "changed only" as the core gives them, per grid. Pure.

/** Draft ids per grid (the core's answer of rows with problems, or changed since last sent). */
export type IdsByGrid = Readonly<Record<GridName, readonly string[]>>;

/** The ids "problems only" and "changed only" keep (null: that box is not ticked). */
export interface OnlyRows {
  problems: IdsByGrid | null;
  changed: IdsByGrid | null;
}

export const NO_ONLY_ROWS: OnlyRows = { problems: null, changed: null };

/** The ids of one grid both lists keep (null: neither box ticked). */
export function onlyIdsOf(grid: GridName, only: OnlyRows): readonly string[] | null {
  const a = only.problems?.[grid] ?? null;
  const b = only.changed?.[grid] ?? null;
  if (a === null) return b;
  if (b === null) return a;
  const kept = new Set(b);
  return a.filter((id) => kept.has(id));
}

/**
 * The core's spec of the rows the grid shows: its sort, quick filter, column filters and the ids
 * of "only these rows". Null when the ids are more than one spec may name (the core refuses it;
 * the grid then says so rather than show rows the boxes would leave out).
 */
export function coreViewSpec(
  view: ViewName,
  options: ViewOptions,
  only: OnlyRows,
): ViewSpec | null {
  const keys: readonly string[] = VIEW_COLUMN_KEYS[view];
  const column = options.sort === null ? undefined : keys[options.sort.col];
  const onlyIds = onlyIdsOf(gridOfView(view), only);
  if (onlyIds !== null && onlyIds.length > INPUT_LIMITS.draftRowsPerBatch) return null;
  return {
    view,
    sort:
      options.sort === null || column === undefined
        ? null
        : { column, descending: options.sort.descending },
    filter: options.filter,
    onlyIds: onlyIds === null ? null : [...onlyIds],
    columnFilters: (options.columns ?? []).filter((f) => !isEmptyFilter(f)),
  };
}

/** What a header click does: a new sort, or the same sort applied again to a stale view. */
export type SortStep = { sort: ViewOptions['sort'] } | 'reapply';

/**
 * A header's click cycles ascending → descending → none, as the page's grid does; on the sorted
 * column of a stale view it sorts again first (the rows edited since move to their places).
 */
export function nextSort(current: ViewOptions['sort'], col: number, stale: boolean): SortStep {
  if (stale && current?.col === col) return 'reapply';
  if (current?.col !== col) return { sort: { col, descending: false } };
  return { sort: current.descending ? null : { col, descending: true } };
}

/** The spec of every row of a view in draft order (whose length is the view's total). */
export const wholeViewSpec = (view: ViewName): ViewSpec => ({
  view,
  sort: null,
  filter: '',
  onlyIds: null,
  columnFilters: [],
});

/** Every id of the lists, whatever the grid (the page's "only" sets are of draft ids). */
export const allIds = (ids: IdsByGrid): Set<string> =>
  new Set([...ids.brands, ...ids.colors, ...ids.products]);

// Specs are told apart by a key; the ids of "only these rows" (up to 200,000) are keyed by the
// list they are, not written out at every render.
const listKeys = new WeakMap<readonly string[], number>();
let nextListKey = 0;

/** A key that moves when the spec does; an ids list is known by its identity. */
export function specKey(spec: ViewSpec): string {
  let only = 'none';
  if (spec.onlyIds !== null) {
    let key = listKeys.get(spec.onlyIds);
    if (key === undefined) {
      nextListKey += 1;
      key = nextListKey;
      listKeys.set(spec.onlyIds, key);
    }
    only = `list ${String(key)}`;
  }
  return JSON.stringify([spec.view, spec.sort, spec.filter, spec.columnFilters, only]);
}
