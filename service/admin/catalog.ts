import type { DatabaseSync } from 'node:sqlite';
import { MASTER_KINDS, type MasterKind } from '../choices.ts';
import { text, textOrNull, integer } from '../db/rows.ts';

// What a workspace holds, for tests (the spec's reads of masters and products are not shown, so
// the stand-in serves them only on its admin surface).

export function readCatalog(db: DatabaseSync, workspaceId: number): Record<string, unknown> {
  const masters: Record<string, Array<Record<string, unknown>>> = {};
  const masterRows = db
    .prepare(
      'SELECT kind, code, name, extra FROM masters WHERE workspace_id = ? ORDER BY kind, code',
    )
    .all(workspaceId);
  for (const row of masterRows) {
    const kind = text(row, 'kind');
    const codeField = Object.hasOwn(MASTER_KINDS, kind) ? MASTER_KINDS[kind as MasterKind] : 'code';
    (masters[kind] ??= []).push({
      ...(JSON.parse(text(row, 'extra')) as object),
      [codeField]: text(row, 'code'),
      name: textOrNull(row, 'name'),
    });
  }
  const skuRows = db
    .prepare(
      'SELECT product_code, color_code, size_code, sku_code FROM skus WHERE workspace_id = ? ORDER BY product_code, color_code, size_code',
    )
    .all(workspaceId);
  const skusByProduct = new Map<string, Array<Record<string, string>>>();
  for (const row of skuRows) {
    const product = text(row, 'product_code');
    let list = skusByProduct.get(product);
    if (!list) {
      list = [];
      skusByProduct.set(product, list);
    }
    list.push({
      color_code: text(row, 'color_code'),
      size_code: text(row, 'size_code'),
      sku_code: text(row, 'sku_code'),
    });
  }
  const products = db
    .prepare(
      'SELECT product_code, name, brand_code, extra FROM products WHERE workspace_id = ? ORDER BY product_code',
    )
    .all(workspaceId)
    .map((row) => ({
      ...(JSON.parse(text(row, 'extra')) as object),
      product_code: text(row, 'product_code'),
      name: textOrNull(row, 'name'),
      brand_code: textOrNull(row, 'brand_code'),
      skus: skusByProduct.get(text(row, 'product_code')) ?? [],
    }));
  return { masters, products };
}

export function voucherCounts(db: DatabaseSync, workspaceId: number): Record<string, number> {
  const count = (table: string): number =>
    integer(
      db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE workspace_id = ?`).get(workspaceId) ??
        {},
      'n',
    );
  return {
    purchase_orders: count('purchase_orders'),
    sales_orders: count('sales_orders'),
    leases: count('leases'),
    order_plans: count('order_plans'),
  };
}
