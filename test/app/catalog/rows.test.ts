import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  productsToSkuRows,
  skuRowsToProducts,
  type ProductRow,
  type SkuRow,
} from '../../../app/catalog/rows.ts';

const row = (product_code: string, color_code: string, size_code: string, more = {}): SkuRow => ({
  product_code,
  name: 'Shirt',
  brand_code: 'KK',
  color_code,
  size_code,
  ...more,
});

describe('SKU rows ⇄ products', () => {
  it('groups rows by product in order of first appearance, SKUs in row order', () => {
    const { products, conflicts } = skuRowsToProducts([
      row('P2', 'NV', 'M'),
      row('P1', 'NV', 'S'),
      row('P2', 'IV', 'M'),
      row('P1', 'NV', 'L'),
    ]);
    expect(conflicts).toEqual([]);
    expect(products).toEqual([
      {
        product_code: 'P2',
        name: 'Shirt',
        brand_code: 'KK',
        skus: [
          { color_code: 'NV', size_code: 'M' },
          { color_code: 'IV', size_code: 'M' },
        ],
      },
      {
        product_code: 'P1',
        name: 'Shirt',
        brand_code: 'KK',
        skus: [
          { color_code: 'NV', size_code: 'S' },
          { color_code: 'NV', size_code: 'L' },
        ],
      },
    ]);
  });

  it('reports rows of one product that disagree on name or brand and keeps the first value', () => {
    const { products, conflicts } = skuRowsToProducts(
      [
        row('P1', 'NV', 'S', { name: '綿シャツ' }),
        row('P1', 'NV', 'M', { name: '', brand_code: '' }),
        row('P1', 'NV', 'L', { name: '麻シャツ', brand_code: 'ZZ' }),
      ],
      'all-skus',
    );
    expect(products[0]).toMatchObject({ name: '綿シャツ', brand_code: 'KK' });
    expect(products[0]?.skus).toHaveLength(3);
    expect(conflicts).toEqual([
      { product_code: 'P1', field: 'name', values: ['綿シャツ', '麻シャツ'], rows: [0, 2] },
      { product_code: 'P1', field: 'brand_code', values: ['KK', 'ZZ'], rows: [0, 2] },
    ]);
  });

  describe('the choice for rows that disagree', () => {
    const file = [
      row('P1', 'NV', 'S'),
      row('P2', 'IV', 'M'),
      row('P1', 'NV', 'M', { name: '', brand_code: '' }),
      row('P1', 'NV', 'L', { brand_code: 'ZZ' }),
      row('P1', 'BK', 'L', { name: 'Blouse' }),
    ];
    const p2 = {
      product_code: 'P2',
      name: 'Shirt',
      brand_code: 'KK',
      skus: [{ color_code: 'IV', size_code: 'M' }],
    };

    it('by default keeps the first values and only the SKUs of the rows that agree', () => {
      const grouped = skuRowsToProducts(file);
      expect(grouped.products).toEqual([
        {
          product_code: 'P1',
          name: 'Shirt',
          brand_code: 'KK',
          skus: [
            { color_code: 'NV', size_code: 'S' },
            { color_code: 'NV', size_code: 'M' },
          ],
        },
        p2,
      ]);
      expect(grouped.disagreeing).toEqual([
        { product_code: 'P1', disagreeing: [3, 4], leftOut: [3, 4] },
      ]);
    });

    it('can keep every row’s SKUs under the first values, leaving nothing out', () => {
      const grouped = skuRowsToProducts(file, 'all-skus');
      expect(grouped.products[0]?.skus).toHaveLength(4);
      expect(grouped.products[0]).toMatchObject({ name: 'Shirt', brand_code: 'KK' });
      expect(grouped.disagreeing).toEqual([
        { product_code: 'P1', disagreeing: [3, 4], leftOut: [] },
      ]);
    });

    it('can leave the disagreeing product out, every one of its rows listed', () => {
      const grouped = skuRowsToProducts(file, 'leave-out');
      expect(grouped.products).toEqual([p2]);
      expect(grouped.disagreeing).toEqual([
        { product_code: 'P1', disagreeing: [3, 4], leftOut: [0, 2, 3, 4] },
      ]);
    });

    it('changes nothing for products whose rows agree', () => {
      for (const choice of ['agreeing-skus', 'all-skus', 'leave-out'] as const) {
        const grouped = skuRowsToProducts(
          [row('P3', 'NV', 'S'), row('P3', 'NV', 'M', { name: '' })],
          choice,
        );
        expect(grouped.disagreeing).toEqual([]);
        expect(grouped.products[0]?.skus).toHaveLength(2);
      }
    });
  });

  it('takes a name stated only on a later row, and keeps a repeated SKU once', () => {
    const { products, conflicts } = skuRowsToProducts([
      row('P1', 'NV', 'S', { name: '' }),
      row('P1', 'NV', 'S', { name: 'Shirt' }),
    ]);
    expect(conflicts).toEqual([]);
    expect(products).toEqual([
      {
        product_code: 'P1',
        name: 'Shirt',
        brand_code: 'KK',
        skus: [{ color_code: 'NV', size_code: 'S' }],
      },
    ]);
  });

  it('keeps a product without SKUs as one row with empty colour and size, both ways', () => {
    const bare: ProductRow = { product_code: 'P9', name: 'Scarf', brand_code: '', skus: [] };
    const rows = productsToSkuRows([bare]);
    expect(rows).toEqual([
      { product_code: 'P9', name: 'Scarf', brand_code: '', color_code: '', size_code: '' },
    ]);
    expect(skuRowsToProducts(rows).products).toEqual([bare]);
  });

  it('round-trips any products with distinct codes and distinct SKUs', () => {
    const code = fc.string({ minLength: 1, maxLength: 4 });
    const product = fc.record({
      product_code: code,
      name: fc.string(),
      brand_code: fc.string(),
      skus: fc.uniqueArray(fc.record({ color_code: code, size_code: code }), {
        selector: (sku) => `${sku.color_code}\u0000${sku.size_code}`,
      }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(product, { selector: (p) => p.product_code }), (products) => {
        const back = skuRowsToProducts(productsToSkuRows(products));
        expect(back.conflicts).toEqual([]);
        expect(back.products).toEqual(products);
      }),
    );
  });
});
