import { describe, expect, it } from 'vitest';
import type { Sku } from '../../../../app/catalog/rows.ts';
import {
  addRowOperation,
  placeBetween,
  removeOperations,
  skuListOperations,
} from '../../../../renderer/src/catalog/window/core-row-ops.ts';

// The planning of rows added and removed and of the SKU matrix's apply in core mode (pure).

const none = { before: null, next: null, last: null };
const newId = () => 'new';

/** A SKU list as the core changes it (main/store/catalog/operations.ts: insertSkus, deleteSkus). */
function applied(before: readonly Sku[], id: string, after: readonly Sku[]): Sku[] {
  let skus = [...before];
  for (const operation of skuListOperations(id, before, after)) {
    if (operation.kind === 'deleteSkus') {
      const gone = new Set(operation.rows.map((row) => row.place));
      skus = skus.filter((_, place) => !gone.has(place));
    } else if (operation.kind === 'insertSkus') {
      skus.splice(operation.place, 0, ...operation.skus);
    }
  }
  return skus;
}

describe('core row operations', () => {
  it('places a row between neighbours, after the upper one by id when there is no room', () => {
    expect(placeBetween({ ...none, before: { id: 'a', position: 1 } }, newId)).toEqual({
      id: 'new',
      position: 2,
    });
    expect(
      placeBetween(
        { before: { id: 'a', position: 1 }, next: { id: 'b', position: 2 }, last: 2 },
        newId,
      ),
    ).toEqual({ id: 'new', position: 1.5 });
    const tight = { before: { id: 'a', position: 1 }, next: { id: 'b', position: 1 + 2 ** -52 } };
    expect(placeBetween({ ...tight, last: 2 }, newId)).toEqual({ id: 'a~new', position: 1 });
    // The next row ties at the same position with an id the new one cannot sort before.
    expect(
      placeBetween(
        { before: { id: 'a', position: 1 }, next: { id: 'a!', position: 1 }, last: 1 },
        newId,
      ),
    ).toBe(null);
  });

  it('adds SKUs in the per-SKU view: after the row, or two for a product shown without SKUs', () => {
    expect(addRowOperation('skus', { id: 'p', place: 2, cells: [] }, none, newId)).toEqual({
      kind: 'insertSkus',
      id: 'p',
      place: 3,
      skus: [{ color_code: '', size_code: '' }],
    });
    expect(addRowOperation('skus', { id: 'p', cells: [] }, none, newId)).toMatchObject({
      kind: 'insertSkus',
      place: 0,
      skus: [{}, {}],
    });
    expect(addRowOperation('colors', null, none, newId)).toEqual({
      kind: 'insertRows',
      grid: 'colors',
      rows: [{ id: 'new', position: 1, row: { code: '', name: '' } }],
    });
  });

  it('removes SKUs, and whole products when all their SKUs or their only row are picked', () => {
    const picked = [
      { id: 'a', place: 0, cells: [] },
      { id: 'a', place: 2, cells: [] },
      { id: 'b', place: 0, cells: [] },
      { id: 'c', cells: [] },
    ];
    expect(
      removeOperations(
        'skus',
        picked,
        new Map([
          ['a', 3],
          ['b', 1],
        ]),
      ),
    ).toEqual([
      {
        kind: 'deleteSkus',
        rows: [
          { id: 'a', place: 0 },
          { id: 'a', place: 2 },
        ],
      },
      { kind: 'deleteRows', grid: 'products', ids: ['c', 'b'] },
    ]);
    expect(removeOperations('brands', [{ id: 'x', cells: [] }], new Map())).toEqual([
      { kind: 'deleteRows', grid: 'brands', ids: ['x'] },
    ]);
    expect(removeOperations('products', [], new Map())).toEqual([]);
  });

  it('turns any SKU list into any other, touching only what changed for the matrix', () => {
    const sku = (c: string, s: string): Sku => ({ color_code: c, size_code: s });
    const lists: Sku[][] = [
      [],
      [sku('R', 'S')],
      [sku('R', 'S'), sku('R', 'M'), sku('B', 'S')],
      [sku('B', 'S'), sku('R', 'S')],
      [sku('R', 'S'), sku('R', 'S'), sku('W', 'L')],
    ];
    for (const before of lists) {
      for (const after of lists) expect(applied(before, 'p', after)).toEqual(after);
    }
    // The matrix's shape (kept in order, then new): one delete of the unticked, one insert.
    expect(
      skuListOperations('p', lists[2] ?? [], [sku('R', 'S'), sku('B', 'S'), sku('W', 'L')]),
    ).toEqual([
      { kind: 'deleteSkus', rows: [{ id: 'p', place: 1 }] },
      { kind: 'insertSkus', id: 'p', place: 2, skus: [sku('W', 'L')] },
    ]);
    expect(skuListOperations('p', lists[2] ?? [], lists[2] ?? [])).toEqual([]);
  });
});
