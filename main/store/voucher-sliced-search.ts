import type { DatabaseSync } from 'node:sqlite';
import type { SearchFilter, SearchOrder } from './voucher-cache-search.ts';

// The long reads of a cache search, a slice of the list at a time, with the app's other calls
// let in between (`pause`). A sorted query's first block over 200,000 rows is one top-N sort
// that held everything else 0.6 s; here each slice of SLICE_ROWS rows (by paging position)
// gives its own top rows and count in one sweep, and one small query orders the union: the top
// rows of the whole list are among the top rows of its slices, so the block is exactly the single
// query's.
// A query in paging order reads its whole order slice by slice (seq order needs no merge).
// The rows searched are those held when the search began (rows appended meanwhile come after
// them; a write that changes rows already held restarts it, see the repo's version).

export const SLICE_ROWS = 25_000;

/** The list's highest paging position now (0 when empty). */
function topSeq(db: DatabaseSync, list: readonly [string, string, string]): number {
  const row = db
    .prepare(
      'SELECT coalesce(max(seq), 0) AS top FROM voucher_rows WHERE profile_id = ? AND kind = ? AND scope = ?',
    )
    .get(...list);
  return Number(row?.['top'] ?? 0);
}

function range(filter: SearchFilter, from: number, to: number): SearchFilter {
  // The slice's bounds first: SQLite seeks the list's index with the first upper bound it sees
  // on seq, and after the filter's snapshot bound (upTo) every slice read on to the list's end
  // (a sorted first block over 200,000 rows cost 4.5 times one query instead of about the same).
  return {
    from: filter.from,
    where: `r.seq > ? AND r.seq <= ? AND ${filter.where}`,
    params: [from, to, ...filter.params],
    ended: filter.ended,
  };
}

/**
 * SQL true when a row (its key `m.k` and `m.seq`) comes before the bound row (`b.k`, `b.s`) in the
 * order: the key's direction with NULLs first going up and last going down (SQLite's), ties by
 * paging position. The comparisons are SQLite's own, so mixed types order as ORDER BY does.
 */
function beforeBound(descending: boolean): string {
  return descending
    ? `((m.k IS NOT NULL AND (b.k IS NULL OR m.k > b.k OR (m.k = b.k AND m.seq < b.s)))
        OR (m.k IS NULL AND b.k IS NULL AND m.seq < b.s))`
    : `((m.k IS NULL AND (b.k IS NOT NULL OR m.seq < b.s)) OR m.k < b.k
        OR (m.k = b.k AND m.seq < b.s))`;
}

/**
 * The rows of one window of a sorted query, and how many rows match in all. Each slice is one
 * sweep: until `wanted` rows are in hand, its top rows and count (a window count over the rows
 * the WHERE keeps, before the limit); after, its count and only the rows that come before the
 * wanted-th row found so far (an aggregate, no sort: most slices hand over a few ids). A second
 * query counting each slice swept it again; sorting every slice's matches for its top rows cost
 * as much as the sweep.
 */
export async function slicedWindow(
  db: DatabaseSync,
  list: readonly [string, string, string],
  filter: SearchFilter,
  order: SearchOrder,
  offset: number,
  limit: number,
  pause: () => Promise<void>,
  stale: () => boolean,
  sliceRows: number = SLICE_ROWS,
): Promise<{ rowIds: number[]; matched: number } | null> {
  const top = topSeq(db, list);
  const wanted = offset + limit;
  const best = db.prepare(
    `SELECT r.row_id FROM voucher_rows r WHERE r.row_id IN (SELECT value FROM json_each(?))
     ORDER BY ${order.orderBy} LIMIT ? OFFSET ?`,
  );
  let candidates: number[] = [];
  let matched = 0;
  for (let from = 0; from < top; from += sliceRows) {
    if (from > 0) {
      await pause();
      if (stale()) return null;
    }
    const part = range(filter, from, Math.min(top, from + sliceRows));
    const key = order.key;
    const bound = candidates.length < wanted ? undefined : candidates[wanted - 1];
    const held = candidates.length;
    if (key === null || bound === undefined) {
      const rows = db
        .prepare(
          `SELECT r.row_id, count(*) OVER () AS n FROM ${part.from} WHERE ${part.where}
           ORDER BY ${order.orderBy} LIMIT ?`,
        )
        .all(...part.params, ...order.params, wanted);
      for (const row of rows) candidates.push(Number(row['row_id']));
      matched += Number(rows[0]?.['n'] ?? 0);
    } else {
      const before = beforeBound(key.descending);
      const row = db
        .prepare(
          `WITH b(k, s) AS (SELECT ${key.sql}, r.seq FROM voucher_rows r WHERE r.row_id = ?)
           SELECT count(*) AS n, json_group_array(m.row_id) FILTER (WHERE ${before}) AS ids
           FROM (SELECT r.row_id AS row_id, ${key.sql} AS k, r.seq AS seq
                 FROM ${part.from} WHERE ${part.where}) m, b`,
        )
        .get(...order.params, bound, ...order.params, ...part.params);
      matched += Number(row?.['n'] ?? 0);
      const ids = JSON.parse(String(row?.['ids'] ?? '[]')) as number[];
      candidates.push(...ids);
    }
    // In order, so the wanted-th is the bound; only the wanted first can be in the window.
    if (candidates.length >= wanted && candidates.length > held) {
      candidates = best
        .all(JSON.stringify(candidates), ...order.params, wanted, 0)
        .map((found) => Number(found['row_id']));
    }
  }
  const rowIds = best
    .all(JSON.stringify(candidates), ...order.params, limit, offset)
    .map((row) => Number(row['row_id']));
  return { rowIds, matched };
}

