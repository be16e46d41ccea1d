import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { MasterRow, ProductRow, Sku } from '../../app/catalog/rows.ts';
import { connOf } from './catalog/connection-key.ts';
import { createProductsList } from './catalog-products-list.ts';
import { looksSecret } from './secret-guard.ts';
import { invalidStoreInput } from './store-errors.ts';

// The drafts' rows in their tables (catalog-rows-migration.ts): a product is a row of
// catalog_products and one row of catalog_skus per SKU, a brand or colour (or a row of any other
// grid) a row of catalog_masters. Reads build each row from its columns, no JSON per row; a row
// of another shape than its grid's is kept whole as JSON (other_json) and read back as saved.
// A cell holding what looks like a token or client secret is stored empty (secret-guard.ts).

export interface StoredRow {
  id: string;
  position: number;
  row: unknown;
}

export interface CatalogRows {
  /** Writes one row (insert, or update of the row with this id). */
  write(profileId: string, grid: string, id: string, position: number, row: unknown): void;
  /** Removes one row; 1 when there was one. */
  remove(profileId: string, grid: string, id: string): number;
  /** One row as saved, or undefined. */
  read(profileId: string, grid: string, id: string): unknown;
  /** The grid's rows by position, then id. */
  list(profileId: string, grid: string): StoredRow[];
  /** Drops the rows of the profile (of one grid when given); returns how many. */
  clear(profileId: string, grid?: string): number;
}

const clean = (value: string): string => (looksSecret(value) ? '' : value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => isCellText(value[key]));
}

/** A string a text column keeps as it is (a lone surrogate only survives in JSON's escape). */
const isCellText = (value: unknown): value is string =>
  typeof value === 'string' && value.isWellFormed();

const PRODUCT_TEXTS = ['product_code', 'name', 'brand_code'] as const;
const PRODUCT_KEYS = [...PRODUCT_TEXTS, 'skus'] as const;
const SKU_KEYS = ['color_code', 'size_code'] as const;
const MASTER_KEYS = ['code', 'name'] as const;

/** The row as a product of the grid's shape, or null. */
export function asProduct(row: unknown): ProductRow | null {
  if (!isRecord(row) || Object.keys(row).length !== PRODUCT_KEYS.length) return null;
  const skus = row['skus'];
  if (!Array.isArray(skus) || !PRODUCT_TEXTS.every((key) => isCellText(row[key]))) {
    return null;
  }
  for (const sku of skus as unknown[]) {
    if (!isRecord(sku) || !hasExactly(sku, SKU_KEYS)) return null;
  }
  return row as unknown as ProductRow;
}

export function asMaster(row: unknown): MasterRow | null {
  return isRecord(row) && hasExactly(row, MASTER_KEYS) ? (row as unknown as MasterRow) : null;
}

/** The row as stored JSON (secrets emptied); throws when JSON cannot hold it. */
export function encodeRow(row: unknown): string {
  const json = JSON.stringify(row, (_key, value: unknown) =>
    typeof value === 'string' && looksSecret(value) ? '' : value,
  ) as string | undefined;
  if (json === undefined) throw invalidStoreInput('row', 'A draft row must be a JSON value.');
  return json;
}

const textField = (row: unknown, name: string): string =>
  isRecord(row) && typeof row[name] === 'string' ? clean(row[name]) : '';

type Cells = SQLOutputValue[];
const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : 0);

/** Orders like SQLite's ORDER BY position, id (ids compared as UTF-8 bytes). */
export function byPosition(a: StoredRow, b: StoredRow): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
}

/**
 * A connection's products in draft order, each with its SKUs in one text (their count, ':',
 * colour US size US colour US size …): one row a product crosses into JavaScript, not one a
 * SKU. A cell holding a separator splits into more parts than the count says; that product's
 * SKUs are read one by one instead. The validation's reader (catalog/validation-rows.ts) reads
 * it; the drafts' list reads through createProductsList (catalog-products-list.ts), cheaper.
 */
export const LIST_PRODUCTS_SQL = `
    SELECT row_id, id, position, product_code, name, brand_code, other_json,
      (SELECT count(*) || ':' || coalesce(group_concat(color_code || char(31) || size_code,
          char(31)), '')
        FROM (SELECT color_code, size_code FROM catalog_skus s
          WHERE s.product_row = p.row_id ORDER BY place)) AS sku_text
    FROM catalog_products p WHERE profile_id = ? ORDER BY position, id`;

