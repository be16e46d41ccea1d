import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { ViewRow } from '../../../app/catalog/views.ts';
import type { Entry } from '../drafts/catalog-data.ts';
import type { CellPos, Direction } from '../../../app/catalog/data-edge.ts';
import type { RowRange } from '../lib/row-blocks.ts';
import type { ViewRows } from './model/view.ts';

// Where the grid reads its rows (DataGrid, GridRow): the drafts in the page through the view's
// index arrays (today's grid), or the core's window of the view while the whole draft still
// loads (issue 28, step 4). Either is a length and a row at a place.

/** One row as the grid draws it. */
export interface GridRowAt {
  /** The draft row's id ('' while its block is on its way). */
  id: string;
  /** The draft row (in-page rows); undefined when drawn from cells or not here. */
  row: MasterRow | ProductRow | undefined;
  /** The SKU a per-SKU row shows (-1: none). */
  sku: number;
  /** The row's cells in the view's column order (the core's window), or null (read from `row`). */
  cells: readonly string[] | null;
  /** Its block has not arrived yet: drawn blank, marked as waiting. */
  waiting: boolean;
}

export interface GridRows {
  length: number;
  at: (place: number) => GridRowAt;
  /** The places on screen, so a window asks for those rows (in-page rows: nothing to do). */
  show?: (range: RowRange) => void;
  /** Rows are still arriving: the grid says it is busy. */
  busy: boolean;
  /**
   * Ctrl+Arrow's data edge asked of whoever holds the rows (the core's view), `columns` the
   * view's column of each shown column; null: none found or the answer came too late. Absent:
   * the grid walks its in-page rows.
   */
  edge?: (from: CellPos, direction: Direction, columns: number[]) => Promise<CellPos | null>;
}

const NONE: GridRowAt = { id: '', row: undefined, sku: -1, cells: null, waiting: false };
const WAITING: GridRowAt = { ...NONE, waiting: true };

/** The drafts in the page: row r is entry rows.entry[r] (SKU rows.sku[r]). */
export function inPageRows(
  entries: readonly Entry<MasterRow | ProductRow>[],
  rows: ViewRows,
): GridRows {
  return {
    length: rows.length,
    busy: false,
    at: (place) => {
      const entry = entries[rows.entry[place] ?? -1];
      if (entry === undefined) return NONE;
      return {
        id: entry.id,
        row: entry.row,
        sku: rows.sku[place] ?? -1,
        cells: null,
        waiting: false,
      };
    },
  };
}

/**
 * A window onto the core's view: `rowAt` gives the held row, 'loading' or null past the end.
 * `busy`: the drafts are still loading (not in the core mode, where the window is the grid).
 */
export function windowRows(
  length: number,
  rowAt: (place: number) => ViewRow | 'loading' | null,
  show: (range: RowRange) => void,
  edge?: GridRows['edge'],
  busy = true,
): GridRows {
  return {
    length,
    busy,
    show,
    ...(edge === undefined ? {} : { edge }),
    at: (place) => {
      const held = rowAt(place);
      if (held === 'loading') return WAITING;
      if (held === null) return NONE;
      return {
        id: held.id,
        row: undefined,
        sku: held.place ?? -1,
        cells: held.cells,
        waiting: false,
      };
    },
  };
}
