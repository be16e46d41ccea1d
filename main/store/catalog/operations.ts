import type { DatabaseSync } from 'node:sqlite';
import { compileQuery, type Matcher } from '../../../app/catalog/find-query.ts';
import {
  MASTER_COLUMNS,
  PRODUCT_COLUMNS,
  SKU_COLUMNS,
  type Operation,
  type HistoryState,
  type OperationAnswer,
  type OperationColumn,
  type RowRef,
} from '../../../app/catalog/operations.ts';
import type { GridName } from '../../../app/catalog/rows.ts';
import { asMaster, asProduct, createCatalogRows } from '../catalog-rows.ts';
import { int, type Row } from '../columns.ts';
import { looksSecret } from '../secret-guard.ts';
import { invalidStoreInput, notFound, storeConflict } from '../store-errors.ts';
import type { Transactor } from '../transaction.ts';
import { createCellWriter } from './cell-writes.ts';
import { connOf } from './connection-key.ts';
import { createSkuListWriter } from './sku-lists.ts';
import { createUndoLog, type StepCounts, type UndoLog } from './undo-log.ts';

// The catalog's operations (issue 28, step 2): each applies in one transaction, its changes and
// their undo entries together (undo-log.ts), and answers what changed. Cell edits (set, paste,
// fill, clear, replace in a range, rename) work out every write from the rows as they were
// before the operation, apply them in order (a later write to a cell wins) and log the cells
// whose value changed; a replace over whole columns runs set-based in SQL with the find bar's
// matcher as a function. An operation that changes nothing leaves the history as it was.

/**
 * A fill over rows a view's places name (catalog.fillView; views.ts finds them): one step, as the
 * fill and paste operations do it for rows named by id.
 */
export interface RowsFill {
  grid: Grid;
  /** Row ids, in view order (a per-SKU view names a product once for each of its rows). */
  rows: Int32Array;
  /** A per-SKU view's SKU place of each row (0 for a product without SKUs); else null. */
  skus: Int32Array | null;
  columns: readonly OperationColumn[];
  /** Ctrl+Enter's value into every row; absent (Ctrl+D): the first row's values to the others. */
  value?: string | undefined;
}

export interface CatalogOperations {
  /** `group`: the operation is one of a user action's, undone and redone with its others. */
  apply(profileId: string, operation: Operation, group?: string): OperationAnswer;
  fillRows(profileId: string, fill: RowsFill, group?: string): OperationAnswer;
  undo(profileId: string): OperationAnswer;
  redo(profileId: string): OperationAnswer;
  version(profileId: string): number;
  /** Whether there is a step to undo and one to redo (the toolbar's buttons in core mode). */
  history(profileId: string): HistoryState;
}

/** Rolls back an operation that turned out to change nothing. */
class NoChange extends Error {}

type Grid = GridName;

interface WorkProduct {
  rowId: number;
  cells: Record<string, string>;
  before: Record<string, string>;
  /** [colour, size] of each SKU, read only when the operation needs them. */
  skus: [string, string][];
  skusBefore: [string, string][];
  skusRead: boolean;
}

interface WorkMaster {
  rowId: number;
  cells: Record<string, string>;
  before: Record<string, string>;
}

interface Write {
  row: RowRef;
  column: OperationColumn;
  value: string;
}

const clean = (value: string): string => (looksSecret(value) ? '' : value);
const isProductColumn = (column: string): boolean =>
  (PRODUCT_COLUMNS as readonly string[]).includes(column);
const isSkuColumn = (column: string): boolean =>
  (SKU_COLUMNS as readonly string[]).includes(column);
const isMasterColumn = (column: string): boolean =>
  (MASTER_COLUMNS as readonly string[]).includes(column);
const skuIndex = (column: string): 0 | 1 => (column === 'color_code' ? 0 : 1);

