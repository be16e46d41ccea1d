import { describe, expect, it } from 'vitest';
import {
  planFrame,
  rowsInView,
  type FrameInput,
  type RowLookup,
} from '../../../../renderer/src/catalog/body-canvas/frame-plan.ts';
import type { GridColumn } from '../../../../renderer/src/catalog/grid-types.ts';

// What the body's canvas draws in a frame (frame-plan.ts): the rows at the scroll position, placed
// as the grid's elements place them, with the selection, the marks and the frozen part.

const RH = 26;
const column = (
  key: string,
  left: number,
  width: number,
  frozen = false,
  index = 0,
): GridColumn => ({
  key,
  label: key,
  width,
  index,
  frozen,
  left,
});
// Row numbers 56 px, a frozen code column, then three scrolled ones.
const COLUMNS = [
  column('product_code', 56, 100, true, 0),
  column('name', 156, 200, false, 1),
  column('brand_code', 356, 80, false, 2),
  column('skus', 436, 300, false, 3),
];

const rowAt = (index: number): RowLookup =>
  index === 999
    ? { kind: 'new', cell: () => ({ text: '', mark: null, changed: false }) }
    : index === 7
      ? { kind: 'waiting', cell: () => ({ text: 'never read', mark: null, changed: false }) }
      : {
          kind: 'row',
          cell: (c) => ({
            text: `${c.key}:${String(index)}`,
            mark: index === 3 && c.key === 'brand_code' ? 'error' : null,
            changed: index === 4 && c.key === 'name',
          }),
        };

const input = (over: Partial<FrameInput>): FrameInput => ({
  scrollTop: 0,
  scrollLeft: 0,
  width: 800,
  height: 10 * RH,
  count: 1000,
  columns: COLUMNS,
  lastFrozen: 0,
  top: 2,
  bottom: 3,
  left: 1,
  right: 2,
  activeRow: 2,
  activeCol: 1,
  rowAt,
  ...over,
});

describe('the body canvas frame plan', () => {
  it('draws the rows in view at their places below the header, partly scrolled rows included', () => {
    expect(rowsInView(0, 10 * RH, 1000)).toEqual({ first: 0, last: 9 });
    expect(rowsInView(13, 10 * RH, 1000)).toEqual({ first: 0, last: 10 });
    expect(rowsInView(990 * RH, 20 * RH, 1000)).toEqual({ first: 990, last: 999 });
    const plan = planFrame(input({ scrollTop: 13 }));
    expect(plan.rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(plan.rows.map((r) => r.y)).toEqual(Array.from({ length: 11 }, (_, r) => r * RH - 13));
    expect(plan.rows[0]?.label).toBe('1');
    expect(plan.rows[7]?.kind).toBe('waiting');
    expect(plan.rows[7]?.cells.every((c) => c.text === '')).toBe(true);
  });

  it('marks the selected cells, the active cell, the row numbers of the selection and the marks', () => {
    const plan = planFrame(input({}));
    const cell = (row: number, col: number) =>
      plan.rows.find((r) => r.index === row)?.cells.find((c) => c.col === col);
    expect(plan.rows.filter((r) => r.selectedHead).map((r) => r.index)).toEqual([2, 3]);
    expect(cell(2, 1)).toMatchObject({ selected: true, active: true, text: 'name:2' });
    expect(cell(2, 2)).toMatchObject({ selected: true, active: false });
    expect(cell(2, 0)).toMatchObject({ selected: false, frozen: true, edge: true });
    expect(cell(1, 1)).toMatchObject({ selected: false, active: false });
    expect(cell(3, 2)).toMatchObject({ mark: 'error', selected: true });
    expect(cell(4, 1)).toMatchObject({ changed: true, mark: null });
  });

  it('keeps the frozen columns in place and leaves out the cells scrolled out of sight', () => {
    const plan = planFrame(input({ scrollLeft: 250, width: 500 }));
    expect(plan.frozenRight).toBe(156);
    const first = plan.rows[0];
    // The name column (156–356) scrolled 250 left is under the frozen part; brand and SKUs are
    // at 106 and 186; a 500-wide canvas shows both.
    expect(first?.cells.map((c) => [c.col, c.x])).toEqual([
      [0, 56],
      [2, 106],
      [3, 186],
    ]);
    const narrow = planFrame(input({ scrollLeft: 0, width: 300 }));
    expect(narrow.rows[0]?.cells.map((c) => c.col)).toEqual([0, 1]);
  });

  it('ends at the last row, the new-row line drawn as such', () => {
    const plan = planFrame(input({ scrollTop: 995 * RH }));
    expect(plan.rows.map((r) => r.index)).toEqual([995, 996, 997, 998, 999]);
    expect(plan.rows.at(-1)).toMatchObject({ kind: 'new', label: '+' });
    expect(planFrame(input({ count: 0 })).rows).toEqual([]);
  });
});
