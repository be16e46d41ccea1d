import { useEffect, useState } from 'react';
import type { CatalogData } from '../drafts/catalog-data.ts';
import {
  dataRange,
  planStats,
  StatsRun,
  type CountedRange,
  type SelectionStats,
} from './model/selection-stats.ts';
import type { Range } from './model/selection.ts';
import { cellText, type ViewName, type ViewRows } from './model/view.ts';

// The status bar's figures for the selected range, counted off the key path: after the frame a
// key press painted, one slice of at most SLICE_MS per animation frame until the range is counted.
// A new range (or an edit) drops the count in progress and starts over, reusing the last
// finished count when the range only grew from it. The component holding this re-renders alone
// when a count ends, not the grid.

const SLICE_MS = 4;
/**
 * Each slice is a User Timing measure (DevTools' Performance panel shows them; the grid bench
 * reads them); a new count clears the last one's, so they never pile up.
 */
export const SLICE_MEASURE = 'selection-stats slice';

export interface StatsState {
  /** The figures of the range counted last. */
  stats: SelectionStats | null;
  /** False while the current range is still being counted (the figures are the last range's). */
  current: boolean;
}

/** Chromium's isInputPending: a key or click waits to be handled. */
const inputPending = (): boolean =>
  (
    navigator as Navigator & { scheduling?: { isInputPending?: () => boolean } }
  ).scheduling?.isInputPending?.() ?? false;

const sameRange = (a: Range, b: Range) =>
  a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;

export function useSelectionStats(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  selected: Range,
  /** The shown columns: a selection's column numbers count them, a cell is read by `index`. */
  columns: readonly { index: number }[],
): StatsState {
  const range = dataRange(selected, rows.length);
  const [counted, setCounted] = useState<{
    source: {
      view: ViewName;
      data: CatalogData;
      rows: ViewRows;
      columns: readonly { index: number }[];
    };
    done: CountedRange;
  } | null>(null);
  const { top, left, bottom, right } = range;

  useEffect(() => {
    const target = { top, left, bottom, right };
    const last = counted;
    const same =
      last?.source.view === view &&
      last.source.data === data &&
      last.source.rows === rows &&
      last.source.columns === columns;
    if (same && sameRange(last.done.range, target)) return;
    const plan = planStats(target, same ? last.done : null);
    const read = (r: number, c: number) =>
      cellText(view, data, rows.entry[r] ?? -1, rows.sku[r] ?? -1, columns[c]?.index ?? -1);
    const run = new StatsRun(plan.parts, plan.base, read);
    // Each frame posts one slice to run right after it is painted, so a slice never holds up
    // the paint of the key press that changed the selection; a key waiting stops it early.
    let frame = 0;
    const channel = new MessageChannel();
    const afterPaint = () => {
      channel.port2.postMessage(null);
    };
    channel.port1.onmessage = () => {
      const start = performance.now();
      const finished = run.step(start + SLICE_MS, () =>
        inputPending() ? Infinity : performance.now(),
      );
      performance.measure(SLICE_MEASURE, { start });
      if (finished) {
        setCounted({
          source: { view, data, rows, columns },
          done: { range: target, stats: run.stats },
        });
      } else frame = requestAnimationFrame(afterPaint);
    };
    performance.clearMeasures(SLICE_MEASURE);
    frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [view, data, rows, columns, top, left, bottom, right, counted]);

  const current =
    counted !== null &&
    counted.source.view === view &&
    counted.source.data === data &&
    counted.source.rows === rows &&
    counted.source.columns === columns &&
    sameRange(counted.done.range, range);
  return { stats: counted?.done.stats ?? null, current };
}
