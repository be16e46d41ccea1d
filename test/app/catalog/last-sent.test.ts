import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import {
  changeOf,
  classifyRows,
  lastSentIndex,
  rowChange,
} from '../../../app/catalog/last-sent.ts';

// Each draft row against what this connection last sent: new, changed or the same, compared as
// the grid keeps values (codes trimmed, every text NFC, a product's SKUs a set).

const product = (over: Partial<ProductRow> = {}): ProductRow => ({
  product_code: 'P1',
  name: 'Tシャツ',
  brand_code: 'KK',
  skus: [
    { color_code: 'NV', size_code: 'M' },
    { color_code: 'BK', size_code: 'S' },
  ],
  ...over,
});

describe('rowChange', () => {
  it('is new when nothing was sent with the code', () => {
    expect(rowChange(product(), null)).toBe('new');
    expect(rowChange({ code: 'KK', name: 'Kikan' }, null)).toBe('new');
  });

  it('is the same when every field and SKU equals what was sent', () => {
    expect(rowChange(product(), product())).toBe('same');
    expect(rowChange({ code: 'KK', name: 'Kikan' }, { code: 'KK', name: 'Kikan' })).toBe('same');
  });

  it('is changed when a field differs', () => {
    expect(rowChange(product({ name: 'Tシャツ 2' }), product())).toBe('changed');
    expect(rowChange(product({ brand_code: 'KX' }), product())).toBe('changed');
    expect(rowChange({ code: 'KK', name: 'Kikan 2' }, { code: 'KK', name: 'Kikan' })).toBe(
      'changed',
    );
  });

  it('counts a SKU added or removed as a change of the product; reordered SKUs are the same', () => {
    const [nv, bk] = product().skus;
    if (nv === undefined || bk === undefined) throw new Error('fixture');
    const added = product({ skus: [nv, bk, { color_code: 'NV', size_code: 'L' }] });
    expect(rowChange(added, product())).toBe('changed');
    expect(rowChange(product({ skus: [nv] }), product())).toBe('changed');
    expect(rowChange(product({ skus: [] }), product())).toBe('changed');
    expect(rowChange(product({ skus: [bk, nv] }), product())).toBe('same');
    // A SKU swapped for another (same count) is a change.
    const swapped = product({ skus: [nv, { color_code: 'BK', size_code: 'M' }] });
    expect(rowChange(swapped, product())).toBe('changed');
  });

  it('compares codes trimmed and every text in NFC', () => {
    const spaced = product({
      brand_code: ' KK ',
      skus: [
        { color_code: 'NV ', size_code: ' M' },
        { color_code: 'BK', size_code: 'S' },
      ],
    });
    expect(rowChange(spaced, product())).toBe('same');
    // "ガ" composed (U+30AC) and decomposed (U+30AB U+3099) are the same text.
    const composed = product({ name: '\u30AC' });
    const decomposed = product({ name: '\u30AB\u3099' });
    expect(rowChange(decomposed, composed)).toBe('same');
    expect(rowChange({ code: 'K\u0301', name: 'e\u0301' }, { code: 'Ḱ', name: 'é' })).toBe('same');
    // A name is text, not a code: a space there is a change.
    expect(rowChange(product({ name: 'Tシャツ ' }), product())).toBe('changed');
  });

  it('never finds a master and a product the same', () => {
    expect(rowChange({ code: 'P1', name: 'Tシャツ' }, product())).toBe('changed');
    expect(rowChange(product(), { code: 'P1', name: 'Tシャツ' })).toBe('changed');
  });
});

describe('lastSentIndex and classifyRows', () => {
  it('find each row’s last sent value by its compared code and count each kind', () => {
    const index = lastSentIndex([
      { code: 'P1', value: product() },
      { code: 'P2', value: product({ product_code: 'P2' }) },
      { code: '\u30AC', value: product({ product_code: '\u30AC' }) },
    ]);
    expect(changeOf(product({ product_code: ' P1 ' }), index)).toBe('same');
    expect(changeOf(product({ product_code: '\u30AB\u3099' }), index)).toBe('same');
    const rows = [
      { id: 'a', row: product() },
      { id: 'b', row: product({ product_code: 'P2', name: 'other' }) },
      { id: 'c', row: product({ product_code: 'P3' }) },
      { id: 'd', row: product({ product_code: 'P1', skus: [] }) },
    ];
    const { changes, counts } = classifyRows(rows, index);
    expect([...changes]).toEqual([
      ['a', 'same'],
      ['b', 'changed'],
      ['c', 'new'],
      ['d', 'changed'],
    ]);
    expect(counts).toEqual({ new: 1, changed: 2, same: 1 });
  });
});
