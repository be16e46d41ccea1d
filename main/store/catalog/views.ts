import type { DatabaseSync, SQLInputValue, SQLOutputValue } from 'node:sqlite';
import {
  conditionTest,
  isEmptyFilter,
  valuesListOf,
  type ConditionOp,
  type ValuesList,
} from '../../../app/catalog/column-filters.ts';
import {
  VIEW_COLUMN_KEYS,
  type CatalogCounts,
  type CatalogViewName,
  type ViewInfo,
  type ViewRow,
  type ViewSpec,
  type ViewWindow,
} from '../../../app/catalog/views.ts';
import { invalidStoreInput, notFound, storeConflict } from '../store-errors.ts';
import type { Transactor } from '../transaction.ts';
import { planFit, type FitPlan } from './view-fit-plan.ts';
import { fitViewRows, sameEntries, type FitEntries, type FitRows } from './view-fit.ts';
import { byProducts, createProductOrders, type ProductOrder } from './view-product-order.ts';
import { createViewReads, type ViewReads } from './view-reads.ts';
import { createCatalogCounts } from './counts.ts';
import { sqlCellHas, sqlTestsNeedle } from './view-quick-filter.ts';
import { ViewSegments } from './view-segments.ts';
import { productRangeRows, skuRangeRows, type RangeRows } from './view-range-rows.ts';
import {
  bySkuRows,
  createSkuOrders,
  plannedRows,
  productPart,
  skeyOf,
  type SkuRows,
} from './view-sku-order.ts';

// Views of the catalog's grids in the core (issue 28, step 3). A view's order is kept in a temp
// table, place → (row, SKU place), built in SQL: filters are WHERE clauses (a JavaScript function
// only where case must fold as the grid folds it), the sort an ORDER BY over each distinct
// text's rank (ranked once with the grid's collator; ties keep draft order). A window joins its
// places back to the row tables. After an edit the view's rows are fitted, not re-sorted
// (view-fit.ts, the rule of the grid's view-state.ts), and the view says it is stale. When an
// edit only inserted or deleted a few rows, only those rows are written (view-fit-plan.ts): the
// order is then runs of the temp table's places (view-segments.ts) until the next whole fit.

/** Rows inserted or deleted at most for a fit that writes only them. */
const FIT_ROWS_LIMIT = 2_000;
/** Runs of places at most before a fit writes the whole order afresh. */
const FIT_RUNS_LIMIT = 1_000;

export interface CatalogViews {
  /** Builds a view (in place of `replaces` when given): sort and filters applied afresh. */
  view(profileId: string, spec: ViewSpec, replaces?: number): ViewInfo;
  /** Rows from … from + count of the view, with their cells; fits the view after edits first. */
  window(viewId: number, from: number, count: number): ViewWindow & { catalogVersion: number };
  /** A column's distinct texts with counts over the rows the view's other filters keep. */
  values(profileId: string, spec: ViewSpec, column: string): ValuesList;
  close(viewId: number): void;
  /** A view fitted to the catalog as it is now, for reading it whole (view-find.ts). */
  reader(viewId: number): ViewReader;
  /**
   * The rows at places top … bottom of the view fitted to the catalog now, when its order is
   * still the one of `version` (a fill over them, view-fill.ts); refused as a conflict when rows
   * moved since, as invalid input when the places are past its end.
   */
  rowsAt(viewId: number, version: number, top: number, bottom: number): ViewRowsAt;
  /** Find (count, next), copy of a range, Ctrl+Arrow over a view (view-reads.ts). */
  reads: ViewReads;
  /** How many rows each grid of a connection holds (counts.ts). */
  counts: (profileId: string) => CatalogCounts;
}

/** The rows at a range of a view's places, and whose view it is. */
export interface ViewRowsAt extends RangeRows {
  profileId: string;
  view: CatalogViewName;
}

/** What a reader of a whole view needs: its info, its grid and its runs of places. */
export interface ViewReader {
  info: ViewInfo;
  /** The key of the view's order in temp.catalog_view_rows (view_id there). */
  table: number;
  view: CatalogViewName;
  segments: ViewSegments;
  profileId: string;
  spec: ViewSpec;
}

interface Held {
  profileId: string;
  spec: ViewSpec;
  active: boolean;
  /**
   * The key of this order's rows in the temp table: each new order gets its own, and the rows
   * of the one it replaces are deleted in slices afterwards (a million took 135 ms of CPU, in
   * front of the first window of a new sort).
   */
  table: number;
  /** The order: runs of the temp table's places (of `products` once written there). */
  segments: ViewSegments;
  /** Whole products in order, in memory (view-product-order.ts); null: the temp table's. */
  products: ProductOrder | null;
  /** Per-SKU rows in order, in memory (view-sku-order.ts); null: not such a view. */
  skuRows: SkuRows | null;
  /**
   * How many of `products` the temp table holds: they are written there in slices between
   * other calls (find, copy and Ctrl+Arrow read a view through it), the rest at once when one
   * of those comes first.
   */
  written: number;
  /** A slice of that writing (or of reading ahead) is waiting for its turn. */
  writing: boolean;
  /** The SKU columns' texts were read ahead (per-SKU view) at this catalog version. */
  readAhead: boolean;
  version: number;
  /** The view's version its order (place → row) is of: a fit that moved rows sets it. */
  orderAt: number;
  stale: boolean;
  /** The catalog's version the rows were built or fitted at. */
  catalogVersion: number;
  entries: FitEntries;
}

