import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { rowChange } from '../../../app/catalog/last-sent.ts';
import {
  cellChange,
  changedIds,
  lastSentByGrid,
  lastSentOf,
} from '../../../renderer/src/catalog/model/change-marks.ts';
import { formatSkuSummary } from '../../../renderer/src/catalog/model/sku-summary.ts';
import { onlyBoth } from '../../../renderer/src/catalog/model/only-rows.ts';
import { VIEW_COLUMNS } from '../../../renderer/src/catalog/model/view.ts';
import { brand, catalog, product } from './fixtures.ts';

// The grid's marks of cells changed since this connection last sent them agree with the review's
// classification (app/catalog/last-sent.ts): a row it calls changed has a marked cell, a row it
// calls the same or new has none; codes trimmed, texts NFC, SKUs a set, as the grid compares.

const shirt = (over: Partial<ProductRow> = {}): ProductRow => ({
  product_code: 'P1',
  name: 'Tシャツ',
  brand_code: 'KK',
  skus: [
    { color_code: 'NV', size_code: 'M' },
    { color_code: 'BK', size_code: 'S' },
  ],
  ...over,
});

/** Every marked cell of a product in both views: `field` or `field@sku`. */
function markedCells(row: ProductRow, sent: ProductRow | null): string[] {
  const marked: string[] = [];
  for (const field of VIEW_COLUMNS.products) {
    if (cellChange(row, sent, field, -1) !== null) marked.push(field);
  }
  row.skus.forEach((_, sku) => {
    for (const field of ['color_code', 'size_code']) {
      if (cellChange(row, sent, field, sku) !== null) marked.push(`${field}@${String(sku)}`);
    }
  });
  return marked;
}

describe('cellChange', () => {
  it('marks the fields that differ with the value last sent', () => {
    expect(markedCells(shirt(), shirt())).toEqual([]);
    expect(cellChange(shirt({ name: 'Tシャツ 2' }), shirt(), 'name', -1)).toEqual({
      before: 'Tシャツ',
    });
    expect(cellChange(shirt({ brand_code: 'KX' }), shirt(), 'brand_code', -1)).toEqual({
      before: 'KK',
    });
    expect(markedCells(shirt({ brand_code: 'KX' }), shirt())).toEqual(['brand_code']);
    expect(cellChange({ code: 'B', name: 'new' }, { code: 'B', name: 'old' }, 'name', -1)).toEqual({
      before: 'old',
    });
    expect(cellChange({ code: 'B', name: 'x' }, { code: 'B', name: 'x' }, 'code', -1)).toBeNull();
  });

  it('compares a row object’s SKU cell once per value last sent, anew for another', () => {
    const row = shirt({ skus: [{ color_code: 'NV', size_code: 'M' }] });
    const sent = shirt();
    const first = cellChange(row, sent, 'skus', -1);
    expect(first).toEqual({ before: formatSkuSummary(sent.skus), skus: '−BK/S' });
    // A re-render of the same row against the same value: the same answer, not computed again.
    expect(cellChange(row, sent, 'skus', -1)).toBe(first);
    // What was last sent moved (a send ended): compared anew.
    expect(cellChange(row, { ...sent, skus: row.skus }, 'skus', -1)).toBeNull();
    // An edit makes a new row object: compared anew.
    expect(cellChange({ ...row, skus: sent.skus }, sent, 'skus', -1)).toBeNull();
  });

  it('marks a SKU added or removed on the SKU cell (which), and an added SKU’s row', () => {
    const added = shirt({ skus: [...shirt().skus, { color_code: 'NV', size_code: 'L' }] });
    expect(cellChange(added, shirt(), 'skus', -1)).toEqual({
      before: 'NV: M · BK: S',
      skus: '+NV/L',
    });
    expect(markedCells(added, shirt())).toEqual(['skus', 'color_code@2', 'size_code@2']);
    const removed = shirt({ skus: [{ color_code: 'NV', size_code: 'M' }] });
    expect(cellChange(removed, shirt(), 'skus', -1)?.skus).toBe('−BK/S');
    // The per-SKU view has no row for a removed SKU: the product's own rows stay unmarked.
    expect(markedCells(removed, shirt())).toEqual(['skus']);
    const reordered = shirt({ skus: [...shirt().skus].reverse() });
    expect(markedCells(reordered, shirt())).toEqual([]);
  });

  it('compares codes trimmed and texts in NFC, as the grid keeps them', () => {
    const spaced = shirt({
      brand_code: ' KK ',
      skus: [
        { color_code: 'NV ', size_code: ' M' },
        { color_code: 'BK', size_code: 'S' },
      ],
    });
    expect(markedCells(spaced, shirt())).toEqual([]);
    expect(markedCells(shirt({ name: '\u30AB\u3099' }), shirt({ name: '\u30AC' }))).toEqual([]);
    expect(markedCells(shirt({ name: 'Tシャツ ' }), shirt())).toEqual(['name']);
  });

  it('marks nothing on a row never sent from here (new, not changed)', () => {
    expect(markedCells(shirt(), null)).toEqual([]);
  });

  it('has a marked cell exactly when last-sent.ts calls the product changed', () => {
    const text = fc.constantFrom('Tシャツ', 'Tシャツ ', '\u30AC', '\u30AB\u3099', 'Shirt', '');
    const code = fc.constantFrom('NV', ' NV', 'NV ', 'BK', 'K\u0301', 'Ḱ', 'M', 'S');
    const sku = fc.record({ color_code: code, size_code: code });
    const row = fc.record({
      product_code: fc.constant('P1'),
      name: text,
      brand_code: code,
      skus: fc.uniqueArray(sku, {
        maxLength: 4,
        selector: (s) => `${s.color_code.trim().normalize()}/${s.size_code.trim().normalize()}`,
      }),
    });
    fc.assert(
      fc.property(row, row, (draft, sent) => {
        const marked = markedCells(draft, sent).length > 0;
        expect(marked).toBe(rowChange(draft, sent) === 'changed');
      }),
      { numRuns: 500 },
    );
  });
});

