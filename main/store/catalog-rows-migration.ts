import type { DatabaseSync } from 'node:sqlite';

// Issue 28, step 1: the drafts' rows as rows of tables, one column a cell, instead of one JSON
// text a row. Products and their SKUs (a SKU's place is its index in the product's list) and the
// masters (brands, colours; any other grid the store is given). Draft ids stay, so the import
// journal and applied-drafts.ts name the same rows. A row of another shape than the grid's (the
// store keeps any JSON value) is kept whole in other_json, its code columns filled where it has
// them, so reads answer it as it was saved. The drafts are copied in INSERT … SELECT over
// json_each and the JSON table goes: the row tables are the one source of truth. `drafts`
// stays as a view of them as JSON (for tools and tests reading the file; the app does not).
// The undo log of the catalog's operations (main/store/catalog/) comes with them.

/** No lone surrogate (JSON.stringify writes one as \udxxx; a text column would not keep it). */
const WELL_FORMED = (r: string): string => `instr(${r}, '\\ud') = 0`;

/** Whether `r` (row_json) is a product exactly as the grid holds it. */
const PRODUCT_FITS = (r: string): string => `(json_type(${r}) = 'object' AND ${WELL_FORMED(r)}
  AND (SELECT count(*) FROM json_each(${r})) = 4
  AND json_type(${r}, '$.product_code') = 'text' AND json_type(${r}, '$.name') = 'text'
  AND json_type(${r}, '$.brand_code') = 'text' AND json_type(${r}, '$.skus') = 'array'
  AND NOT EXISTS (SELECT 1 FROM json_each(${r}, '$.skus') k WHERE k.type <> 'object'
    OR (SELECT count(*) FROM json_each(k.value)) <> 2
    OR json_type(k.value, '$.color_code') IS NOT 'text'
    OR json_type(k.value, '$.size_code') IS NOT 'text'))`;

const MASTER_FITS = (r: string): string => `(json_type(${r}) = 'object' AND ${WELL_FORMED(r)}
  AND (SELECT count(*) FROM json_each(${r})) = 2
  AND json_type(${r}, '$.code') = 'text' AND json_type(${r}, '$.name') = 'text')`;

/** A text field of the row, '' when it has none. */
const field = (r: string, name: string): string =>
  `coalesce(CASE WHEN json_type(${r}, '$.${name}') = 'text' THEN ${r} ->> '$.${name}' END, '')`;

/** The row tables read back as the JSON the grid saved (the `drafts` view). */
export const DRAFTS_VIEW = `
  CREATE VIEW drafts (profile_id, grid, id, position, row_json, updated_at) AS
    SELECT profile_id, 'products', id, position, coalesce(other_json, json_object(
        'product_code', product_code, 'name', name, 'brand_code', brand_code,
        'skus', json((SELECT coalesce(json_group_array(json_object(
            'color_code', color_code, 'size_code', size_code)), '[]')
          FROM (SELECT color_code, size_code FROM catalog_skus s
            WHERE s.product_row = p.row_id ORDER BY place))))), updated_at
      FROM catalog_products p
    UNION ALL
    SELECT profile_id, grid, id, position,
        coalesce(other_json, json_object('code', code, 'name', name)), updated_at
      FROM catalog_masters;
  -- A row rewritten through the view is kept whole as JSON (tools; the app writes the tables).
  CREATE TRIGGER drafts_view_update INSTEAD OF UPDATE OF row_json ON drafts BEGIN
    DELETE FROM catalog_skus WHERE NEW.grid = 'products' AND product_row =
      (SELECT row_id FROM catalog_products WHERE profile_id = NEW.profile_id AND id = NEW.id);
    UPDATE catalog_products SET other_json = NEW.row_json,
        product_code = ${field('NEW.row_json', 'product_code')},
        name = ${field('NEW.row_json', 'name')}, brand_code = ${field('NEW.row_json', 'brand_code')}
      WHERE NEW.grid = 'products' AND profile_id = NEW.profile_id AND id = NEW.id;
    UPDATE catalog_masters SET other_json = NEW.row_json,
        code = ${field('NEW.row_json', 'code')}, name = ${field('NEW.row_json', 'name')}
      WHERE grid = NEW.grid AND profile_id = NEW.profile_id AND id = NEW.id;
  END;`;

