import {
  productsToSkuRows,
  type GridName,
  type GridRow,
  type MasterRow,
  type ProductRow,
} from '../../../../app/catalog/rows.ts';
import { exportTable, type TableFileFormat } from '../../table-files/export-table.ts';
import { formatSkuSummary } from '../model/sku-summary.ts';

// A grid as a table file. Headers are the field names, which the open-file dialog recognises,
// so an export opens again unchanged. Products export one row per product (SKUs in a summary
// cell) or one row per SKU, the shape staff keep in Excel.

export type ProductShape = 'products' | 'skus';

export function gridTable<G extends GridName>(
  grid: G,
  rows: readonly GridRow<G>[],
  shape: ProductShape = 'products',
): string[][] {
  if (grid !== 'products') {
    const masters = rows as readonly MasterRow[];
    return [['code', 'name'], ...masters.map((row) => [row.code, row.name])];
  }
  const products = rows as readonly ProductRow[];
  if (shape === 'skus') {
    return [
      ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
      ...productsToSkuRows(products).map((row) => [
        row.product_code,
        row.name,
        row.brand_code,
        row.color_code,
        row.size_code,
      ]),
    ];
  }
  return [
    ['product_code', 'name', 'brand_code', 'skus'],
    ...products.map((row) => [
      row.product_code,
      row.name,
      row.brand_code,
      formatSkuSummary(row.skus),
    ]),
  ];
}

/** e.g. "products-skus-2026-11-22" (local date). */
export function exportBaseName(grid: GridName, shape: ProductShape, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return grid === 'products' && shape === 'skus' ? `products-skus-${day}` : `${grid}-${day}`;
}

/** Saves a grid's rows as CSV (UTF-8 with BOM) or XLSX through the browser's download. */
export async function exportGrid<G extends GridName>(
  grid: G,
  rows: readonly GridRow<G>[],
  format: TableFileFormat,
  options: { shape?: ProductShape; now?: Date } = {},
): Promise<void> {
  const shape = options.shape ?? 'products';
  await exportTable(
    gridTable(grid, rows, shape),
    format,
    exportBaseName(grid, shape, options.now ?? new Date()),
  );
}
