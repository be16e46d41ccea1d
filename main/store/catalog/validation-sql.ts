import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { connOf } from './connection-key.ts';

// The queries of the core's validation (validation-store.ts): which rows can have a problem,
// found over indexes without reading every row. Each answers a superset of the rows with a
// problem of its kind (the rules in app/catalog/validation.ts then decide, row by row), so a
// catalog without problems costs a few passes of SQLite over its indexes and no row in
// JavaScript. Rows kept whole as JSON (other_json) are of no grid's shape and are not checked.

/** A product's own cells: its SKUs are not read (`skus` is empty). */
export type ProductCells = (
  id: string,
  position: number,
  row: ProductRow,
  /** False when no cell of the row can look like a credential. */
  mayLookSecret: boolean,
) => void;

const NO_SKUS: ProductRow['skus'] = Object.freeze([]) as unknown as ProductRow['skus'];

export interface ValidationSql {
  /** Every distinct colour code of the SKUs of every connection, seeking value to value. */
  skuColors(): string[];
  /** The connection's products with a SKU of this colour. */
  productsWithColor(profileId: string, code: string): string[];
  /** The connection's products with a SKU whose size is empty or may look like a credential. */
  productsWithOddSize(profileId: string): string[];
  /** The connection's products holding a SKU (colour and size) twice. */
  productsWithSkuTwice(profileId: string): string[];
  /** Every distinct brand code the connection's products name. */
  brandCodes(profileId: string): string[];
  /** Product codes more than one of the connection's rows hold (rows of any shape). */
  repeatedCodes(profileId: string): string[];
  /** The ids of the connection's products of the grid's shape holding this code. */
  productsWithCode(profileId: string, code: string): string[];
  /** The connection's products (of the grid's shape) naming this brand code. */
  productsWithBrand(profileId: string, code: string): string[];
  /**
   * The own cells of the connection's products that may have a problem of their own: an empty
   * code, a cell that may look like a credential, a brand among `brands`, a code among `codes`;
   * in the grid's order. When no cell of the row can look like a credential its name is read as
   * '' (it is checked for that alone).
   */
  productCandidates(
    profileId: string,
    brands: readonly string[],
    codes: readonly string[],
    see: ProductCells,
  ): void;
  /** The products' own columns a step of the undo log changed cells of (none: an empty list). */
  stepOwnColumns(profileId: string, step: number): string[];
  /** How many of the connection's products (of the grid's shape) name one of these brand codes. */
  countWithBrands(profileId: string, brands: readonly string[]): number;
  /**
   * The connection's products (of the grid's shape) naming one of these brand codes, in the
   * grid's order, read as they are taken: `inOrder` walks the grid's order and stops where the
   * caller does (for many such products); otherwise they are found by brand and sorted.
   */
  withBrands(
    profileId: string,
    brands: readonly string[],
    inOrder: boolean,
  ): Iterable<{ id: string; position: number; brandCode: string }>;
  /** The brand codes of these products (of the grid's shape), by id. */
  brandsOf(profileId: string, ids: readonly string[]): Map<string, string>;
}

const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : 0);

/** Distinct values of an index's first column, seeking from each to the next (NULL-free). */
const distinctSql = (column: string, table: string, where = ''): string => `
  WITH RECURSIVE v(code) AS (
    SELECT min(${column}) FROM ${table} WHERE 1 ${where}
    UNION ALL
    SELECT (SELECT min(${column}) FROM ${table} WHERE ${column} > v.code ${where}) FROM v
      WHERE v.code IS NOT NULL)
  SELECT code FROM v WHERE code IS NOT NULL`;

// LIKE folds ASCII letters only, as looksLikeCredential's pattern does; "_" is escaped.
const MAY_BE_SECRET = (column: string): string => `${column} LIKE '%svc\\_%' ESCAPE '\\'`;

