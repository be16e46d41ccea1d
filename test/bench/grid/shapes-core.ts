import type { DatabaseSync } from 'node:sqlite';

// Shape A's core, as a prototype over the real drafts table: the products and their SKUs as rows
// of two tables (one column a cell), filled from the stored row JSON in one INSERT … SELECT (what
// a migration of existing drafts would do), with the indexes a grid window needs. Every function
// returns what it made and leaves timing to the caller. Nothing here is used by the app.

export function createRowTables(db: DatabaseSync, profileId: string): void {
  db.exec(`
    DROP TABLE IF EXISTS shape_skus;
    DROP TABLE IF EXISTS shape_products;
    CREATE TABLE shape_products (
      rid INTEGER PRIMARY KEY,
      id TEXT NOT NULL,
      position REAL NOT NULL,
      product_code TEXT NOT NULL,
      name TEXT NOT NULL,
      brand_code TEXT NOT NULL
    ) STRICT;
    CREATE TABLE shape_skus (
      rid INTEGER PRIMARY KEY,
      product_rid INTEGER NOT NULL,
      ord INTEGER NOT NULL,
      color_code TEXT NOT NULL,
      size_code TEXT NOT NULL
    ) STRICT;
  `);
  db.prepare(
    `INSERT INTO shape_products (id, position, product_code, name, brand_code)
     SELECT id, position, row_json ->> '$.product_code', row_json ->> '$.name',
       row_json ->> '$.brand_code'
     FROM drafts WHERE profile_id = ? AND grid = 'products' ORDER BY position, id`,
  ).run(profileId);
  db.exec(`
    INSERT INTO shape_skus (product_rid, ord, color_code, size_code)
    SELECT p.rid, s.key, s.value ->> '$.color_code', s.value ->> '$.size_code'
    FROM shape_products p
    JOIN drafts d ON d.grid = 'products' AND d.id = p.id
    JOIN json_each(d.row_json, '$.skus') s
    ORDER BY p.rid, s.key;
  `);
}

export function createRowIndexes(db: DatabaseSync): void {
  db.exec(`
    CREATE INDEX shape_products_code ON shape_products (product_code);
    CREATE INDEX shape_products_brand ON shape_products (brand_code);
    CREATE INDEX shape_skus_product ON shape_skus (product_rid, ord);
    CREATE INDEX shape_skus_color ON shape_skus (color_code);
  `);
}

export interface SkuWindowRow {
  rid: number;
  product_code: string;
  name: string;
  brand_code: string;
  color_code: string;
  size_code: string;
}

/** Rows `offset`… of the product view sorted by code (LIMIT/OFFSET over the code index). */
export function productWindow(db: DatabaseSync, offset: number, count: number): unknown[] {
  return db
    .prepare(
      `SELECT rid, id, product_code, name, brand_code,
         (SELECT count(*) FROM shape_skus s WHERE s.product_rid = p.rid) AS skus
       FROM shape_products p ORDER BY product_code, rid LIMIT ? OFFSET ?`,
    )
    .all(count, offset);
}

/** Rows `offset`… of the per-SKU view sorted by product code, then the SKU's place. */
export function skuWindow(db: DatabaseSync, offset: number, count: number): unknown[] {
  return db
    .prepare(
      `SELECT s.rid, p.product_code, p.name, p.brand_code, s.color_code, s.size_code
       FROM shape_products p JOIN shape_skus s ON s.product_rid = p.rid
       ORDER BY p.product_code, p.rid, s.ord LIMIT ? OFFSET ?`,
    )
    .all(count, offset);
}

/**
 * The per-SKU view's order as the core would keep it: the SKU row ids in view order, one
 * Int32Array (4 bytes a row), so a window anywhere is a slice and one read by id.
 */
export function skuOrder(db: DatabaseSync, orderBy: string): Int32Array {
  const ids = db
    .prepare(
      `SELECT s.rid FROM shape_products p JOIN shape_skus s ON s.product_rid = p.rid
       ORDER BY ${orderBy}`,
    )
    .all() as { rid: number }[];
  return Int32Array.from(ids, (row) => row.rid);
}

