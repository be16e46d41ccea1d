import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { GridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { asMaster, asProduct, createCatalogRows } from '../catalog-rows.ts';

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
}

const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : 0);

export function createValidationRows(db: DatabaseSync): ValidationRows {
  const rows = createCatalogRows(db, () => new Date().toISOString());
  const productPosition = db.prepare(
    'SELECT position FROM catalog_products WHERE profile_id = ? AND id = ?',
  );
  const masterPosition = db.prepare(
    'SELECT position FROM catalog_masters WHERE profile_id = ? AND grid = ? AND id = ?',
  );
  for (const statement of [productPosition, masterPosition]) statement.setReturnArrays(true);

  return {
    products(profileId) {
      const out: PlacedRow<ProductRow>[] = [];
      for (const { id, position, row } of rows.list(profileId, 'products')) {
        const product = asProduct(row);
        if (product !== null) out.push({ id, position, row: product });
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
  };
}