export function createCatalogRows(db: DatabaseSync, now: () => string): CatalogRows {
  // A profile not there has no connection key: its row fails on the profile's foreign key.
  const upsertProduct = db.prepare(`
    INSERT INTO catalog_products
      (profile_id, id, position, product_code, name, brand_code, other_json, updated_at, conn)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, coalesce(${connOf('?1')}, 0))
    ON CONFLICT (profile_id, id) DO UPDATE SET position = excluded.position,
      product_code = excluded.product_code, name = excluded.name,
      brand_code = excluded.brand_code, other_json = excluded.other_json,
      updated_at = excluded.updated_at
    RETURNING row_id`);
  const dropSkus = db.prepare('DELETE FROM catalog_skus WHERE product_row = ?');
  // One statement for all of a product's SKUs: their list as JSON, its index their place.
  const insertSkus = db.prepare(`
    INSERT INTO catalog_skus (product_row, place, color_code, size_code)
    SELECT ?1, key, value ->> 0, value ->> 1 FROM json_each(?2)`);
  const upsertMaster = db.prepare(`
    INSERT INTO catalog_masters (profile_id, grid, id, position, code, name, other_json, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (profile_id, grid, id) DO UPDATE SET position = excluded.position,
      code = excluded.code, name = excluded.name, other_json = excluded.other_json,
      updated_at = excluded.updated_at`);
  const removeProduct = db.prepare('DELETE FROM catalog_products WHERE profile_id = ? AND id = ?');
  const removeMaster = db.prepare(
    'DELETE FROM catalog_masters WHERE profile_id = ? AND grid = ? AND id = ?',
  );
  const clearProducts = db.prepare('DELETE FROM catalog_products WHERE profile_id = ?');
  const clearMasters = db.prepare('DELETE FROM catalog_masters WHERE profile_id = ?');
  const clearGrid = db.prepare('DELETE FROM catalog_masters WHERE profile_id = ? AND grid = ?');

  const productColumns =
    'SELECT row_id, id, position, product_code, name, brand_code, other_json FROM catalog_products';
  const listProducts = createProductsList(db);
  const oneProduct = db.prepare(`${productColumns} WHERE profile_id = ? AND id = ?`);
  const skusOf = db.prepare(
    'SELECT color_code, size_code FROM catalog_skus WHERE product_row = ? ORDER BY place',
  );
  const masterColumns = 'SELECT id, position, code, name, other_json FROM catalog_masters';
  const listMasters = db.prepare(
    `${masterColumns} WHERE profile_id = ? AND grid = ? ORDER BY position, id`,
  );
  const oneMaster = db.prepare(`${masterColumns} WHERE profile_id = ? AND grid = ? AND id = ?`);
  for (const statement of [oneProduct, skusOf, listMasters, oneMaster]) {
    statement.setReturnArrays(true);
  }

  const skusOfRow = (rowId: SQLOutputValue): Sku[] =>
    (skusOf.all(rowId) as unknown as Cells[]).map((sku) => ({
      color_code: str(sku[0]),
      size_code: str(sku[1]),
    }));

  const masterOf = (cells: Cells): StoredRow => ({
    id: str(cells[0]),
    position: num(cells[1]),
    row:
      cells[4] === null
        ? { code: str(cells[2]), name: str(cells[3]) }
        : (JSON.parse(str(cells[4])) as unknown),
  });

  return {
    write(profileId, grid, id, position, row) {
      const updatedAt = now();
      if (grid === 'products') {
        const product = asProduct(row);
        const other = product === null ? encodeRow(row) : null;
        const inserted = upsertProduct.get(
          profileId,
          id,
          position,
          textField(row, 'product_code'),
          textField(row, 'name'),
          textField(row, 'brand_code'),
          other,
          updatedAt,
        );
        const rowId = num(inserted?.['row_id']);
        dropSkus.run(rowId);
        if (product !== null && product.skus.length > 0) {
          const skus = product.skus.map((sku: Sku) => [
            clean(sku.color_code),
            clean(sku.size_code),
          ]);
          insertSkus.run(rowId, JSON.stringify(skus));
        }
        return;
      }
      const master = asMaster(row);
      upsertMaster.run(
        profileId,
        grid,
        id,
        position,
        textField(row, 'code'),
        textField(row, 'name'),
        master === null ? encodeRow(row) : null,
        updatedAt,
      );
    },
    remove: (profileId, grid, id) =>
      Number(
        grid === 'products'
          ? removeProduct.run(profileId, id).changes
          : removeMaster.run(profileId, grid, id).changes,
      ),
    read(profileId, grid, id) {
      if (grid !== 'products') {
        const cells = oneMaster.get(profileId, grid, id) as Cells | undefined;
        return cells === undefined ? undefined : masterOf(cells).row;
      }
      const cells = oneProduct.get(profileId, id) as Cells | undefined;
      if (cells === undefined) return undefined;
      if (cells[6] !== null) return JSON.parse(str(cells[6])) as unknown;
      const skus = skusOfRow(cells[0] ?? 0);
      return { product_code: str(cells[3]), name: str(cells[4]), brand_code: str(cells[5]), skus };
    },
    list(profileId, grid) {
      if (grid !== 'products') {
        return (listMasters.all(profileId, grid) as unknown as Cells[]).map(masterOf);
      }
      return listProducts(profileId).rows;
    },
    clear(profileId, grid) {
      if (grid === undefined) {
        return (
          Number(clearProducts.run(profileId).changes) + Number(clearMasters.run(profileId).changes)
        );
      }
      return Number(
        grid === 'products'
          ? clearProducts.run(profileId).changes
          : clearGrid.run(profileId, grid).changes,
      );
    },
  };
}
