import type { DatabaseSync, SQLInputValue, SQLOutputValue } from 'node:sqlite';
import { cellTest, isEmptyFilter } from '../../../app/catalog/column-filters.ts';
import type { ViewSpec } from '../../../app/catalog/views.ts';
import type { FitPlan } from './view-fit-plan.ts';
import type { FitEntries } from './view-fit.ts';
import type { ProductOrders } from './view-product-order.ts';

// The per-SKU view sorted or filtered by a SKU column (colour, size), ordered in the core's
// memory (issue 28, step 3): the SKU table's colours and sizes are held as columns in draft
// order, read as two texts once per catalog version (a million colours in 0.1–0.2 s of CPU),
// and a build keeps and sorts row indexes there: each distinct text ranked once with the
// grid's collator, the kept rows bucketed by rank in draft order (the grid's buildView: ties
// keep draft order). Nothing is written a row; the temp table gets the order in slices between
// calls, as a view of whole products does (views.ts).

const SKU_COLUMNS = new Set(['color_code', 'size_code']);

/** The per-SKU view's rows in order: product row id, SKU place (-1: none), colour NUL size. */
export interface SkuRows {
  row: Int32Array;
  sku: Int32Array;
  length: number;
  /** Where row i's key is: k ≥ 0 in `base`, -1 - n in `added`. */
  keyAt: Int32Array;
  /** The SKU's colour NUL size as the view placed it (null: a product without SKUs). */
  base: (k: number) => string | null;
  /** Keys of rows fitted in after the build. */
  added: (string | null)[];
}

/** Row i's SKU's colour NUL size as the view placed it (null: a product without SKUs). */
export function skeyOf(rows: SkuRows, i: number): string | null {
  const at = rows.keyAt[i] ?? 0;
  return at < 0 ? (rows.added[-1 - at] ?? null) : rows.base(at);
}

/**
 * The rows after an edit that only inserted or deleted rows (view-fit-plan.ts; view-fit.ts's
 * rule): deleted rows leave, new rows go below the last row of the kept row before them, at
 * the top, or at the end; everything else keeps its place. No row is read from SQL but the new
 * products' SKUs (`keysOf`: colour NUL size in place order).
 */
export function plannedRows(
  rows: SkuRows,
  plan: FitPlan,
  entries: FitEntries,
  keysOf: (rowId: number) => string[],
): SkuRows {
  const gone = new Set(plan.deleted);
  const lastOf = new Map<number, number>();
  let removed = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const r = rows.row[i] ?? 0;
    if (gone.has(r)) removed += 1;
    else if (plan.below.has(r)) lastOf.set(r, i);
  }
  const hidden: number[] = [];
  for (const [anchor, list] of plan.below) if (!lastOf.has(anchor)) hidden.push(...list);
  const added = rows.added;
  const rowsOf = (list: readonly number[]): [number, number, number][] =>
    list.flatMap((j): [number, number, number][] => {
      const id = entries.ids[j] ?? 0;
      if ((entries.skus[j] ?? 0) === 0) {
        added.push(null);
        return [[id, -1, -added.length]];
      }
      return keysOf(id).map((key, place): [number, number, number] => {
        added.push(key);
        return [id, place, -added.length];
      });
    });
  const top = rowsOf(plan.top);
  const below = new Map<number, [number, number, number][]>();
  for (const [anchor, list] of plan.below) if (lastOf.has(anchor)) below.set(anchor, rowsOf(list));
  const end = rowsOf([...plan.end, ...hidden]);
  let extra = top.length + end.length;
  for (const list of below.values()) extra += list.length;
  const length = rows.length - removed + extra;
  const out: SkuRows = {
    row: new Int32Array(length),
    sku: new Int32Array(length),
    keyAt: new Int32Array(length),
    length,
    base: rows.base,
    added,
  };
  let o = 0;
  const put = (list: readonly [number, number, number][]): void => {
    for (const [row, sku, at] of list) {
      out.row[o] = row;
      out.sku[o] = sku;
      out.keyAt[o] = at;
      o += 1;
    }
  };
  put(top);
  for (let i = 0; i < rows.length; i += 1) {
    const r = rows.row[i] ?? 0;
    if (gone.has(r)) continue;
    out.row[o] = r;
    out.sku[o] = rows.sku[i] ?? -1;
    out.keyAt[o] = rows.keyAt[i] ?? 0;
    o += 1;
    if (lastOf.get(r) === i) put(below.get(r) ?? []);
  }
  put(end);
  return out;
}