/** Every matching row id in paging order, a slice at a time. */
export async function slicedPagingOrder(
  db: DatabaseSync,
  list: readonly [string, string, string],
  filter: SearchFilter,
  pause: () => Promise<void>,
  stale: () => boolean,
  sliceRows: number = SLICE_ROWS,
): Promise<Float64Array | null> {
  const top = topSeq(db, list);
  const ids: number[] = [];
  for (let from = 0; from < top; from += sliceRows) {
    if (from > 0) {
      await pause();
      if (stale()) return null;
    }
    const part = range(filter, from, Math.min(top, from + sliceRows));
    // The slice's ids as one JSON array: handing SQLite's rows to JS one at a time cost more
    // than the sweep (69,133 past-due ids at 200,000 rows).
    const row = db
      .prepare(
        `SELECT json_group_array(r.row_id ORDER BY r.seq) AS ids FROM ${part.from}
         WHERE ${part.where}`,
      )
      .get(...part.params);
    for (const id of JSON.parse(String(row?.['ids'] ?? '[]')) as number[]) ids.push(id);
  }
  return Float64Array.from(ids);
}

let orderTables = 0;

/**
 * Every matching row id in a sorted query's order, a slice at a time: each slice's rows go with
 * their sort key into a temporary table indexed by (key, seq), the order SQLite's own sort gives,
 * and the index is then read in slices. Temporary tables are this connection's own: no lock on
 * the store is held between slices.
 */
export async function slicedSortedOrder(
  db: DatabaseSync,
  list: readonly [string, string, string],
  filter: SearchFilter,
  order: SearchOrder,
  pause: () => Promise<void>,
  stale: () => boolean,
  sliceRows: number = SLICE_ROWS,
): Promise<Float64Array | null> {
  const key = order.key;
  if (key === null) return slicedPagingOrder(db, list, filter, pause, stale, sliceRows);
  orderTables += 1;
  const table = `kikan_order_${String(orderTables)}`;
  const direction = key.descending ? 'DESC' : 'ASC';
  db.exec(`CREATE TEMP TABLE ${table} (k, seq INTEGER NOT NULL, row_id INTEGER NOT NULL)`);
  try {
    db.exec(`CREATE INDEX temp.${table}_order ON ${table} (k ${direction}, seq)`);
    const top = topSeq(db, list);
    for (let from = 0; from < top; from += sliceRows) {
      if (from > 0) {
        await pause();
        if (stale()) return null;
      }
      const part = range(filter, from, Math.min(top, from + sliceRows));
      db.prepare(
        `INSERT INTO temp.${table} (k, seq, row_id)
         SELECT ${key.sql}, r.seq, r.row_id FROM ${part.from} WHERE ${part.where}`,
      ).run(...order.params, ...part.params);
    }
    const read = db.prepare(
      `SELECT row_id FROM temp.${table} ORDER BY k ${direction}, seq LIMIT ? OFFSET ?`,
    );
    read.setReturnArrays(true);
    const ids: number[] = [];
    for (let offset = 0; ; offset += sliceRows) {
      if (offset > 0) {
        await pause();
        if (stale()) return null;
      }
      const before = ids.length;
      for (const row of read.iterate(sliceRows, offset) as Iterable<unknown[]>) {
        ids.push(Number(row[0]));
      }
      if (ids.length - before < sliceRows) break;
    }
    return Float64Array.from(ids);
  } finally {
    db.exec(`DROP TABLE temp.${table}`);
  }
}
