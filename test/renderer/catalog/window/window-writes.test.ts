import { describe, expect, it } from 'vitest';
import {
  clearRange,
  fillDown,
  fillRange,
  layBlock,
  type CellWrite,
} from '../../../../renderer/src/catalog/model/write-cells.ts';
import {
  windowWrites,
  type RowSlot,
} from '../../../../renderer/src/catalog/window/window-writes.ts';
import { options, planOver, slots, TOKEN } from './window-slots.ts';

// Core mode's writes (issue 28, step 4): the grid's CellWrites over the window's rows become the
// core's operations. Places 0…(length-1) are rows held; a place at or past `length` is new.

describe('windowWrites', () => {
  it('a value typed into a row is one set of that cell', () => {
    const plan = planOver('products', [{ row: 2, col: 1, value: 'Shirt' }], 5);
    expect(plan.operations).toEqual([
      {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'r2' }],
        columns: ['name'],
        values: [['Shirt']],
      },
    ]);
    expect(plan.inserted).toEqual([]);
  });

  it('a block pasted from Excel is one paste, its codes trimmed and noted', () => {
    const writes = layBlock(
      [
        [' P1 ', 'Tee', 'KK'],
        ['P2', 'Polo', ' AB'],
      ],
      { top: 1, left: 0, bottom: 1, right: 0 },
      4,
    );
    const plan = planOver('products', writes, 5);
    expect(plan.operations).toEqual([
      {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'r1' }, { id: 'r2' }],
        columns: ['product_code', 'name', 'brand_code'],
        values: [
          ['P1', 'Tee', 'KK'],
          ['P2', 'Polo', 'AB'],
        ],
      },
    ]);
    expect(plan.trimmed).toEqual(['r1:-1:product_code', 'r2:-1:brand_code']);
  });

  it('a paste past the end fills the rows there and inserts the rest whole, in order', () => {
    const writes = layBlock(
      [
        ['KK', 'Kikan'],
        ['AB', 'Abe'],
        ['CD', 'Cedar'],
      ],
      { top: 1, left: 0, bottom: 1, right: 0 },
      2,
    );
    const plan = planOver('brands', writes, 2);
    expect(plan.operations).toEqual([
      {
        kind: 'paste',
        grid: 'brands',
        rows: [{ id: 'r1' }],
        columns: ['code', 'name'],
        values: [['KK', 'Kikan']],
      },
      {
        kind: 'insertRows',
        grid: 'brands',
        rows: [
          { id: 'new1', row: { code: 'AB', name: 'Abe' } },
          { id: 'new2', row: { code: 'CD', name: 'Cedar' } },
        ],
      },
    ]);
    expect(plan.inserted).toEqual([
      { place: 2, ref: { id: 'new1' } },
      { place: 3, ref: { id: 'new2' } },
    ]);
  });

  it('Delete over a range is one clear; Ctrl+Enter one paste of the value', () => {
    const range = { top: 0, left: 1, bottom: 2, right: 2 };
    expect(planOver('products', clearRange(range), 5).operations).toEqual([
      {
        kind: 'clear',
        grid: 'products',
        rows: [{ id: 'r0' }, { id: 'r1' }, { id: 'r2' }],
        columns: ['name', 'brand_code'],
      },
    ]);
    const filled = planOver('products', fillRange('X', range, 5), 5);
    expect(filled.operations).toEqual([
      {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'r0' }, { id: 'r1' }, { id: 'r2' }],
        columns: ['name', 'brand_code'],
        values: [
          ['X', 'X'],
          ['X', 'X'],
          ['X', 'X'],
        ],
      },
    ]);
  });

  it('writes of different columns a row are one set, a later write to a cell winning', () => {
    const writes: CellWrite[] = [
      { row: 0, col: 0, value: 'A' },
      { row: 1, col: 1, value: 'B' },
      { row: 0, col: 0, value: 'C' },
    ];
    const plan = planOver('colors', writes, 3);
    expect(plan.operations).toEqual([
      {
        kind: 'set',
        grid: 'colors',
        cells: [
          { row: { id: 'r0' }, column: 'code', value: 'A' },
          { row: { id: 'r1' }, column: 'name', value: 'B' },
          { row: { id: 'r0' }, column: 'code', value: 'C' },
        ],
      },
    ]);
  });

  it('names SKU rows by product and place, product columns through them too', () => {
    const writes = fillDown(['KK', 'NV'], { top: 0, left: 2, bottom: 2, right: 3 });
    const plan = planOver('skus', writes, 6, true);
    expect(plan.operations).toEqual([
      {
        kind: 'paste',
        grid: 'products',
        rows: [
          { id: 'r0', place: 1 },
          { id: 'r1', place: 0 },
        ],
        columns: ['brand_code', 'color_code'],
        values: [
          ['KK', 'NV'],
          ['KK', 'NV'],
        ],
      },
    ]);
  });

  it('per-SKU rows typed below the end are new products, one a code, their SKUs in order', () => {
    const writes = layBlock(
      [
        ['P9', 'Tee', 'KK', 'NV', 'S'],
        ['P9', '', '', 'NV', 'M'],
        ['', 'Loose', '', '', ''],
      ],
      { top: 4, left: 0, bottom: 4, right: 0 },
      5,
    );
    const plan = planOver('skus', writes, 4, true);
    expect(plan.operations).toEqual([
      {
        kind: 'insertRows',
        grid: 'products',
        rows: [
          {
            id: 'new1',
            row: {
              product_code: 'P9',
              name: 'Tee',
              brand_code: 'KK',
              skus: [
                { color_code: 'NV', size_code: 'S' },
                { color_code: 'NV', size_code: 'M' },
              ],
            },
          },
          {
            id: 'new2',
            row: { product_code: '', name: 'Loose', brand_code: '', skus: [] },
          },
        ],
      },
    ]);
    expect(plan.inserted).toEqual([
      { place: 4, ref: { id: 'new1', place: 0 } },
      { place: 5, ref: { id: 'new1', place: 1 } },
      { place: 6, ref: { id: 'new2', place: 0 } },
    ]);
  });

  it('a row typed below the end of the products view takes its SKU summary', () => {
    const plan = planOver(
      'products',
      [
        { row: 3, col: 0, value: 'P1 ' },
        { row: 3, col: 3, value: 'NV: S, M' },
      ],
      3,
    );
    expect(plan.operations).toEqual([
      {
        kind: 'insertRows',
        grid: 'products',
        rows: [
          {
            id: 'new1',
            row: {
              product_code: 'P1',
              name: '',
              brand_code: '',
              skus: [
                { color_code: 'NV', size_code: 'S' },
                { color_code: 'NV', size_code: 'M' },
              ],
            },
          },
        ],
      },
    ]);
    expect(plan.trimmed).toEqual(['new1:-1:product_code']);
  });

  it('leaves out a credential-looking value and an unknown row', () => {
    const slot = (place: number): RowSlot => (place === 1 ? 'unknown' : slots(5)(place));
    const plan = windowWrites(
      'products',
      [
        { row: 0, col: 1, value: TOKEN },
        { row: 1, col: 1, value: 'Lost' },
        { row: 2, col: 1, value: 'Kept' },
      ],
      slot,
      options(),
    );
    expect(plan).toMatchObject({ secrets: 1, unknown: 1 });
    expect(plan.operations).toEqual([
      {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'r2' }],
        columns: ['name'],
        values: [['Kept']],
      },
    ]);
  });

  it('splits what is over an operation’s limit into several', () => {
    const writes = clearRange({ top: 0, left: 0, bottom: 4, right: 0 });
    const plan = windowWrites('brands', writes, slots(5), { ...options(), maxRows: 2 });
    expect(plan.operations.map((o) => (o.kind === 'clear' ? o.rows.length : -1))).toEqual([
      2, 2, 1,
    ]);
  });
});
