import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { ColumnFilter, ValuesList } from '../../../../app/catalog/column-filters.ts';
import type { ViewSpec } from '../../../../app/catalog/views.ts';
import { call } from '../../lib/bridge-client.ts';
import type { ColumnMenuControl } from '../header/use-column-filters.ts';
import { VIEW_COLUMNS, type ViewName, type ViewOptions } from '../model/view.ts';
import { allIds, coreViewSpec, nextSort, NO_ONLY_ROWS, type OnlyRows } from './core-view-spec.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// Sort, filters, "only these rows" and the stale marker of a grid drawn from the core's window
// (issue 28, step 4, core mode): the grid's view options become the core's view spec; a header's
// click, the column menus' values lists and sort, "problems only" and "changed only" ask the
// core; the view's staleness after an edit is the core's, and "Sort and filter again" builds the
// view afresh. The options themselves stay in use-grid-views.ts, as for the page's grid.

/** What of the grid's views (use-grid-views.ts) the core's views read and set. */
export interface GridViewsForCore {
  options: ViewOptions;
  setOption: (patch: Partial<ViewOptions>) => void;
  setProblemIds: (ids: ReadonlySet<string> | null) => void;
  setChangedIds: (ids: ReadonlySet<string> | null) => void;
}

export interface CoreViews {
  /** The core's spec of the grid's view (null: more ids than a spec may name). */
  spec: ViewSpec | null;
  /** "Only these rows" come from the core (a box ticked in core mode). */
  hasOnlyRows: boolean;
  /** The view was edited since it was sorted or filtered (the core's word). */
  stale: boolean;
  cycleSort: (col: number) => void;
  /** Sort and filter again: the view built afresh with the same spec. */
  reapply: () => void;
  onProblemsOnly: (on: boolean) => Promise<void>;
  onChangedOnly: (on: boolean) => Promise<void>;
  /** The header menus over the core: values lists from catalog.values, sort again when stale. */
  menu: (base: ColumnMenuControl) => ColumnMenuControl;
}

const NOT_STALE = (): boolean => false;
const NO_SUBSCRIBE = (): (() => void) => () => undefined;

/** The contract's input is mutable; the grid's filters are read-only. */
const copyFilter = ({ values, ...filter }: ColumnFilter) => ({
  ...filter,
  ...(values === undefined ? {} : { values: [...values] }),
});
const wire = (spec: ViewSpec) => ({ ...spec, columnFilters: spec.columnFilters.map(copyFilter) });

const EMPTY_LIST: ValuesList = { values: [], rows: 0 };

export function useCoreViews(input: {
  /** The grid reads from the core's window. */
  on: boolean;
  profileId: string | null;
  view: ViewName;
  views: GridViewsForCore;
  driver: GridWindowDriver | null;
}): CoreViews {
  const { on, profileId, view, views, driver } = input;
  // The rows the boxes keep, as the core gave them when ticked (one connection's).
  const [held, setHeld] = useState<{ profileId: string | null; only: OnlyRows }>({
    profileId,
    only: NO_ONLY_ROWS,
  });
  const only = held.profileId === profileId ? held.only : NO_ONLY_ROWS;
  const spec = useMemo(() => coreViewSpec(view, views.options, only), [view, views.options, only]);
  const stale = useSyncExternalStore(
    useCallback(
      (listener: () => void) => (driver === null ? NO_SUBSCRIBE() : driver.subscribe(listener)),
      [driver],
    ),
    driver === null ? NOT_STALE : () => on && driver.snapshot.stale,
  );
  const reapply = useCallback(() => {
    if (spec !== null) driver?.open(spec);
  }, [driver, spec]);

  const setOnly = (patch: Partial<OnlyRows>) => {
    setHeld({ profileId, only: { ...only, ...patch } });
  };

  // Values lists read as a menu opens, kept for that menu (FilterPanel reads its list once).
  const [lists, setLists] = useState<ReadonlyMap<string, ValuesList>>(new Map());
  const listKey = (col: number) => `${view}\u0000${String(col)}`;

  return {
    spec,
    hasOnlyRows: only.problems !== null || only.changed !== null,
    stale,
    cycleSort: (col) => {
      const step = nextSort(views.options.sort, col, stale);
      if (step === 'reapply') reapply();
      else views.setOption(step);
    },
    reapply,
    onProblemsOnly: async (tick) => {
      if (!tick || profileId === null) {
        setOnly({ problems: null });
        views.setProblemIds(null);
        return;
      }
      const ids = await call('catalog.problemIds', { profileId });
      setOnly({ problems: ids });
      views.setProblemIds(allIds(ids));
    },
    onChangedOnly: async (tick) => {
      if (!tick || profileId === null) {
        setOnly({ changed: null });
        views.setChangedIds(null);
        return;
      }
      const ids = await call('catalog.changedIds', { profileId });
      setOnly({ changed: ids });
      views.setChangedIds(allIds(ids));
    },
    menu: (base) => ({
      ...base,
      open: (col) => {
        if (profileId === null || spec === null) {
          base.open(col);
          return;
        }
        const column: string = VIEW_COLUMNS[view][col] ?? '';
        // The core leaves the column's own filter out of its values list, as the page does.
        call('catalog.values', { profileId, spec: wire(spec), column }).then(
          (list) => {
            setLists(new Map(lists).set(listKey(col), list));
            base.open(col);
          },
          () => {
            base.open(col);
          },
        );
      },
      valuesOf: (col) => lists.get(listKey(col)) ?? EMPTY_LIST,
      sortBy: (col, descending) => {
        const now = views.options.sort;
        if (stale && now?.col === col && now.descending === descending) {
          reapply();
          base.close();
        } else base.sortBy(col, descending);
      },
    }),
  };
}
