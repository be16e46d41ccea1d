import type { DatabaseSync } from 'node:sqlite';
import {
  CHANGED_ROWS_LISTED,
  type HistoryState,
  type OperationAnswer,
} from '../../../app/catalog/operations.ts';
import { int, type Row } from '../columns.ts';
import type { Transactor } from '../transaction.ts';
import { connOf } from './connection-key.ts';
import { createUndoneSteps } from './undone-steps.ts';

// The undo log of the catalog's operations (catalog_undo, catalog_history; see
// catalog-rows-migration.ts). An operation is a step; its entries say what it changed, old and
// new: a cell ('product', 'master': row_id, col; 'sku': the product's row_id and the SKU's
// place, col), a product's whole SKU list ('skus', as JSON), or a whole row inserted or deleted
// ('row', its grid in col, its image as JSON, with its row_id so cells of other steps still name
// it). Cells are applied set-based (one UPDATE … FROM the log per column), so a replace of
// 125,000 cells and its undo are a few statements. Undo applies a step's old values (cells
// first, then lists and rows from the last entry back), redo its new ones (lists and rows
// first). Every statement runs inside the caller's transaction. A step's entries are read from
// its floor up: below it are entries of undone steps an operation cut off, which are dropped
// between calls (undone-steps.ts).
// A user action sent as several operations (a paste past the view's end, a file's parts) names a
// group: each of its operations is still a step of the log, marked with a 'group' entry (the
// group's id in col), and undo and redo take the steps of one group next to each other together,
// as one step of the history (the version moves once). Each operation commits alone, so after a
// crash mid-group the steps that landed are one step to undo; the rest never landed.

export type CellKind = 'product' | 'sku' | 'master';

/** A step's cells and rows changed, as far as its operation knows them without counting. */
export interface StepCounts {
  cells: number;
  rows?: number;
}

const CELL_TABLES: Record<CellKind, { table: string; columns: readonly string[]; key: string }> = {
  product: {
    table: 'catalog_products',
    columns: ['product_code', 'name', 'brand_code'],
    key: 'catalog_products.row_id = u.row_id',
  },
  sku: {
    table: 'catalog_skus',
    columns: ['color_code', 'size_code'],
    key: 'catalog_skus.product_row = u.row_id AND catalog_skus.place = u.place',
  },
  master: {
    table: 'catalog_masters',
    columns: ['code', 'name'],
    key: 'catalog_masters.row_id = u.row_id',
  },
};

export interface UndoLog {
  /** Starts the next step of the connection's history (cutting off the steps redo would apply). */
  begin(profileId: string): number;
  /** The next entry's number in the step (entries written set-based take the next ones). */
  seq(): number;
  advance(by: number): void;
  cell(
    kind: CellKind,
    rowId: number,
    place: number | null,
    col: string,
    old: string,
    value: string,
  ): void;
  /** A product's SKU list before and after (JSON arrays of [colour, size]). */
  skus(rowId: number, old: string, value: string): void;
  /** A whole row before and after (rowImage's JSON; null where there was none). */
  row(grid: string, rowId: number, old: string | null, value: string | null): void;
  /** Applies the step's cell entries (their new values). */
  applyCells(step: number): void;
  /** The row's image for a 'row' entry. */
  rowImage(grid: string, rowId: number): string;
  /** Puts a product's SKU list (JSON) in place. */
  putSkus(rowId: number, list: string): void;
  /** Ends the step: the history's version moves on; what it changed (counted unless known). */
  finish(step: number, known?: StepCounts): OperationAnswer;
  /** Whether the step has entries. */
  entries(step: number): number;
  /** Marks the step as one of a group's (its other steps next to it undo and redo with it). */
  group(step: number, id: string): void;
  undo(profileId: string): OperationAnswer;
  redo(profileId: string): OperationAnswer;
  version(profileId: string): number;
  /** Whether the connection has a step to undo and one to redo (reads only). */
  history(profileId: string): HistoryState;
}

