// The selected range of a grid, in view positions (after sort and filter): the range runs from
// `anchor` to `focus` (Shift+arrows and drags move the focus), and `active` is the cell typing
// goes to, normally the anchor; Tab and Enter move it inside a range without losing the range.

export interface CellPos {
  row: number;
  col: number;
}

export interface Selection {
  active: CellPos;
  anchor: CellPos;
  focus: CellPos;
}

export interface Bounds {
  rows: number;
  cols: number;
}

export interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export type Move =
  'up' | 'down' | 'left' | 'right' | 'home' | 'end' | 'pageUp' | 'pageDown' | 'first' | 'last';

export const cellSelection = (cell: CellPos): Selection => ({
  active: cell,
  anchor: cell,
  focus: cell,
});

export function rangeOf(selection: Selection): Range {
  const { anchor, focus } = selection;
  return {
    top: Math.min(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    bottom: Math.max(anchor.row, focus.row),
    right: Math.max(anchor.col, focus.col),
  };
}

export function inRange(range: Range, row: number, col: number): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

export const rangeSize = (range: Range): Bounds => ({
  rows: range.bottom - range.top + 1,
  cols: range.right - range.left + 1,
});

export const isSingleCell = (selection: Selection): boolean => {
  const range = rangeOf(selection);
  return range.top === range.bottom && range.left === range.right;
};

function clamp(cell: CellPos, bounds: Bounds): CellPos {
  return {
    row: Math.max(0, Math.min(Math.max(bounds.rows - 1, 0), cell.row)),
    col: Math.max(0, Math.min(bounds.cols - 1, cell.col)),
  };
}

function stepped(from: CellPos, move: Move, bounds: Bounds, page: number): CellPos {
  switch (move) {
    case 'up':
      return { row: from.row - 1, col: from.col };
    case 'down':
      return { row: from.row + 1, col: from.col };
    case 'left':
      return { row: from.row, col: from.col - 1 };
    case 'right':
      return { row: from.row, col: from.col + 1 };
    case 'home':
      return { row: from.row, col: 0 };
    case 'end':
      return { row: from.row, col: bounds.cols - 1 };
    case 'pageUp':
      return { row: from.row - page, col: from.col };
    case 'pageDown':
      return { row: from.row + page, col: from.col };
    case 'first':
      return { row: 0, col: 0 };
    case 'last':
      return { row: bounds.rows - 1, col: bounds.cols - 1 };
  }
}

/** Arrow keys and friends: move the active cell, or with `extend` the range's far corner. */
export function moveSelection(
  selection: Selection,
  move: Move,
  bounds: Bounds,
  options: { extend?: boolean; page?: number } = {},
): Selection {
  const page = options.page ?? 20;
  if (options.extend) {
    const focus = clamp(stepped(selection.focus, move, bounds, page), bounds);
    return { ...selection, focus };
  }
  return cellSelection(clamp(stepped(selection.active, move, bounds, page), bounds));
}

/** Shift+click and drags: the range now runs from the anchor to this cell. */
export const extendTo = (selection: Selection, cell: CellPos): Selection => ({
  ...selection,
  focus: cell,
});

/**
 * Tab and Enter, as in Excel: inside a multi-cell range they cycle the active cell through the
 * range (Tab along rows, Enter down columns) and keep the range; on one cell Tab moves right,
 * wrapping to the next row, and Enter moves down. Shift goes the other way.
 */
export function advance(
  selection: Selection,
  key: 'tab' | 'enter',
  back: boolean,
  bounds: Bounds,
): Selection {
  const single = isSingleCell(selection);
  const area = single
    ? { top: 0, left: 0, bottom: Math.max(bounds.rows - 1, 0), right: bounds.cols - 1 }
    : rangeOf(selection);
  const { rows: height, cols: width } = rangeSize(area);
  const { row, col } = selection.active;
  const rowMajor = key === 'tab';
  const index = rowMajor
    ? (row - area.top) * width + (col - area.left)
    : (col - area.left) * height + (row - area.top);
  const total = width * height;
  const step = index + (back ? -1 : 1);
  const next = single ? Math.max(0, Math.min(total - 1, step)) : (step + total) % total;
  const active = rowMajor
    ? { row: area.top + Math.floor(next / width), col: area.left + (next % width) }
    : { row: area.top + (next % height), col: area.left + Math.floor(next / height) };
  return single ? cellSelection(active) : { ...selection, active };
}

/** Keeps a selection inside the grid after rows went away (delete, filter). */
export function clampSelection(selection: Selection, bounds: Bounds): Selection {
  return {
    active: clamp(selection.active, bounds),
    anchor: clamp(selection.anchor, bounds),
    focus: clamp(selection.focus, bounds),
  };
}

export const selectAll = (bounds: Bounds): Selection => ({
  active: { row: 0, col: 0 },
  anchor: { row: 0, col: 0 },
  focus: { row: Math.max(bounds.rows - 1, 0), col: bounds.cols - 1 },
});