/** Products written to the temp table in one slice (about 20,000 rows, some 15–20 ms of CPU). */
const WRITE_PRODUCTS = 2_500;
/** Per-SKU rows written to the temp table in one slice. */
const WRITE_SKU_ROWS = 20_000;
/** Rows of a replaced order deleted from the temp table in one slice (some 3 ms of CPU). */
const SWEEP_ROWS = 20_000;

/** How many entries of a view's order in memory (products or SKU rows) there are to write. */
const toWrite = (view: Held): number => view.products?.rowIds.length ?? view.skuRows?.length ?? 0;

type Cells = SQLOutputValue[];
const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : -1);

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The products grid's SKU cell ("NV: S M L · IV: S M") from colour US size RS … text. */
export function skuSummaryOf(text: string | null): string {
  if (text === null || text === '') return '';
  const groups = new Map<string, string[]>();
  for (const sku of text.split('\u001e')) {
    const cut = sku.indexOf('\u001f');
    const [color, size] = [sku.slice(0, cut), sku.slice(cut + 1)];
    const sizes = groups.get(color);
    if (sizes === undefined) groups.set(color, [size]);
    else sizes.push(size);
  }
  return [...groups].map(([color, sizes]) => `${color}: ${sizes.join(' ')}`).join(' · ');
}

export const SKU_TEXT = `(SELECT group_concat(color_code || char(31) || size_code, char(30))
  FROM (SELECT color_code, size_code FROM catalog_skus WHERE product_row = p.row_id ORDER BY place))`;

/** Each view's rows before filters: r (row), k (SKU place, -1 none), id, cells c0…, draft order. */
export function sourceOf(view: CatalogViewName): { from: string; order: string } {
  switch (view) {
    case 'brands':
    case 'colors':
      return {
        from: `SELECT m.row_id AS r, -1 AS k, m.id AS id, m.position AS o1, m.code AS c0,
            m.name AS c1 FROM catalog_masters m WHERE m.profile_id = :profile AND m.grid = '${view}'`,
        order: 'o1, id',
      };
    case 'products':
      return {
        from: `SELECT p.row_id AS r, -1 AS k, p.id AS id, p.position AS o1, p.product_code AS c0,
            p.name AS c1, p.brand_code AS c2, kikan_sku_summary(${SKU_TEXT}) AS c3
          FROM catalog_products p WHERE p.profile_id = :profile`,
        order: 'o1, id',
      };
    case 'skus':
      return {
        from: `SELECT p.row_id AS r, coalesce(s.place, -1) AS k, p.id AS id, p.position AS o1,
            p.product_code AS c0, p.name AS c1, p.brand_code AS c2,
            coalesce(s.color_code, '') AS c3, coalesce(s.size_code, '') AS c4
          FROM catalog_products p LEFT JOIN catalog_skus s ON s.product_row = p.row_id
          WHERE p.profile_id = :profile`,
        order: 'o1, id, k',
      };
  }
}

const columnIndex = (view: CatalogViewName, column: string): number =>
  (VIEW_COLUMN_KEYS[view] as readonly string[]).indexOf(column);

/** ASCII digits, punctuation and spaces: no character any case mapping makes or takes. */
// eslint-disable-next-line no-control-regex
const CASELESS = /^[\x00-\x40\x5b-\x60\x7b-\x7f]+$/;