export function createUndoLog(db: DatabaseSync, tx: Transactor): UndoLog {
  const undone = createUndoneSteps(db, tx);
  let profile = '';
  let step = 0;
  let nextSeq = 0;
  const ensureHistory = db.prepare(
    'INSERT INTO catalog_history (profile_id) VALUES (?) ON CONFLICT (profile_id) DO NOTHING',
  );
  const history = db.prepare('SELECT version, done FROM catalog_history WHERE profile_id = ?');
  const setDone = db.prepare(
    'UPDATE catalog_history SET done = ?, version = version + 1 WHERE profile_id = ? RETURNING version',
  );
  const insert = db.prepare(`
    INSERT INTO catalog_undo (conn, step, seq, kind, row_id, place, col, old, new)
    VALUES (${connOf('?')}, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const countEntries = db.prepare(
    `SELECT count(*) AS n FROM catalog_undo WHERE conn = ${connOf('?')} AND step = ? AND seq >= ?`,
  );
  const countCells = db.prepare(`
    SELECT count(*) AS n FROM catalog_undo
    WHERE conn = ${connOf('?')} AND step = ? AND kind IN ('product', 'sku', 'master') AND seq >= ?`);
  const wholeEntries = db.prepare(`
    SELECT kind, row_id, col, old, new FROM catalog_undo
    WHERE conn = ${connOf('?')} AND step = ? AND kind IN ('skus', 'row') AND seq >= ? ORDER BY seq`);
  // Each row once (a product's cells and SKUs are many entries), without sorting in SQL.
  const changedRows = db.prepare(`
    SELECT 'products' AS grid, id FROM catalog_products WHERE row_id IN (
      SELECT row_id FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind IN ('product', 'sku', 'skus') AND seq >= ?3)
    UNION ALL
    SELECT grid, id FROM catalog_masters WHERE row_id IN (
      SELECT row_id FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'master' AND seq >= ?3)
    UNION ALL
    SELECT col, coalesce(old ->> '$.id', new ->> '$.id') FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'row' AND seq >= ?3`);
  // How many rows changedRows would list (a cell entry's row is there when its step applies).
  const countRows = db.prepare(`
    SELECT (SELECT count(DISTINCT row_id) FROM catalog_undo
        WHERE conn = ${connOf('?1')} AND step = ?2 AND kind IN ('product', 'sku', 'skus') AND seq >= ?3)
      + (SELECT count(DISTINCT row_id) FROM catalog_undo
        WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'master' AND seq >= ?3)
      + (SELECT count(*) FROM catalog_undo
        WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = 'row' AND seq >= ?3)
      AS n`);
  const groupOf = db.prepare(`
    SELECT col FROM catalog_undo
    WHERE conn = ${connOf('?')} AND step = ? AND kind = 'group' AND seq >= ? LIMIT 1`);
  const cellUpdates = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  for (const [kind, { table, columns, key }] of Object.entries(CELL_TABLES)) {
    for (const col of columns) {
      for (const side of ['old', 'new']) {
        cellUpdates.set(
          `${kind}.${col}.${side}`,
          db.prepare(`
            UPDATE ${table} SET ${col} = u.${side} FROM catalog_undo u
            WHERE u.conn = ${connOf('?')} AND u.step = ? AND u.kind = '${kind}' AND u.col = '${col}'
              AND u.seq >= ? AND ${key}`),
        );
      }
    }
  }
  const productImage = db.prepare(`
    SELECT json_object('row_id', row_id, 'id', id, 'position', position,
      'product_code', product_code, 'name', name, 'brand_code', brand_code,
      'other_json', other_json, 'skus', json((SELECT json_group_array(json_array(color_code, size_code))
        FROM (SELECT color_code, size_code FROM catalog_skus WHERE product_row = p.row_id
          ORDER BY place)))) AS image
    FROM catalog_products p WHERE row_id = ?`);
  const masterImage = db.prepare(`
    SELECT json_object('row_id', row_id, 'id', id, 'position', position, 'code', code,
      'name', name, 'other_json', other_json) AS image
    FROM catalog_masters WHERE row_id = ?`);
  const restoreProduct = db.prepare(`
    INSERT INTO catalog_products
      (row_id, profile_id, conn, id, position, product_code, name, brand_code, other_json,
        updated_at)
    SELECT j ->> 'row_id', ?1, ${connOf('?1')}, j ->> 'id', j ->> 'position', j ->> 'product_code', j ->> 'name',
      j ->> 'brand_code', j ->> 'other_json', ?3 FROM (SELECT ?2 AS j)`);
  const restoreMaster = db.prepare(`
    INSERT INTO catalog_masters
      (row_id, profile_id, grid, id, position, code, name, other_json, updated_at)
    SELECT j ->> 'row_id', ?1, ?2, j ->> 'id', j ->> 'position', j ->> 'code', j ->> 'name',
      j ->> 'other_json', ?4 FROM (SELECT ?3 AS j)`);
  const dropProduct = db.prepare('DELETE FROM catalog_products WHERE row_id = ?');
  const dropMaster = db.prepare('DELETE FROM catalog_masters WHERE row_id = ?');
  const dropSkus = db.prepare('DELETE FROM catalog_skus WHERE product_row = ?');
  const insertSkus = db.prepare(`
    INSERT INTO catalog_skus (product_row, place, color_code, size_code)
    SELECT ?1, key, value ->> 0, value ->> 1 FROM json_each(?2)`);

  function putSkus(rowId: number, list: string): void {
    dropSkus.run(rowId);
    insertSkus.run(rowId, list);
  }

  function putRow(grid: string, rowId: number, image: string | null): void {
    if (grid === 'products') {
      dropProduct.run(rowId);
      if (image !== null) {
        restoreProduct.run(profile, image, new Date().toISOString());
        insertSkus.run(rowId, JSON.stringify((JSON.parse(image) as { skus: unknown }).skus));
      }
      return;
    }
    dropMaster.run(rowId);
    if (image !== null) restoreMaster.run(profile, grid, image, new Date().toISOString());
  }

  /** The step's first live entry. */
  const floor = (at: number): number => undone.floor(profile, at);

  function applyCellsSide(at: number, side: 'old' | 'new'): void {
    const from = floor(at);
    for (const [name, statement] of cellUpdates) {
      if (name.endsWith(`.${side}`)) statement.run(profile, at, from);
    }
  }

  function applyWhole(at: number, side: 'old' | 'new'): void {
    const entries = wholeEntries.all(profile, at, floor(at));
    if (side === 'old') entries.reverse();
    for (const entry of entries) {
      const value = entry[side];
      const rowId = int(entry, 'row_id');
      if (entry['kind'] === 'skus') putSkus(rowId, typeof value === 'string' ? value : '[]');
      else putRow(String(entry['col']), rowId, typeof value === 'string' ? value : null);
    }
  }

  function answer(at: number, version: number, known?: StepCounts): OperationAnswer {
    const from = known?.rows === undefined ? floor(at) : 0;
    const cells = known?.cells ?? int(countCells.get(profile, at, from) as Row, 'n');
    const rowCount = known?.rows ?? int(countRows.get(profile, at, from) as Row, 'n');
    if (rowCount > CHANGED_ROWS_LISTED) return { version, cells, rowCount, rows: [] };
    const rows = changedRows.all(profile, at, floor(at)).map((row: Row) => ({
      grid: String(row['grid']) as OperationAnswer['rows'][number]['grid'],
      id: String(row['id']),
    }));
    rows.sort((a, b) => (a.grid === b.grid ? compare(a.id, b.id) : compare(a.grid, b.grid)));
    return { version, cells, rowCount, rows };
  }

  /** The group a step belongs to (null: none, or no such step). */
  function groupAt(at: number): string | null {
    if (at < 1) return null;
    const found = groupOf.get(profile, at, floor(at));
    return found === undefined ? null : String(found['col']);
  }

  /** One answer for the steps an undo or redo of a group took. */
  function answerOfSteps(steps: readonly number[], version: number): OperationAnswer {
    const [only] = steps;
    if (steps.length === 1 && only !== undefined) return answer(only, version);
    const each = steps.map((at) => answer(at, version));
    const cells = each.reduce((sum, one) => sum + one.cells, 0);
    // A step's cells of a row another step of the group inserted or deleted name no row now:
    // that step lists the row.
    const unlisted = each.some((one) => one.rowCount > CHANGED_ROWS_LISTED);
    const seen = new Map<string, OperationAnswer['rows'][number]>();
    for (const one of each) for (const row of one.rows) seen.set(`${row.grid}\n${row.id}`, row);
    if (unlisted || seen.size > CHANGED_ROWS_LISTED) {
      const rowCount = Math.max(
        seen.size,
        each.reduce((sum, one) => sum + one.rowCount, 0),
      );
      return { version, cells, rowCount, rows: [], steps: steps.length };
    }
    const rows = [...seen.values()];
    rows.sort((a, b) => (a.grid === b.grid ? compare(a.id, b.id) : compare(a.grid, b.grid)));
    return { version, cells, rowCount: rows.length, rows, steps: steps.length };
  }

  function current(profileId: string): { version: number; done: number } {
    profile = profileId;
    ensureHistory.run(profileId);
    const row = history.get(profileId) as Row;
    return { version: int(row, 'version'), done: int(row, 'done') };
  }

  function moveTo(done: number): number {
    return int(setDone.get(done, profile) as Row, 'version');
  }

  return {
    begin(profileId) {
      const { done } = current(profileId);
      undone.cut(profileId, done);
      step = done + 1;
      nextSeq = floor(step);
      return step;
    },
    seq: () => nextSeq,
    advance(by) {
      nextSeq += by;
    },
    cell(kind, rowId, place, col, old, value) {
      insert.run(profile, step, nextSeq, kind, rowId, place, col, old, value);
      nextSeq += 1;
    },
    skus(rowId, old, value) {
      insert.run(profile, step, nextSeq, 'skus', rowId, null, 'skus', old, value);
      nextSeq += 1;
    },
    row(grid, rowId, old, value) {
      insert.run(profile, step, nextSeq, 'row', rowId, null, grid, old, value);
      nextSeq += 1;
    },
    applyCells(at) {
      applyCellsSide(at, 'new');
    },
    rowImage(grid, rowId) {
      const found = (grid === 'products' ? productImage : masterImage).get(rowId);
      return String(found?.['image']);
    },
    putSkus,
    finish(at, known) {
      return answer(at, moveTo(at), known);
    },
    entries: (at) => int(countEntries.get(profile, at, floor(at)) as Row, 'n'),
    group(at, id) {
      insert.run(profile, at, nextSeq, 'group', 0, null, id, null, null);
      nextSeq += 1;
    },
    undo(profileId) {
      const { version, done } = current(profileId);
      if (done === 0) return { version, cells: 0, rowCount: 0, rows: [] };
      const group = groupAt(done);
      const steps: number[] = [];
      let at = done;
      do {
        applyCellsSide(at, 'old');
        applyWhole(at, 'old');
        steps.push(at);
        at -= 1;
      } while (group !== null && groupAt(at) === group);
      return answerOfSteps(steps, moveTo(at));
    },
    redo(profileId) {
      const { version, done } = current(profileId);
      const next = done + 1;
      const live = (at: number) => int(countEntries.get(profile, at, floor(at)) as Row, 'n') > 0;
      if (!live(next)) return { version, cells: 0, rowCount: 0, rows: [] };
      const group = groupAt(next);
      const steps: number[] = [];
      let at = next;
      for (;;) {
        applyWhole(at, 'new');
        applyCellsSide(at, 'new');
        steps.push(at);
        if (group === null || !live(at + 1) || groupAt(at + 1) !== group) break;
        at += 1;
      }
      return answerOfSteps(steps, moveTo(at));
    },
    version: (profileId) => {
      const row = history.get(profileId);
      return row === undefined ? 0 : int(row, 'version');
    },
    history(profileId) {
      const row = history.get(profileId);
      if (row === undefined) return { version: 0, canUndo: false, canRedo: false };
      const done = int(row, 'done');
      const next = done + 1;
      const redo = int(
        countEntries.get(profileId, next, undone.floor(profileId, next)) as Row,
        'n',
      );
      return { version: int(row, 'version'), canUndo: done > 0, canRedo: redo > 0 };
    },
  };
}

/** JavaScript's string order (the answer's rows are sorted with it). */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