export function catalogRowsMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE catalog_products (
      row_id INTEGER PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      id TEXT NOT NULL CHECK (id <> ''),
      position REAL NOT NULL,
      product_code TEXT NOT NULL,
      name TEXT NOT NULL,
      brand_code TEXT NOT NULL,
      -- The row as saved when it is not a product of the grid's shape; NULL for every product.
      other_json TEXT CHECK (other_json IS NULL OR json_valid(other_json)),
      updated_at TEXT NOT NULL,
      UNIQUE (profile_id, id)
    ) STRICT;
    CREATE TABLE catalog_skus (
      sku_id INTEGER PRIMARY KEY,
      product_row INTEGER NOT NULL REFERENCES catalog_products (row_id) ON DELETE CASCADE,
      place INTEGER NOT NULL CHECK (place >= 0),
      color_code TEXT NOT NULL,
      size_code TEXT NOT NULL
    ) STRICT;
    CREATE TABLE catalog_masters (
      row_id INTEGER PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      grid TEXT NOT NULL CHECK (grid <> '' AND grid <> 'products'),
      id TEXT NOT NULL CHECK (id <> ''),
      position REAL NOT NULL,
      code TEXT NOT NULL,
      name TEXT NOT NULL,
      other_json TEXT CHECK (other_json IS NULL OR json_valid(other_json)),
      updated_at TEXT NOT NULL,
      UNIQUE (profile_id, grid, id)
    ) STRICT;

    INSERT INTO catalog_products
        (profile_id, id, position, product_code, name, brand_code, other_json, updated_at)
      SELECT profile_id, id, position, ${field('row_json', 'product_code')},
        ${field('row_json', 'name')}, ${field('row_json', 'brand_code')},
        CASE WHEN ${PRODUCT_FITS('row_json')} THEN NULL ELSE row_json END, updated_at
      FROM drafts WHERE grid = 'products' ORDER BY profile_id, position, id;
    INSERT INTO catalog_skus (product_row, place, color_code, size_code)
      SELECT p.row_id, k.key, k.value ->> '$.color_code', k.value ->> '$.size_code'
      FROM catalog_products p
        JOIN drafts d ON d.profile_id = p.profile_id AND d.grid = 'products' AND d.id = p.id
        JOIN json_each(d.row_json, '$.skus') k
      WHERE p.other_json IS NULL ORDER BY p.row_id, k.key;
    INSERT INTO catalog_masters (profile_id, grid, id, position, code, name, other_json, updated_at)
      SELECT profile_id, grid, id, position, ${field('row_json', 'code')}, ${field('row_json', 'name')},
        CASE WHEN ${MASTER_FITS('row_json')} THEN NULL ELSE row_json END, updated_at
      FROM drafts WHERE grid <> 'products' ORDER BY profile_id, grid, position, id;
    DROP TABLE drafts;

    CREATE INDEX catalog_products_in_order ON catalog_products (profile_id, position, id);
    CREATE INDEX catalog_products_code ON catalog_products (profile_id, product_code);
    CREATE INDEX catalog_products_brand ON catalog_products (profile_id, brand_code);
    CREATE INDEX catalog_skus_of_product ON catalog_skus (product_row, place);
    CREATE INDEX catalog_skus_color ON catalog_skus (color_code);
    CREATE INDEX catalog_masters_in_order ON catalog_masters (profile_id, grid, position, id);
    CREATE INDEX catalog_masters_code ON catalog_masters (profile_id, grid, code);
    ${DRAFTS_VIEW}

    -- The catalog's operations (main/store/catalog/operations.ts): each applied operation is a step
    -- of the connection's history; its entries hold what it changed, old and new, so undo and
    -- redo apply them back or again. Steps after 'done' are undone (redo applies them again).
    CREATE TABLE catalog_history (
      profile_id TEXT PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
      version INTEGER NOT NULL DEFAULT 0,
      done INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    CREATE TABLE catalog_undo (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      step INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      -- 'product' | 'master' (a cell: row, col, old, new), 'sku' (a cell: row, place, col, old,
      -- new), 'row' (a whole row of grid 'col', old and new as JSON; NULL: no row).
      kind TEXT NOT NULL,
      row_id INTEGER NOT NULL,
      place INTEGER,
      col TEXT NOT NULL,
      old TEXT,
      new TEXT,
      -- Kind and column before seq: undo and redo update one column from one range.
      PRIMARY KEY (profile_id, step, kind, col, seq)
    ) STRICT, WITHOUT ROWID;
  `);
}