/** The WHERE clause of a spec's filters (leaving out one column's own filter) and its values. */
export function whereOf(
  spec: ViewSpec,
  except?: string,
): { where: string; params: Record<string, SQLInputValue> } {
  const cols = VIEW_COLUMN_KEYS[spec.view].map((_, i) => `c${i}`);
  const parts: string[] = [];
  const params: Record<string, SQLInputValue> = {};
  if (spec.onlyIds !== null) {
    parts.push('id IN (SELECT value FROM json_each(:only))');
    params['only'] = JSON.stringify(spec.onlyIds);
  }
  const needle = spec.filter.trim().toLocaleLowerCase();
  if (needle !== '' && CASELESS.test(needle)) {
    // No letter in it: folding a cell's case cannot make or break a match, so SQL's instr
    // tests it exactly, without a call into JavaScript a row.
    parts.push(`(${cols.map((col) => `instr(${col}, :needle) > 0`).join(' OR ')})`);
    params['needle'] = needle;
  } else if (needle !== '' && sqlTestsNeedle(needle)) {
    // Printable ASCII: SQL folds the cells' case as JavaScript would, without a call a row.
    parts.push(`(${cols.map(sqlCellHas).join(' OR ')})`);
    params['needle'] = needle;
  } else if (needle !== '') {
    parts.push(`kikan_view_has(:needle, ${cols.join(', ')})`);
    params['needle'] = needle;
  }
  spec.columnFilters.forEach((filter, n) => {
    const col = columnIndex(spec.view, filter.column);
    if (filter.column === except || col < 0 || isEmptyFilter(filter)) return;
    if (filter.values !== undefined) {
      parts.push(`c${col} IN (SELECT value FROM json_each(:v${n}))`);
      params[`v${n}`] = JSON.stringify(filter.values);
    }
    if (filter.condition !== undefined) {
      parts.push(`kikan_view_meets(:op${n}, :t${n}, c${col})`);
      params[`op${n}`] = filter.condition.op;
      params[`t${n}`] = filter.condition.text;
    }
  });
  return { where: parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`, params };
}

const isActive = (spec: ViewSpec): boolean =>
  spec.sort !== null ||
  spec.filter.trim() !== '' ||
  spec.onlyIds !== null ||
  spec.columnFilters.some((filter) => !isEmptyFilter(filter));

export function createCatalogViews(
  db: DatabaseSync,
  tx: Transactor,
  catalogVersion: (profileId: string) => number,
): CatalogViews {
  db.exec(`
    CREATE TEMP TABLE IF NOT EXISTS catalog_view_rows (
      view_id INTEGER NOT NULL,
      place INTEGER NOT NULL,
      row_id INTEGER NOT NULL,
      sku INTEGER NOT NULL,
      -- The SKU's colour NUL size when the view placed it: how a SKU is known again after its
      -- product's SKUs were written anew (inserted or deleted SKUs).
      skey TEXT,
      PRIMARY KEY (view_id, place)
    ) WITHOUT ROWID`);

  // The quick filter's cells, each folded once per run of equal texts (neighbours share them).
  let lastCells: string[] = [];
  let lastHits: boolean[] = [];
  let lastNeedle = '';
  db.function(
    'kikan_view_has',
    { deterministic: true, directOnly: true, varargs: true },
    (needle, ...cells) => {
      const wanted = typeof needle === 'string' ? needle : '';
      if (wanted !== lastNeedle) [lastNeedle, lastCells, lastHits] = [wanted, [], []];
      for (let i = 0; i < cells.length; i += 1) {
        const text = typeof cells[i] === 'string' ? (cells[i] as string) : '';
        if (lastCells[i] !== text) {
          lastCells[i] = text;
          lastHits[i] = text.toLocaleLowerCase().includes(wanted);
        }
        if (lastHits[i] === true) return 1;
      }
      return 0;
    },
  );
  // A condition's test (the grid's, app/catalog/column-filters.ts), made once per op and text.
  const tests = new Map<string, ((cell: string) => boolean) | null>();
  db.function('kikan_view_meets', { deterministic: true, directOnly: true }, (op, text, cell) => {
    const key = `${String(op)}\u0000${String(text)}`;
    let test = tests.get(key);
    if (test === undefined) {
      if (tests.size > 64) tests.clear();
      test = conditionTest(op as ConditionOp, String(text));
      tests.set(key, test);
    }
    return test === null || test(typeof cell === 'string' ? cell : '') ? 1 : 0;
  });
  db.function('kikan_sku_summary', { deterministic: true, directOnly: true }, (text) =>
    skuSummaryOf(typeof text === 'string' ? text : null),
  );
  // The rank of each distinct text of the column a build sorts by (set for that build only, so
  // the function is not deterministic across statements).
  let ranks = new Map<string, number>();
  db.function('kikan_view_rank', { deterministic: false, directOnly: true }, (text) =>
    typeof text === 'string' ? (ranks.get(text) ?? 0) : 0,
  );

  const dropRows = db.prepare('DELETE FROM temp.catalog_view_rows WHERE view_id = ?');
  const putRows = db.prepare(`
    INSERT INTO temp.catalog_view_rows (view_id, place, row_id, sku, skey)
    SELECT ?1, ?2 + key, value ->> 0, value ->> 1, value ->> 2 FROM json_each(?3)`);
  const readRows = db.prepare(`
    SELECT row_id, sku, skey FROM temp.catalog_view_rows
    WHERE view_id = ? AND place >= ? AND place < ? ORDER BY place`);
  const placesOfRows = db.prepare(`
    SELECT row_id, place FROM temp.catalog_view_rows
    WHERE view_id = ? AND row_id IN (SELECT value FROM json_each(?))`);
  const dropPlaces = db.prepare(`
    DELETE FROM temp.catalog_view_rows
    WHERE view_id = ? AND place IN (SELECT value FROM json_each(?))`);
  for (const s of [readRows, placesOfRows]) s.setReturnArrays(true);
  const masterEntries = db.prepare(`
    SELECT row_id, 0 FROM catalog_masters WHERE profile_id = ? AND grid = ?
    ORDER BY position, id`);
  const skusOfProduct = db.prepare(
    `SELECT color_code || char(0) || size_code FROM catalog_skus WHERE product_row = ?
     ORDER BY place`,
  );
  for (const s of [masterEntries, skusOfProduct]) s.setReturnArrays(true);
  const windows = new Map<CatalogViewName, ReturnType<DatabaseSync['prepare']>>();
  const windowOf = (view: CatalogViewName) => {
    const held = windows.get(view);
    if (held !== undefined) return held;
    const sql =
      view === 'brands' || view === 'colors'
        ? `SELECT m.id, -1, m.code, m.name FROM temp.catalog_view_rows v
            JOIN catalog_masters m ON m.row_id = v.row_id`
        : view === 'products'
          ? `SELECT p.id, -1, p.product_code, p.name, p.brand_code,
              kikan_sku_summary(${SKU_TEXT}) FROM temp.catalog_view_rows v
              JOIN catalog_products p ON p.row_id = v.row_id`
          : `SELECT p.id, v.sku, p.product_code, p.name, p.brand_code,
              coalesce(s.color_code, ''), coalesce(s.size_code, '') FROM temp.catalog_view_rows v
              JOIN catalog_products p ON p.row_id = v.row_id
              LEFT JOIN catalog_skus s ON s.product_row = v.row_id AND s.place = v.sku`;
    const statement = db.prepare(
      `${sql} WHERE v.view_id = ? AND v.place >= ? AND v.place < ? ORDER BY v.place`,
    );
    statement.setReturnArrays(true);
    windows.set(view, statement);
    return statement;
  };

  // A SKU column's counts over every per-SKU row, when every product is the profile's: the SKU
  // table grouped on its own (over the colour's index in its order), without the join to the
  // products that the general query makes a million times; a product without SKUs is a blank.
  const otherProfiles = db.prepare(
    'SELECT 1 FROM catalog_products WHERE profile_id < ?1 OR profile_id > ?1 LIMIT 1',
  );
  const noSkus = db.prepare(`
    SELECT count(*) FROM catalog_products p WHERE profile_id = ?
      AND NOT EXISTS (SELECT 1 FROM catalog_skus s WHERE s.product_row = p.row_id)`);
  const skuCounts = {
    color_code: db.prepare('SELECT color_code, count(*) FROM catalog_skus GROUP BY color_code'),
    size_code: db.prepare('SELECT size_code, count(*) FROM catalog_skus GROUP BY size_code'),
  };
  for (const s of [noSkus, skuCounts.color_code, skuCounts.size_code]) s.setReturnArrays(true);

  function skuColumnCounts(
    profileId: string,
    column: 'color_code' | 'size_code',
  ): { value: string; count: number }[] | null {
    if (otherProfiles.get(profileId) !== undefined) return null;
    const counts = (skuCounts[column].all() as unknown as Cells[]).map((cells) => ({
      value: str(cells[0]),
      count: num(cells[1]),
    }));
    const blanks = num((noSkus.get(profileId) as unknown as Cells)[0]);
    if (blanks > 0) {
      const blank = counts.find((entry) => entry.value === '');
      if (blank === undefined) counts.push({ value: '', count: blanks });
      else blank.count += blanks;
    }
    return counts;
  }

  const orders = createProductOrders(db, catalogVersion);
  const productWindows = {
    products: db.prepare(`SELECT p.id, -1, p.product_code, p.name, p.brand_code,
        kikan_sku_summary(${SKU_TEXT}) FROM json_each(?) w
      JOIN catalog_products p ON p.row_id = w.value ORDER BY w.key`),
    skus: db.prepare(`SELECT p.id, coalesce(s.place, -1), p.product_code, p.name, p.brand_code,
        coalesce(s.color_code, ''), coalesce(s.size_code, '') FROM json_each(?) w
      JOIN catalog_products p ON p.row_id = w.value
      LEFT JOIN catalog_skus s ON s.product_row = p.row_id ORDER BY w.key, s.place`),
  };
  for (const s of Object.values(productWindows)) s.setReturnArrays(true);
  const skuOrders = createSkuOrders(db, orders, catalogVersion);
  const skuRowsWindow = db.prepare(`SELECT p.id, w.value ->> 1, p.product_code, p.name,
      p.brand_code, coalesce(s.color_code, ''), coalesce(s.size_code, '') FROM json_each(?) w
    JOIN catalog_products p ON p.row_id = w.value ->> 0
    LEFT JOIN catalog_skus s ON s.product_row = p.row_id AND s.place = w.value ->> 1
    ORDER BY w.key`);
  skuRowsWindow.setReturnArrays(true);
  // A product order written to the temp table: products [row id, first place] (and their SKUs).
  const putProducts = db.prepare(`
    INSERT INTO temp.catalog_view_rows (view_id, place, row_id, sku, skey)
    SELECT ?1, (w.value ->> 1) + coalesce(s.place, 0), w.value ->> 0, coalesce(s.place, -1),
      CASE WHEN s.place IS NULL THEN NULL ELSE s.color_code || char(0) || s.size_code END
    FROM json_each(?2) w LEFT JOIN catalog_skus s ON s.product_row = w.value ->> 0`);
  const putPlain = db.prepare(`
    INSERT INTO temp.catalog_view_rows (view_id, place, row_id, sku, skey)
    SELECT ?1, ?3 + key, value, -1, NULL FROM json_each(?2)`);

  const held = new Map<number, Held>();
  let nextId = 1;
  let nextTable = 1;

  // Keys of orders replaced or closed whose rows are still in the temp table.
  const retired: number[] = [];
  let sweeping = false;
  const sweepRows = db.prepare(`
    DELETE FROM temp.catalog_view_rows WHERE view_id = ?1 AND place IN (
      SELECT place FROM temp.catalog_view_rows WHERE view_id = ?1 LIMIT ?2)`);

  /** An order's rows to delete from the temp table, a slice at a time when the core is idle. */
  function retire(table: number): void {
    retired.push(table);
    sweep();
  }

  function sweep(): void {
    if (sweeping || retired.length === 0) return;
    sweeping = true;
    setImmediate(() => {
      sweeping = false;
      const table = retired[0] ?? 0;
      try {
        const gone = tx.run(() => Number(sweepRows.run(table, SWEEP_ROWS).changes));
        if (gone < SWEEP_ROWS) retired.shift();
      } catch {
        return; // the store was closed
      }
      sweep();
    });
  }

  /** The next slice of a view's order in memory into the temp table. */
  function writeSlice(view: Held): void {
    const order = view.products;
    if (order === null) {
      writeSkuSlice(view);
      return;
    }
    const end = Math.min(order.rowIds.length, view.written + WRITE_PRODUCTS);
    if (order.starts === null) {
      putPlain.run(
        view.table,
        JSON.stringify([...order.rowIds.subarray(view.written, end)]),
        view.written,
      );
    } else {
      const pairs: [number, number][] = [];
      for (let j = view.written; j < end; j += 1) {
        pairs.push([order.rowIds[j] ?? 0, order.starts[j] ?? 0]);
      }
      putProducts.run(view.table, JSON.stringify(pairs));
    }
    view.written = end;
  }

  function writeSkuSlice(view: Held): void {
    const rows = view.skuRows;
    if (rows === null) return;
    const end = Math.min(rows.length, view.written + WRITE_SKU_ROWS);
    const part: [number, number, string | null][] = [];
    for (let i = view.written; i < end; i += 1) {
      part.push([rows.row[i] ?? 0, rows.sku[i] ?? -1, skeyOf(rows, i)]);
    }
    putRows.run(view.table, view.written, JSON.stringify(part));
    view.written = end;
  }

  /** A new order in memory: the temp table's rows of the old one go, the new ones follow. */
  function restart(view: Held): void {
    retire(view.table);
    view.table = nextTable++;
    view.written = 0;
    view.segments = new ViewSegments(view.products?.length ?? view.skuRows?.length ?? 0);
  }

  /**
   * Reads the per-SKU view's colours and sizes ahead of a sort or filter by them, a slice at a
   * time when the core has nothing else to do, before its order goes to the temp table.
   */
  function readAhead(viewId: number, view: Held): boolean {
    if (view.spec.view !== 'skus' || view.readAhead) return false;
    if (view.writing) return true;
    view.writing = true;
    setImmediate(() => {
      view.writing = false;
      if (held.get(viewId) !== view) return;
      try {
        if (catalogVersion(view.profileId) !== view.catalogVersion) return;
        view.readAhead = !tx.run(() => skuOrders.readAhead(view.profileId));
      } catch {
        return; // the store was closed
      }
      schedule(viewId, view);
    });
    return true;
  }

  /** Writes the order's next slice when the core has nothing else to do. */
  function schedule(viewId: number, view: Held): void {
    if (readAhead(viewId, view)) return;
    const [order, rows] = [view.products, view.skuRows];
    if ((order === null && rows === null) || view.writing || view.written >= toWrite(view)) return;
    view.writing = true;
    setImmediate(() => {
      view.writing = false;
      if (held.get(viewId) !== view || view.products !== order || view.skuRows !== rows) return;
      try {
        // An edit since: the next read fits the view first, and the writing starts again then.
        if (catalogVersion(view.profileId) !== view.catalogVersion) return;
        tx.run(() => {
          writeSlice(view);
        });
      } catch {
        return; // the store was closed
      }
      schedule(viewId, view);
    });
  }

  /** The view's runs of temp table places, its order in memory written there first. */
  function segmentsOf(view: Held): ViewSegments {
    if (view.written < toWrite(view)) {
      tx.run(() => {
        while (view.written < toWrite(view)) writeSlice(view);
      });
    }
    return view.segments;
  }

  function entriesOf(profileId: string, view: CatalogViewName): FitEntries {
    if (view === 'products' || view === 'skus')
      return orders.draft(profileId, view === 'skus').entries;
    const list = masterEntries.all(profileId, view) as unknown as Cells[];
    return {
      ids: Int32Array.from(list, (cells) => num(cells[0])),
      skus: new Int32Array(list.length),
    };
  }

  function writeRows(table: number, rows: FitRows): void {
    dropRows.run(table);
    const chunk = 20_000;
    for (let from = 0; from < rows.length; from += chunk) {
      const part: [number, number, string | null][] = [];
      for (let i = from; i < Math.min(rows.length, from + chunk); i += 1) {
        part.push([rows.row[i] ?? 0, rows.sku[i] ?? -1, rows.skey[i] ?? null]);
      }
      putRows.run(table, from, JSON.stringify(part));
    }
  }

  function build(table: number, profileId: string, spec: ViewSpec): number {
    const { from, order } = sourceOf(spec.view);
    const { where, params } = whereOf(spec);
    const skey =
      spec.view === 'skus' ? 'CASE WHEN k < 0 THEN NULL ELSE c3 || char(0) || c4 END' : 'NULL';
    let orderBy = order;
    if (spec.sort !== null) {
      const col = columnIndex(spec.view, spec.sort.column);
      if (col < 0) throw invalidStoreInput('sort', `No column ${spec.sort.column} in this view.`);
      const distinct = db.prepare(`SELECT DISTINCT c${col} FROM (${from}) ${where}`);
      distinct.setReturnArrays(true);
      const texts = (distinct.all({ ...params, profile: profileId }) as unknown as Cells[]).map(
        (cells) => str(cells[0]),
      );
      texts.sort((a, b) => collator.compare(a, b));
      // Texts the collator finds equal share a rank, so their rows keep draft order.
      ranks = new Map();
      let rank = 0;
      texts.forEach((text, i) => {
        if (i > 0 && collator.compare(texts[i - 1] ?? '', text) !== 0) rank += 1;
        ranks.set(text, rank);
      });
      orderBy = `kikan_view_rank(c${col})${spec.sort.descending ? ' DESC' : ''}, ${order}`;
    }
    dropRows.run(table);
    const inserted = db
      .prepare(
        `INSERT INTO temp.catalog_view_rows (view_id, place, row_id, sku, skey)
        SELECT :view, row_number() OVER (ORDER BY ${orderBy}) - 1, r, k, ${skey}
        FROM (${from}) ${where}`,
      )
      .run({ ...params, profile: profileId, view: table });
    ranks = new Map();
    return Number(inserted.changes);
  }

  /** The view's rows in order (its runs of places read one after another). */
  function readOrder(table: number, segments: ViewSegments): FitRows {
    const rows: Cells[] = [];
    for (const run of segments.runs) {
      for (const cells of readRows.all(table, run.from, run.to) as unknown as Cells[]) {
        rows.push(cells);
      }
    }
    return {
      row: Int32Array.from(rows, (cells) => num(cells[0])),
      sku: Int32Array.from(rows, (cells) => num(cells[1])),
      skey: rows.map((cells) => (typeof cells[2] === 'string' ? cells[2] : null)),
      length: rows.length,
    };
  }

  /** Writes only the rows an insert or delete changed: deleted rows leave, new rows fit in. */
  function fitRows(view: Held, entries: FitEntries, plan: FitPlan): void {
    const table = view.table;
    const perSku = view.spec.view === 'skus';
    const segments = view.segments;
    const anchors = [...plan.below.keys()];
    const looked = [...plan.deleted, ...anchors];
    const placesOf = new Map<number, number[]>();
    if (looked.length > 0) {
      const found = placesOfRows.all(table, JSON.stringify(looked)) as unknown as Cells[];
      for (const cells of found) {
        const rowId = num(cells[0]);
        const list = placesOf.get(rowId) ?? [];
        list.push(num(cells[1]));
        placesOf.set(rowId, list);
      }
    }
    const gone = plan.deleted.flatMap((rowId) => placesOf.get(rowId) ?? []);
    if (gone.length > 0) {
      dropPlaces.run(table, JSON.stringify(gone));
      segments.remove(gone);
    }
    const put = (at: number, list: readonly number[]): void => {
      const part: [number, number, string | null][] = [];
      for (const j of list) {
        const id = entries.ids[j] ?? 0;
        if (!perSku || (entries.skus[j] ?? 0) === 0) part.push([id, -1, null]);
        else {
          const keys = (skusOfProduct.all(id) as unknown as Cells[]).map((cells) => str(cells[0]));
          keys.forEach((key, sku) => part.push([id, sku, key]));
        }
      }
      if (part.length === 0) return;
      putRows.run(table, segments.insert(at, part.length), JSON.stringify(part));
    };
    put(0, plan.top);
    const hidden: number[] = [];
    for (const [anchor, list] of plan.below) {
      const shown = (placesOf.get(anchor) ?? []).map((place) => segments.showsAt(place));
      const last = Math.max(-1, ...shown);
      if (last < 0) hidden.push(...list);
      else put(last + 1, list);
    }
    put(segments.length, [...plan.end, ...hidden]);
  }

  function fitted(viewId: number): Held {
    const view = held.get(viewId);
    if (view === undefined) throw notFound('The view');
    const now = catalogVersion(view.profileId);
    if (now === view.catalogVersion) return view;
    let moved: boolean;
    if (view.products !== null) moved = fitProducts(view);
    else if (view.skuRows !== null) moved = fitSkuRows(view);
    else moved = fitRowsView(view);
    view.catalogVersion = now;
    view.readAhead = false;
    view.version += 1;
    if (moved) view.orderAt = view.version;
    schedule(viewId, view);
    return view;
  }

  /** A product order after an edit: draft order again, or fitted by whole products. Moved? */
  function fitProducts(view: Held): boolean {
    const order = view.products;
    if (order === null) return false;
    const perSku = view.spec.view === 'skus';
    const now = orders.draft(view.profileId, perSku);
    const same = sameEntries(now.entries, view.entries);
    if (same) {
      // Rows keep their places; the temp table (when written) still names them.
      view.stale = view.stale || view.active;
      view.entries = now.entries;
      return false;
    }
    view.products = view.active ? orders.fit(order, view.entries, now.entries) : now.order;
    view.stale = view.active;
    view.entries = now.entries;
    restart(view);
    return true;
  }

  /** Per-SKU rows in memory after an edit: kept when no row came or went, else fitted. Moved? */
  function fitSkuRows(view: Held): boolean {
    const rows = view.skuRows;
    if (rows === null) return false;
    const now = orders.draft(view.profileId, true).entries;
    const same = sameEntries(now, view.entries);
    view.stale = view.stale || view.active;
    if (!same) {
      const keysOf = (rowId: number): string[] =>
        (skusOfProduct.all(rowId) as unknown as Cells[]).map((cells) => str(cells[0]));
      const plan = planFit(true, view.entries, now, FIT_ROWS_LIMIT);
      if (plan !== null) view.skuRows = plannedRows(rows, plan, now, keysOf);
      else {
        const prev: FitRows = {
          row: rows.row,
          sku: rows.sku,
          skey: Array.from({ length: rows.length }, (_, i) => skeyOf(rows, i)),
          length: rows.length,
        };
        const next = fitViewRows(true, view.entries, now, prev, keysOf);
        view.skuRows = {
          row: next.row,
          sku: next.sku,
          length: next.length,
          keyAt: Int32Array.from(next.row, (_, i) => i),
          base: (k) => next.skey[k] ?? null,
          added: [],
        };
      }
      view.stale = view.active;
      restart(view);
    }
    view.entries = now;
    return !same;
  }

  /** A view whose order is the temp table's after an edit. Moved? */
  function fitRowsView(view: Held): boolean {
    return tx.run(() => {
      const entries = entriesOf(view.profileId, view.spec.view);
      const same =
        entries.ids.length === view.entries.ids.length &&
        entries.ids.every((id, i) => id === view.entries.ids[i]) &&
        entries.skus.every((count, i) => count === view.entries.skus[i]);
      const plan =
        same || view.segments.runs.length > FIT_RUNS_LIMIT
          ? null
          : planFit(view.spec.view === 'skus', view.entries, entries, FIT_ROWS_LIMIT);
      if (same) {
        view.stale = view.stale || view.active;
      } else if (plan !== null) {
        // An unsorted, unfiltered view fitted so is in draft order, as a build would make it.
        fitRows(view, entries, plan);
        view.stale = view.active;
      } else if (!view.active) {
        view.segments = new ViewSegments(build(view.table, view.profileId, view.spec));
        view.stale = false;
      } else {
        const prev = readOrder(view.table, view.segments);
        const next = fitViewRows(view.spec.view === 'skus', view.entries, entries, prev, (rowId) =>
          (skusOfProduct.all(rowId) as unknown as Cells[]).map((cells) => str(cells[0])),
        );
        writeRows(view.table, next);
        view.segments = new ViewSegments(next.length);
        view.stale = true;
      }
      view.entries = entries;
      return !same;
    });
  }

  const info = (viewId: number, view: Held): ViewInfo => ({
    viewId,
    length: view.products?.length ?? view.skuRows?.length ?? view.segments.length,
    version: view.version,
    stale: view.stale,
  });

  const reader = (viewId: number): ViewReader => {
    const view = fitted(viewId);
    return {
      info: info(viewId, view),
      get table() {
        return view.table;
      },
      view: view.spec.view,
      get segments() {
        return segmentsOf(view);
      },
      profileId: view.profileId,
      spec: view.spec,
    };
  };

  return {
    view(profileId, spec, replaces) {
      const viewId = replaces !== undefined && held.has(replaces) ? replaces : nextId++;
      const previous = held.get(viewId);
      return tx.run(() => {
        const catalog = catalogVersion(profileId);
        // The new order's rows go under a key of their own; the old ones' leave in slices.
        if (previous !== undefined) retire(previous.table);
        const base = {
          profileId,
          spec,
          table: nextTable++,
          readAhead: false,
          active: isActive(spec),
          version: (previous?.version ?? 0) + 1,
          orderAt: (previous?.version ?? 0) + 1,
          stale: false,
          catalogVersion: catalog,
        };
        let view: Held;
        if (byProducts(spec)) {
          const { entries, order } = orders.build(profileId, spec, whereOf(spec));
          view = {
            ...base,
            entries,
            products: order,
            skuRows: null,
            written: 0,
            writing: false,
            segments: new ViewSegments(order.length),
          };
        } else if (bySkuRows(spec)) {
          const { entries, rows } = skuOrders.build(profileId, spec, whereOf(productPart(spec)));
          view = {
            ...base,
            entries,
            products: null,
            skuRows: rows,
            written: 0,
            writing: false,
            segments: new ViewSegments(rows.length),
          };
        } else {
          const entries = entriesOf(profileId, spec.view);
          const length = build(base.table, profileId, spec);
          view = {
            ...base,
            entries,
            products: null,
            skuRows: null,
            written: 0,
            writing: false,
            segments: new ViewSegments(length),
          };
        }
        held.set(viewId, view);
        // The order goes to the temp table once the first window was read (window()): its
        // slices would otherwise come before that window on this thread (first paint).
        return info(viewId, view);
      });
    },
    window(viewId, from, count) {
      // One read transaction: the version the window names and the cells it holds are of the
      // same committed state, though the writing thread may commit between two statements.
      return tx.run(() => {
        const view = fitted(viewId);
        const statement = windowOf(view.spec.view);
        let cells: Cells[] = [];
        if (view.products !== null) {
          const { rowIds, skip } = orders.slice(view.products, from, count);
          const shown = Math.max(0, Math.min(count, view.products.length - from));
          const query = view.spec.view === 'skus' ? productWindows.skus : productWindows.products;
          cells =
            rowIds.length === 0 ? [] : (query.all(JSON.stringify(rowIds)) as unknown as Cells[]);
          cells = cells.slice(skip, skip + shown);
        } else if (view.skuRows !== null) {
          const rows = view.skuRows;
          const pairs: [number, number][] = [];
          for (let i = Math.max(0, from); i < Math.min(rows.length, from + count); i += 1) {
            pairs.push([rows.row[i] ?? 0, rows.sku[i] ?? -1]);
          }
          if (pairs.length > 0)
            cells = skuRowsWindow.all(JSON.stringify(pairs)) as unknown as Cells[];
        } else
          for (const run of view.segments.pieces(from, count)) {
            for (const line of statement.all(view.table, run.from, run.to) as unknown as Cells[]) {
              cells.push(line);
            }
          }
        const rows = cells.map((line): ViewRow => {
          const place = num(line[1]);
          const row: ViewRow = { id: str(line[0]), cells: line.slice(2).map(str) };
          if (place >= 0) row.place = place;
          return row;
        });
        schedule(viewId, view);
        return { ...info(viewId, view), catalogVersion: view.catalogVersion, from, rows };
      });
    },
    values(profileId, spec, column) {
      const col = columnIndex(spec.view, column);
      if (col < 0) throw invalidStoreInput('column', `No column ${column} in this view.`);
      const { from } = sourceOf(spec.view);
      const { where, params } = whereOf(spec, column);
      if (
        spec.view === 'skus' &&
        where === '' &&
        (column === 'color_code' || column === 'size_code')
      ) {
        const counts = skuColumnCounts(profileId, column);
        if (counts !== null) return valuesListOf(counts);
      }
      const statement = db.prepare(
        `SELECT c${col}, count(*) FROM (${from}) ${where} GROUP BY c${col}`,
      );
      statement.setReturnArrays(true);
      const counts = (statement.all({ ...params, profile: profileId }) as unknown as Cells[]).map(
        (cells) => ({ value: str(cells[0]), count: num(cells[1]) }),
      );
      return valuesListOf(counts);
    },
    close(viewId) {
      const view = held.get(viewId);
      if (view !== undefined && held.delete(viewId)) retire(view.table);
    },
    reader,
    rowsAt(viewId, version, top, bottom) {
      return tx.run(() => {
        const view = fitted(viewId);
        if (version < view.orderAt || version > view.version) {
          throw storeConflict(
            'The rows moved since they were selected (sorted, filtered, added or removed): ' +
              'nothing was filled. Select the cells again.',
          );
        }
        const length = info(viewId, view).length;
        if (bottom >= length || top > bottom) {
          throw invalidStoreInput('bottom', 'The range is past the end of the view.');
        }
        const at = { profileId: view.profileId, view: view.spec.view };
        if (view.products !== null)
          return { ...at, ...productRangeRows(view.products, top, bottom) };
        if (view.skuRows !== null) return { ...at, ...skuRangeRows(view.skuRows, top, bottom) };
        const rows = new Int32Array(bottom - top + 1);
        const skus = view.spec.view === 'skus' ? new Int32Array(rows.length) : null;
        let i = 0;
        for (const run of segmentsOf(view).pieces(top, bottom - top + 1)) {
          for (const cells of readRows.all(view.table, run.from, run.to) as unknown as Cells[]) {
            rows[i] = num(cells[0]);
            if (skus !== null) skus[i] = Math.max(0, num(cells[1]));
            i += 1;
          }
        }
        return { ...at, rows, skus };
      });
    },
    reads: createViewReads(db, reader),
    counts: createCatalogCounts(db),
  };
}
