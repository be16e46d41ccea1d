import type { DatabaseSync } from 'node:sqlite';
import type { SearchFilter, SearchOrder } from './voucher-cache-search.ts';

// Deep blocks of a sorted or filtered list cost what early ones do. A block at OFFSET n made
// SQLite sort and skip n rows again for every block (row 150,000 of 200,000 kept 150,200 rows
// in its sorter). Instead, the first block past the first one reads the query's whole ordered
// list of row ids once (one sweep and sort; 8 bytes a row) and every later block is a slice of
// it. A sorted query's first block stays a top-N sort (most are looked at, never scrolled);
// one in paging order reads its whole order at once, a sweep with no sort that also counts it. The list is kept per query
// while the rows it could see do not change (see the repo's versions), for the last few
// queries only.

const KEPT_QUERIES = 4;

export class SortedIds {
  readonly #kept = new Map<string, { version: string; ids: Float64Array }>();

  /** The query's ordered ids when already read at this version. */
  peek(query: string, version: string): Float64Array | undefined {
    const kept = this.#kept.get(query);
    if (kept?.version !== version) return undefined;
    // Most recently used last.
    this.#kept.delete(query);
    this.#kept.set(query, kept);
    return kept.ids;
  }

  read(
    db: DatabaseSync,
    query: string,
    version: string,
    filter: SearchFilter,
    order: SearchOrder,
  ): Float64Array {
    const ids = allRowIds(db, filter, order);
    this.keep(query, version, ids);
    return ids;
  }

  /** Keeps a query's ordered ids read elsewhere (e.g. a slice at a time). */
  keep(query: string, version: string, ids: Float64Array): void {
    this.#kept.delete(query);
    this.#kept.set(query, { version, ids });
    while (this.#kept.size > KEPT_QUERIES) {
      const oldest = this.#kept.keys().next().value;
      if (oldest === undefined) break;
      this.#kept.delete(oldest);
    }
  }

  clear(): void {
    this.#kept.clear();
  }
}

/** Every matching row id, in the query's order (row ids, then the seq tie-break, are unique). */
export function allRowIds(
  db: DatabaseSync,
  filter: SearchFilter,
  order: SearchOrder,
): Float64Array {
  const statement = db.prepare(
    `SELECT r.row_id FROM ${filter.from} WHERE ${filter.where} ORDER BY ${order.orderBy}`,
  );
  statement.setReturnArrays(true);
  const ids: number[] = [];
  for (const row of statement.iterate(...filter.params, ...order.params) as Iterable<unknown[]>) {
    ids.push(Number(row[0]));
  }
  return Float64Array.from(ids);
}
