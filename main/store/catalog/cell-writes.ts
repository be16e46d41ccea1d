import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  MASTER_COLUMNS,
  PRODUCT_COLUMNS,
  SKU_COLUMNS,
  type OperationColumn,
  type RowRef,
} from '../../../app/catalog/operations.ts';
import type { Transactor } from '../transaction.ts';
import type { UndoLog } from './undo-log.ts';

// Cell writes of an operation (set, paste, fill, clear) logged set-based: the writes go to SQL
// as one JSON array a column, and one INSERT … SELECT a column joins them to the rows and logs
// each cell whose value changes (old, new) for the undo log to apply. Only when every write
// names a row as the grid holds it and an existing cell; anything else (a missing row, a SKU
// place past the product's SKUs, a value written on the SKU row of a product without SKUs)
// goes the row-by-row way, which answers those cases. Each INSERT logs every cell its writes
// name, so the count it inserts says whether every write found its cell (the row's product
// columns written through a per-SKU row of no SKU write are checked first); the cells whose
// value stays are dropped from the log after. CROSS JOIN keeps the writes the outer
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
  /** The same for a fill of rows named without a place: one value a column, each row once. */
  tryFill(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    rows: readonly RowRef[],
    columns: readonly OperationColumn[],
    values: readonly string[],
  ): boolean;
}

const has = (list: readonly string[], column: string): boolean => list.includes(column);

/** A write named no cell as the grid holds it: the savepoint rolls back, row by row instead. */
class NotEveryCell extends Error {}

export function createCellWriter(db: DatabaseSync, tx: Transactor): CellWriter {
  // Refs [id, place] that name a product of the grid's shape and a per-SKU row it has (the one
  // row of a product without SKUs included: only product columns are written through them).
  const productRefsFound = db.prepare(`
    SELECT count(*) AS n FROM json_each(?2) r
      CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = r.value ->> 0
    WHERE p.other_json IS NULL AND (EXISTS (SELECT 1 FROM catalog_skus s
        WHERE s.product_row = p.row_id AND s.place = r.value ->> 1)
      OR (r.value ->> 1 = 0
        AND NOT EXISTS (SELECT 1 FROM catalog_skus s WHERE s.product_row = p.row_id)))`);
  const dropUnchanged = db.prepare(`
    DELETE FROM catalog_undo
    WHERE profile_id = ? AND step = ? AND kind IN ('product', 'sku', 'master') AND old = new`);
  const logs = new Map<string, StatementSync>();
  for (const col of PRODUCT_COLUMNS) {
    logs.set(
      `products.${col}`,
      db.prepare(`
        INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
        SELECT ?1, ?2, ?3 + w.key, 'product', p.row_id, NULL, '${col}',
          p.${col}, w.value ->> 1
        FROM json_each(?4) w CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = w.value ->> 0
        WHERE p.other_json IS NULL`),
    );
  }
  for (const col of SKU_COLUMNS) {
    logs.set(
      `products.${col}`,
      db.prepare(`
        INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
        SELECT ?1, ?2, ?3 + w.key, 'sku', p.row_id, s.place, '${col}',
          s.${col}, w.value ->> 2
        FROM json_each(?4) w CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = w.value ->> 0
          CROSS JOIN catalog_skus s ON s.product_row = p.row_id AND s.place = w.value ->> 1
        WHERE p.other_json IS NULL`),
    );
  }
  for (const col of MASTER_COLUMNS) {
    logs.set(
      `masters.${col}`,
      db.prepare(`
        INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
        SELECT ?1, ?2, ?3 + w.key, 'master', m.row_id, NULL, '${col}',
          m.${col}, w.value ->> 1
        FROM json_each(?4) w
          CROSS JOIN catalog_masters m ON m.profile_id = ?1 AND m.grid = ?5 AND m.id = w.value ->> 0
        WHERE m.other_json IS NULL`),
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
    // Rows named with a place, by id NUL place (the place after the last NUL, so two refs never
    // share a key); a row named without one is checked by the count its column's INSERT logs.
    const placed = new Map<string, unknown>();
    let [lastColumn, into] = ['', new Map<string, unknown[]>()];
    for (const { row, column, value } of writes) {
      if (column !== lastColumn) {
        const held = byColumn.get(column);
        into = held ?? new Map<string, unknown[]>();
        if (held === undefined) byColumn.set(column, into);
        lastColumn = column;
      }
      if (products) {
        const sku = has(SKU_COLUMNS, column);
        if (!sku && !has(PRODUCT_COLUMNS, column)) return false;
        if (row.place === undefined) {
          if (sku) return false;
          into.set(row.id, [row.id, value]);
          continue;
        }
        const refKey = `${row.id}\u0000${String(row.place)}`;
        // [id, place, product columns only]: a SKU write needs a SKU at the place.
        const held = placed.get(refKey) as [string, number, number] | undefined;
        if (held === undefined) placed.set(refKey, [row.id, row.place, sku ? 0 : 1]);
        else if (sku) held[2] = 0;
        if (sku) into.set(refKey, [row.id, row.place, value]);
        else into.set(row.id, [row.id, value]);
      } else {
        if (!has(MASTER_COLUMNS, column) || row.place !== undefined) return false;
        into.set(row.id, [row.id, value]);
      }
    }
    const unchecked = [...placed.values()].filter((ref) => (ref as unknown[])[2] === 1);
    if (unchecked.length > 0) {
      const found = productRefsFound.get(profileId, JSON.stringify(unchecked));
      if (Number(found?.['n']) !== unchecked.length) return false;
    }
    const entries = new Map<string, unknown[][]>();
    for (const [column, cells] of byColumn) entries.set(column, [...cells.values()]);
    return writeColumns(profileId, grid, step, log, entries);
  }

  function tryFill(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    rows: readonly RowRef[],
    columns: readonly OperationColumn[],
    values: readonly string[],
  ): boolean {
    const named = grid === 'products' ? PRODUCT_COLUMNS : MASTER_COLUMNS;
    if (columns.some((column) => !has(named, column))) return false;
    const ids = new Set<string>();
    for (const row of rows) {
      if (row.place !== undefined) return false;
      ids.add(row.id);
    }
    const entries = new Map<string, unknown[][]>();
    columns.forEach((column, j) => {
      const value = values[j] ?? '';
      entries.set(
        column,
        Array.from(ids, (id) => [id, value]),
      );
    });
    return writeColumns(profileId, grid, step, log, entries);
  }

  /** Logs each column's entries ([id, value] or [id, place, value]) set-based. */
  function writeColumns(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    byColumn: Map<string, unknown[][]>,
  ): boolean {
    const products = grid === 'products';
    try {
      tx.run(() => {
        for (const [column, cells] of byColumn) {
          const statement = logs.get(`${products ? 'products' : 'masters'}.${column}`);
          if (statement === undefined) throw new NotEveryCell();
          const json = JSON.stringify(cells);
          const params = products
            ? [profileId, step, log.seq(), json]
            : [profileId, step, log.seq(), json, grid];
          const logged = Number(statement.run(...params).changes);
          if (logged !== cells.length) throw new NotEveryCell();
          log.advance(logged + 1);
        }
        dropUnchanged.run(profileId, step);
      });
    } catch (error) {
      if (error instanceof NotEveryCell) return false;
      throw error;
    }
    return true;
  }

  return { tryWrite, tryFill };
}