/** The per-SKU view's rows in draft order, and where each one's SKU is in the SKU texts. */
interface SkuColumns {
  row: Int32Array;
  sku: Int32Array;
  /** Row k's SKU's index in a column's texts (-1: a product without SKUs). */
  textAt: Int32Array;
  length: number;
  /** A SKU column's texts in product row id, place order, read when first asked. */
  texts: Map<string, string[]>;
  /**
   * A SKU column's texts as numbers when read ahead: each text's index in `distinct`, in the
   * texts' order (a sort then ranks its distinct texts, not a million of them).
   */
  codes: Map<string, { ids: Int32Array; distinct: string[] }>;
}

type Cells = SQLOutputValue[];
const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : -1);

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Product row ids one slice of a read ahead covers (some 100,000 SKUs at 8 a product). */
const READ_AHEAD_PRODUCTS = 12_500;

/** Whether a view is the per-SKU view sorted or filtered by a SKU column, without quick filter. */
export function bySkuRows(spec: ViewSpec): boolean {
  if (spec.view !== 'skus' || spec.filter.trim() !== '') return false;
  if (spec.sort !== null && SKU_COLUMNS.has(spec.sort.column)) return true;
  return spec.columnFilters.some((f) => !isEmptyFilter(f) && SKU_COLUMNS.has(f.column));
}

/** The spec without its SKU columns' filters: what SQL tests over the products alone. */
export function productPart(spec: ViewSpec): ViewSpec {
  return { ...spec, columnFilters: spec.columnFilters.filter((f) => !SKU_COLUMNS.has(f.column)) };
}

/** Ranks of texts as the grid sorts them: equal under the collator, equal rank. */
function ranksOf(texts: Iterable<string>): Map<string, number> {
  const distinct = [...new Set(texts)].sort((a, b) => collator.compare(a, b));
  const rankOf = new Map<string, number>();
  let rank = 0;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1] ?? '', text) !== 0) rank += 1;
    rankOf.set(text, rank);
  });
  return rankOf;
}

/** `kept` (ascending) ordered by rank, stable: a counting sort, ties in draft order. */
function byRank(kept: Int32Array, rankAt: (k: number) => number, descending: boolean): Int32Array {
  const ranks = new Int32Array(kept.length);
  let top = 0;
  for (let i = 0; i < kept.length; i += 1) {
    const r = rankAt(kept[i] ?? 0);
    ranks[i] = r;
    if (r > top) top = r;
  }
  const starts = new Int32Array(top + 2);
  for (const r of ranks) {
    const b = (descending ? top - r : r) + 1;
    starts[b] = (starts[b] ?? 0) + 1;
  }
  for (let r = 1; r < starts.length; r += 1) starts[r] = (starts[r] ?? 0) + (starts[r - 1] ?? 0);
  const out = new Int32Array(kept.length);
  for (let i = 0; i < kept.length; i += 1) {
    const r = ranks[i] ?? 0;
    const bucket = descending ? top - r : r;
    out[starts[bucket] ?? 0] = kept[i] ?? 0;
    starts[bucket] = (starts[bucket] ?? 0) + 1;
  }
  return out;
}

