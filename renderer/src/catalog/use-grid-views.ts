import { useMemo, useState } from 'react';
import type { CatalogData } from '../drafts/catalog-data.ts';
import type { ViewName, ViewOptions } from './model/view.ts';
import { onlyBoth } from './model/only-rows.ts';
import { ViewCache } from './model/view-state.ts';

// Each view's sort and filter, and "problems only": applied when chosen, while edits keep rows
// in place (view-state.ts) until the view is applied again.

const NO_OPTIONS: ViewOptions = { sort: null, filter: '', onlyIds: null };

export function useGridViews(view: ViewName, data: CatalogData, ready: boolean) {
  const [options, setOptions] = useState<Record<ViewName, ViewOptions>>(() => ({
    brands: NO_OPTIONS,
    colors: NO_OPTIONS,
    products: NO_OPTIONS,
    skus: NO_OPTIONS,
  }));
  // "Problems only" keeps the rows that had a problem when it was ticked: a row fixed since stays
  // in view (as an edited row stays in a sorted view) until the box is ticked again.
  const [problemIds, setProblemIds] = useState<ReadonlySet<string> | null>(null);
  // "Changed rows only" likewise keeps the rows changed since last sent when it was ticked.
  const [changedIds, setChangedIds] = useState<ReadonlySet<string> | null>(null);
  const onlyIds = useMemo(() => onlyBoth(problemIds, changedIds), [problemIds, changedIds]);
  const [views] = useState(() => new ViewCache());
  // Drafts just loaded (another connection, a reload) get the sort and filters afresh, as the
  // core's window drawn while they loaded had them (React's pattern for state following props).
  const [wasReady, setWasReady] = useState(ready);
  if (ready !== wasReady) {
    setWasReady(ready);
    if (ready) views.clear();
  }
  const viewState = views.get(view, data, { ...options[view], onlyIds });

  const setOption = (patch: Partial<ViewOptions>) => {
    setOptions((o) => ({ ...o, [view]: { ...o[view], ...patch } }));
  };
  // Sort and filter applied afresh to the current data (edited rows move to their places).
  const reapply = () => {
    views.reapply(view);
    setOptions((o) => ({ ...o, [view]: { ...o[view] } }));
  };
  const cycleSort = (col: number) => {
    const current = options[view].sort;
    if (viewState.stale && current?.col === col) {
      reapply();
      return;
    }
    const sort =
      current?.col !== col
        ? { col, descending: false }
        : current.descending
          ? null
          : { col, descending: true };
    setOption({ sort });
  };
  /** The rows of another view without "problems only", its filters cleared when `clearFilter`. */
  const rowsOf = (target: ViewName, clearFilter: boolean) => {
    const cleared = { filter: '', columns: [] };
    if (clearFilter) setOptions((o) => ({ ...o, [target]: { ...o[target], ...cleared } }));
    const chosen = clearFilter ? { ...options[target], ...cleared } : options[target];
    return views.get(target, data, { ...chosen, onlyIds: null }).rows;
  };
  return {
    viewState,
    rows: viewState.rows,
    options: options[view],
    problemsOnly: problemIds !== null,
    problemIds,
    stale: viewState.stale,
    setProblemIds,
    changedOnly: changedIds !== null,
    setChangedIds,
    setOption,
    reapply,
    cycleSort,
    rowsOf,
  };
}
