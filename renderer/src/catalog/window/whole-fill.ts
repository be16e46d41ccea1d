import type { OperationColumn, OperationGrid, RowRef } from '../../../../app/catalog/operations.ts';
import type { ViewFill } from '../../../../app/catalog/view-fill.ts';
import { CODE_COLUMNS, VIEW_COLUMNS, gridOfView, type ViewName } from '../model/view.ts';
import type { CellWrite } from '../model/write-cells.ts';
import type { ShownCell } from './pending-edits.ts';

// A fill over many rows in core mode (Ctrl+D down a column, Ctrl+Enter into a selected column,
// issue 28): sent as the core's fill over a range of the view's places (catalog.fillView), not
// as a cell write per row nor a list of the rows' ids. The core finds the rows at those places
// itself, in the step that fills them, so the call is the same few bytes for 5,000 rows or a
// million (a list of ids was megabytes: over the preview bridge's 1 MB from 125,000 products).
// Its cells show at once only in the rows the window holds (the window is read again after the
// answer). The core refuses it when the view's rows moved since the version the page names. Pure.

/** Rows from which a fill goes as the core's fill over the view (below: cell writes, as before). */
export const WHOLE_FILL_ROWS = 5_000;

export interface WholeFillPlan {
  /** The fill, but for the view's id and version (the driver's). */
  fill: Omit<ViewFill, 'viewId' | 'version'>;
  grid: OperationGrid;
  /** The cells the page shows at once: those of the rows the window holds. */
  shown: ShownCell[];
}

export interface WholeFill {
  view: ViewName;
  /** View places top … bottom (inclusive): Ctrl+D's source row is the top one. */
  top: number;
  bottom: number;
  /** The view columns filled. */
  columns: readonly number[];
  /** The view's length: a range past it (rows typed below the end) goes as cell writes. */
  length: number;
  /** The rows the window holds in the range (their cells show at once). */
  held: readonly { place: number; row: RowRef }[];
  /** Ctrl+D: the top row's values (by column); Ctrl+Enter: the one value written. */
  values: { kind: 'top'; cells: readonly string[] } | { kind: 'one'; value: string };
  looksSecret: (value: string) => boolean;
}

/**
 * The fill over the view's places, or null when it is not one the core's fill does as the page
 * would (a row below the end, the products view's SKU summary, a value left out as a credential
 * or trimmed as a code): those go as cell writes.
 */
export function wholeFill(fill: WholeFill): WholeFillPlan | null {
  const keys: readonly string[] = VIEW_COLUMNS[fill.view];
  const columns: OperationColumn[] = [];
  for (const col of fill.columns) {
    const key = keys[col];
    if (key === undefined || key === 'skus') return null;
    columns.push(key as OperationColumn);
  }
  if (columns.length === 0 || fill.bottom <= fill.top || fill.bottom >= fill.length) return null;
  const { values } = fill;
  if (values.kind === 'one') {
    if (fill.looksSecret(values.value)) return null;
    if (values.value.trim() !== values.value && columns.some((c) => CODE_COLUMNS.has(c))) {
      return null;
    }
  }
  const valueAt = (c: number): string =>
    values.kind === 'one' ? values.value : (values.cells[c] ?? '');
  const shown: ShownCell[] = [];
  for (const { place, row } of fill.held) {
    if (place < fill.top || place > fill.bottom) continue;
    columns.forEach((column, c) => shown.push({ row, column, value: valueAt(c) }));
  }
  return {
    fill: {
      top: fill.top,
      bottom: fill.bottom,
      columns,
      ...(values.kind === 'one' ? { value: values.value } : {}),
    },
    grid: gridOfView(fill.view),
    shown,
  };
}

/**
 * Ctrl+Enter's writes as a fill: the same value into every cell of a block of places and
 * columns, many rows; else null (a write of another shape goes as cell writes).
 */
export function uniformBlock(
  writes: readonly CellWrite[],
): { value: string; top: number; bottom: number; places: number[]; columns: number[] } | null {
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
  const high = sorted[sorted.length - 1] ?? low;
  if (high !== low + sorted.length - 1) return null;
  return {
    value: first.value,
    top: low,
    bottom: high,
    places: sorted,
    columns: [...columns].sort((a, b) => a - b),
  };
}
