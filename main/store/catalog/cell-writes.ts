import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  MASTER_COLUMNS,
  PRODUCT_COLUMNS,
  SKU_COLUMNS,
  type OperationColumn,
  type RowRef,
} from '../../../app/catalog/operations.ts';
import type { Transactor } from '../transaction.ts';
import { connOf } from './connection-key.ts';
import type { UndoLog } from './undo-log.ts';

// Cell writes of an operation (set, paste, fill, clear) logged set-based: the writes go to SQL
// as one JSON array a row's kind of cells (a product's columns [id, code, name, brand]; a SKU's
// [id, place, colour, size]; a code's [id, code, name]; null where the operation writes no
// value), and one INSERT … SELECT a kind joins each row once and logs each of its cells whose
// value changes (old, new) for the undo log to apply. Only when every write names a row as the
// grid holds it and an existing cell: a write that does not (a missing row, a row kept whole as
// JSON, a SKU place past the product's SKUs, a value written on the SKU row of a product without
// SKUs) calls kikan_cell_missing, whose error ends the statement; the savepoint rolls back and
// the row-by-row way answers those cases. A product column written through a per-SKU row of no
// SKU write has its place checked first. CROSS JOIN keeps the writes the outer loop, each row
// found by its index (the planner cannot know how many writes the JSON holds).

export interface CellWrite {
  row: RowRef;
  column: OperationColumn;
  /** Already cleaned of secrets. */
  value: string;
}

export interface CellWriter {
  /**
   * Logs the writes' changed cells in the step and answers how many, or undefined when they
   * need the row-by-row way.
   */
  tryWrite(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    writes: readonly CellWrite[],
  ): number | undefined;
  /** The same for a block (a paste): `valueAt(i, j)` the cleaned value of row i, column j. */
  tryBlock(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    rows: readonly RowRef[],
    columns: readonly OperationColumn[],
    valueAt: (i: number, j: number) => string,
  ): number | undefined;
  /**
   * The same for a fill over rows named by row id (`rows`, with each one's SKU place in `skus`
   * for SKU columns): one value a column. Undefined when a row is missing, is not of the grid's
   * shape or names no SKU (a product without SKUs): the row-by-row way answers those.
   */
  tryFillRows(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    rows: Int32Array,
    skus: Int32Array | null,
    columns: readonly OperationColumn[],
    values: readonly string[],
  ): number | undefined;
  /** The same for a fill of rows named without a place: one value a column, each row once. */
  tryFill(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    rows: readonly RowRef[],
    columns: readonly OperationColumn[],
    values: readonly string[],
  ): number | undefined;
}

/** A write named no cell as the grid holds it: the savepoint rolls back, row by row instead. */
class NotEveryCell extends Error {}

type Cells = (string | number | null)[];

/** Where a column's value goes: a product's, a SKU's or a code's cells, at a place in them. */
interface Target {
  kind: 'product' | 'sku' | 'master';
  at: number;
}

/** The column's target in the grid; undefined when the grid has no such column. */
function targetOf(grid: string, column: OperationColumn): Target | undefined {
  const find = (kind: Target['kind'], columns: readonly string[], from: number) => {
    const at = columns.indexOf(column);
    return at < 0 ? undefined : { kind, at: at + from };
  };
  if (grid !== 'products') return find('master', MASTER_COLUMNS, 1);
  return find('product', PRODUCT_COLUMNS, 1) ?? find('sku', SKU_COLUMNS, 2);
}

/** The writes gathered a row's kind of cells at a time, the last write to a cell winning. */
class RowCells {
  readonly products = new Map<string, Cells>();
  readonly skus = new Map<string, Cells>();
  readonly masters = new Map<string, Cells>();
  /** Refs [id, place] a product column was written through, to check when no SKU write is. */
  readonly placed = new Map<string, [string, number]>();

  /** Writes a row's cells (`valueAt(j)` for targets[j]); false when it needs the row-by-row way. */
  put(row: RowRef, targets: readonly Target[], valueAt: (j: number) => string): boolean {
    const { id, place } = row;
    let product: Cells | undefined;
    let sku: Cells | undefined;
    let master: Cells | undefined;
    for (let j = 0; j < targets.length; j += 1) {
      const { kind, at } = targets[j] as Target;
      if (kind === 'master') {
        if (place !== undefined) return false;
        master ??= RowCells.cells(this.masters, id, [id, null, null]);
        master[at] = valueAt(j);
      } else if (kind === 'product') {
        product ??= RowCells.cells(this.products, id, [id, null, null, null]);
        product[at] = valueAt(j);
        if (place !== undefined) this.placed.set(`${id}\u0000${String(place)}`, [id, place]);
      } else {
        if (place === undefined) return false;
        sku ??= RowCells.cells(this.skus, `${id}\u0000${String(place)}`, [id, place, null, null]);
        sku[at] = valueAt(j);
      }
    }
    return true;
  }

  /** The places product columns were written through that no SKU write checks. */
  unchecked(): [string, number][] {
    return [...this.placed].filter(([key]) => !this.skus.has(key)).map(([, ref]) => ref);
  }