/** The rows of a window by id, in the order given. */
export function skuRowsById(db: DatabaseSync, ids: Int32Array): SkuWindowRow[] {
  const rows = db
    .prepare(
      `SELECT s.rid, p.product_code, p.name, p.brand_code, s.color_code, s.size_code
       FROM shape_skus s JOIN shape_products p ON p.rid = s.product_rid
       WHERE s.rid IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(Array.from(ids))) as unknown as SkuWindowRow[];
  const byId = new Map(rows.map((row) => [row.rid, row]));
  return Array.from(ids, (id) => byId.get(id)).filter((row) => row !== undefined);
}

/** How many SKU rows have a cell containing `text` (find all, counted in the core). */
export function findCount(db: DatabaseSync, text: string): number {
  const row = db
    .prepare(
      `SELECT count(*) AS n FROM shape_skus s JOIN shape_products p ON p.rid = s.product_rid
       WHERE instr(p.product_code, ?1) OR instr(p.name, ?1) OR instr(p.brand_code, ?1)
         OR instr(s.color_code, ?1) OR instr(s.size_code, ?1)`,
    )
    .get(text) as { n: number } | undefined;
  return row?.n ?? 0;
}

/**
 * Replace all in one column as one operation: the cells' old values go to an undo table and the
 * new ones are written, in one transaction. Returns how many cells changed.
 */
export function replaceAll(db: DatabaseSync, from: string, to: string): number {
  db.exec('BEGIN');
  try {
    db.exec(`DROP TABLE IF EXISTS shape_undo;
      CREATE TABLE shape_undo (rid INTEGER PRIMARY KEY, brand_code TEXT NOT NULL) STRICT;`);
    db.prepare(
      `INSERT INTO shape_undo (rid, brand_code)
       SELECT rid, brand_code FROM shape_products WHERE instr(brand_code, ?)`,
    ).run(from);
    const changed = db
      .prepare(
        `UPDATE shape_products SET brand_code = replace(brand_code, ?, ?)
         WHERE rid IN (SELECT rid FROM shape_undo)`,
      )
      .run(from, to).changes;
    db.exec('COMMIT');
    return Number(changed);
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Undoes `replaceAll` from its undo table, in one transaction. */
export function undoReplace(db: DatabaseSync): number {
  db.exec('BEGIN');
  try {
    const changed = db
      .prepare(
        `UPDATE shape_products SET brand_code = u.brand_code
         FROM shape_undo u WHERE u.rid = shape_products.rid`,
      )
      .run().changes;
    db.exec('COMMIT');
    return Number(changed);
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Duplicate product codes and products naming a brand not drafted: the core's validation. */
export function validateInCore(db: DatabaseSync, profileId: string): number {
  const duplicates = db
    .prepare(
      `SELECT count(*) AS n FROM (SELECT product_code FROM shape_products
       GROUP BY product_code HAVING count(*) > 1)`,
    )
    .get() as { n: number };
  const unknown = db
    .prepare(
      `SELECT count(*) AS n FROM shape_products WHERE brand_code NOT IN (
         SELECT row_json ->> '$.code' FROM drafts WHERE profile_id = ? AND grid = 'brands')`,
    )
    .get(profileId) as { n: number };
  return duplicates.n + unknown.n;
}

/** A column filter's values list: distinct brand codes with their counts. */
export function brandValues(db: DatabaseSync): number {
  return db
    .prepare('SELECT brand_code, count(*) AS n FROM shape_products GROUP BY brand_code')
    .all().length;
}

/**
 * Shape B's payload: the whole draft as columns, each column's cells joined with U+001F (a real
 * encoder would escape that character in cells), and each product's SKU count. One text, built by
 * SQLite itself (the cheapest way the core can make it).
 */
export function columnarText(db: DatabaseSync): string {
  const products = db
    .prepare(
      `SELECT group_concat(id, char(31)) AS ids, group_concat(product_code, char(31)) AS codes,
         group_concat(name, char(31)) AS names, group_concat(brand_code, char(31)) AS brands
       FROM (SELECT * FROM shape_products ORDER BY rid)`,
    )
    .get() as Record<string, string>;
  const skus = db
    .prepare(
      `SELECT group_concat(n, ',') AS counts FROM (SELECT count(*) AS n FROM shape_skus
       GROUP BY product_rid ORDER BY product_rid)`,
    )
    .get() as Record<string, string>;
  const cells = db
    .prepare(
      `SELECT group_concat(color_code, char(31)) AS colors,
         group_concat(size_code, char(31)) AS sizes FROM (SELECT * FROM shape_skus ORDER BY rid)`,
    )
    .get() as Record<string, string>;
  // One line per column: ids, codes, names, brands, SKU counts, colours, sizes.
  return [
    products['ids'],
    products['codes'],
    products['names'],
    products['brands'],
    skus['counts'],
    cells['colors'],
    cells['sizes'],
  ].join('\n');
}

/**
 * The per-SKU view's order kept in SQLite instead: a temporary table of (place, SKU id) filled by
 * one INSERT … SELECT … ORDER BY, so no row crosses into JavaScript; a window is a range of places.
 */
export function skuOrderTable(db: DatabaseSync, orderBy: string): number {
  db.exec(`DROP TABLE IF EXISTS temp.shape_order;
    CREATE TEMP TABLE shape_order (place INTEGER PRIMARY KEY, rid INTEGER NOT NULL);`);
  return Number(
    db
      .prepare(
        `INSERT INTO temp.shape_order (rid) SELECT s.rid FROM shape_products p
         JOIN shape_skus s ON s.product_rid = p.rid ORDER BY ${orderBy}`,
      )
      .run().changes,
  );
}

/** A window of the kept order: places `from`… (1-based), with their rows. */
export function skuOrderWindow(db: DatabaseSync, from: number, count: number): unknown[] {
  return db
    .prepare(
      `SELECT o.place, s.rid, p.product_code, p.name, p.brand_code, s.color_code, s.size_code
       FROM temp.shape_order o JOIN shape_skus s ON s.rid = o.rid
       JOIN shape_products p ON p.rid = s.product_rid
       WHERE o.place >= ? ORDER BY o.place LIMIT ?`,
    )
    .all(from, count);
}