export function createCatalogOperations(db: DatabaseSync, tx: Transactor): CatalogOperations {
  const log: UndoLog = createUndoLog(db, tx);
  const rows = createCatalogRows(db, () => new Date().toISOString());
  const cells = createCellWriter(db, tx);
  const skuLists = createSkuListWriter(db, log);
  let replacer: (text: string) => string = (text) => text;
  db.function('kikan_catalog_replace', { deterministic: false, directOnly: true }, (value) =>
    clean(replacer(typeof value === 'string' ? value : '')),
  );

  const productOf = db.prepare(`
    SELECT row_id, product_code, name, brand_code, other_json FROM catalog_products
    WHERE profile_id = ? AND id = ?`);
  const skusOf = db.prepare(
    'SELECT color_code, size_code FROM catalog_skus WHERE product_row = ? ORDER BY place',
  );
  const masterOf = db.prepare(`
    SELECT row_id, code, name, other_json FROM catalog_masters
    WHERE profile_id = ? AND grid = ? AND id = ?`);
  const rowIdOf = db.prepare('SELECT row_id FROM catalog_products WHERE profile_id = ? AND id = ?');
  // A row inserted without a position goes after the grid's last (as the page's positionsAfter).
  const lastProduct = db.prepare(
    'SELECT coalesce(max(position), 0) AS n FROM catalog_products WHERE profile_id = ?',
  );
  const lastMaster = db.prepare(
    'SELECT coalesce(max(position), 0) AS n FROM catalog_masters WHERE profile_id = ? AND grid = ?',
  );
  const endPosition = (profileId: string, grid: Grid): number =>
    Math.floor(
      Number(
        (grid === 'products' ? lastProduct.get(profileId) : lastMaster.get(profileId, grid))?.[
          'n'
        ] ?? 0,
      ),
    ) + 1;
  // Draft ids of row ids in order (null: no such row of the connection's grid).
  const productIdsOf = db.prepare(`
    SELECT p.id FROM json_each(?2) w
      LEFT JOIN catalog_products p ON p.row_id = w.value AND p.profile_id = ?1 ORDER BY w.key`);
  const masterIdsOf = db.prepare(`
    SELECT m.id FROM json_each(?2) w
      LEFT JOIN catalog_masters m ON m.row_id = w.value AND m.profile_id = ?1 AND m.grid = ?3
    ORDER BY w.key`);
  for (const s of [productIdsOf, masterIdsOf]) s.setReturnArrays(true);
  const masterRowIdOf = db.prepare(
    'SELECT row_id FROM catalog_masters WHERE profile_id = ? AND grid = ? AND id = ?',
  );
  const emptyProducts = db.prepare(`
    SELECT id FROM catalog_products p WHERE profile_id = ? AND other_json IS NULL
      AND NOT EXISTS (SELECT 1 FROM catalog_skus s WHERE s.product_row = p.row_id)
    ORDER BY position, id`);
  const replaceLogged = (kind: string, col: string, from: string, keys: string, where: string) =>
    db.prepare(`
      INSERT INTO catalog_undo (conn, step, seq, kind, row_id, place, col, old, new)
      SELECT ${connOf('?1')}, ?2, ?3 + row_number() OVER (), '${kind}', ${keys}, '${col}',
        old, new
      FROM (SELECT ${keys}, ${col} AS old, kikan_catalog_replace(${col}) AS new
        FROM ${from} WHERE ${where})
      WHERE new <> old`);
  const replaceAll = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  for (const col of PRODUCT_COLUMNS) {
    replaceAll.set(
      `products.${col}`,
      replaceLogged(
        'product',
        col,
        'catalog_products',
        'row_id, NULL',
        'profile_id = ?1 AND other_json IS NULL',
      ),
    );
  }
  for (const col of SKU_COLUMNS) {
    replaceAll.set(
      `products.${col}`,
      replaceLogged(
        'sku',
        col,
        'catalog_skus s JOIN catalog_products p ON p.row_id = s.product_row',
        'product_row, place',
        'p.profile_id = ?1 AND p.other_json IS NULL',
      ),
    );
  }
  for (const col of MASTER_COLUMNS) {
    replaceAll.set(
      `masters.${col}`,
      replaceLogged(
        'master',
        col,
        'catalog_masters',
        'row_id, NULL',
        'profile_id = ?1 AND grid = ?4 AND other_json IS NULL',
      ),
    );
  }
  const renameBrand = db.prepare(`
    INSERT INTO catalog_undo (conn, step, seq, kind, row_id, place, col, old, new)
    SELECT ${connOf('?1')}, ?2, ?3 + row_number() OVER (), 'product', row_id, NULL,
      'brand_code', brand_code, ?5
    FROM catalog_products
    WHERE conn = ${connOf('?1')} AND brand_code = ?4 AND other_json IS NULL`);
  const renameColor = db.prepare(`
    INSERT INTO catalog_undo (conn, step, seq, kind, row_id, place, col, old, new)
    SELECT ${connOf('?1')}, ?2, ?3 + row_number() OVER (), 'sku',
      s.product_row, s.place, 'color_code', s.color_code, ?5
    FROM catalog_skus s JOIN catalog_products p ON p.row_id = s.product_row
    WHERE p.profile_id = ?1 AND s.color_code = ?4 AND p.other_json IS NULL`);

  // A replace's code changes in a master grid (this step's entries), and whether a row of the
  // grid keeps a code after them (unchanged with it, or changed to it).
  // From the step's floor: entries of an undone step cut off below it may wait to be dropped.
  const codeChanges = db.prepare(`
    SELECT old, new FROM catalog_undo
    WHERE conn = ${connOf('?')} AND step = ? AND kind = 'master' AND col = 'code' AND seq >= ?
    ORDER BY seq`);
  const codeKept = db.prepare(`
    SELECT 1 FROM catalog_masters m
    WHERE m.profile_id = ?1 AND m.grid = ?2 AND m.other_json IS NULL AND (
      (m.code = ?4 AND NOT EXISTS (SELECT 1 FROM catalog_undo u WHERE u.conn = ${connOf('?1')}
        AND u.step = ?3 AND u.kind = 'master' AND u.col = 'code' AND u.row_id = m.row_id
        AND u.seq >= ?5))
      OR EXISTS (SELECT 1 FROM catalog_undo u WHERE u.conn = ${connOf('?1')} AND u.step = ?3
        AND u.kind = 'master' AND u.col = 'code' AND u.row_id = m.row_id AND u.new = ?4
        AND u.seq >= ?5))
    LIMIT 1`);

  /** The rows an operation's cell writes touch, as they were and as they become. */
  function workspace(profileId: string, grid: Grid) {
    const products = new Map<string, WorkProduct>();
    const masters = new Map<string, WorkMaster>();

    function product(id: string): WorkProduct {
      const held = products.get(id);
      if (held !== undefined) return held;
      const found = productOf.get(profileId, id);
      if (found === undefined) throw notFound('The row');
      if (found['other_json'] !== null) {
        throw invalidStoreInput('row', 'This row is not a product as the grid holds it.');
      }
      const cells = {
        product_code: String(found['product_code']),
        name: String(found['name']),
        brand_code: String(found['brand_code']),
      };
      const work: WorkProduct = {
        rowId: int(found, 'row_id'),
        cells,
        before: { ...cells },
        skus: [],
        skusBefore: [],
        skusRead: false,
      };
      products.set(id, work);
      return work;
    }

    function withSkus(work: WorkProduct): WorkProduct {
      if (work.skusRead) return work;
      work.skus = skusOf
        .all(work.rowId)
        .map((sku: Row): [string, string] => [String(sku['color_code']), String(sku['size_code'])]);
      work.skusBefore = work.skus.map((sku): [string, string] => [...sku]);
      work.skusRead = true;
      return work;
    }

    function master(id: string): WorkMaster {
      const held = masters.get(id);
      if (held !== undefined) return held;
      const found = masterOf.get(profileId, grid, id);
      if (found === undefined) throw notFound('The row');
      if (found['other_json'] !== null) {
        throw invalidStoreInput('row', 'This row is not a code as the grid holds it.');
      }
      const cells = { code: String(found['code']), name: String(found['name']) };
      const work = { rowId: int(found, 'row_id'), cells, before: { ...cells } };
      masters.set(id, work);
      return work;
    }

    /** The cell's text now ('' on the per-SKU row of a product without SKUs). */
    function read(row: RowRef, column: OperationColumn): string {
      if (grid !== 'products') {
        if (!isMasterColumn(column)) throw invalidStoreInput('column', `No column ${column} here.`);
        if (row.place !== undefined) throw invalidStoreInput('place', 'A code row has no SKUs.');
        return master(row.id).cells[column] ?? '';
      }
      const work = row.place === undefined ? product(row.id) : withSkus(product(row.id));
      if (row.place !== undefined && row.place >= Math.max(1, work.skus.length)) {
        throw notFound('The SKU row');
      }
      if (isProductColumn(column)) return work.cells[column] ?? '';
      if (!isSkuColumn(column)) throw invalidStoreInput('column', `No column ${column} here.`);
      if (row.place === undefined) throw invalidStoreInput('place', 'A SKU cell needs its row.');
      return work.skus[row.place]?.[skuIndex(column)] ?? '';
    }

    function write({ row, column, value }: Write): void {
      read(row, column);
      const text = clean(value);
      if (grid !== 'products') {
        master(row.id).cells[column] = text;
        return;
      }
      const work = product(row.id);
      if (isProductColumn(column)) {
        work.cells[column] = text;
        return;
      }
      const place = row.place ?? 0;
      withSkus(work);
      if (work.skus.length === 0) {
        // The per-SKU row of a product without SKUs: a value there makes its first SKU.
        if (text === '') return;
        work.skus.push(['', '']);
      }
      const sku = work.skus[place];
      if (sku !== undefined) sku[skuIndex(column)] = text;
    }

    /** Logs and applies what changed. */
    function commit(): void {
      for (const work of products.values()) {
        if (work.skusRead && work.skusBefore.length === 0 && work.skus.length > 0) {
          const created = JSON.stringify([['', '']]);
          log.skus(work.rowId, '[]', created);
          log.putSkus(work.rowId, created);
        }
      }
      for (const work of products.values()) {
        for (const col of PRODUCT_COLUMNS) {
          const [old, now] = [work.before[col] ?? '', work.cells[col] ?? ''];
          if (old !== now) log.cell('product', work.rowId, null, col, old, now);
        }
        work.skus.forEach((sku, place) => {
          const before = work.skusBefore[place] ?? ['', ''];
          SKU_COLUMNS.forEach((col, index) => {
            if (before[index] !== sku[index]) {
              log.cell('sku', work.rowId, place, col, before[index] ?? '', sku[index] ?? '');
            }
          });
        });
      }
      for (const work of masters.values()) {
        for (const col of MASTER_COLUMNS) {
          const [old, now] = [work.before[col] ?? '', work.cells[col] ?? ''];
          if (old !== now) log.cell('master', work.rowId, null, col, old, now);
        }
      }
    }

    return {
      read,
      write,
      commit,
      product: (id: string) => withSkus(product(id)),
      products: () => products.values(),
    };
  }

  function block(rowsOf: readonly RowRef[], columns: readonly OperationColumn[]) {
    return rowsOf.flatMap((row) => columns.map((column) => ({ row, column })));
  }

  function matcherOf(operation: Extract<Operation, { kind: 'replace' }>): Matcher {
    const compiled = compileQuery(operation.query);
    if (!compiled.ok) {
      throw invalidStoreInput(
        'query',
        compiled.reason === 'empty'
          ? 'Find what?'
          : `Not a regular expression: ${compiled.message}`,
      );
    }
    return compiled.matcher;
  }

  /**
   * Writes cells; replace over whole columns also logs set-based (before the writes). Answers
   * how many cells (and rows, when that is known) it logged when it logged them set-based (the
   * step holds nothing else then).
   */
  function cellOperation(
    profileId: string,
    step: number,
    operation: Operation,
  ): StepCounts | undefined {
    if (
      !('grid' in operation) ||
      operation.kind === 'insertRows' ||
      operation.kind === 'deleteRows'
    ) {
      return undefined;
    }
    if (operation.kind === 'renameCode') return undefined;
    const space = workspace(profileId, operation.grid);
    let writes: Write[] = [];
    switch (operation.kind) {
      case 'set':
        writes = operation.cells.map((cell) => ({ ...cell }));
        break;
      case 'paste':
        if (
          operation.values.length !== operation.rows.length ||
          operation.values.some((values) => values.length !== operation.columns.length)
        ) {
          throw invalidStoreInput('values', 'A pasted block needs a value for each of its cells.');
        }
        {
          // Pasted blocks repeat a value down their rows: each run of a column is checked once
          // (the block is read row by row, so each column keeps its own last value).
          const lastIn: (string | undefined)[] = [];
          const lastOut: string[] = [];
          const cleanValue = (j: number, value: string): string => {
            if (value !== lastIn[j]) {
              lastIn[j] = value;
              lastOut[j] = clean(value);
            }
            return lastOut[j] ?? '';
          };
          const logged = cells.tryBlock(
            profileId,
            operation.grid,
            step,
            log,
            operation.rows,
            operation.columns,
            (i, j) => cleanValue(j, operation.values[i]?.[j] ?? ''),
          );
          if (logged !== undefined) return { cells: logged };
        }
        writes = operation.rows.flatMap((row, i) =>
          operation.columns.map((column, j) => ({
            row,
            column,
            value: operation.values[i]?.[j] ?? '',
          })),
        );
        break;
      case 'fill': {
        const [first, ...rest] = operation.rows;
        if (first === undefined) break;
        const values = operation.columns.map((column) => space.read(first, column));
        // Rows named without a place take the column's value each: no object a write.
        const cleaned = values.map(clean);
        const logged = cells.tryFill(
          profileId,
          operation.grid,
          step,
          log,
          rest,
          operation.columns,
          cleaned,
        );
        // One column filled: each row changed has one cell changed.
        const one = new Set(operation.columns).size === 1;
        if (logged !== undefined) return { cells: logged, rows: one ? logged : undefined };
        writes = rest.flatMap((row) =>
          operation.columns.map((column, j) => ({ row, column, value: values[j] ?? '' })),
        );
        break;
      }
      case 'clear':
        writes = block(operation.rows, operation.columns).map((cell) => ({ ...cell, value: '' }));
        break;
      case 'replace': {
        const matcher = matcherOf(operation);
        const swap = (text: string) => matcher.replace(text, operation.replacement);
        if (operation.rows !== undefined) {
          writes = block(operation.rows, operation.columns).flatMap((cell) => {
            const text = space.read(cell.row, cell.column);
            const next = swap(text);
            return next === text ? [] : [{ ...cell, value: next }];
          });
          break;
        }
        replacer = swap;
        const master = operation.grid !== 'products';
        for (const column of new Set(operation.columns)) {
          const statement = replaceAll.get(`${master ? 'masters' : 'products'}.${column}`);
          if (statement === undefined) {
            throw invalidStoreInput('column', `No column ${column} here.`);
          }
          const params = master
            ? [profileId, step, log.seq(), operation.grid]
            : [profileId, step, log.seq()];
          log.advance(Number(statement.run(...params).changes) + 1);
          // The per-SKU row of a product without SKUs holds empty texts a pattern may match.
          if (!master && isSkuColumn(column) && clean(swap('')) !== '') {
            for (const row of emptyProducts.all(profileId)) {
              writes.push({ row: { id: String(row['id']), place: 0 }, column, value: swap('') });
            }
          }
        }
        break;
      }
      default:
        return undefined;
    }
    if (operation.kind !== 'replace') {
      // Filled and pasted blocks repeat a value down their rows: each run is checked once.
      // The writes are this operation's own objects: cleaned in place (cleaning twice is the same).
      let [lastIn, lastOut] = ['', ''];
      for (const cell of writes) {
        if (cell.value !== lastIn) [lastIn, lastOut] = [cell.value, clean(cell.value)];
        cell.value = lastOut;
      }
      const logged = cells.tryWrite(profileId, operation.grid, step, log, writes);
      if (logged !== undefined) return { cells: logged };
    }
    for (const cell of writes) space.write(cell);
    space.commit();
    return undefined;
  }

  function rowOperation(profileId: string, operation: Operation): void {
    switch (operation.kind) {
      case 'insertRows': {
        const seen = new Set<string>();
        for (const entry of operation.rows) {
          const taken =
            operation.grid === 'products'
              ? rowIdOf.get(profileId, entry.id)
              : masterRowIdOf.get(profileId, operation.grid, entry.id);
          if (taken !== undefined || seen.has(entry.id)) {
            throw storeConflict('A row with this id is in the grid already.');
          }
          seen.add(entry.id);
          const fits = operation.grid === 'products' ? asProduct(entry.row) : asMaster(entry.row);
          if (fits === null) throw invalidStoreInput('row', 'Not a row of this grid.');
          const position = entry.position ?? endPosition(profileId, operation.grid);
          rows.write(profileId, operation.grid, entry.id, position, entry.row);
          const rowId = int(
            (operation.grid === 'products'
              ? rowIdOf.get(profileId, entry.id)
              : masterRowIdOf.get(profileId, operation.grid, entry.id)) as Row,
            'row_id',
          );
          log.row(operation.grid, rowId, null, log.rowImage(operation.grid, rowId));
        }
        return;
      }
      case 'deleteRows':
        for (const id of new Set(operation.ids)) {
          const found =
            operation.grid === 'products'
              ? rowIdOf.get(profileId, id)
              : masterRowIdOf.get(profileId, operation.grid, id);
          if (found === undefined) throw notFound('The row');
          const rowId = int(found, 'row_id');
          log.row(operation.grid, rowId, log.rowImage(operation.grid, rowId), null);
          rows.remove(profileId, operation.grid, id);
        }
        return;
      case 'insertSkus':
      case 'deleteSkus': {
        const space = workspace(profileId, 'products');
        const byProduct = new Map<string, Set<number>>();
        if (operation.kind === 'insertSkus') {
          const work = space.product(operation.id);
          if (operation.place > work.skus.length) throw notFound('The SKU row');
          work.skus.splice(
            operation.place,
            0,
            ...operation.skus.map((sku): [string, string] => [
              clean(sku.color_code),
              clean(sku.size_code),
            ]),
          );
        } else {
          for (const row of operation.rows) {
            const work = space.product(row.id);
            if (row.place === undefined || row.place >= work.skus.length) {
              throw notFound('The SKU row');
            }
            const places = byProduct.get(row.id) ?? new Set<number>();
            places.add(row.place);
            byProduct.set(row.id, places);
          }
          for (const [id, places] of byProduct) {
            const work = space.product(id);
            work.skus = work.skus.filter((_sku, place) => !places.has(place));
          }
        }
        for (const work of space.products()) {
          const [old, now] = [JSON.stringify(work.skusBefore), JSON.stringify(work.skus)];
          if (old === now) continue;
          log.skus(work.rowId, old, now);
          log.putSkus(work.rowId, now);
        }
        return;
      }
      case 'setSkus':
        skuLists.apply(profileId, operation);
        return;
      default:
    }
  }

  function rename(
    profileId: string,
    step: number,
    operation: Extract<Operation, { kind: 'renameCode' }>,
  ): void {
    const found = masterOf.get(profileId, operation.grid, operation.id);
    if (found === undefined) throw notFound('The row');
    if (found['other_json'] !== null) {
      throw invalidStoreInput('row', 'This row is not a code as the grid holds it.');
    }
    const [old, code] = [String(found['code']), clean(operation.code)];
    if (old === code) return;
    log.cell('master', int(found, 'row_id'), null, 'code', old, code);
    if (old === '') return;
    const follow = operation.grid === 'brands' ? renameBrand : renameColor;
    log.advance(Number(follow.run(profileId, step, log.seq(), old, code).changes) + 1);
  }

  /**
   * A replace's `follow` in a master grid: each code it changed that no row of the grid keeps
   * after it is renamed in the products naming it, in the same step (as the find bar's
   * replace-plan.ts does in the page), never to an empty code.
   */
  function followCodes(
    profileId: string,
    step: number,
    grid: 'brands' | 'colors',
    floor: number,
  ): void {
    const renames = new Map<string, string>();
    for (const change of codeChanges.all(profileId, step, floor)) {
      const [old, code] = [String(change['old']), String(change['new'])];
      if (old !== '' && code !== '' && old !== code) renames.set(old, code);
    }
    const follow = grid === 'brands' ? renameBrand : renameColor;
    for (const [old, code] of renames) {
      if (codeKept.get(profileId, grid, step, old, floor) !== undefined) continue;
      log.advance(Number(follow.run(profileId, step, log.seq(), old, code).changes) + 1);
    }
  }

  /** The rows' refs as the grids name them (draft id, SKU place), in order. */
  function refsOf(profileId: string, grid: Grid, rows: Int32Array, skus: Int32Array | null) {
    const list = `[${rows.join(',')}]`;
    const found = (grid === 'products'
      ? productIdsOf.all(profileId, list)
      : masterIdsOf.all(profileId, list, grid)) as unknown as [string | null][];
    return found.map(([id], i): RowRef => {
      if (id === null) throw notFound('The row');
      return skus === null ? { id } : { id, place: skus[i] ?? 0 };
    });
  }

  /** A fill over rows named by row id: set-based, else row by row as a fill by refs is. */
  function rowsFill(profileId: string, step: number, fill: RowsFill): StepCounts | undefined {
    let { rows, skus } = fill;
    let values: string[];
    if (fill.value === undefined) {
      const [first] = refsOf(
        profileId,
        fill.grid,
        rows.subarray(0, 1),
        skus?.subarray(0, 1) ?? null,
      );
      if (first === undefined) return { cells: 0 };
      const space = workspace(profileId, fill.grid);
      values = fill.columns.map((column) => space.read(first, column));
      rows = rows.subarray(1);
      skus = skus?.subarray(1) ?? null;
    } else {
      const { value } = fill;
      values = fill.columns.map(() => value);
    }
    const logged = cells.tryFillRows(
      profileId,
      fill.grid,
      step,
      log,
      rows,
      skus,
      fill.columns,
      values.map(clean),
    );
    // One column of whole rows filled: each row changed has one cell changed.
    const one = skus === null && new Set(fill.columns).size === 1;
    if (logged !== undefined) return { cells: logged, rows: one ? logged : undefined };
    const space = workspace(profileId, fill.grid);
    for (const row of refsOf(profileId, fill.grid, rows, skus)) {
      fill.columns.forEach((column, j) => {
        space.write({ row, column, value: values[j] ?? '' });
      });
    }
    space.commit();
    return undefined;
  }

  /** One step of the history: `work` logs its changes; none, and the history is as it was. */
  function oneStep(
    profileId: string,
    group: string | undefined,
    work: (step: number) => StepCounts | undefined,
  ): OperationAnswer {
    try {
      const answer = tx.run(() => {
        const step = log.begin(profileId);
        const logged = work(step);
        if ((logged?.cells ?? log.entries(step)) === 0) throw new NoChange();
        log.applyCells(step);
        if (group !== undefined) log.group(step, group);
        return log.finish(step, logged);
      });
      return withHistory(profileId, answer);
    } catch (error) {
      if (error instanceof NoChange) {
        return withHistory(profileId, {
          version: log.version(profileId),
          cells: 0,
          rowCount: 0,
          rows: [],
        });
      }
      throw error;
    }
  }

  /** The answer with what the history holds after it (the toolbar's undo and redo). */
  function withHistory(profileId: string, answer: OperationAnswer): OperationAnswer {
    const { canUndo, canRedo } = log.history(profileId);
    return { ...answer, canUndo, canRedo };
  }

  return {
    apply: (profileId, operation, group) =>
      oneStep(profileId, group, (step) => {
        const floor = log.seq();
        let logged: StepCounts | undefined;
        if (operation.kind === 'renameCode') rename(profileId, step, operation);
        else logged = cellOperation(profileId, step, operation);
        if (operation.kind === 'replace' && operation.follow === true) {
          if (operation.grid !== 'products') {
            followCodes(profileId, step, operation.grid, floor);
          }
        }
        rowOperation(profileId, operation);
        return logged;
      }),
    fillRows: (profileId, fill, group) =>
      oneStep(profileId, group, (step) => rowsFill(profileId, step, fill)),
    undo: (profileId) =>
      withHistory(
        profileId,
        tx.run(() => log.undo(profileId)),
      ),
    redo: (profileId) =>
      withHistory(
        profileId,
        tx.run(() => log.redo(profileId)),
      ),
    version: (profileId) => log.version(profileId),
    history: (profileId) => log.history(profileId),
  };
}
