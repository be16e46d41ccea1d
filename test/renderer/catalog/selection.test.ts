import { describe, expect, it } from 'vitest';
import {
  advance,
  cellSelection,
  clampSelection,
  extendTo,
  moveSelection,
  rangeOf,
  selectAll,
} from '../../../renderer/src/catalog/model/selection.ts';
import { emptyUndoStack, record, redo, undo } from '../../../renderer/src/drafts/undo-stack.ts';

const bounds = { rows: 10, cols: 4 };
const at = (row: number, col: number) => cellSelection({ row, col });

describe('selection', () => {
  it('moves with arrows, Home/End and pages, and stops at the edges', () => {
    expect(moveSelection(at(0, 0), 'up', bounds)).toEqual(at(0, 0));
    expect(moveSelection(at(0, 0), 'right', bounds)).toEqual(at(0, 1));
    expect(moveSelection(at(3, 2), 'home', bounds)).toEqual(at(3, 0));
    expect(moveSelection(at(3, 2), 'end', bounds)).toEqual(at(3, 3));
    expect(moveSelection(at(3, 2), 'pageDown', bounds, { page: 5 })).toEqual(at(8, 2));
    expect(moveSelection(at(8, 2), 'pageDown', bounds, { page: 5 })).toEqual(at(9, 2));
    expect(moveSelection(at(3, 2), 'last', bounds)).toEqual(at(9, 3));
  });

  it('extends the range with Shift while the active cell stays', () => {
    const extended = moveSelection(
      moveSelection(at(2, 1), 'down', bounds, { extend: true }),
      'right',
      bounds,
      {
        extend: true,
      },
    );
    expect(extended.active).toEqual({ row: 2, col: 1 });
    expect(rangeOf(extended)).toEqual({ top: 2, left: 1, bottom: 3, right: 2 });
    // Shift+click upwards-left of the anchor.
    expect(rangeOf(extendTo(at(5, 3), { row: 1, col: 0 }))).toEqual({
      top: 1,
      left: 0,
      bottom: 5,
      right: 3,
    });
    // A plain arrow collapses the range onto the moved active cell.
    expect(moveSelection(extended, 'down', bounds)).toEqual(at(3, 1));
  });

  it('inside a range, Tab and Enter cycle the active cell and keep the range', () => {
    const range = extendTo(at(1, 1), { row: 2, col: 2 });
    const steps = [range];
    for (let i = 0; i < 4; i += 1) steps.push(advance(steps.at(-1) ?? range, 'tab', false, bounds));
    expect(steps.map((s) => s.active)).toEqual([
      { row: 1, col: 1 },
      { row: 1, col: 2 },
      { row: 2, col: 1 },
      { row: 2, col: 2 },
      { row: 1, col: 1 },
    ]);
    expect(steps.every((s) => rangeOf(s).bottom === 2 && rangeOf(s).right === 2)).toBe(true);
    expect(advance(range, 'enter', false, bounds).active).toEqual({ row: 2, col: 1 });
  });

  it('select all, and clamping after rows went away', () => {
    expect(rangeOf(selectAll(bounds))).toEqual({ top: 0, left: 0, bottom: 9, right: 3 });
    expect(clampSelection(at(9, 3), { rows: 4, cols: 4 })).toEqual(at(3, 3));
    expect(clampSelection(at(9, 3), { rows: 0, cols: 4 })).toEqual(at(0, 3));
  });
});

describe('undo stack', () => {
  it('undoes and redoes steps in order; a new step clears the redo side', () => {
    let stack = emptyUndoStack<string>();
    for (const step of ['a', 'b', 'c']) stack = record(stack, step);
    const u1 = undo(stack);
    expect(u1?.step).toBe('c');
    const u2 = undo(u1?.stack ?? stack);
    expect(u2?.step).toBe('b');
    const r1 = redo(u2?.stack ?? stack);
    expect(r1?.step).toBe('b');
    const branched = record(r1?.stack ?? stack, 'd');
    expect(redo(branched)).toBeNull();
    expect(branched.past).toEqual(['a', 'b', 'd']);
    expect(undo(emptyUndoStack())).toBeNull();
  });

  it('keeps at least 100 steps and drops the oldest past the limit', () => {
    let stack = emptyUndoStack<number>();
    for (let i = 0; i < 150; i += 1) stack = record(stack, i, 120);
    expect(stack.past).toHaveLength(120);
    expect(stack.past[0]).toBe(30);
    let undone = 0;
    for (let step = undo(stack); step !== null; step = undo(step.stack)) undone += 1;
    expect(undone).toBe(120);
  });
});