  private static cells(into: Map<string, Cells>, key: string, blank: Cells): Cells {
    const held = into.get(key);
    if (held !== undefined) return held;
    into.set(key, blank);
    return blank;
  }
}

/**
 * One INSERT … SELECT logging a kind of cells; `newOf(i)` the new value of column i; rows named
 * by their draft id (`idOf`), or by their row id (`by` 'row_id': a fill over a view's places).
 */
function logStatement(
  db: DatabaseSync,
  kind: 'product' | 'sku' | 'master',
  idOf: string,
  newOf: (i: number) => string,
  by: 'id' | 'row_id' = 'id',
): StatementSync {
  const spec = {
    product: {
      columns: PRODUCT_COLUMNS,
      from: `LEFT JOIN catalog_products t ON t.profile_id = ?1 AND t.${by} = ${idOf}`,
      found: 't.row_id IS NOT NULL AND t.other_json IS NULL',
      keys: 't.row_id AS row_id, NULL AS place',
    },
    sku: {
      columns: SKU_COLUMNS,
      from: `LEFT JOIN catalog_products p ON p.profile_id = ?1 AND p.${by} = ${idOf}
        LEFT JOIN catalog_skus t ON t.product_row = p.row_id AND t.place = w.value ->> 1`,
      found: 't.rowid IS NOT NULL AND p.other_json IS NULL',
      keys: 'p.row_id AS row_id, t.place AS place',
    },
    master: {
      columns: MASTER_COLUMNS,
      from: `LEFT JOIN catalog_masters t ON t.profile_id = ?1 AND t.grid = ?5 AND t.${by} = ${idOf}`,
      found: 't.row_id IS NOT NULL AND t.other_json IS NULL',
      keys: 't.row_id AS row_id, NULL AS place',
    },
  }[kind];
  const n = spec.columns.length;
  const pick = (of: (i: number, col: string) => string): string =>
    `CASE c.i ${spec.columns.map((col, i) => `WHEN ${String(i)} THEN ${of(i, col)}`).join(' ')} END`;
  const named = spec.columns.map((col, i) => `SELECT ${String(i)} AS i, '${col}' AS col`);
  return db.prepare(`
    INSERT INTO catalog_undo (conn, step, seq, kind, row_id, place, col, old, new)
    SELECT ${connOf('?1')}, ?2, seq, '${kind}', row_id, place, col, old, new FROM (
      SELECT ?3 + ${String(n)} * w.key + c.i AS seq, ${spec.keys},
        c.col AS col, ${pick((_i, col) => `t.${col}`)} AS old, ${pick((i) => newOf(i))} AS new
      FROM json_each(?4) w ${spec.from}
        CROSS JOIN (${named.join(' UNION ALL ')}) c
      WHERE CASE WHEN ${spec.found} THEN 1 ELSE kikan_cell_missing() END)
    WHERE new IS NOT NULL AND old IS NOT new`);
}

/** Row ids as a JSON array. */
const idList = (rows: Int32Array): string => `[${rows.join(',')}]`;

