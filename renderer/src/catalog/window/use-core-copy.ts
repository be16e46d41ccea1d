import { useCallback, useState } from 'react';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import { INPUT_LIMITS } from '../../../../app/ipc/input-limits.ts';
import { call } from '../../lib/bridge-client.ts';
import type { Range } from '../model/selection.ts';
import type { ViewName } from '../model/view.ts';
import { clearOperation } from './core-cut.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// Copy and cut when the grid reads the core's window (issue 28, step 4): the core makes the
// range's text as Excel puts it on the clipboard (catalog.copy, app/catalog/tsv.ts), the page
// writes it with the async clipboard, so a column of a million cells never holds the window
// (the page only waits for the answer). Cut copies, then clears the range with one operation
// through the window's driver (a part a 200,000 rows, the most one operation names), its rows
// named from the core's window of the range.

/** Rows a window call gives at most. */
const WINDOW_ROWS = 2_000;

export type CopyState = 'idle' | 'copying' | { failed: string };

export interface CoreCopy {
  copy: (range: Range, cut: boolean) => void;
  state: CopyState;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The view's rows top … bottom (ids and places), read a window at a time. */
async function rowsOf(viewId: number, top: number, bottom: number): Promise<ViewRow[]> {
  const rows: ViewRow[] = [];
  for (let from = top; from <= bottom; from += WINDOW_ROWS) {
    const count = Math.min(WINDOW_ROWS, bottom - from + 1);
    const window = await call('catalog.window', { viewId, from, count });
    if (window.viewId !== viewId) throw new Error('The view changed while cutting.');
    rows.push(...window.rows);
  }
  return rows;
}

export function useCoreCopy(
  driver: GridWindowDriver | null,
  view: ViewName,
  /** The shown columns: a selection's column numbers count them, `index` is the view's column. */
  columns: readonly { index: number }[],
): CoreCopy {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(
    (range: Range, cut: boolean) => {
      const viewId = driver?.readyViewId ?? null;
      if (driver === null || viewId === null || columns.length === 0) return;
      const bottom = Math.min(range.bottom, driver.snapshot.length - 1);
      const shown = columns.map((c) => c.index);
      const run = async () => {
        if (bottom < range.top) {
          // Only the new-row line: nothing to copy, as the page's copy of it.
          await navigator.clipboard.writeText('');
          return;
        }
        const clipped = { ...range, bottom };
        setState('copying');
        const answer = await call('catalog.copy', { viewId, columns: shown, range: clipped });
        await navigator.clipboard.writeText(answer.text);
        if (cut) {
          const rows = await rowsOf(viewId, clipped.top, clipped.bottom);
          const cols = shown.slice(clipped.left, clipped.right + 1);
          for (let at = 0; at < rows.length; at += INPUT_LIMITS.draftRowsPerBatch) {
            const part = rows.slice(at, at + INPUT_LIMITS.draftRowsPerBatch);
            const operation = clearOperation(view, part, cols);
            if (operation !== null) driver.apply({ kind: 'apply', operation });
          }
        }
        setState('idle');
      };
      run().catch((error: unknown) => {
        setState({ failed: messageOf(error) });
      });
    },
    [driver, view, columns],
  );
  return { copy, state };
}
