import { cellSelection, type CellPos, type Selection } from './selection.ts';

// Ctrl+Arrow as in Excel: from a filled cell whose neighbour is filled, to the last filled cell
// before a blank; otherwise to the next filled cell in that direction, or the grid's edge when
// there is none. Ctrl+Shift+Arrow moves the range's far corner the same way.

export type Direction = 'up' | 'down' | 'left' | 'right';

const STEP: Record<Direction, { dr: number; dc: number }> = {
  up: { dr: -1, dc: 0 },
  down: { dr: 1, dc: 0 },
  left: { dr: 0, dc: -1 },
  right: { dr: 0, dc: 1 },
};

/**
 * The cell a Ctrl+Arrow from `from` reaches. `rows` counts the filled rows only (the new-row line
 * is no data); from the new-row line, Ctrl+Up goes into the data.
 */
export function dataEdge(
  from: CellPos,
  direction: Direction,
  size: { rows: number; cols: number },
  filled: (row: number, col: number) => boolean,
): CellPos {
  const { dr, dc } = STEP[direction];
  const inside = (row: number, col: number) =>
    row >= 0 && row < size.rows && col >= 0 && col < size.cols;
  if (from.row >= size.rows) {
    // The new-row line is blank: sideways to its ends, up into the data, no further down.
    if (dc !== 0) return { row: from.row, col: dc < 0 ? 0 : size.cols - 1 };
    if (dr > 0 || size.rows === 0) return from;
  }
  let row = from.row + dr;
  let col = from.col + dc;
  if (!inside(row, col)) return from;
  const here = inside(from.row, from.col) && filled(from.row, from.col);
  if (here && filled(row, col)) {
    while (inside(row + dr, col + dc) && filled(row + dr, col + dc)) {
      row += dr;
      col += dc;
    }
    return { row, col };
  }
  while (!filled(row, col) && inside(row + dr, col + dc)) {
    row += dr;
    col += dc;
  }
  return { row, col };
}

/** Ctrl+Arrow (the cursor jumps) and Ctrl+Shift+Arrow (the range grows to the edge). */
export function jumpSelection(
  selection: Selection,
  direction: Direction,
  extend: boolean,
  size: { rows: number; cols: number },
  filled: (row: number, col: number) => boolean,
): Selection {
  if (!extend) return cellSelection(dataEdge(selection.active, direction, size, filled));
  const focus = dataEdge(selection.focus, direction, size, filled);
  return { active: selection.active, anchor: selection.anchor, focus };
}
