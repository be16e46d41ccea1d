import { describe, expect, it } from 'vitest';
import { commandFor, type KeyInput } from '../../../renderer/src/catalog/model/keymap.ts';
import {
  clickRowNumber,
  coversWholeRows,
  rowsSelection,
  selectedDataRows,
  selectWholeColumns,
  selectWholeRows,
} from '../../../renderer/src/catalog/model/row-col-selection.ts';
import {
  cellSelection,
  extendTo,
  rangeOf,
  type Selection,
} from '../../../renderer/src/catalog/model/selection.ts';

// Whole rows and columns as Excel selects them, and the keys that ask for them.

const bounds = { rows: 11, cols: 4 }; // ten rows of data and the new-row line
const key = (k: string, more: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...more,
});

describe('row and column selection', () => {
  it('a click on a row number selects that row, every column, its first cell active', () => {
    const picked = clickRowNumber(cellSelection({ row: 5, col: 2 }), 3, false, bounds);
    expect(rangeOf(picked)).toEqual({ top: 3, left: 0, bottom: 3, right: 3 });
    expect(picked.active).toEqual({ row: 3, col: 0 });
    expect(coversWholeRows(picked, bounds)).toBe(true);
  });

  it('Shift+click runs the rows from the anchor row to the clicked one, either way', () => {
    const first = clickRowNumber(cellSelection({ row: 0, col: 0 }), 4, false, bounds);
    const down = clickRowNumber(first, 7, true, bounds);
    expect(rangeOf(down)).toEqual({ top: 4, left: 0, bottom: 7, right: 3 });
    expect(down.active).toEqual({ row: 4, col: 0 });
    const up = clickRowNumber(first, 1, true, bounds);
    expect(rangeOf(up)).toEqual({ top: 1, left: 0, bottom: 4, right: 3 });
    // A drag over the row numbers is the same run.
    expect(rangeOf(rowsSelection(4, 2, bounds))).toEqual({ top: 2, left: 0, bottom: 4, right: 3 });
  });

  it('Shift+Space widens a range to its whole rows and keeps the active cell', () => {
    const range: Selection = extendTo(cellSelection({ row: 6, col: 2 }), { row: 4, col: 1 });
    const rows = selectWholeRows(range, bounds);
    expect(rangeOf(rows)).toEqual({ top: 4, left: 0, bottom: 6, right: 3 });
    expect(rows.active).toEqual({ row: 6, col: 2 });
    // The anchor stays at the end it was: Shift+arrows then move the same edge as before.
    expect(rows.anchor.row).toBe(6);
    expect(coversWholeRows(range, bounds)).toBe(false);
  });

  it('Ctrl+Space widens a range to its whole columns over the rows of data, not the new-row line', () => {
    const range = extendTo(cellSelection({ row: 2, col: 1 }), { row: 3, col: 2 });
    const cols = selectWholeColumns(range, 10);
    expect(rangeOf(cols)).toEqual({ top: 0, left: 1, bottom: 9, right: 2 });
    expect(cols.active).toEqual({ row: 2, col: 1 });
    // On the new-row line the active cell comes up to the last row of data.
    expect(selectWholeColumns(cellSelection({ row: 10, col: 0 }), 10).active).toEqual({
      row: 9,
      col: 0,
    });
    expect(rangeOf(selectWholeColumns(cellSelection({ row: 0, col: 3 }), 0))).toEqual({
      top: 0,
      left: 3,
      bottom: 0,
      right: 3,
    });
  });

  it('the rows to remove are those the selection covers, the new-row line left out', () => {
    expect(selectedDataRows(rowsSelection(3, 5, bounds), 10)).toEqual([3, 4, 5]);
    expect(selectedDataRows(rowsSelection(8, 10, bounds), 10)).toEqual([8, 9]);
    expect(selectedDataRows(cellSelection({ row: 10, col: 0 }), 10)).toEqual([]);
    // The active row alone when one cell is selected.
    expect(selectedDataRows(cellSelection({ row: 2, col: 3 }), 10)).toEqual([2]);
  });

  it('Shift+Space and Ctrl+Space (Ctrl on a Mac too) select rows and columns; typing keeps spaces', () => {
    expect(commandFor(key(' ', { shiftKey: true }), 'none', false)).toEqual({
      type: 'selectRows',
    });
    expect(commandFor(key(' ', { ctrlKey: true }), 'none', false)).toEqual({
      type: 'selectColumns',
    });
    expect(commandFor(key(' ', { ctrlKey: true }), 'none', true)).toEqual({
      type: 'selectColumns',
    });
    expect(commandFor(key(' ', { shiftKey: true }), 'enter', false)).toBeNull();
    expect(commandFor(key(' '), 'none', false)).toBeNull();
    expect(commandFor(key(' ', { shiftKey: true, isComposing: true }), 'none', false)).toBeNull();
  });

  it('F1 and ? open the keys help on a selected cell; while editing, ? is a character', () => {
    expect(commandFor(key('F1'), 'none', false)).toEqual({ type: 'help' });
    expect(commandFor(key('?', { shiftKey: true }), 'none', false)).toEqual({ type: 'help' });
    expect(commandFor(key('?', { shiftKey: true }), 'edit', false)).toBeNull();
    expect(commandFor(key('?', { shiftKey: true }), 'enter', false)).toBeNull();
  });
});