export function createSkuOrders(
  db: DatabaseSync,
  orders: ProductOrders,
  catalogVersion: (profileId: string) => number,
) {
  // A SKU column of the connection's products in product row id, place order, as one text. The
  // SKU table alone over its index when every product is the connection's (no sort, no join:
  // 0.1–0.2 s of CPU a column at a million SKUs), else joined to the products.
  const otherProfiles = db.prepare(
    'SELECT 1 FROM catalog_products WHERE profile_id < ?1 OR profile_id > ?1 LIMIT 1',
  );
  const columnText = (column: 'color_code' | 'size_code', alone: boolean) =>
    db.prepare(
      alone
        ? `SELECT count(*), group_concat(${column}, char(30)) FROM (
            SELECT ${column} FROM catalog_skus ORDER BY product_row, place)`
        : `SELECT count(*), group_concat(${column}, char(30)) FROM (
            SELECT s.${column} FROM catalog_products p
              JOIN catalog_skus s ON s.product_row = p.row_id
            WHERE p.profile_id = ? ORDER BY p.row_id, s.place)`,
    );
  const texts = {
    color_code: { alone: columnText('color_code', true), joined: columnText('color_code', false) },
    size_code: { alone: columnText('size_code', true), joined: columnText('size_code', false) },
  };
  for (const pair of Object.values(texts))
    for (const s of Object.values(pair)) s.setReturnArrays(true);
  // The same texts over a range of product row ids: a slice of a read ahead of a sort.
  const columnSlice = (column: 'color_code' | 'size_code', alone: boolean) =>
    db.prepare(
      alone
        ? `SELECT count(*), group_concat(${column}, char(30)) FROM (
            SELECT ${column} FROM catalog_skus WHERE product_row >= ?1 AND product_row < ?2
            ORDER BY product_row, place)`
        : `SELECT count(*), group_concat(${column}, char(30)) FROM (
            SELECT s.${column} FROM catalog_products p
              JOIN catalog_skus s ON s.product_row = p.row_id
            WHERE p.profile_id = ?3 AND p.row_id >= ?1 AND p.row_id < ?2
            ORDER BY p.row_id, s.place)`,
    );
  const slices = {
    color_code: {
      alone: columnSlice('color_code', true),
      joined: columnSlice('color_code', false),
    },
    size_code: { alone: columnSlice('size_code', true), joined: columnSlice('size_code', false) },
  };
  for (const pair of Object.values(slices))
    for (const s of Object.values(pair)) s.setReturnArrays(true);
  const lastRow = db.prepare('SELECT max(row_id) FROM catalog_products WHERE profile_id = ?');
  lastRow.setReturnArrays(true);

  /** A SKU column's texts of the products with row ids from … to - 1, in row id, place order. */
  function readRange(
    column: 'color_code' | 'size_code',
    alone: boolean,
    profileId: string,
    from: number,
    to: number,
  ): string[] {
    const statement = alone ? slices[column].alone : slices[column].joined;
    const cells = (alone
      ? statement.get(from, to)
      : statement.get(from, to, profileId)) as unknown as Cells;
    return num(cells[0]) > 0 ? str(cells[1]).split('\u001e') : [];
  }

  let held: { profileId: string; version: number; columns: SkuColumns } | null = null;
  /** A read ahead of a SKU column's texts under way, over `columns` (held's). */
  let ahead: {
    columns: SkuColumns;
    column: 'color_code' | 'size_code';
    alone: boolean;
    next: number;
    end: number;
    list: string[];
    ids: number[];
    idOf: Map<string, number>;
  } | null = null;

  function readColumns(entries: FitEntries): SkuColumns {
    // Where each product's SKUs start in the texts (they come in row id order).
    // Row ids in draft order already ascending (a catalog as saved): the starts are the sums.
    let ascendingIds = true;
    for (let i = 1; i < entries.ids.length && ascendingIds; i += 1) {
      ascendingIds = (entries.ids[i - 1] ?? 0) < (entries.ids[i] ?? 0);
    }
    const firstOf = new Map<number, number>();
    if (!ascendingIds) {
      const countOf = new Map<number, number>();
      entries.ids.forEach((id, i) => countOf.set(id, entries.skus[i] ?? 0));
      let at = 0;
      for (const id of Int32Array.from(entries.ids).sort()) {
        firstOf.set(id, at);
        at += countOf.get(id) ?? 0;
      }
    }
    let sum = 0;
    let length = 0;
    for (const count of entries.skus) length += Math.max(1, count);
    const columns: SkuColumns = {
      row: new Int32Array(length),
      sku: new Int32Array(length),
      textAt: new Int32Array(length),
      length,
      texts: new Map(),
      codes: new Map(),
    };
    let k = 0;
    entries.ids.forEach((id, i) => {
      const count = entries.skus[i] ?? 0;
      const first = ascendingIds ? sum : (firstOf.get(id) ?? 0);
      sum += count;
      if (count === 0) {
        columns.row[k] = id;
        columns.sku[k] = -1;
        columns.textAt[k] = -1;
        k += 1;
      }
      for (let s = 0; s < count; s += 1) {
        columns.row[k] = id;
        columns.sku[k] = s;
        columns.textAt[k] = first + s;
        k += 1;
      }
    });
    return columns;
  }

  /** A SKU column's text a row of the draft order ('' for a product without SKUs). */
  function textsOf(
    profileId: string,
    columns: SkuColumns,
    column: 'color_code' | 'size_code',
  ): (k: number) => string {
    let list = columns.texts.get(column);
    if (list === undefined && ahead?.columns === columns && ahead.column === column) {
      // A read ahead of it under way: the rest of its rows at once.
      const { alone, next, end } = ahead;
      list = ahead.list;
      for (const text of readRange(column, alone, profileId, next, end)) list.push(text);
      columns.texts.set(column, list);
      ahead = null;
    }
    if (list === undefined) {
      const alone = otherProfiles.get(profileId) === undefined;
      const statement = alone ? texts[column].alone : texts[column].joined;
      const cells = (alone ? statement.get() : statement.get(profileId)) as unknown as Cells;
      list = num(cells[0]) > 0 ? str(cells[1]).split('\u001e') : [];
      columns.texts.set(column, list);
    }
    const read = list;
    return (k) => {
      const at = columns.textAt[k] ?? -1;
      return at < 0 ? '' : (read[at] ?? '');
    };
  }

  /** The draft order's rows with colours and sizes, read again only when the catalog moved. */
  function columnsOf(profileId: string): { entries: FitEntries; columns: SkuColumns } {
    const version = catalogVersion(profileId);
    const { entries } = orders.draft(profileId, true);
    if (held?.profileId !== profileId || held.version !== version) {
      held = { profileId, version, columns: readColumns(entries) };
    }
    return { entries, columns: held.columns };
  }

  return {
    /**
     * The next slice of reading the SKU columns' texts ahead of a sort or filter by them (about
     * 100,000 SKUs, 10–20 ms of CPU; a million read at once took 100–150 ms in front of a sort's
     * first window). False when both are held.
     */
    readAhead(profileId: string): boolean {
      const fresh = held?.profileId !== profileId || held.version !== catalogVersion(profileId);
      const { columns } = columnsOf(profileId);
      // The draft order's rows worked out this turn (some 30 ms at a million), the texts after.
      if (fresh) return true;
      const column = (['color_code', 'size_code'] as const).find((c) => !columns.texts.has(c));
      if (column === undefined) return false;
      if (ahead?.columns !== columns || ahead.column !== column) {
        const last = num((lastRow.get(profileId) as unknown as Cells)[0]);
        const alone = otherProfiles.get(profileId) === undefined;
        ahead = {
          columns,
          column,
          alone,
          next: 0,
          end: last + 1,
          list: [],
          ids: [],
          idOf: new Map(),
        };
      }
      const { alone, next, end, list } = ahead;
      const upTo = next + READ_AHEAD_PRODUCTS;
      const { ids, idOf } = ahead;
      let [last, lastId] = ['', -1];
      for (const text of readRange(column, alone, profileId, next, upTo)) {
        list.push(text);
        if (text !== last || lastId < 0) {
          let id = idOf.get(text);
          if (id === undefined) {
            id = idOf.size;
            idOf.set(text, id);
          }
          [last, lastId] = [text, id];
        }
        ids.push(lastId);
      }
      ahead.next = upTo;
      if (upTo >= end) {
        columns.texts.set(column, list);
        columns.codes.set(column, { ids: Int32Array.from(ids), distinct: [...idOf.keys()] });
        ahead = null;
      }
      return true;
    },
    /**
     * The spec's rows (bySkuRows): products kept by the WHERE clause over their own cells (c0 …
     * c2, as views.ts names them; `productWhere` of productPart(spec)), SKU rows by the SKU
     * columns' filters, sorted by the grid's collator, ties in draft order.
     */
    build(
      profileId: string,
      spec: ViewSpec,
      productWhere: { where: string; params: Record<string, SQLInputValue> },
    ): { entries: FitEntries; rows: SkuRows } {
      const { entries, columns } = columnsOf(profileId);
      const sortCol = spec.sort?.column ?? null;
      const productSort = sortCol !== null && !SKU_COLUMNS.has(sortCol);
      // Products the product columns keep, with the sorted text when the sort is theirs.
      let productText: Map<number, string> | null = null;
      if (productWhere.where !== '' || productSort) {
        const col = ['product_code', 'name', 'brand_code'].indexOf(productSort ? sortCol : '');
        const statement = db.prepare(`SELECT r, c${String(Math.max(0, col))} FROM (
            SELECT p.row_id AS r, p.id AS id, p.product_code AS c0, p.name AS c1,
              p.brand_code AS c2 FROM catalog_products p WHERE p.profile_id = :profile)
          ${productWhere.where}`);
        statement.setReturnArrays(true);
        productText = new Map();
        for (const cells of statement.all({
          ...productWhere.params,
          profile: profileId,
        }) as unknown as Cells[]) {
          productText.set(num(cells[0]), str(cells[1]));
        }
      }
      // Each SKU column's filter tested once per distinct text.
      const tests = spec.columnFilters
        .filter((f) => !isEmptyFilter(f) && SKU_COLUMNS.has(f.column))
        .map((f) => {
          const test = cellTest(f);
          const seen = new Map<string, boolean>();
          const textOf = textsOf(profileId, columns, f.column as 'color_code' | 'size_code');
          // Neighbours often share a text (a product's SKUs): compared before it is looked up.
          let [last, lastHit] = ['', test('')];
          return (k: number): boolean => {
            const text = textOf(k);
            if (text === last) return lastHit;
            let hit = seen.get(text);
            if (hit === undefined) {
              hit = test(text);
              seen.set(text, hit);
            }
            [last, lastHit] = [text, hit];
            return hit;
          };
        });
      const keptList = new Int32Array(columns.length);
      let n = 0;
      for (let k = 0; k < columns.length; k += 1) {
        if (productText !== null && !productText.has(columns.row[k] ?? 0)) continue;
        if (tests.every((test) => test(k))) keptList[n++] = k;
      }
      let kept: Int32Array = keptList.slice(0, n);
      if (spec.sort !== null) {
        if (productSort && productText !== null) {
          const text = productText;
          const rank = ranksOf(text.values());
          kept = byRank(
            kept,
            (k) => rank.get(text.get(columns.row[k] ?? 0) ?? '') ?? 0,
            spec.sort.descending,
          );
        } else {
          const textOf = textsOf(profileId, columns, sortCol as 'color_code' | 'size_code');
          const codes = columns.codes.get(sortCol ?? '');
          if (codes !== undefined) {
            // Read ahead: the distinct texts ranked, each row's rank by its text's number.
            const rank = ranksOf([...codes.distinct, '']);
            const rankOfId = Int32Array.from(codes.distinct, (text) => rank.get(text) ?? 0);
            const blank = rank.get('') ?? 0;
            const { ids } = codes;
            const rankAt = (k: number): number => {
              const at = columns.textAt[k] ?? -1;
              return at < 0 ? blank : (rankOfId[ids[at] ?? 0] ?? 0);
            };
            kept = byRank(kept, rankAt, spec.sort.descending);
          } else {
            // A product without SKUs shows a blank, whether or not some SKU has one.
            const rank = ranksOf(new Set(columns.texts.get(sortCol ?? '') ?? []).add(''));
            let [last, lastRank] = ['', rank.get('') ?? 0];
            const rankAt = (k: number): number => {
              const text = textOf(k);
              if (text !== last) [last, lastRank] = [text, rank.get(text) ?? 0];
              return lastRank;
            };
            kept = byRank(kept, rankAt, spec.sort.descending);
          }
        }
      }
      // The SKUs' keys are asked for only when the order is written or fitted.
      let keyOf: ((k: number) => string) | null = null;
      const rows: SkuRows = {
        keyAt: kept,
        added: [],
        row: kept.map((k) => columns.row[k] ?? 0),
        sku: kept.map((k) => columns.sku[k] ?? -1),
        length: kept.length,
        base: (k) => {
          if ((columns.sku[k] ?? -1) < 0) return null;
          if (keyOf === null) {
            const colorOf = textsOf(profileId, columns, 'color_code');
            const sizeOf = textsOf(profileId, columns, 'size_code');
            keyOf = (at) => `${colorOf(at)}\u0000${sizeOf(at)}`;
          }
          return keyOf(k);
        },
      };
      return { entries, rows };
    },
  };
}

export type SkuOrders = ReturnType<typeof createSkuOrders>;
