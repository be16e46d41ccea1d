import { rangeOf, type Bounds, type Selection } from './selection.ts';

// Whole rows and whole columns, as Excel selects them: a click on a row number selects its row,
// Shift+click runs the rows from the anchor's to the clicked one, a drag over row numbers extends
// the same way; Shift+Space widens the selection to its whole rows and Ctrl+Space to its whole
// columns. "Remove rows" removes the rows the selection covers.

/** The rows from `anchorRow` to `focusRow`, every column; the active cell is the anchor row's first. */
export function rowsSelection(anchorRow: number, focusRow: number, bounds: Bounds): Selection {
  const lastCol = Math.max(bounds.cols - 1, 0);
  return {
    active: { row: anchorRow, col: 0 },
    anchor: { row: anchorRow, col: 0 },
    focus: { row: focusRow, col: lastCol },
  };
}

/** A click on a row number (Shift: from the selection's anchor row to this one). */
export function clickRowNumber(
  selection: Selection,
  row: number,
  shift: boolean,
  bounds: Bounds,
): Selection {
  return rowsSelection(shift ? selection.anchor.row : row, row, bounds);
}

/** Shift+Space: the rows of the selection, every column; the active cell stays. */
export function selectWholeRows(selection: Selection, bounds: Bounds): Selection {
  const range = rangeOf(selection);
  const down = selection.focus.row >= selection.anchor.row;
  return {
    active: selection.active,
    anchor: { row: down ? range.top : range.bottom, col: 0 },
    focus: { row: down ? range.bottom : range.top, col: Math.max(bounds.cols - 1, 0) },
  };
}

/**
 * Ctrl+Space: the columns of the selection, every row of data (`dataRows`; the new-row line
 * below the last row is not data); the active cell stays.
 */
export function selectWholeColumns(selection: Selection, dataRows: number): Selection {
  const range = rangeOf(selection);
  const right = selection.focus.col >= selection.anchor.col;
  const last = Math.max(dataRows - 1, 0);
  return {
    active: { row: Math.min(selection.active.row, last), col: selection.active.col },
    anchor: { row: 0, col: right ? range.left : range.right },
    focus: { row: last, col: right ? range.right : range.left },
  };
}

/** Whether the selection spans every column (whole rows: the row numbers show it). */
export function coversWholeRows(selection: Selection, bounds: Bounds): boolean {
  const range = rangeOf(selection);
  return range.left === 0 && range.right >= bounds.cols - 1;
}

/** The view rows of data the selection covers, top to bottom (the new-row line left out). */
export function selectedDataRows(selection: Selection, dataRows: number): number[] {
  const range = rangeOf(selection);
  const rows: number[] = [];
  for (let r = range.top; r <= Math.min(range.bottom, dataRows - 1); r += 1) rows.push(r);
  return rows;
}
