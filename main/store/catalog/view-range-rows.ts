import type { ProductOrder } from './view-product-order.ts';
import { productAt } from './view-product-order.ts';
import type { SkuRows } from './view-sku-order.ts';

// The rows at a range of a view's places (a fill over them, view-fill.ts), from the view's order
// in the core's memory: no row read from SQL. A per-SKU row is its product's row id and its
// place among the product's SKUs (0 for the one row of a product without SKUs, as the grid names
// it: a SKU value written there makes its first SKU).

export interface RangeRows {
  /** Products' (or codes') row ids, place by place. */
  rows: Int32Array;
  /** Per-SKU views: each row's SKU place in its product; null in the others. */
  skus: Int32Array | null;
}

/** Places top … bottom (inclusive, within the order) of a view of whole products. */
export function productRangeRows(order: ProductOrder, top: number, bottom: number): RangeRows {
  const starts = order.starts;
  if (starts === null) return { rows: order.rowIds.slice(top, bottom + 1), skus: null };
  const count = bottom - top + 1;
  const rows = new Int32Array(count);
  const skus = new Int32Array(count);
  let product = productAt(starts, top);
  for (let i = 0; i < count; i += 1) {
    const place = top + i;
    while ((starts[product + 1] ?? Infinity) <= place) product += 1;
    rows[i] = order.rowIds[product] ?? 0;
    skus[i] = place - (starts[product] ?? 0);
  }
  return { rows, skus };
}

/** Places top … bottom (inclusive) of a per-SKU view ordered by a SKU column. */
export function skuRangeRows(order: SkuRows, top: number, bottom: number): RangeRows {
  const skus = order.sku.slice(top, bottom + 1);
  for (let i = 0; i < skus.length; i += 1) if ((skus[i] ?? 0) < 0) skus[i] = 0;
  return { rows: order.row.slice(top, bottom + 1), skus };
}
