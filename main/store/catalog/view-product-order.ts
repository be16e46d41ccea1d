import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { isEmptyFilter } from '../../../app/catalog/column-filters.ts';
import { VIEW_COLUMN_KEYS, type ViewSpec } from '../../../app/catalog/views.ts';
import { fitViewRows, type FitEntries } from './view-fit.ts';

// A view whose rows are whole products in some order, kept in the core's memory (issue 28,
// step 3): the product view, and the per-SKU view when its sort and filters name only product
// columns (each product shows all its SKUs, in their places, one after another). The order is
// the products' row ids and, in the per-SKU view, where each product's rows start; a window
// finds its products by binary search and reads them (and their SKUs) by row id. Nothing is
// written per row: a million-row temp table cost 0.9–1.2 s of CPU to write (the SQL join and
// sort alone 0.6 s), this order 0.1–0.3 s to work out. Draft order is the same with no sort.

/** Product columns of both views: product_code, name, brand_code (c0 … c2). */
const PRODUCT_COLUMNS = new Set(['product_code', 'name', 'brand_code']);

export interface ProductOrder {
  /** Products' row ids in view order. */
  rowIds: Int32Array;
  /** Per-SKU view: where product i's rows start (length + 1 entries); null: one row each. */
  starts: Int32Array | null;
  length: number;
}

type Cells = SQLOutputValue[];
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : -1);
const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
/** A group_concat of integers as an array. */
const idsOf = (joined: string): Int32Array =>
  Int32Array.from(JSON.parse(`[${joined}]`) as number[]);

/** Whether a spec's rows are whole products (its sort and filters name product columns only). */
export function byProducts(spec: ViewSpec): boolean {
  if (spec.view !== 'products' && spec.view !== 'skus') return false;
  if (spec.filter.trim() !== '') return false;
  if (spec.sort !== null && !PRODUCT_COLUMNS.has(spec.sort.column)) return false;
  return spec.columnFilters.every(
    (filter) => isEmptyFilter(filter) || PRODUCT_COLUMNS.has(filter.column),
  );
}

/** Where each product's rows start, from its SKU count (a product without SKUs shows one). */
export function startsOf(
  rowIds: Int32Array,
  skuCount: (rowId: number, i: number) => number,
): Int32Array {
  const starts = new Int32Array(rowIds.length + 1);
  for (let i = 0; i < rowIds.length; i += 1) {
    starts[i + 1] = (starts[i] ?? 0) + Math.max(1, skuCount(rowIds[i] ?? 0, i));
  }
  return starts;
}

/** The product whose rows hold view row `at` (starts: ascending, starts[0] = 0). */
export function productAt(starts: Int32Array, at: number): number {
  let [lo, hi] = [0, starts.length - 2];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Indexes 0 … n - 1 ordered by each one's text as the grid sorts (ties: as given). */
export function sortedByText(texts: readonly string[], descending: boolean): Int32Array {
  const distinct = [...new Set(texts)].sort((a, b) => collator.compare(a, b));
  const rankOf = new Map<string, number>();
  let rank = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1] ?? '', text) !== 0) rank += 1;
    rankOf.set(text, rank);
  });
  // A counting sort by rank, stable (ties as given): no comparison per pair (a sort by brand,
  // 2,000 codes over 125,000 products, compared ranks some two million times).
  const last = rank;
  const ranks = Int32Array.from(texts, (text) => {
    const at = rankOf.get(text) ?? 0;
    return descending ? last - at : at;
  });
  const starts = new Int32Array(last + 2);
  for (const at of ranks) starts[at + 1] = (starts[at + 1] ?? 0) + 1;
  for (let at = 1; at < starts.length; at += 1) {
    starts[at] = (starts[at] ?? 0) + (starts[at - 1] ?? 0);
  }
  const order = new Int32Array(texts.length);
  ranks.forEach((at, i) => {
    const to = starts[at] ?? 0;
    order[to] = i;
    starts[at] = to + 1;
  });
  return order;
}