/**
 * The connection's products with a SKU of an empty size or one that may look like a credential.
 * The partial index catalog_skus_odd_sizes holds these SKUs alone (its WHERE, word for word);
 * CROSS JOIN keeps them the outer loop, each product found by its key. (With a plain JOIN the
 * planner walked the connection's products and scanned the index for each: 1.3 s of CPU at
 * 125,000 products and 200 such SKUs, growing with both.)
 */
export const ODD_SIZES_SQL = `
    SELECT DISTINCT p.id FROM catalog_skus s INDEXED BY catalog_skus_odd_sizes
      CROSS JOIN catalog_products p ON p.row_id = s.product_row
    WHERE (s.size_code = '' OR s.size_code LIKE '%svc\\_%' ESCAPE '\\') AND p.profile_id = ?1`;

/**
 * A statement prepared when first used, answering arrays: a store opened at an older schema (a
 * migration's test) opens without the indexes these name, and never runs them.
 */
function prepared(db: DatabaseSync, sql: string): () => StatementSync {
  let statement: StatementSync | null = null;
  return () => {
    if (statement === null) {
      statement = db.prepare(sql);
      statement.setReturnArrays(true);
    }
    return statement;
  };
}

export function createValidationSql(db: DatabaseSync): ValidationSql {
  const skuColors = prepared(db, distinctSql('color_code', 'catalog_skus'));
  const withColor = prepared(
    db,
    `
    SELECT DISTINCT p.id FROM catalog_skus s JOIN catalog_products p ON p.row_id = s.product_row
    WHERE s.color_code = ?2 AND p.profile_id = ?1`,
  );
  const oddSizes = prepared(db, ODD_SIZES_SQL);
  // One pass over catalog_skus_codes (product, colour, size): a group of more than one entry.
  // Counting its groups first (a pass that keeps no group) answers most catalogs: as many groups
  // as SKUs, no product holds one twice.
  const anySkuTwice = prepared(
    db,
    `
    SELECT (SELECT count(*) FROM catalog_skus) > (SELECT count(*) FROM (
      SELECT DISTINCT product_row, color_code, size_code
      FROM catalog_skus INDEXED BY catalog_skus_codes))`,
  );
  const skuTwice = prepared(
    db,
    `
    SELECT p.id FROM (SELECT DISTINCT product_row AS r FROM (
        SELECT product_row FROM catalog_skus INDEXED BY catalog_skus_codes
        GROUP BY product_row, color_code, size_code HAVING count(*) > 1))
      JOIN catalog_products p ON p.row_id = r WHERE p.profile_id = ?1`,
  );
  const brandCodes = prepared(
    db,
    distinctSql('brand_code', 'catalog_products', `AND conn = ${connOf('?1')}`),
  );
  const repeatedCodes = prepared(
    db,
    `
    SELECT product_code FROM catalog_products WHERE profile_id = ?1 AND product_code <> ''
    GROUP BY product_code HAVING count(*) > 1`,
  );
  const withCode = prepared(
    db,
    `
    SELECT id FROM catalog_products
    WHERE profile_id = ?1 AND product_code = ?2 AND other_json IS NULL`,
  );
  const withBrand = prepared(
    db,
    `
    SELECT id FROM catalog_products
    WHERE conn = ${connOf('?1')} AND brand_code = ?2 AND other_json IS NULL`,
  );
  // The name is read only when a cell of the row may look like a credential (one LIKE over the
  // three cells, a separator between them that the pattern cannot hold: NULL when none may);
  // the codes looked up first, the LIKEs only for rows they leave out.
  const candidates = prepared(
    db,
    `
    SELECT id, position, product_code,
      CASE WHEN ${MAY_BE_SECRET(`(product_code || char(31) || name || char(31) || brand_code)`)}
        THEN name END,
      brand_code
    FROM catalog_products WHERE profile_id = ?1 AND other_json IS NULL AND (product_code = ''
      OR brand_code IN (SELECT value FROM json_each(?2))
      OR product_code IN (SELECT value FROM json_each(?3))
      OR ${MAY_BE_SECRET('product_code')} OR ${MAY_BE_SECRET('name')}
      OR ${MAY_BE_SECRET('brand_code')})
    ORDER BY position, id`,
  );
  // The undo log's key is (conn, step, kind, col, seq): a seek a column changed.
  const ownColumns = prepared(
    db,
    `
    WITH RECURSIVE c(col) AS (
      SELECT min(col) FROM catalog_undo WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'product'
      UNION ALL
      SELECT (SELECT min(col) FROM catalog_undo
        WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'product' AND col > c.col) FROM c
        WHERE c.col IS NOT NULL)
    SELECT col FROM c WHERE col IS NOT NULL`,
  );
  const countBrands = prepared(
    db,
    `
    SELECT count(*) FROM catalog_products INDEXED BY catalog_products_brand
    WHERE conn = ${connOf('?1')} AND brand_code IN (SELECT value FROM json_each(?2))
      AND other_json IS NULL`,
  );
  const brandsInOrder = prepared(
    db,
    `
    SELECT id, position, brand_code FROM catalog_products INDEXED BY catalog_products_in_order
    WHERE profile_id = ?1 AND other_json IS NULL
      AND brand_code IN (SELECT value FROM json_each(?2))
    ORDER BY position, id`,
  );
  const brandsSorted = prepared(
    db,
    `
    SELECT id, position, brand_code FROM catalog_products INDEXED BY catalog_products_brand
    WHERE conn = ${connOf('?1')} AND brand_code IN (SELECT value FROM json_each(?2))
      AND other_json IS NULL
    ORDER BY position, id`,
  );
  const brandsOf = prepared(
    db,
    `
    SELECT id, brand_code FROM catalog_products
    WHERE profile_id = ?1 AND id IN (SELECT value FROM json_each(?2)) AND other_json IS NULL`,
  );
  const column = (rows: unknown): string[] =>
    (rows as SQLOutputValue[][]).map((cells) => str(cells[0]));

  return {
    skuColors: () => column(skuColors().all()),
    productsWithColor: (profileId, code) => column(withColor().all(profileId, code)),
    productsWithOddSize: (profileId) => column(oddSizes().all(profileId)),
    productsWithSkuTwice: (profileId) =>
      num((anySkuTwice().get() as SQLOutputValue[] | undefined)?.[0]) === 1
        ? column(skuTwice().all(profileId))
        : [],
    brandCodes: (profileId) => column(brandCodes().all(profileId)),
    repeatedCodes: (profileId) => column(repeatedCodes().all(profileId)),
    productsWithCode: (profileId, code) => column(withCode().all(profileId, code)),
    productsWithBrand: (profileId, code) => column(withBrand().all(profileId, code)),
    productCandidates(profileId, brands, codes, see) {
      const found = candidates().all(
        profileId,
        JSON.stringify(brands),
        JSON.stringify(codes),
      ) as unknown as SQLOutputValue[][];
      for (const cells of found) {
        const name = cells[3];
        see(
          str(cells[0]),
          num(cells[1]),
          {
            product_code: str(cells[2]),
            name: str(name),
            brand_code: str(cells[4]),
            skus: NO_SKUS,
          },
          name !== null,
        );
      }
    },
    stepOwnColumns: (profileId, step) => column(ownColumns().all(profileId, step)),
    countWithBrands: (profileId, brands) =>
      num(
        (countBrands().get(profileId, JSON.stringify(brands)) as SQLOutputValue[] | undefined)?.[0],
      ),
    *withBrands(profileId, brands, inOrder) {
      const statement = inOrder ? brandsInOrder() : brandsSorted();
      const found = statement.iterate(profileId, JSON.stringify(brands));
      for (const cells of found as unknown as Iterable<SQLOutputValue[]>) {
        yield { id: str(cells[0]), position: num(cells[1]), brandCode: str(cells[2]) };
      }
    },
    brandsOf(profileId, ids) {
      const found = brandsOf().all(profileId, JSON.stringify(ids)) as unknown as SQLOutputValue[][];
      return new Map(found.map((cells) => [str(cells[0]), str(cells[1])]));
    },
  };
}
