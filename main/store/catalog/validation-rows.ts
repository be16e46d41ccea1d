import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { GridName, MasterRow, ProductRow, Sku } from '../../../app/catalog/rows.ts';
import { LIST_PRODUCTS_SQL, asMaster, asProduct, createCatalogRows } from '../catalog-rows.ts';
import { connOf } from './connection-key.ts';

// The rows the core's validation reads (validation-store.ts): a whole grid once, then the rows
// an operation changed. A row of another shape than its grid's (kept whole as JSON) is not
// checked, as the grids do not show it either.

export interface PlacedRow<T> {
  id: string;
  position: number;
  row: T;
}

export interface ValidationRows {
  products(profileId: string): PlacedRow<ProductRow>[];
  masters(profileId: string, grid: 'brands' | 'colors'): PlacedRow<MasterRow>[];
  /** One row with its position; null when it is gone (or not of the grid's shape). */
  one(profileId: string, grid: GridName, id: string): PlacedRow<ProductRow | MasterRow> | null;
  /**
   * The products a step of the undo log changed in their own cells only (no SKU, no whole
   * row): their cells now, without SKUs (those are as they were).
   */
  stepProducts(profileId: string, step: number): PlacedRow<Omit<ProductRow, 'skus'>>[];
  /** The other rows the step changed (SKUs, lists, masters, whole rows), by grid and id. */
  stepOthers(profileId: string, step: number): { grid: GridName; id: string }[];
  /** How many of the step's entries stepOthers lists rows of (read one by one: few enough?). */
  stepOtherCount(profileId: string, step: number): number;
  /** The last step done in the connection's history (0: none). */
  done(profileId: string): number;
}

const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : 0);

/** A product's SKUs from "count:colour US size US …"; null when a code holds the separator. */
function skusOf(text: SQLOutputValue | undefined): Sku[] | null {
  if (typeof text !== 'string') return null;
  const colon = text.indexOf(':');
  const count = Number(text.slice(0, colon));
  if (count === 0) return [];
  const parts = text.slice(colon + 1).split('\u001f');
  if (parts.length !== count * 2) return null;
  const skus = new Array<Sku>(count);
  for (let i = 0; i < count; i += 1) {
    skus[i] = { color_code: parts[2 * i] ?? '', size_code: parts[2 * i + 1] ?? '' };
  }
  return skus;
}

export function createValidationRows(db: DatabaseSync): ValidationRows {
  const rows = createCatalogRows(db, () => new Date().toISOString());
  const productPosition = db.prepare(
    'SELECT position FROM catalog_products WHERE profile_id = ? AND id = ?',
  );
  const masterPosition = db.prepare(
    'SELECT position FROM catalog_masters WHERE profile_id = ? AND grid = ? AND id = ?',
  );
  const stepProducts = db.prepare(`
    SELECT id, position, product_code, name, brand_code FROM catalog_products
    WHERE other_json IS NULL AND row_id IN (
      SELECT row_id FROM catalog_undo WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'product')
    AND row_id NOT IN (SELECT row_id FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind IN ('sku', 'skus'))`);
  // As undo-log.ts's changedRows, less the rows stepProducts reads (a product kept whole as
  // JSON is not checked, so its cells are not read).
  const stepOthers = db.prepare(`
    SELECT 'products', id FROM catalog_products WHERE row_id IN (
      SELECT row_id FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind IN ('sku', 'skus'))
    UNION ALL
    SELECT grid, id FROM catalog_masters WHERE row_id IN (
      SELECT row_id FROM catalog_undo WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'master')
    UNION ALL
    SELECT col, coalesce(old ->> '$.id', new ->> '$.id') FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'row'`);
  const stepOtherCount = db.prepare(`
    SELECT count(*) FROM catalog_undo WHERE conn = ${connOf('?1')} AND step = ?2 AND kind <> 'product'`);
  const done = db.prepare('SELECT done FROM catalog_history WHERE profile_id = ?');
  // catalog-rows.ts's list (each product's SKUs as one text), but the row made from its
  // columns at once: no row object first, then checked for its shape (a row of columns has the
  // grid's shape; one kept whole as JSON is parsed and checked as before).
  const listProducts = db.prepare(LIST_PRODUCTS_SQL);
  for (const statement of [
    listProducts,
    done,
    productPosition,
    masterPosition,
    stepProducts,
    stepOthers,
    stepOtherCount,
  ]) {
    statement.setReturnArrays(true);
  }
  const str = (value: SQLOutputValue | undefined): string =>
    typeof value === 'string' ? value : '';

  return {
    products(profileId) {
      const out: PlacedRow<ProductRow>[] = [];
      for (const cells of listProducts.all(profileId) as unknown as SQLOutputValue[][]) {
        const [id, position] = [str(cells[1]), num(cells[2])];
        if (cells[6] !== null) {
          const product = asProduct(JSON.parse(str(cells[6])));
          if (product !== null) out.push({ id, position, row: product });
          continue;
        }
        const skus = skusOf(cells[7]) ?? (rows.read(profileId, 'products', id) as ProductRow).skus;
        const row = {
          product_code: str(cells[3]),
          name: str(cells[4]),
          brand_code: str(cells[5]),
          skus,
        };
        out.push({ id, position, row });
      }
      return out;
    },
    masters(profileId, grid) {
      const out: PlacedRow<MasterRow>[] = [];
      for (const { id, position, row } of rows.list(profileId, grid)) {
        const master = asMaster(row);
        if (master !== null) out.push({ id, position, row: master });
      }
      return out;
    },
    one(profileId, grid, id) {
      const stored = rows.read(profileId, grid, id);
      const row = grid === 'products' ? asProduct(stored) : asMaster(stored);
      if (row === null) return null;
      const cells = (
        grid === 'products'
          ? productPosition.get(profileId, id)
          : masterPosition.get(profileId, grid, id)
      ) as SQLOutputValue[] | undefined;
      return { id, position: num(cells?.[0]), row };
    },
    stepProducts: (profileId, step) =>
      (stepProducts.all(profileId, step) as unknown as SQLOutputValue[][]).map((cells) => ({
        id: str(cells[0]),
        position: num(cells[1]),
        row: { product_code: str(cells[2]), name: str(cells[3]), brand_code: str(cells[4]) },
      })),
    stepOthers: (profileId, step) =>
      (stepOthers.all(profileId, step) as unknown as SQLOutputValue[][]).map((cells) => ({
        grid: str(cells[0]) as GridName,
        id: str(cells[1]),
      })),
    done: (profileId) => num((done.get(profileId) as SQLOutputValue[] | undefined)?.[0]),
    stepOtherCount: (profileId, step) =>
      num((stepOtherCount.get(profileId, step) as unknown as SQLOutputValue[])[0]),
  };
}
