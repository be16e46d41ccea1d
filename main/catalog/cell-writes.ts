import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  MASTER_COLUMNS,
  PRODUCT_COLUMNS,
  SKU_COLUMNS,
  type OperationColumn,
  type RowRef,
} from '../../app/catalog/operations.ts';
import type { UndoLog } from './undo-log.ts';

// Cell writes of an operation (set, paste, fill, clear) logged set-based: the writes go to SQL
// as one JSON array a column, and one INSERT … SELECT a column joins them to the rows and logs
// each cell whose value changes (old, new) for the undo log to apply. Only when every write
// names a row as the grid holds it and an existing cell; anything else (a missing row, a SKU
// place past the product's SKUs, a value written on the SKU row of a product without SKUs)
// goes the row-by-row way, which answers those cases. CROSS JOIN keeps the writes the outer
// loop, each row found by its index (the planner cannot know how many writes the JSON holds).

export interface CellWrite {
  row: RowRef;
  column: OperationColumn;
  /** Already cleaned of secrets. */
  value: string;
}

export interface CellWriter {
  /** Logs the writes' changed cells in the step; false when they need the row-by-row way. */
  tryWrite(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    writes: readonly CellWrite[],
  ): boolean;
}

const has = (list: readonly string[], column: string): boolean => list.includes(column);

export function createCellWriter(db: DatabaseSync): CellWriter {
  // The refs that name a product of the grid's shape and, with a place, a SKU row it has (the
  // one row of a product without SKUs counts for product columns only: `bare` says so).
  const productRefsFound = db.prepare(`
    SELECT count(*) AS n FROM json_each(?2) r
      CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = r.value ->> 0
    WHERE p.other_json IS NULL AND (r.value ->> 1 IS NULL
      OR EXISTS (SELECT 1 FROM catalog_skus s
        WHERE s.product_row = p.row_id AND s.place = r.value ->> 1)
      OR (r.value ->> 2 = 1 AND r.value ->> 1 = 0
        AND NOT EXISTS (SELECT 1 FROM catalog_skus s WHERE s.product_row = p.row_id)))`);
  const masterRefsFound = db.prepare(`
    SELECT count(*) AS n FROM json_each(?3) r
      CROSS JOIN catalog_masters m ON m.profile_id = ?1 AND m.grid = ?2 AND m.id = r.value
    WHERE m.other_json IS NULL`);
  const logs = new Map<string, StatementSync>();
  for (const col of PRODUCT_COLUMNS) {
    logs.set(
      `products.${col}`,
      db.prepare(`
        INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
        SELECT ?1, ?2, ?3 + row_number() OVER (), 'product', p.row_id, NULL, '${col}',
          p.${col}, w.value ->> 1
        FROM json_each(?4) w CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = w.value ->> 0
        WHERE p.${col} <> w.value ->> 1`),
    );
  }
  for (const col of SKU_COLUMNS) {
    logs.set(
      `products.${col}`,
      db.prepare(`
        INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
        SELECT ?1, ?2, ?3 + row_number() OVER (), 'sku', p.row_id, s.place, '${col}',
          s.${col}, w.value ->> 2
        FROM json_each(?4) w CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = w.value ->> 0
          CROSS JOIN catalog_skus s ON s.product_row = p.row_id AND s.place = w.value ->> 1
        WHERE s.${col} <> w.value ->> 2`),
    );
  }
  for (const col of MASTER_COLUMNS) {
    logs.set(
      `masters.${col}`,
      db.prepare(`
        INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
        SELECT ?1, ?2, ?3 + row_number() OVER (), 'master', m.row_id, NULL, '${col}',
          m.${col}, w.value ->> 1
        FROM json_each(?4) w
          CROSS JOIN catalog_masters m ON m.profile_id = ?1 AND m.grid = ?5 AND m.id = w.value ->> 0
        WHERE m.${col} <> w.value ->> 1`),
    );
  }

  function tryWrite(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    writes: readonly CellWrite[],
  ): boolean {
    const products = grid === 'products';
    // The last write to a cell wins; the refs to check, each once.
    const byColumn = new Map<string, Map<string, unknown[]>>();
    // Rows named without a place by id; with one by id NUL place (the place after the last NUL,
    // so two refs never share a key).
    const bare = new Map<string, unknown>();
    const placed = new Map<string, unknown>();
    for (const { row, column, value } of writes) {
      if (products) {
        const sku = has(SKU_COLUMNS, column);
        if (!sku && !has(PRODUCT_COLUMNS, column)) return false;
        if (sku && row.place === undefined) return false;
        const place = row.place ?? null;
        const refs = place === null ? bare : placed;
        const refKey = place === null ? row.id : `${row.id}\u0000${String(place)}`;
        // [id, place, product columns only]: a SKU write needs a SKU at the place.
        const held = refs.get(refKey) as [string, number | null, number] | undefined;
        if (held === undefined) refs.set(refKey, [row.id, place, sku ? 0 : 1]);
        else if (sku) held[2] = 0;
        const cells = byColumn.get(column) ?? new Map<string, unknown[]>();
        byColumn.set(column, cells);
        if (sku) cells.set(refKey, [row.id, place, value]);
        else cells.set(row.id, [row.id, value]);
      } else {
        if (!has(MASTER_COLUMNS, column) || row.place !== undefined) return false;
        bare.set(row.id, row.id);
        const cells = byColumn.get(column) ?? new Map<string, unknown[]>();
        byColumn.set(column, cells);
        cells.set(row.id, [row.id, value]);
      }
    }
    const list = JSON.stringify([...bare.values(), ...placed.values()]);
    const found = products
      ? productRefsFound.get(profileId, list)
      : masterRefsFound.get(profileId, grid, list);
    if (Number(found?.['n']) !== bare.size + placed.size) return false;
    for (const [column, cells] of byColumn) {
      const statement = logs.get(`${products ? 'products' : 'masters'}.${column}`);
      if (statement === undefined) return false;
      const json = JSON.stringify([...cells.values()]);
      const params = products
        ? [profileId, step, log.seq(), json]
        : [profileId, step, log.seq(), json, grid];
      log.advance(Number(statement.run(...params).changes) + 1);
    }
    return true;
  }

  return { tryWrite };
}