export function createCellWriter(db: DatabaseSync, tx: Transactor): CellWriter {
  db.function('kikan_cell_missing', { deterministic: false, directOnly: true }, () => {
    throw new NotEveryCell();
  });
  // Refs [id, place] that name a product of the grid's shape and a per-SKU row it has (the one
  // row of a product without SKUs included: only product columns are written through them).
  const productRefsFound = db.prepare(`
    SELECT count(*) AS n FROM json_each(?2) r
      CROSS JOIN catalog_products p ON p.profile_id = ?1 AND p.id = r.value ->> 0
    WHERE p.other_json IS NULL AND (EXISTS (SELECT 1 FROM catalog_skus s
        WHERE s.product_row = p.row_id AND s.place = r.value ->> 1)
      OR (r.value ->> 1 = 0
        AND NOT EXISTS (SELECT 1 FROM catalog_skus s WHERE s.product_row = p.row_id)))`);
  // Each row's own values ([id, …values]) …
  const byRow = {
    product: logStatement(db, 'product', 'w.value ->> 0', (i) => `w.value ->> ${String(i + 1)}`),
    sku: logStatement(db, 'sku', 'w.value ->> 0', (i) => `w.value ->> ${String(i + 2)}`),
    master: logStatement(db, 'master', 'w.value ->> 0', (i) => `w.value ->> ${String(i + 1)}`),
  };
  // … or, for a fill, the rows' ids and one value a column (?5 …; a code grid's ?6 …).
  const filled = {
    product: logStatement(db, 'product', 'w.value', (i) => `?${String(i + 5)}`),
    master: logStatement(db, 'master', 'w.value', (i) => `?${String(i + 6)}`),
  };
  // … or by row ids ([row id, SKU place] for SKUs).
  const filledRows = {
    product: logStatement(db, 'product', 'w.value', (i) => `?${String(i + 5)}`, 'row_id'),
    sku: logStatement(db, 'sku', 'w.value ->> 0', (i) => `?${String(i + 5)}`, 'row_id'),
    master: logStatement(db, 'master', 'w.value', (i) => `?${String(i + 6)}`, 'row_id'),
  };

  function write(
    profileId: string,
    grid: string,
    step: number,
    log: UndoLog,
    cells: RowCells,
  ): number | undefined {
    const unchecked = cells.unchecked();
    if (unchecked.length > 0) {
      const found = productRefsFound.get(profileId, JSON.stringify(unchecked));
      if (Number(found?.['n']) !== unchecked.length) return undefined;
    }
    return logged(() => {
      let n = 0;
      const run = (statement: StatementSync, rows: Map<string, Cells>, width: number): void => {
        if (rows.size === 0) return;
        const params = [profileId, step, log.seq(), JSON.stringify([...rows.values()])];
        if (grid !== 'products') params.push(grid);
        const changed = Number(statement.run(...params).changes);
        n += changed;
        log.advance(width * rows.size + 1);
      };
      run(byRow.product, cells.products, PRODUCT_COLUMNS.length);
      run(byRow.sku, cells.skus, SKU_COLUMNS.length);
      run(byRow.master, cells.masters, MASTER_COLUMNS.length);
      return n;
    });
  }

  /** Runs the logging in a savepoint: a write that names no cell rolls it back. */
  function logged(work: () => number): number | undefined {
    try {
      return tx.run(work);
    } catch (error) {
      if (error instanceof NotEveryCell) return undefined;
      throw error;
    }
  }

  return {
    tryWrite(profileId, grid, step, log, writes) {
      const cells = new RowCells();
      for (const { row, column, value } of writes) {
        const target = targetOf(grid, column);
        if (target === undefined || !cells.put(row, [target], () => value)) return undefined;
      }
      return write(profileId, grid, step, log, cells);
    },
    tryBlock(profileId, grid, step, log, rows, columns, valueAt) {
      const targets: Target[] = [];
      for (const column of columns) {
        const target = targetOf(grid, column);
        if (target === undefined) return undefined;
        targets.push(target);
      }
      const cells = new RowCells();
      for (let i = 0; i < rows.length; i += 1) {
        if (!cells.put(rows[i] as RowRef, targets, (j) => valueAt(i, j))) return undefined;
      }
      return write(profileId, grid, step, log, cells);
    },
    tryFillRows(profileId, grid, step, log, rows, skus, columns, values) {
      const master = grid !== 'products';
      const fills = {
        product: PRODUCT_COLUMNS.map((): string | null => null),
        sku: SKU_COLUMNS.map((): string | null => null),
        master: MASTER_COLUMNS.map((): string | null => null),
      };
      for (const [j, column] of columns.entries()) {
        const target = targetOf(grid, column);
        if (target === undefined || (target.kind === 'sku' && skus === null)) return undefined;
        const from = target.kind === 'sku' ? 2 : 1;
        fills[target.kind][target.at - from] = values[j] ?? '';
      }
      if (rows.length === 0) return 0;
      return logged(() => {
        let n = 0;
        const run = (
          statement: StatementSync,
          list: string,
          count: number,
          width: number,
          values: (string | null)[],
        ): void => {
          if (values.every((value) => value === null)) return;
          const params = master
            ? [profileId, step, log.seq(), list, grid, ...values]
            : [profileId, step, log.seq(), list, ...values];
          n += Number(statement.run(...params).changes);
          log.advance(width * count + 1);
        };
        if (master) {
          run(filledRows.master, idList(rows), rows.length, MASTER_COLUMNS.length, fills.master);
          return n;
        }
        // A product's columns once a product (a per-SKU view shows it on each of its SKUs' rows).
        const products = skus === null ? rows : Int32Array.from(new Set(rows));
        run(
          filledRows.product,
          idList(products),
          products.length,
          PRODUCT_COLUMNS.length,
          fills.product,
        );
        if (skus !== null) {
          const pairs: string[] = [];
          for (let i = 0; i < rows.length; i += 1) {
            pairs.push(`[${String(rows[i] ?? 0)},${String(skus[i] ?? 0)}]`);
          }
          run(filledRows.sku, `[${pairs.join(',')}]`, rows.length, SKU_COLUMNS.length, fills.sku);
        }
        return n;
      });
    },
    tryFill(profileId, grid, step, log, rows, columns, values) {
      const products = grid === 'products';
      const named: readonly string[] = products ? PRODUCT_COLUMNS : MASTER_COLUMNS;
      const fills: (string | null)[] = named.map(() => null);
      for (const [j, column] of columns.entries()) {
        const at = named.indexOf(column);
        if (at < 0) return undefined;
        fills[at] = values[j] ?? '';
      }
      const ids = new Set<string>();
      for (const row of rows) {
        if (row.place !== undefined) return undefined;
        ids.add(row.id);
      }
      if (ids.size === 0) return 0;
      return logged(() => {
        const json = JSON.stringify([...ids]);
        const params = products
          ? [profileId, step, log.seq(), json, ...fills]
          : [profileId, step, log.seq(), json, grid, ...fills];
        const n = Number((products ? filled.product : filled.master).run(...params).changes);
        log.advance(named.length * ids.size + 1);
        return n;
      });
    },
  };
}
