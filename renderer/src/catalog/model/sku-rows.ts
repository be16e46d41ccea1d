import type { ProductRow, SkuRow } from '../../../../app/catalog/rows.ts';

/**
 * Rows typed or pasted in the per-SKU view, grouped into products by code in order. Every SKU is
 * kept, a repeated one too: validation marks it as a duplicate, where dropping it would lose a
 * row the user put there without a word. A row without colour and size adds no SKU.
 */
export function groupSkuRows(rows: readonly SkuRow[]): ProductRow[] {
  const byCode = new Map<string, ProductRow>();
  for (const row of rows) {
    let product = byCode.get(row.product_code);
    if (product === undefined) {
      product = { product_code: row.product_code, name: '', brand_code: '', skus: [] };
      byCode.set(row.product_code, product);
    }
    if (product.name === '') product.name = row.name;
    if (product.brand_code === '') product.brand_code = row.brand_code;
    if (row.color_code !== '' || row.size_code !== '') {
      product.skus.push({ color_code: row.color_code, size_code: row.size_code });
    }
  }
  return [...byCode.values()];
}
