// Ctrl+Arrow as in Excel: from a filled cell whose neighbour is filled, to the last filled cell
// before a blank; otherwise to the next filled cell in that direction, or the grid's edge when
// there is none. One rule for the grid (renderer/src/catalog/model/data-edge.ts) and the core
// (catalog.edge), which looks along a column in SQL: the walk is a `seek` it may answer itself.

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface CellPos {
  row: number;
  col: number;
}

export const STEP: Record<Direction, { dr: number; dc: number }> = {
  up: { dr: -1, dc: 0 },
  down: { dr: 1, dc: 0 },
  left: { dr: 0, dc: -1 },
  right: { dr: 0, dc: 1 },
};

/**
 * The first cell strictly past `from` in the direction whose filledness is `filled`, or null
 * when none is before the grid's edge.
 */
export type Seek = (from: CellPos, direction: Direction, filled: boolean) => CellPos | null;

/** Seeking one cell at a time, asking `filled` of each. */
export function linearSeek(
  size: { rows: number; cols: number },
  filled: (row: number, col: number) => boolean,
): Seek {
  return (from, direction, want) => {
    const { dr, dc } = STEP[direction];
    let row = from.row + dr;
    let col = from.col + dc;
    while (row >= 0 && row < size.rows && col >= 0 && col < size.cols) {
      if (filled(row, col) === want) return { row, col };
      row += dr;
      col += dc;
    }
    return null;
  };
}

/**
 * The cell a Ctrl+Arrow from `from` reaches. `rows` counts the filled rows only (the new-row line
 * is no data); from the new-row line, Ctrl+Up goes into the data.
 */
export function dataEdge(
  from: CellPos,
  direction: Direction,
  size: { rows: number; cols: number },
  filled: (row: number, col: number) => boolean,
  seek: Seek = linearSeek(size, filled),
): CellPos {
  const { dr, dc } = STEP[direction];
  const inside = (row: number, col: number) =>
    row >= 0 && row < size.rows && col >= 0 && col < size.cols;
  if (from.row >= size.rows) {
    // The new-row line is blank: sideways to its ends, up into the data, no further down.
    if (dc !== 0) return { row: from.row, col: dc < 0 ? 0 : size.cols - 1 };
    if (dr > 0 || size.rows === 0) return from;
  }
  const next = { row: from.row + dr, col: from.col + dc };
  if (!inside(next.row, next.col)) return from;
  // The last cell inside the grid in this direction, from `next`.
  const edge: CellPos =
    dr > 0
      ? { row: size.rows - 1, col: next.col }
      : dr < 0
        ? { row: 0, col: next.col }
        : { row: next.row, col: dc > 0 ? size.cols - 1 : 0 };
  const here = inside(from.row, from.col) && filled(from.row, from.col);
  if (here && filled(next.row, next.col)) {
    // To the last filled cell of the run: the one before the first blank.
    const blank = seek(next, direction, false);
    return blank === null ? edge : { row: blank.row - dr, col: blank.col - dc };
  }
  if (filled(next.row, next.col)) return next;
  return seek(next, direction, true) ?? edge;
}
