import type { DatabaseSync } from 'node:sqlite';
import type { Operation } from '../../../app/catalog/operations.ts';
import { int, type Row } from '../columns.ts';
import { looksSecret } from '../secret-guard.ts';
import { invalidStoreInput, notFound } from '../store-errors.ts';
import type { UndoLog } from './undo-log.ts';

// The setSkus operation (app/catalog/operations.ts): products' SKU lists replaced or added to,
// with cells of the same products, logged in the caller's step: a list as one 'skus' entry (put
// in place now), a cell as a 'product' entry (applied with the step's cells). A product named
// twice takes its entries in order; each is logged once, old against new.

type SetSkus = Extract<Operation, { kind: 'setSkus' }>;
type SkuPair = [string, string];

const CELLS = ['product_code', 'name', 'brand_code'] as const;
type Cell = (typeof CELLS)[number];

interface Work {
  rowId: number;
  before: Record<Cell, string>;
  cells: Record<Cell, string>;
  skusBefore: string;
  skus: SkuPair[];
}

const clean = (value: string): string => (looksSecret(value) ? '' : value);

export interface SkuListWriter {
  apply(profileId: string, operation: SetSkus): void;
}

export function createSkuListWriter(db: DatabaseSync, log: UndoLog): SkuListWriter {
  const productOf = db.prepare(`
    SELECT row_id, product_code, name, brand_code, other_json FROM catalog_products
    WHERE profile_id = ? AND id = ?`);
  const skusOf = db.prepare(
    'SELECT color_code, size_code FROM catalog_skus WHERE product_row = ? ORDER BY place',
  );

  function read(profileId: string, id: string): Work {
    const found = productOf.get(profileId, id);
    if (found === undefined) throw notFound('The row');
    if (found['other_json'] !== null) {
      throw invalidStoreInput('row', 'This row is not a product as the grid holds it.');
    }
    const rowId = int(found, 'row_id');
    const cells = {
      product_code: String(found['product_code']),
      name: String(found['name']),
      brand_code: String(found['brand_code']),
    };
    const skus = skusOf
      .all(rowId)
      .map((sku: Row): SkuPair => [String(sku['color_code']), String(sku['size_code'])]);
    return { rowId, before: { ...cells }, cells, skusBefore: JSON.stringify(skus), skus };
  }

  return {
    apply(profileId, operation) {
      const works = new Map<string, Work>();
      for (const entry of operation.products) {
        const work = works.get(entry.id) ?? read(profileId, entry.id);
        works.set(entry.id, work);
        const skus = entry.skus.map((sku): SkuPair => [
          clean(sku.color_code),
          clean(sku.size_code),
        ]);
        work.skus = entry.append === true ? [...work.skus, ...skus] : skus;
        for (const col of CELLS) {
          const value = entry.cells?.[col];
          if (value !== undefined) work.cells[col] = clean(value);
        }
        for (const col of ['name', 'brand_code'] as const) {
          const value = entry.blanks?.[col];
          if (value !== undefined && work.cells[col] === '') work.cells[col] = clean(value);
        }
      }
      for (const work of works.values()) {
        for (const col of CELLS) {
          if (work.before[col] !== work.cells[col]) {
            log.cell('product', work.rowId, null, col, work.before[col], work.cells[col]);
          }
        }
        const now = JSON.stringify(work.skus);
        if (now === work.skusBefore) continue;
        log.skus(work.rowId, work.skusBefore, now);
        log.putSkus(work.rowId, now);
      }
    },
  };
}
