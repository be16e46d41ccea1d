import type { Operation, OperationColumn, RowRef } from '../../../../app/catalog/operations.ts';
import { INPUT_LIMITS } from '../../../../app/ipc/input-limits.ts';
import { CODE_COLUMNS, VIEW_COLUMNS, gridOfView, type ViewName } from '../model/view.ts';
import type { CellWrite } from '../model/write-cells.ts';
import type { ShownCell } from './pending-edits.ts';
import type { RowSlot } from './window-writes.ts';

// A fill over many rows in core mode (Ctrl+D down a column, Ctrl+Enter into a selected column,
// issue 28): Ctrl+D sent as the core's own fill operation (the first row's values go down the
// other rows: row refs only), Ctrl+Enter as one paste of its value (one commit, so the store
// never holds half of it), not as a cell write per row, and shown at once only in the rows the window holds (the
// window is read again after the answer). A row of tens of thousands of cell writes and as many
// cells over the page would cost seconds; this costs a list of row refs. Pure.

/** Rows from which a fill goes as the core's fill operation (below: cell writes, as before). */
export const WHOLE_FILL_ROWS = 5_000;

export interface WholeFillPlan {
  operations: Operation[];
  /** The cells the page shows at once: those of the rows the window holds. */
  shown: ShownCell[];
}

export interface WholeFill {
  view: ViewName;
  /** The view places, top first: the first is the source row (Ctrl+D). */
  places: readonly number[];
  /** The view columns filled. */
  columns: readonly number[];
  slotOf: (place: number) => RowSlot;
  /** Whether the window holds the place's row (its cells then show at once). */
  held: (place: number) => boolean;
  /** Ctrl+D: the top row's values (by column); Ctrl+Enter: the one value written. */
  values: { kind: 'top'; cells: readonly string[] } | { kind: 'one'; value: string };
  looksSecret: (value: string) => boolean;
  /** Rows an operation names at most (the contract's limit; smaller in tests). */
  maxRows?: number;
}

/**
 * The fill as operations, or null when it is not one the core's fill does as the page would
 * (a row not held or below the end, the products view's SKU summary, a value left out as a
 * credential or trimmed as a code): those go as cell writes.
 */
export function wholeFill(fill: WholeFill): WholeFillPlan | null {
  const keys: readonly string[] = VIEW_COLUMNS[fill.view];
  const columns: OperationColumn[] = [];
  for (const col of fill.columns) {
    const key = keys[col];
    if (key === undefined || key === 'skus') return null;
    columns.push(key as OperationColumn);
  }
  if (columns.length === 0 || fill.places.length < 2) return null;
  if (fill.values.kind === 'one') {
    const { value } = fill.values;
    if (fill.looksSecret(value)) return null;
    if (value.trim() !== value && columns.some((c) => CODE_COLUMNS.has(c))) return null;
  }
  const refs: RowRef[] = [];
  for (const place of fill.places) {
    const slot = fill.slotOf(place);
    if (slot === 'new' || slot === 'unknown') return null;
    refs.push(slot.ref);
  }
  const grid = gridOfView(fill.view);
  const [top, ...rest] = refs;
  if (top === undefined) return null;
  const operations: Operation[] = [];
  const valueAt = (c: number): string =>
    fill.values.kind === 'one' ? fill.values.value : (fill.values.cells[c] ?? '');
  const maxRows = fill.maxRows ?? INPUT_LIMITS.draftRowsPerBatch;
  if (fill.values.kind === 'one') {
    // One value into every row: a paste of it (one operation, one commit, up to maxRows rows).
    const line = columns.map((_, c) => valueAt(c));
    for (let from = 0; from < refs.length; from += maxRows) {
      const rows = refs.slice(from, from + maxRows);
      operations.push({ kind: 'paste', grid, rows, columns, values: rows.map(() => line) });
    }
  } else {
    // Each operation names the source row first, then at most maxRows - 1 rows below it.
    const perOperation = Math.max(1, maxRows - 1);
    for (let from = 0; from < rest.length; from += perOperation) {
      const rows = [top, ...rest.slice(from, from + perOperation)];
      operations.push({ kind: 'fill', grid, rows, columns });
    }
  }
  const shown: ShownCell[] = [];
  fill.places.forEach((place, i) => {
    const row = refs[i];
    if (row === undefined || !fill.held(place)) return;
    columns.forEach((column, c) => shown.push({ row, column, value: valueAt(c) }));
  });
  return { operations, shown };
}

/**
 * Ctrl+Enter's writes as a fill: the same value into every cell of a block of places and
 * columns, many rows; else null (a write of another shape goes as cell writes).
 */
export function uniformBlock(
  writes: readonly CellWrite[],
): { value: string; places: number[]; columns: number[] } | null {
  const first = writes[0];
  if (first === undefined) return null;
  const places = new Set<number>();
  const columns = new Set<number>();
  for (const write of writes) {
    if (write.value !== first.value) return null;
    places.add(write.row);
    columns.add(write.col);
  }
  if (places.size < WHOLE_FILL_ROWS || places.size * columns.size !== writes.length) return null;
  const sorted = [...places].sort((a, b) => a - b);
  const low = sorted[0] ?? 0;
  // One cell a place and column, and the places one run (a range of the view).
  if (sorted[sorted.length - 1] !== low + sorted.length - 1) return null;
  return { value: first.value, places: sorted, columns: [...columns].sort((a, b) => a - b) };
}
