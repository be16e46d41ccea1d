import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ColumnFilter } from '../../../../app/catalog/column-filters.ts';
import type { ViewRow, ViewSpec } from '../../../../app/catalog/views.ts';
import { call } from '../../lib/bridge-client.ts';
import { callThenApply } from '../../lib/queries.ts';
import type { RowRange } from '../../lib/row-blocks.ts';
import {
  GridWindowDriver,
  type GridTransport,
  type GridWindowState,
} from './grid-window-driver.ts';
import type { Step } from './pending-edits.ts';

// A catalog grid as a window onto the core's view (issue 28, step 4), for React: the driver
// (grid-window-driver.ts) over the app's bridge, catalog.view / catalog.window / catalog.apply,
// undo and redo. The page holds the blocks near the screen and the edits not yet read back,
// nothing per row of the grid. The grids use the transport through use-loading-window.ts.

export interface GridWindow extends GridWindowState {
  /** The row at a place as shown (edits typed over it), 'loading', or null past the end. */
  rowAt: (place: number) => ViewRow | 'loading' | null;
  setVisibleRange: (range: RowRange) => void;
  /** Sends an edit, an undo or a redo behind those already queued; its cells show at once. */
  apply: (step: Step) => void;
}

/** The contract's input is mutable; the grid's filters are read-only. */
const copyFilter = ({ values, ...filter }: ColumnFilter) => ({
  ...filter,
  ...(values === undefined ? {} : { values: [...values] }),
});

export function bridgeTransport(profileId: string): GridTransport {
  return {
    view: (spec, replaces) =>
      call('catalog.view', {
        profileId,
        spec: { ...spec, columnFilters: spec.columnFilters.map(copyFilter) },
        ...(replaces === undefined ? {} : { replaces }),
      }),
    window: (input) => call('catalog.window', input),
    edge: (input) => call('catalog.edge', input),
    drop: (viewId) => call('catalog.dropView', { viewId }),
    // Through the query effects: the plan, unknown codes and code lists are read again after.
    send: (step) => {
      if (step.kind === 'undo') return callThenApply('catalog.undo', { profileId });
      if (step.kind === 'redo') return callThenApply('catalog.redo', { profileId });
      if (step.kind === 'fillView') {
        return callThenApply('catalog.fillView', {
          profileId,
          ...step.fill,
          ...(step.group === undefined ? {} : { group: step.group }),
        });
      }
      return callThenApply('catalog.apply', {
        profileId,
        operation: step.operation,
        ...(step.group === undefined ? {} : { group: step.group }),
      });
    },
  };
}

export function useGridWindow(profileId: string, spec: ViewSpec): GridWindow {
  const [driver, setDriver] = useState(() => new GridWindowDriver(bridgeTransport(profileId)));
  const [driverProfile, setDriverProfile] = useState(profileId);
  // Another connection: another driver (React's pattern for state that follows a prop).
  if (driverProfile !== profileId) {
    setDriverProfile(profileId);
    setDriver(new GridWindowDriver(bridgeTransport(profileId)));
  }
  useEffect(() => {
    driver.resume();
    return () => {
      driver.close();
      driver.release();
    };
  }, [driver]);

  const specKey = JSON.stringify(spec);
  useEffect(() => {
    driver.open(JSON.parse(specKey) as ViewSpec);
  }, [driver, specKey]);

  const state = useSyncExternalStore(
    useCallback((listener: () => void) => driver.subscribe(listener), [driver]),
    () => driver.snapshot,
  );
  return {
    ...state,
    rowAt: useCallback((place: number) => driver.rowAt(place), [driver]),
    setVisibleRange: useCallback(
      (range: RowRange) => {
        driver.setVisibleRange(range);
      },
      [driver],
    ),
    apply: useCallback(
      (step: Step) => {
        driver.apply(step);
      },
      [driver],
    ),
  };
}
