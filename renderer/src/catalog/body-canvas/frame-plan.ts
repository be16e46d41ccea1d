import type { CellMarks } from '../model/cell-marks.ts';
import type { GridColumn } from '../grid-types.ts';
import { ROW_HEADER_WIDTH, ROW_HEIGHT } from '../grid-types.ts';

// What the grid's body drawn on a canvas shows in one frame (body-canvas/paint-frame.ts draws
// it): the rows under the header at the scroll position, each with its row number and the cells
// of the shown columns, placed as the grid's elements place them (GridRow.tsx, catalog.css).
// Pure: the rows' looks come from the caller, so a test reads what a frame would draw.

/** How one cell is drawn. */
export interface PlannedCell {
  /** The shown column. */
  col: number;
  /** Left edge and width on the canvas (CSS pixels); a scrolled cell may start left of the frozen part. */
  x: number;
  width: number;
  text: string;
  selected: boolean;
  active: boolean;
  mark: CellMarks['severity'] | null;
  changed: boolean;
  frozen: boolean;
  /** The frozen part's last column: drawn with its thicker edge. */
  edge: boolean;
}

export interface PlannedRow {
  /** The view row. */
  index: number;
  /** Its top on the canvas (CSS pixels; the canvas starts below the header row). */
  y: number;
  kind: 'row' | 'new' | 'waiting';
  /** The row number as drawn ('+' for the new-row line). */
  label: string;
  /** The selection is on this row (its number is marked, as Excel marks it). */
  selectedHead: boolean;
  cells: PlannedCell[];
}

export interface FramePlan {
  /** Where the scrolled cells start: right of the row numbers and the frozen columns. */
  frozenRight: number;
  rows: PlannedRow[];
}

/** One drawn row's look, asked of the caller for each row in view. */
export interface RowLookup {
  kind: PlannedRow['kind'];
  /** The cell of the shown column `col`. */
  cell: (
    column: GridColumn,
    col: number,
  ) => {
    text: string;
    mark: CellMarks['severity'] | null;
    changed: boolean;
  };
}

/** The selected range (rows top–bottom, columns left–right) and the active cell, as drawn. */
export interface DrawnSelection {
  top: number;
  bottom: number;
  left: number;
  right: number;
  activeRow: number;
  activeCol: number;
}

export interface FrameInput extends DrawnSelection {
  scrollTop: number;
  scrollLeft: number;
  /** The canvas's size (CSS pixels): the scroller's inside less the header row. */
  width: number;
  height: number;
  /** Rows drawn (the new-row line included). */
  count: number;
  columns: readonly GridColumn[];
  lastFrozen: number;
  rowAt: (index: number) => RowLookup;
}

/** The view rows whose band is in view at `scrollTop` (first and last, last < first: none). */
export function rowsInView(
  scrollTop: number,
  height: number,
  count: number,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / ROW_HEIGHT) - 1);
  return { first, last };
}

export function planFrame(input: FrameInput): FramePlan {
  const { columns, scrollLeft, width } = input;
  let frozenRight = ROW_HEADER_WIDTH;
  for (const column of columns) if (column.frozen) frozenRight = column.left + column.width;
  const { first, last } = rowsInView(input.scrollTop, input.height, input.count);
  const rows: PlannedRow[] = [];
  for (let r = first; r <= last; r += 1) {
    const look = input.rowAt(r);
    const inRange = r >= input.top && r <= input.bottom;
    const cells: PlannedCell[] = [];
    columns.forEach((column, c) => {
      const x = column.frozen ? column.left : column.left - scrollLeft;
      if (!column.frozen && (x + column.width <= frozenRight || x >= width)) return;
      const shown = look.kind === 'row' ? look.cell(column, c) : null;
      cells.push({
        col: c,
        x,
        width: column.width,
        text: shown?.text ?? '',
        selected: inRange && c >= input.left && c <= input.right,
        active: r === input.activeRow && c === input.activeCol,
        mark: shown?.mark ?? null,
        changed: shown?.changed ?? false,
        frozen: column.frozen,
        edge: c === input.lastFrozen,
      });
    });
    rows.push({
      index: r,
      y: r * ROW_HEIGHT - input.scrollTop,
      kind: look.kind,
      label: look.kind === 'new' ? '+' : String(r + 1),
      selectedHead: inRange && input.left >= 0,
      cells,
    });
  }
  return { frozenRight, rows };
}
