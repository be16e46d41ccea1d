import { useEffect, useState } from 'react';
import type { CatalogData } from '../drafts/catalog-data.ts';
import {
  dataRange,
  planStats,
  StatsRun,
  type ColumnReader,
  type CountedRange,
  type CountedStats,
} from './model/selection-stats.ts';
import type { Range } from './model/selection.ts';
import { runInSlices } from './model/time-slices.ts';
import { VIEW_COLUMNS, viewSource, type ViewName, type ViewRows } from './model/view.ts';
import { afterPaint } from './after-paint.ts';

// The status bar's figures for the selected range, counted off the key path: one slice of at
// most SLICE_MS per frame, run as a task right after the frame is painted, until the range is
// counted. A new range (or an edit) cancels the count in progress and starts over, reusing the
// last finished count when the range only grew from it. The component holding this re-renders
// alone when a count ends, not the grid.

const SLICE_MS = 4;
/**
 * Each slice is a User Timing measure (DevTools' Performance panel shows them; the grid bench
 * reads them); a new count clears the last one's, so they never pile up.
 */
export const SLICE_MEASURE = 'selection-stats slice';

export interface StatsState {
  /** The figures of the range counted last. */
  stats: CountedStats | null;
  /** False while the current range is still being counted (the figures are the last range's). */
  current: boolean;
}

/** The selection's columns as the count reads them: each a view column read straight by row. */
function columnReader(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  columns: readonly { index: number }[],
): ColumnReader {
  const source = viewSource(view, data, rows);
  const keys: readonly string[] = VIEW_COLUMNS[view];
  const empty = () => '';
  return (c) => {
    const key = keys[columns[c]?.index ?? -1];
    return (key === undefined ? null : source.column(key)) ?? empty;
  };
}

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
    const run = new StatsRun(plan.parts, plan.base, columnReader(view, data, rows, columns));
    const scheduler = afterPaint();
    performance.clearMeasures(SLICE_MEASURE);
    const cancel = runInSlices(
      {
        step: (deadline) => run.step(deadline, scheduler.yieldClock),
        onSlice: (start) => {
          performance.measure(SLICE_MEASURE, { start });
        },
        onDone: () => {
          setCounted({
            source: { view, data, rows, columns },
            done: { range: target, stats: run.stats },
          });
        },
      },
      SLICE_MS,
      scheduler,
    );
    return () => {
      cancel();
      run.cancel();
      scheduler.close();
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
