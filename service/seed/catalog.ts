import type { DatabaseSync } from 'node:sqlite';
import { skuCode } from '../choices.ts';
import { text } from '../db/rows.ts';
import {
  BRANDS,
  CATEGORIES,
  COLORS,
  CUSTOMERS,
  MATERIALS,
  SEASONS,
  SIZE_NAMES,
  SIZE_SYSTEMS,
  SUPPLIERS,
} from './names.ts';
import { hashOf, type Rng } from './prng.ts';

// Masters, products and their color×size SKUs of a seeded workspace.

export interface SkuRef {
  productCode: string;
  colorCode: string;
  sizeCode: string;
  skuCode: string;
  /** Purchase cost in yen, derived from the product code so it is the same on every voucher. */
  costJpy: number;
  /** Retail price in yen (list price before the wholesale rate). */
  retailJpy: number;
}

export function skuRef(
  productCode: string,
  colorCode: string,
  sizeCode: string,
  code: string,
): SkuRef {
  const hash = hashOf(productCode);
  const costJpy = 1200 + (hash % 90) * 100;
  return {
    productCode,
    colorCode,
    sizeCode,
    skuCode: code,
    costJpy,
    retailJpy: Math.round((costJpy * 3.2) / 100) * 100 - 10,
  };
}

export function seedCatalog(
  db: DatabaseSync,
  workspaceId: number,
  rng: Rng,
  productCount: number,
): SkuRef[] {
  const now = '2026-01-05T09:00:00.000Z';
  const insertMaster = db.prepare(
    "INSERT INTO masters (workspace_id, kind, code, name, extra, updated_at) VALUES (?, ?, ?, ?, '{}', ?)",
  );
  const masters: Array<[string, ReadonlyArray<readonly [string, string]>]> = [
    ['brands', BRANDS],
    ['colors', COLORS],
    ['sizes', SIZE_SYSTEMS.flat().map((code) => [code, SIZE_NAMES[code] ?? code] as const)],
    ['seasons', SEASONS],
    ['suppliers', SUPPLIERS],
    ['customers', CUSTOMERS],
  ];
  for (const [kind, entries] of masters) {
    for (const [code, name] of entries) insertMaster.run(workspaceId, kind, code, name, now);
  }

  const insertProduct = db.prepare(
    "INSERT INTO products (workspace_id, product_code, name, brand_code, extra, updated_at) VALUES (?, ?, ?, ?, '{}', ?)",
  );
  const insertSku = db.prepare(
    'INSERT INTO skus (workspace_id, product_code, color_code, size_code, sku_code) VALUES (?, ?, ?, ?, ?)',
  );
  const skus: SkuRef[] = [];
  for (let index = 0; index < productCount; index += 1) {
    const [season] = rng.pick(SEASONS);
    const [category, categoryName] = rng.pick(CATEGORIES);
    const [brand] = rng.pick(BRANDS);
    const productCode = `${season}-${category}${String(index + 1).padStart(4, '0')}`;
    const name = `${rng.pick(MATERIALS)} ${categoryName}`;
    insertProduct.run(workspaceId, productCode, name, brand, now);
    const colors = rng.some(COLORS, rng.int(2, 4));
    const sizes = rng.pick(SIZE_SYSTEMS);
    for (const [color] of colors) {
      for (const size of sizes) {
        const code = skuCode(productCode, color, size);
        insertSku.run(workspaceId, productCode, color, size, code);
        skus.push(skuRef(productCode, color, size, code));
      }
    }
  }
  return skus;
}

/** The SKUs a workspace has now (for generating more vouchers after the seed). */
export function loadSkus(db: DatabaseSync, workspaceId: number): SkuRef[] {
  return db
    .prepare(
      'SELECT product_code, color_code, size_code, sku_code FROM skus WHERE workspace_id = ? ORDER BY product_code, color_code, size_code',
    )
    .all(workspaceId)
    .map((row) =>
      skuRef(
        text(row, 'product_code'),
        text(row, 'color_code'),
        text(row, 'size_code'),
        text(row, 'sku_code'),
      ),
    );
}

export const SUPPLIER_CODES: readonly string[] = SUPPLIERS.map(([code]) => code);
export const SEASON_CODES: readonly string[] = SEASONS.map(([code]) => code);
export const CUSTOMER_CODES: readonly string[] = CUSTOMERS.map(([code]) => code);