export function createProductOrders(
  db: DatabaseSync,
  catalogVersion: (profileId: string) => number,
) {
  // One text of the row ids (and SKU counts) rather than a row each: 125,000 rows as JS arrays
  // cost 45–60 ms of CPU, as one text parsed 15 (the product view's build before its first
  // window); per SKU 150 → 105 ms with the counts.
  const draftRows = db.prepare(`SELECT count(*), group_concat(row_id) FROM (
      SELECT row_id FROM catalog_products WHERE profile_id = ? ORDER BY position, id)`);
  const draftSkus = db.prepare(`SELECT count(*), group_concat(row_id), group_concat(n) FROM (
      SELECT row_id, (SELECT count(*) FROM catalog_skus s WHERE s.product_row = p.row_id) AS n
      FROM catalog_products p WHERE profile_id = ? ORDER BY position, id)`);
  for (const s of [draftRows, draftSkus]) s.setReturnArrays(true);

  const shapeChanges = db.prepare('SELECT changes FROM catalog_shape WHERE id = 1');
  shapeChanges.setReturnArrays(true);

  // The last draft orders read, by connection and view, with the catalog version and the count
  // of row-moving changes (catalog-shape-migration.ts) they are of: views built one after
  // another with no edit between (sorts, filters) read them once, and an edit that moved no row
  // (a cell's value) leaves them as read. The count is read before the rows: a write committed
  // between the two makes the next call read them again, never keeps rows older than the count.
  const drafts = new Map<
    string,
    { version: number; shape: number; entries: FitEntries; order: ProductOrder }
  >();

  /** The grid's rows in draft order with their SKU counts (the fit's entries) and its order. */
  function draft(profileId: string, perSku: boolean): { entries: FitEntries; order: ProductOrder } {
    const key = `${profileId}\u0000${String(perSku)}`;
    const version = catalogVersion(profileId);
    const held = drafts.get(key);
    if (held?.version === version) return held;
    const shape = num((shapeChanges.get() as unknown as Cells | undefined)?.[0]);
    if (shape >= 0 && held?.shape === shape) {
      held.version = version;
      return held;
    }
    const read = readDraft(profileId, perSku);
    if (drafts.size >= 4) drafts.clear();
    drafts.set(key, { version, shape, ...read });
    return read;
  }

  function readDraft(
    profileId: string,
    perSku: boolean,
  ): { entries: FitEntries; order: ProductOrder } {
    let rowIds: Int32Array;
    let skus: Int32Array;
    if (perSku) {
      const cells = draftSkus.get(profileId) as unknown as Cells;
      const any = num(cells[0]) > 0;
      rowIds = any ? idsOf(str(cells[1])) : new Int32Array(0);
      skus = any ? idsOf(str(cells[2])) : new Int32Array(0);
    } else {
      const cells = draftRows.get(profileId) as unknown as Cells;
      rowIds = num(cells[0]) > 0 ? idsOf(str(cells[1])) : new Int32Array(0);
      skus = new Int32Array(rowIds.length);
    }
    const starts = perSku ? startsOf(rowIds, (_, i) => skus[i] ?? 0) : null;
    return {
      entries: { ids: rowIds, skus },
      order: { rowIds, starts, length: starts === null ? rowIds.length : (starts.at(-1) ?? 0) },
    };
  }

  return {
    draft,
    /**
     * The spec's order (byProducts): its products kept by the WHERE clause over their own cells
     * (c0 … c2, as views.ts names them), sorted by the grid's collator, ties in draft order.
     */
    build(
      profileId: string,
      spec: ViewSpec,
      where: { where: string; params: Record<string, import('node:sqlite').SQLInputValue> },
    ): { entries: FitEntries; order: ProductOrder } {
      const perSku = spec.view === 'skus';
      const whole = draft(profileId, perSku);
      if (spec.sort === null && where.where === '') return whole;
      const col =
        spec.sort === null
          ? 0
          : (VIEW_COLUMN_KEYS[spec.view] as readonly string[]).indexOf(spec.sort.column);
      // A view kept to some rows (the problem list's, a file's marks) reads them by id, not by
      // going through every product of the connection.
      const onlyIds =
        spec.onlyIds === null ? '' : 'AND p.id IN (SELECT value FROM json_each(:only))';
      const statement = db.prepare(`SELECT r, c${String(col)} FROM (
          SELECT p.row_id AS r, p.id AS id, p.position AS o1, p.product_code AS c0, p.name AS c1,
            p.brand_code AS c2 FROM catalog_products p WHERE p.profile_id = :profile ${onlyIds})
        ${where.where} ORDER BY o1, id`);
      statement.setReturnArrays(true);
      const kept = statement.all({ ...where.params, profile: profileId }) as unknown as Cells[];
      let rowIds = Int32Array.from(kept, (cells) => num(cells[0]));
      if (spec.sort !== null) {
        const order = sortedByText(
          kept.map((cells) => str(cells[1])),
          spec.sort.descending,
        );
        rowIds = order.map((i) => rowIds[i] ?? 0);
      }
      let starts: Int32Array | null = null;
      if (perSku) {
        const countOf = new Map<number, number>();
        whole.entries.ids.forEach((rowId, i) => countOf.set(rowId, whole.entries.skus[i] ?? 0));
        starts = startsOf(rowIds, (rowId) => countOf.get(rowId) ?? 0);
      }
      return {
        entries: whole.entries,
        order: { rowIds, starts, length: starts === null ? rowIds.length : (starts.at(-1) ?? 0) },
      };
    },
    /**
     * The order after an edit (entries before and after differ): view-fit.ts's rule over whole
     * products (kept products keep their order, new ones go below the kept one before them in
     * draft order, deleted ones leave), each showing its SKUs as they are now. In a view of
     * whole products this is the per-SKU rule too: a product's rows stay together, in its SKUs'
     * places.
     */
    fit(order: ProductOrder, before: FitEntries, after: FitEntries): ProductOrder {
      const prev = {
        row: order.rowIds,
        sku: new Int32Array(order.rowIds.length).fill(-1),
        skey: [],
        length: order.rowIds.length,
      };
      const next = fitViewRows(false, before, after, prev, () => []);
      if (order.starts === null) return { rowIds: next.row, starts: null, length: next.length };
      const countOf = new Map<number, number>();
      after.ids.forEach((rowId, i) => countOf.set(rowId, after.skus[i] ?? 0));
      const starts = startsOf(next.row, (rowId) => countOf.get(rowId) ?? 0);
      return { rowIds: next.row, starts, length: starts.at(-1) ?? 0 };
    },
    /** The products showing rows from … from + count, and how many of the first one's to skip. */
    slice(order: ProductOrder, from: number, count: number): { rowIds: number[]; skip: number } {
      const end = Math.min(order.length, from + count);
      if (from >= end) return { rowIds: [], skip: 0 };
      if (order.starts === null) return { rowIds: [...order.rowIds.subarray(from, end)], skip: 0 };
      const first = productAt(order.starts, from);
      const last = productAt(order.starts, end - 1);
      return {
        rowIds: [...order.rowIds.subarray(first, last + 1)],
        skip: from - (order.starts[first] ?? 0),
      };
    },
  };
}

export type ProductOrders = ReturnType<typeof createProductOrders>;
