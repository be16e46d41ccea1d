import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ViewSpec } from '../../../../app/catalog/views.ts';
import { catalogStore } from '../../drafts/use-catalog-store.ts';
import { holdCoreWindow } from '../../drafts/core-windows.ts';
import type { CellPos, Direction } from '../../../../app/catalog/data-edge.ts';
import type { RowRange } from '../../lib/row-blocks.ts';
import { windowRows, type GridRows } from '../grid-rows.ts';
import { specKey } from './core-view-spec.ts';
import { takeEarly } from './early-window.ts';
import type { GridWindowDriver, GridWindowState } from './grid-window-driver.ts';
import { loaderFor, openedEarly, type Loader } from './loading-loader.ts';

// The products grid while the whole draft loads (issue 28, step 4, first part): its rows drawn
// from the core's view of the grid's spec (sort and filters), a window of the rows on screen, until the drafts are in
// the page. The drafts are asked for once the first screenful came (CatalogStore.open), so the
// core answers the window before it reads every row.

export { LOADING_MARKS } from './loading-loader.ts';

/** The connection's loader: the one asked at the page's start (early-window.ts), or a new one. */
const loaderOf = (profileId: string): Loader => takeEarly(profileId) ?? loaderFor(profileId);

export interface LoadingWindow {
  /** The rows to draw while loading; null when there is no window (yet, or it failed). */
  rows: GridRows | null;
  /** Settles once the first screenful is here, or cannot come (given to CatalogStore.open). */
  firstScreen: Promise<void> | undefined;
  /** Builds the window's view for this spec (useLoadingSpec). */
  open: (spec: ViewSpec) => void;
  /** The window's driver (edits, undo and the core's calls over its view); null when none. */
  driver: GridWindowDriver | null;
  /** Why no view could be built at all (a refused edit later is not this), or null. */
  failure: string | null;
}

const noState = (): null => null;
const noSubscribe = (): (() => void) => () => undefined;

/** While the shared catalog store loads this connection's drafts, a window onto the core's view. */
export function useLoadingWindow(profileId: string | null): LoadingWindow {
  const store = catalogStore();
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // The core mode keeps the window for the whole session: it is the grid.
  const core = profileId !== null && snap.profileId === profileId && snap.status === 'core';
  const loading =
    profileId !== null &&
    (snap.profileId !== profileId || snap.status === 'idle' || snap.status === 'loading' || core);
  const [loader, setLoader] = useState<Loader | null>(() => (loading ? loaderOf(profileId) : null));
  // React's pattern for state that follows props: a loader while loading, one per connection.
  if (loading && loader?.profileId !== profileId) setLoader(loaderOf(profileId));
  else if (!loading && loader !== null) setLoader(null);

  const driver = loader?.driver ?? null;
  const driverProfile = loader?.profileId ?? null;
  useEffect(() => {
    if (driver === null || driverProfile === null) return;
    driver.resume();
    // Sends and take-backs wait for its edits; a discard or an import builds it again.
    const letGo = holdCoreWindow(driverProfile, driver);
    // Done with the view (the drafts are here, another connection, the grid left): the core
    // forgets it.
    return () => {
      driver.close();
      driver.release();
      // A send waits for the edits still on their way to the core, even from a closed grid.
      if (driver.unanswered === 0) {
        letGo();
        return;
      }
      const stop = driver.subscribe(() => {
        if (driver.unanswered > 0) return;
        stop();
        letGo();
      });
    };
  }, [driver, driverProfile]);
  const state: GridWindowState | null = useSyncExternalStore(
    useCallback(
      (listener: () => void) => (driver === null ? noSubscribe() : driver.subscribe(listener)),
      [driver],
    ),
    driver === null ? noState : () => driver.snapshot,
  );
  // The core's catalog changed under the grid, or the core restarted: its view is built again.
  const epoch = snap.coreEpoch;
  useEffect(() => {
    if (epoch > 0) driver?.reopen();
  }, [driver, epoch]);
  const show = useCallback(
    (range: RowRange) => {
      driver?.setVisibleRange(range);
    },
    [driver],
  );
  const edge = useCallback(
    async (from: CellPos, direction: Direction, columns: number[]): Promise<CellPos | null> => {
      if (driver === null) return null;
      const at = await driver.edge({ place: from.row, col: from.col }, direction, columns);
      return at === null ? null : { row: at.place, col: at.col };
    },
    [driver],
  );
  const rows = useMemo(
    () =>
      // Drawn as soon as the view is built: the editor renders with rows still blank while the
      // first window is on its way, and only the rows change when it comes. A view built again
      // (another sort or filter) keeps the grid drawn meanwhile, so its scroll stays.
      driver === null || state === null || !state.built
        ? null
        : windowRows(state.length, (place) => driver.shownAt(place), show, edge, !core),
    [driver, state, show, edge, core],
  );
  const open = useCallback(
    (spec: ViewSpec) => {
      // Asked at the page's start already: the grid's first open is that one.
      if (loader !== null && openedEarly(loader, specKey(spec))) return;
      driver?.open(spec);
    },
    [driver, loader],
  );
  const failure = state !== null && !state.built ? state.refusal : null;
  return { rows, firstScreen: loader?.firstScreen, open, driver, failure };
}

/**
 * The spec the loading window's view is built for (the grid's sort and filters); called after
 * useLoadingWindow, where the spec is known (the grid's views come after the store).
 */
export function useLoadingSpec(window: LoadingWindow, spec: ViewSpec): void {
  const { open } = window;
  // Keyed without writing out the ids of "only these rows" (up to 200,000) at every render.
  const [held, setHeld] = useState(spec);
  if (specKey(held) !== specKey(spec)) setHeld(spec);
  useEffect(() => {
    open(held);
  }, [open, held]);
}
