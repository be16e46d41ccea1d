import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CatalogFocus } from './catalog-focus.ts';
import { focusGrid } from './grid-focus.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { problemCell } from './model/cell-marks.ts';
import { cellSelection, clampSelection, type Selection } from './model/selection.ts';
import { findViewRow, type ViewName } from './model/view.ts';
import type { useGridViews } from './use-grid-views.ts';

// The selection of each view (kept while the user switches views), and going to a cell: a
// problem's (switching view and clearing a filter that hides it), or the row a page was opened
// at (a refused row from a send's results), once the drafts are there.

const START: Selection = cellSelection({ row: 0, col: 0 });

export function useGridSelection(args: {
  view: ViewName;
  onView: (view: ViewName) => void;
  data: CatalogData;
  views: ReturnType<typeof useGridViews>;
  bounds: { rows: number; cols: number };
  /** The shown column of a view's own column (a layout may hide or move columns). */
  shownColumn?: (view: ViewName, col: number) => number;
}) {
  const { view, data, views } = args;
  const [selections, setSelections] = useState<Partial<Record<ViewName, Selection>>>({});
  const selection = clampSelection(selections[view] ?? START, args.bounds);
  const setSelection = (next: Selection) => {
    setSelections((all) => ({ ...all, [view]: next }));
  };

  const jumpTo = (problem: Problem) => {
    const target: ViewName = problem.grid === 'products' && view === 'skus' ? 'skus' : problem.grid;
    const index = data[problem.grid].findIndex((entry) => entry.id === problem.id);
    const where = problemCell(target, problem);
    let row = findViewRow(views.rowsOf(target, false), index, where.sku);
    if (row < 0) row = findViewRow(views.rowsOf(target, true), index, where.sku);
    views.setProblemIds(null);
    setSelections((all) => ({
      ...all,
      [target]: cellSelection({
        row: Math.max(row, 0),
        col: args.shownColumn?.(target, where.col) ?? where.col,
      }),
    }));
    args.onView(target);
    focusGrid();
  };
  // The problem list renders only when the problems or the data change, not on every cursor move.
  const jumpRef = useRef(jumpTo);
  useLayoutEffect(() => {
    jumpRef.current = jumpTo;
  });
  const onJump = useCallback((problem: Problem) => {
    jumpRef.current(problem);
  }, []);
  return { selection, setSelection, onJump };
}

/** Opened at a row (from a send's results): select its cell once the drafts are there. */
export function useOpenAtRow(args: {
  focus: CatalogFocus | undefined;
  grid: GridName;
  data: CatalogData;
  ready: boolean;
  refused: readonly Problem[];
  onJump: (problem: Problem) => void;
}) {
  const { focus, grid, data, ready, refused, onJump } = args;
  const focusKey = focus?.row === undefined ? null : `${grid}:${focus.row}:${focus.field ?? ''}`;
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (focusKey === null || focused.current === focusKey || !ready) return;
    const id = focus?.row ?? '';
    if (!data[grid].some((entry) => entry.id === id)) return;
    focused.current = focusKey;
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