describe('changedIds and lastSentOf', () => {
  it('are the rows new or changed, found by compared code in their own grid', () => {
    const sent = lastSentByGrid({
      brands: [{ code: 'KK', name: 'Kikan' }],
      colors: [],
      products: [shirt(), shirt({ product_code: 'P2' }), shirt({ product_code: '\u30AC' })],
    });
    const data = catalog({
      brands: [brand('b1', 'KK', 'Kikan'), brand('b2', 'KX', 'New')],
      products: [
        product('p1', 1, ' P1 ', ['NV/M', 'BK/S'], { name: 'Tシャツ' }),
        product('p2', 2, 'P2', ['NV/M'], { name: 'Tシャツ' }),
        product('p3', 3, '\u30AB\u3099', ['BK/S', 'NV/M'], { name: 'Tシャツ' }),
        product('p4', 4, 'P4', ['NV/M'], { name: 'Tシャツ' }),
      ],
    });
    expect([...changedIds(data, sent)].sort()).toEqual(['b2', 'p2', 'p4']);
    expect(lastSentOf(sent, 'products', { ...shirt(), product_code: ' P1' })).toEqual(shirt());
    expect(lastSentOf(sent, 'products', shirt({ product_code: 'P4' }))).toBeNull();
    // Another grid's codes are never compared against.
    expect(lastSentOf(sent, 'colors', { code: 'KK', name: 'Kikan' })).toBeNull();
  });
});

describe('onlyBoth', () => {
  it('keeps the rows in both boxes’ sets, or the one ticked', () => {
    const a = new Set(['1', '2', '3']);
    const b = new Set(['2', '3', '4']);
    expect(onlyBoth(null, null)).toBeNull();
    expect(onlyBoth(a, null)).toBe(a);
    expect(onlyBoth(null, b)).toBe(b);
    expect([...(onlyBoth(a, b) ?? [])].sort()).toEqual(['2', '3']);
  });
});
