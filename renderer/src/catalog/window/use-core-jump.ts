import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import { call } from '../../lib/bridge-client.ts';
import type { CatalogFocus } from '../catalog-focus.ts';
import { focusGrid } from '../grid-focus.ts';
import { problemCell } from '../model/cell-marks.ts';
import { cellSelection, type Selection } from '../model/selection.ts';
import type { ViewName } from '../model/view.ts';
import { placeOfRow } from './core-jump.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// A problem's jump in core mode (issue 28): as today's (use-grid-selection.ts), the view switched
// and "problems only" and a filter hiding the row cleared, the row found by its place in the
// core's view (catalog.place) rather than in drafts the page does not hold. And the grid opened
// at a refused row from a send's results, once the marks are read.

export interface CoreJumpArgs {
  driver: GridWindowDriver | null;
  view: ViewName;
  onView: (view: ViewName) => void;
  setSelection: (selection: Selection) => void;
  /** The shown column of a view's own column (a hidden column is shown again). */
  shownColumn: (view: ViewName, col: number) => number;
  /** Clears a view's quick and column filters (the row is hidden by them). */
  clearFilters: (view: ViewName) => void;
  clearProblemsOnly: () => void;
}

const nextTurn = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

export function useCoreJump(args: CoreJumpArgs): (problem: Problem) => void {
  const latest = useRef(args);
  useLayoutEffect(() => {
    latest.current = args;
  });
  return useCallback((problem: Problem) => {
    const now = latest.current;
    const { driver } = now;
    if (driver === null) return;
    const target: ViewName =
      problem.grid === 'products' && now.view === 'skus' ? 'skus' : problem.grid;
    const where = problemCell(target, problem);
    const col = now.shownColumn(target, where.col);
    now.clearProblemsOnly();
    if (target !== now.view) now.onView(target);
    // After the render those changes make, whose effects build the view they ask for: the view
    // shown until then may be of the rows "problems only" kept.
    void nextTurn()
      .then(() =>
        placeOfRow({
          driver,
          view: target,
          id: problem.id,
          sku: where.sku,
          ask: (input) => call('catalog.place', input),
          clearFilters: () => {
            latest.current.clearFilters(target);
          },
        }),
      )
      .then(
        (place) => {
          const then = latest.current;
          // The user went elsewhere while the view was built: left as it is.
          if (then.view !== target || then.driver !== driver) return;
          then.setSelection(cellSelection({ row: Math.max(place ?? 0, 0), col }));
          focusGrid();
        },
        () => undefined,
      );
  }, []);
}

/** Opened at a row (from a send's results): its cell selected once the marks are read. */
export function useCoreOpenAtRow(args: {
  active: boolean;
  focus: CatalogFocus | undefined;
  grid: GridName;
  /** The marks were read (refused holds the last send's marks). */
  loaded: boolean;
  refused: readonly Problem[];
  onJump: (problem: Problem) => void;
}) {
  const { active, focus, grid, loaded, refused, onJump } = args;
  const focusKey = focus?.row === undefined ? null : `${grid}:${focus.row}:${focus.field ?? ''}`;
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!active || !loaded || focusKey === null || focused.current === focusKey) return;
    focused.current = focusKey;
    const id = focus?.row ?? '';
    const mark = refused.find((p) => p.grid === grid && p.id === id);
    onJump(
      mark ?? {
        grid,
        id,
        field: focus?.field ?? (grid === 'products' ? 'product_code' : 'code'),
        sku: -1,
        severity: 'error',
        code: 'refused',
        value: '',
      },
    );
  });
}
