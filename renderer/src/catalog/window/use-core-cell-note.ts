import { useSyncExternalStore } from 'react';
import { cellChange, type CellChange } from '../model/change-marks.ts';
import { gridOfView, VIEW_COLUMNS, type ViewName } from '../model/view.ts';
import type { ChangeMarks } from '../use-change-marks.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';
import { windowRowValue } from './window-row-value.ts';

// The active cell's change since this connection last sent it, when the grid reads the core's
// window (issue 28, step 4): the row from the window (its cells), the value last sent by its
// code (the change marks' lookup, which re-renders this when the value comes in).

const noSubscribe = (): (() => void) => () => undefined;

export function useCoreCellNote(
  changes: ChangeMarks,
  view: ViewName,
  driver: GridWindowDriver | null,
  place: number,
  /** The active cell's view column (-1: none). */
  col: number,
): CellChange | null {
  useSyncExternalStore(
    driver === null ? noSubscribe : (listener: () => void) => driver.subscribe(listener),
    () => driver?.snapshot ?? null,
  );
  const held = driver?.rowAt(place) ?? null;
  const row = held === null || held === 'loading' ? null : windowRowValue(view, held);
  const grid = gridOfView(view);
  const { sentOf } = changes;
  const sent = useSyncExternalStore(sentOf.subscribe, () =>
    row === null ? undefined : sentOf.get(grid, row.value),
  );
  const field = (VIEW_COLUMNS[view] as readonly string[])[col];
  if (row === null || field === undefined || sent === undefined) return null;
  return cellChange(row.value, sent, field, row.sku);
}
