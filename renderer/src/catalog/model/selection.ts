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
  /**
   * The column a run of Tabs started in: Enter then goes to the next row in this column, as
   * Excel does. Any other move (arrows, a click) makes a new selection without it.
   */
  returnCol?: number;
}

const samePos = (a: CellPos, b: CellPos): boolean => a.row === b.row && a.col === b.col;

/** The same cells selected, whether or not the same object (a selection passes between hooks). */
export const sameSelection = (a: Selection, b: Selection): boolean =>
  samePos(a.active, b.active) &&
  samePos(a.anchor, b.anchor) &&
  samePos(a.focus, b.focus) &&
  a.returnCol === b.returnCol;

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
    return { active: selection.active, anchor: selection.anchor, focus };
  }
  return cellSelection(clamp(stepped(selection.active, move, bounds, page), bounds));
}

/** Shift+click and drags: the range now runs from the anchor to this cell. */
export const extendTo = (selection: Selection, cell: CellPos): Selection => ({
  active: selection.active,
  anchor: selection.anchor,
  focus: cell,
});

/**
 * Tab and Enter, as in Excel. Inside a multi-cell range they cycle the active cell through the
 * range (Tab along rows, Enter down columns) and keep the range. On one cell, Enter moves down
 * one row and never into another column, except back to where a run of Tabs started; Shift+Enter
 * moves up. Tab moves right (Shift+Tab left) and past the last column goes to the next row's
 * first cell (Shift+Tab: the previous row's last). The last row of an editable grid is its
 * new-row line, so Enter or Tab from the last filled row goes there; nothing moves past it.
 */
export function advance(
  selection: Selection,
  key: 'tab' | 'enter',
  back: boolean,
  bounds: Bounds,
): Selection {
  if (!isSingleCell(selection)) return cycleInRange(selection, key, back);
  const { row, col } = selection.active;
  const lastRow = Math.max(bounds.rows - 1, 0);
  const lastCol = bounds.cols - 1;
  if (key === 'enter') {
    if (back) return cellSelection({ row: Math.max(row - 1, 0), col });
    if (row >= lastRow) return cellSelection({ row, col });
    return cellSelection({ row: row + 1, col: selection.returnCol ?? col });
  }
  if (back) {
    if (col > 0) return { ...cellSelection({ row, col: col - 1 }), ...keep(selection.returnCol) };
    return row > 0 ? cellSelection({ row: row - 1, col: lastCol }) : selection;
  }
  if (col < lastCol)
    return { ...cellSelection({ row, col: col + 1 }), returnCol: selection.returnCol ?? col };
  return row < lastRow ? cellSelection({ row: row + 1, col: 0 }) : selection;
}

const keep = (returnCol: number | undefined): { returnCol?: number } =>
  returnCol === undefined ? {} : { returnCol };

function cycleInRange(selection: Selection, key: 'tab' | 'enter', back: boolean): Selection {
  const area = rangeOf(selection);
  const { rows: height, cols: width } = rangeSize(area);
  const { row, col } = selection.active;
  const rowMajor = key === 'tab';
  const index = rowMajor
    ? (row - area.top) * width + (col - area.left)
    : (col - area.left) * height + (row - area.top);
  const total = width * height;
  const next = (index + (back ? -1 : 1) + total) % total;
  const active = rowMajor
    ? { row: area.top + Math.floor(next / width), col: area.left + (next % width) }
    : { row: area.top + (next % height), col: area.left + Math.floor(next / height) };
  return { active, anchor: selection.anchor, focus: selection.focus };
}

/** Keeps a selection inside the grid after rows went away (delete, filter). */
export function clampSelection(selection: Selection, bounds: Bounds): Selection {
  const active = clamp(selection.active, bounds);
  const inside = active.row === selection.active.row && active.col === selection.active.col;
  return {
    active,
    anchor: clamp(selection.anchor, bounds),
    focus: clamp(selection.focus, bounds),
    ...keep(inside ? selection.returnCol : undefined),
  };
}

export const selectAll = (bounds: Bounds): Selection => ({
  active: { row: 0, col: 0 },
  anchor: { row: 0, col: 0 },
  focus: { row: Math.max(bounds.rows - 1, 0), col: bounds.cols - 1 },
});
