import { describe, expect, it } from 'vitest';
import {
  advance,
  cellSelection,
  clampSelection,
  moveSelection,
  type Selection,
} from '../../../renderer/src/catalog/model/selection.ts';

// Enter and Tab as Excel moves them, on one selected cell. The grid's last row is its new-row
// line (rows = filled rows + 1); a value typed there adds a row, so the grid grows by one, as the
// grid's key handling does after such a commit.

const at = (row: number, col: number) => cellSelection({ row, col });
const COLS = 4;

type Key = 'tab' | 'shift+tab' | 'enter' | 'shift+enter';

/** Presses keys from a cell; `typed` keys commit a value first (a row added on the new line). */
function press(
  start: Selection,
  filled: number,
  keys: readonly (Key | { typed: Key })[],
): { cell: string; filled: number } {
  let selection = start;
  let rows = filled;
  for (const k of keys) {
    const key = typeof k === 'string' ? k : k.typed;
    if (typeof k !== 'string' && selection.active.row >= rows) rows += 1;
    const [name, back] = key.startsWith('shift+') ? [key.slice(6), true] : [key, false];
    selection = advance(selection, name as 'tab' | 'enter', back, { rows: rows + 1, cols: COLS });
  }
  return { cell: `${selection.active.row},${selection.active.col}`, filled: rows };
}

describe('Enter and Tab on one cell, as in Excel', () => {
  it('Enter moves down one row and Shift+Enter up, in the same column', () => {
    expect(press(at(2, 1), 5, ['enter']).cell).toBe('3,1');
    expect(press(at(2, 1), 5, ['shift+enter']).cell).toBe('1,1');
    expect(press(at(0, 3), 5, ['shift+enter']).cell).toBe('0,3');
  });

  it('Enter never wraps into another column: from the last row it goes to the new-row line', () => {
    // Rows 0–4 are filled; row 5 is the new-row line.
    expect(press(at(4, 1), 5, ['enter']).cell).toBe('5,1');
    // Enter on the new-row line without typing stays there.
    expect(press(at(5, 1), 5, ['enter', 'enter']).cell).toBe('5,1');
    // Typing A⏎B⏎C⏎ down the Name column from the last row adds three rows in that column.
    const typed = press(at(4, 1), 5, [{ typed: 'enter' }, { typed: 'enter' }, { typed: 'enter' }]);
    expect(typed).toEqual({ cell: '7,1', filled: 7 });
    const more = press(at(7, 1), 7, [{ typed: 'enter' }, { typed: 'enter' }]);
    expect(more).toEqual({ cell: '9,1', filled: 9 });
  });

  it('Tab moves right and Shift+Tab left', () => {
    expect(press(at(1, 0), 5, ['tab', 'tab']).cell).toBe('1,2');
    expect(press(at(1, 2), 5, ['shift+tab']).cell).toBe('1,1');
  });

  it('after a run of Tabs, Enter goes to the next row in the column the run started in', () => {
    expect(press(at(1, 0), 5, ['tab', 'tab', 'tab', 'enter']).cell).toBe('2,0');
    expect(press(at(1, 1), 5, ['tab', 'tab', 'enter']).cell).toBe('2,1');
    // A Shift+Tab inside the run keeps its start.
    expect(press(at(1, 1), 5, ['tab', 'tab', 'shift+tab', 'enter']).cell).toBe('2,1');
    // The next run starts afresh where Enter left the cursor.
    expect(press(at(1, 1), 5, ['tab', 'enter', 'tab', 'tab', 'enter']).cell).toBe('3,1');
    // Enter forgets the start: a second Enter stays in the column it reached.
    expect(press(at(1, 1), 5, ['tab', 'enter', 'enter']).cell).toBe('3,1');
    // Shift+Enter moves up in the current column.
    expect(press(at(2, 0), 5, ['tab', 'tab', 'shift+enter']).cell).toBe('1,2');
  });

  it('typing rows in with Tab and Enter fills row after row from the start column', () => {
    // Into an empty grid: the new-row line is row 0.
    const rowOf = (n: number) =>
      Array.from({ length: n }, () => [{ typed: 'tab' }, { typed: 'tab' }, { typed: 'enter' }]);
    const empty = press(at(0, 0), 0, rowOf(3).flat() as { typed: Key }[]);
    expect(empty).toEqual({ cell: '3,0', filled: 3 });
    // After existing rows, a run starting in column 1.
    const after = press(at(5, 1), 5, rowOf(2).flat() as { typed: Key }[]);
    expect(after).toEqual({ cell: '7,1', filled: 7 });
  });

  it('any other move forgets the start column', () => {
    const run = advance(advance(at(1, 0), 'tab', false, { rows: 6, cols: COLS }), 'tab', false, {
      rows: 6,
      cols: COLS,
    });
    expect(run.returnCol).toBe(0);
    const arrowed = moveSelection(run, 'right', { rows: 6, cols: COLS });
    expect(arrowed.returnCol).toBeUndefined();
    expect(advance(arrowed, 'enter', false, { rows: 6, cols: COLS }).active).toEqual({
      row: 2,
      col: 3,
    });
    // A click is a new cell selection: nothing to return to.
    expect(advance(at(1, 2), 'enter', false, { rows: 6, cols: COLS }).active.col).toBe(2);
    // Redrawing the grid (clamping to its size) keeps it.
    expect(clampSelection(run, { rows: 6, cols: COLS }).returnCol).toBe(0);
  });

  it('Tab past the last column goes to the next row’s first cell, and on into the new-row line', () => {
    expect(press(at(1, 3), 5, ['tab']).cell).toBe('2,0');
    expect(press(at(1, 2), 5, ['tab', 'tab', 'tab']).cell).toBe('2,1');
    // From the last filled row's last cell into the new-row line.
    expect(press(at(4, 3), 5, ['tab']).cell).toBe('5,0');
    // On the new-row line's last cell with nothing typed, Tab stays.
    expect(press(at(5, 3), 5, ['tab']).cell).toBe('5,3');
    // Typed there, the row is added and Tab goes to the next new-row line.
    expect(press(at(5, 3), 5, [{ typed: 'tab' }])).toEqual({ cell: '6,0', filled: 6 });
    // Shift+Tab from the first column goes to the previous row's last cell; not past the top.
    expect(press(at(2, 0), 5, ['shift+tab']).cell).toBe('1,3');
    expect(press(at(0, 0), 5, ['shift+tab']).cell).toBe('0,0');
  });
});
