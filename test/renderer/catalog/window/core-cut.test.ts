import { describe, expect, it } from 'vitest';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import { clearOperation, rowRefOf } from '../../../../renderer/src/catalog/window/core-cut.ts';
import {
  skusOfSummary,
  windowRowValue,
} from '../../../../renderer/src/catalog/window/window-row-value.ts';

// Cut and the active cell's note in core mode: the clear operation names a window's rows as the
// core's operations do (a per-SKU row by id and place, a product without SKUs at place 0; the
// products view's SKU summary is not cleared), and a window row reads back as the draft row
// the change marks compare.

const skuRow = (id: string, place: number | undefined, cells: string[]): ViewRow =>
  place === undefined ? { id, cells } : { id, place, cells };

describe('the clear operation of a cut', () => {
  it('names per-SKU rows by id and place, and only the columns a clear writes', () => {
    const rows = [
      skuRow('p1', 0, ['A', 'Shirt', 'KK', 'NV', 'S']),
      skuRow('p1', 1, ['A', 'Shirt', 'KK', 'NV', 'M']),
      skuRow('p2', -1, ['B', 'Coat', 'KK', '', '']),
    ];
    expect(clearOperation('skus', rows, [1, 4])).toEqual({
      kind: 'clear',
      grid: 'products',
      rows: [
        { id: 'p1', place: 0 },
        { id: 'p1', place: 1 },
        { id: 'p2', place: 0 },
      ],
      columns: ['name', 'size_code'],
    });
    const product = skuRow('p1', undefined, ['A', 'Shirt', 'KK', 'NV: S M']);
    expect(clearOperation('products', [product], [3])).toBeNull();
    expect(clearOperation('products', [product], [2, 3])?.columns).toEqual(['brand_code']);
    expect(clearOperation('brands', [skuRow('b1', undefined, ['KK', 'Kikan'])], [0, 1])).toEqual({
      kind: 'clear',
      grid: 'brands',
      rows: [{ id: 'b1' }],
      columns: ['code', 'name'],
    });
    expect(clearOperation('skus', [], [0])).toBeNull();
    expect(rowRefOf('products', skuRow('p3', undefined, []))).toEqual({ id: 'p3' });
  });
});

describe('a window row as the draft row last sent is compared with', () => {
  it('reads the SKU summary back and a per-SKU row with its own SKU', () => {
    expect(skusOfSummary('NV: S M · IV: L')).toEqual([
      { color_code: 'NV', size_code: 'S' },
      { color_code: 'NV', size_code: 'M' },
      { color_code: 'IV', size_code: 'L' },
    ]);
    expect(skusOfSummary('')).toEqual([]);
    expect(windowRowValue('skus', skuRow('p1', 2, ['A', 'Shirt', 'KK', 'NV', 'S']))).toEqual({
      value: {
        product_code: 'A',
        name: 'Shirt',
        brand_code: 'KK',
        skus: [{ color_code: 'NV', size_code: 'S' }],
      },
      sku: 0,
    });
    expect(windowRowValue('skus', skuRow('p2', -1, ['B', 'Coat', 'KK', '', ''])).sku).toBe(-1);
    expect(windowRowValue('colors', skuRow('c1', undefined, ['NV', 'Navy'])).value).toEqual({
      code: 'NV',
      name: 'Navy',
    });
  });
});
