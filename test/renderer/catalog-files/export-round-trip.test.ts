import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GridName, GridRow, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { suggestMapping } from '../../../renderer/src/catalog/files/column-mapping.ts';
import {
  exportBaseName,
  gridTable,
  type ProductShape,
} from '../../../renderer/src/catalog/files/export-grid.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import { tableBlob } from '../../../renderer/src/table-files/export-table.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';

// Export a grid, open the file again through header recognition: the same rows come back.

async function reopen<G extends GridName>(
  grid: G,
  rows: readonly GridRow<G>[],
  format: 'csv' | 'xlsx',
  shape: ProductShape = 'products',
): Promise<GridRow<G>[]> {
  const blob = await tableBlob(gridTable(grid, rows, shape), format);
  const table = await openTableBytes(
    `x.${format}`,
    new Uint8Array(await blob.arrayBuffer()),
    'auto',
  );
  const [header = [], ...body] = table.rows;
  return fileRowsToGridRows(grid, body, suggestMapping(grid, header)).rows;
}

const BRANDS: MasterRow[] = [
  { code: 'BR1', name: 'ブランド「一」, 東京' },
  { code: '001', name: '' },
];
const PRODUCTS: ProductRow[] = [
  {
    product_code: 'P-001',
    name: 'ウールコート "冬"',
    brand_code: 'BR1',
    skus: [
      { color_code: 'NV', size_code: 'S' },
      { color_code: 'NV', size_code: 'M' },
      { color_code: 'IV', size_code: 'FREE' },
    ],
  },
  { product_code: '002', name: '', brand_code: '', skus: [] },
];

describe('export and re-open', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`masters come back unchanged (${format})`, async () => {
      expect(await reopen('brands', BRANDS, format)).toEqual(BRANDS);
      expect(await reopen('colors', BRANDS, format)).toEqual(BRANDS);
    });

    for (const shape of ['products', 'skus'] as const) {
      it(`products come back unchanged, one row per ${shape === 'skus' ? 'SKU' : 'product'} (${format})`, async () => {
        expect(await reopen('products', PRODUCTS, format, shape)).toEqual(PRODUCTS);
      });
    }
  }

  it('any products with distinct codes and SKUs survive both CSV shapes', async () => {
    const code = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,5}$/);
    const text = fc.string({ unit: 'grapheme', maxLength: 10 }).map((s) => s.trim());
    const product = fc.record({
      product_code: code,
      name: text,
      brand_code: fc.oneof(fc.constant(''), code),
      skus: fc.uniqueArray(fc.record({ color_code: code, size_code: code }), {
        maxLength: 6,
        selector: (sku) => `${sku.color_code}/${sku.size_code}`,
      }),
    });
    const products = fc.uniqueArray(product, { maxLength: 6, selector: (p) => p.product_code });
    await fc.assert(
      fc.asyncProperty(
        products,
        fc.constantFrom<ProductShape>('products', 'skus'),
        async (rows, shape) => {
          // SKU order inside a colour group follows the summary's grouping by colour.
          const expected = shape === 'products' ? rows.map(groupedByColour) : rows;
          expect(await reopen('products', rows, 'csv', shape)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('names files by grid, shape and local date', () => {
    const day = new Date(2026, 10, 2);
    expect(exportBaseName('brands', 'products', day)).toBe('brands-2026-11-02');
    expect(exportBaseName('products', 'skus', day)).toBe('products-skus-2026-11-02');
  });
});

/** The summary cell lists each colour once with its sizes, so SKUs come back grouped by colour. */
function groupedByColour(product: ProductRow): ProductRow {
  const colours = [...new Set(product.skus.map((sku) => sku.color_code))];
  return {
    ...product,
    skus: colours.flatMap((colour) => product.skus.filter((sku) => sku.color_code === colour)),
  };
}
