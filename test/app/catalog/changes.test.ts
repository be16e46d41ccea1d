import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { rowChanges, skuChangesText } from '../../../app/catalog/changes.ts';
import { rowChange } from '../../../app/catalog/last-sent.ts';

// A changed row's fields before → after, and a product's SKUs added and removed, compared as
// last-sent.ts compares (codes trimmed, texts NFC, SKUs a set).

const product = (over: Partial<ProductRow> = {}): ProductRow => ({
  product_code: 'P1',
  name: 'Tシャツ',
  brand_code: 'KK',
  skus: [
    { color_code: 'NV', size_code: 'S' },
    { color_code: 'BK', size_code: 'S' },
  ],
  ...over,
});

describe('rowChanges', () => {
  it('lists a name change before → after', () => {
    expect(rowChanges(product({ name: 'Tシャツ 2' }), product())).toEqual({
      fields: [{ field: 'name', before: 'Tシャツ', after: 'Tシャツ 2' }],
    });
    expect(rowChanges({ code: 'NV', name: 'Navy 2' }, { code: 'NV', name: 'Navy' })).toEqual({
      fields: [{ field: 'name', before: 'Navy', after: 'Navy 2' }],
    });
  });

  it('lists a brand code change', () => {
    expect(rowChanges(product({ brand_code: 'KX' }), product())).toEqual({
      fields: [{ field: 'brand_code', before: 'KK', after: 'KX' }],
    });
  });

  it('lists SKUs added and removed, and shows them as +colour/size −colour/size', () => {
    const draft = product({
      skus: [
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'NV', size_code: 'M' },
      ],
    });
    const changes = rowChanges(draft, product());
    expect(changes).toEqual({
      fields: [],
      skus: {
        added: [{ color_code: 'NV', size_code: 'M' }],
        removed: [{ color_code: 'BK', size_code: 'S' }],
      },
    });
    expect(changes.skus && skuChangesText(changes.skus)).toBe('+NV/M −BK/S');
    expect(rowChange(draft, product())).toBe('changed');
  });

  it('lists no change for the same SKUs in another order', () => {
    const reordered = product({ skus: [...product().skus].reverse() });
    expect(rowChanges(reordered, product())).toEqual({ fields: [] });
    expect(rowChange(reordered, product())).toBe('same');
  });

  it('lists no change for codes differing only by spaces, or texts only by NFC form', () => {
    const decomposed = 'Café'.normalize('NFD');
    const sent = product({ name: 'Café' });
    const draft = product({
      name: decomposed,
      brand_code: ' KK ',
      skus: [
        { color_code: ' NV', size_code: 'S ' },
        { color_code: 'BK', size_code: 'S' },
      ],
    });
    expect(draft.name).not.toBe(sent.name);
    expect(rowChanges(draft, sent)).toEqual({ fields: [] });
    expect(rowChange(draft, sent)).toBe('same');
    expect(rowChanges({ code: 'NV', name: decomposed }, { code: 'NV', name: 'Café' })).toEqual({
      fields: [],
    });
  });

  it('lists a new row with no "before" and every SKU added', () => {
    expect(rowChanges(product(), null)).toEqual({
      fields: [
        { field: 'name', before: null, after: 'Tシャツ' },
        { field: 'brand_code', before: null, after: 'KK' },
      ],
      skus: { added: product().skus, removed: [] },
    });
    expect(rowChanges({ code: 'KK', name: 'Kikan' }, null)).toEqual({
      fields: [{ field: 'name', before: null, after: 'Kikan' }],
    });
  });

  it('lists every change of a row changed in several ways', () => {
    const draft = product({
      name: 'Tシャツ 2',
      brand_code: 'KX',
      skus: [{ color_code: 'NV', size_code: 'S' }],
    });
    expect(rowChanges(draft, product())).toEqual({
      fields: [
        { field: 'name', before: 'Tシャツ', after: 'Tシャツ 2' },
        { field: 'brand_code', before: 'KK', after: 'KX' },
      ],
      skus: { added: [], removed: [{ color_code: 'BK', size_code: 'S' }] },
    });
  });
});
