import type { GridName, ProductRow, Sku } from '../../../../app/catalog/rows.ts';
import { rowChanges, skuChangesText } from '../../../../app/catalog/changes.ts';
import {
  changeOf,
  isProduct,
  lastSentIndex,
  sameCode,
  sameText,
  sentOf,
  skuKey,
  type CatalogValue,
  type LastSent,
} from '../../../../app/catalog/last-sent.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';
import { formatSkuSummary } from './sku-summary.ts';

// Which cells of a draft row differ from what this connection last sent, for the grid's quiet
// marks: looked up per visible cell while rendering, never over all rows per frame. Values
// compare as last-sent.ts compares them (the review's "same as last sent" uses it too), so a row
// it calls changed has at least one marked cell here, and a row it calls the same or new none.

/** A cell that differs from what was last sent. */
export interface CellChange {
  /** The value last sent, as the cell shows it ('' when it was empty). */
  before: string;
  /** The products grid's SKU cell: the SKUs added and removed, `+NV/M −BK/S`. */
  skus?: string;
  /** The per-SKU view: this row's SKU was not among the SKUs last sent. */
  addedSku?: boolean;
}

export type LastSentByGrid = Readonly<Record<GridName, LastSent>>;

/** The indexes of what a connection last sent, per grid (by compared code). */
export function lastSentByGrid(values: {
  brands: readonly CatalogValue[];
  colors: readonly CatalogValue[];
  products: readonly CatalogValue[];
}): LastSentByGrid {
  const index = (rows: readonly CatalogValue[]) =>
    lastSentIndex(
      rows.map((value) => ({ code: isProduct(value) ? value.product_code : value.code, value })),
    );
  return {
    brands: index(values.brands),
    colors: index(values.colors),
    products: index(values.products),
  };
}

// A product's SKU keys as last sent, once per value (the per-SKU view asks per visible row).
const sentSkuKeys = new WeakMap<readonly Sku[], ReadonlySet<string>>();
function skuKeysOf(skus: readonly Sku[]): ReadonlySet<string> {
  let keys = sentSkuKeys.get(skus);
  if (keys === undefined) {
    keys = new Set(skus.map(skuKey));
    sentSkuKeys.set(skus, keys);
  }
  return keys;
}

// A product's SKU cell against what was last sent, once per draft row object and value (a row
// re-renders as the selection crosses it; an edit makes a new row object, compared anew).
const skuCells = new WeakMap<CatalogValue, { sent: CatalogValue; change: CellChange | null }>();
function skuCellChange(row: ProductRow, sent: ProductRow): CellChange | null {
  const known = skuCells.get(row);
  if (known?.sent === sent) return known.change;
  const skus = rowChanges(row, sent).skus;
  const change =
    skus === undefined ? null : { before: formatSkuSummary(sent.skus), skus: skuChangesText(skus) };
  skuCells.set(row, { sent, change });
  return change;
}

/**
 * One cell of a draft row against the value last sent with its code (null: never sent from
 * here, which is new, not changed). Field: the view's column; sku: the SKU a per-SKU row shows.
 */
export function cellChange(
  row: CatalogValue,
  sent: CatalogValue | null,
  field: string,
  sku: number,
): CellChange | null {
  if (sent === null) return null;
  if (field === 'name') return sameText(row.name, sent.name) ? null : { before: sent.name };
  if (!isProduct(row) || !isProduct(sent)) return null;
  switch (field) {
    case 'brand_code':
      return sameCode(row.brand_code, sent.brand_code) ? null : { before: sent.brand_code };
    case 'skus':
      return skuCellChange(row, sent);
    case 'color_code':
    case 'size_code': {
      const own = row.skus[sku];
      if (own === undefined || skuKeysOf(sent.skus).has(skuKey(own))) return null;
      return { before: '', addedSku: true };
    }
    default:
      return null;
  }
}

/** The draft ids of rows new to this connection or changed since it last sent them. */
export function changedIds(data: CatalogData, lastSent: LastSentByGrid): Set<string> {
  const ids = new Set<string>();
  for (const grid of ['brands', 'colors', 'products'] as const) {
    const index = lastSent[grid];
    for (const entry of data[grid]) {
      if (changeOf(entry.row, index) !== 'same') ids.add(entry.id);
    }
  }
  return ids;
}

/** The value last sent with this draft row's code (null: never sent from here). */
export const lastSentOf = (
  lastSent: LastSentByGrid,
  grid: GridName,
  row: CatalogValue,
): CatalogValue | null => sentOf(row, lastSent[grid]);
