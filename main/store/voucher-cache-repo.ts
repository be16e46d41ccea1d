import type { DatabaseSync } from 'node:sqlite';
import { KikanError } from '../../app/errors.ts';
import type { CacheInfo, VoucherSort } from '../../app/resources/voucher-cache.ts';
import type { GroupsResult, OutstandingChart } from '../../app/resources/voucher-filters.ts';
import type { Voucher, VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text, textOrNull } from './columns.ts';
import type { Transactor } from './transaction.ts';
import { runSearch, searchFilter, searchOrder, type ListFilters } from './voucher-cache-search.ts';
import { groupsOf, outstandingChartOf } from './voucher-groups.ts';
import { columnValuesOf } from './voucher-column-values.ts';
import type { ColumnValues } from '../../app/resources/voucher-column-filters.ts';
import { SortedIds } from './voucher-sorted-ids.ts';
import { slicedSortedOrder, slicedWindow } from './voucher-sliced-search.ts';
import { INSERT_VOUCHER_JSON, INSERT_VOUCHER_TEXT } from './voucher-index-migration.ts';
import { lineSumColumns } from './voucher-line-sums.ts';
import { INSERT_VOUCHER_ROW_WITH_KEYS, keyPathsOf } from './voucher-keys-migration.ts';
import {
  createVoucherLinesRepo,
  linesStateOf,
  type VoucherLinesRepo,
} from './voucher-lines-repo.ts';
import { searchTextOf, sortKey, sortKeysOf, statusOf } from './voucher-search-text.ts';
import { decodeStoredVoucher } from './voucher-decode.ts';
import { readRepairNote, repairList, type Unreadable } from './voucher-repair.ts';

// Cached voucher list rows per connection (DESIGN.md, "Local store"). A list is a kind plus its
// server filter (scope); rows keep the order the service paged them in (seq), each id once, so
// reading the cache back never shows a duplicate or a gap.

export interface ListKey {
  profileId: string;
  kind: VoucherKind;
  /** '' or an order-plan product_code filter. */
  scope: string;
}

export interface StatusCount {
  value: string;
  count: number;
  /** Paging position of the first row with this value (first seen, first coloured). */
  first: number;
}

export interface CachedRow {
  seq: number;
  voucher: Voucher;
}

export interface CacheQuery {
  /** Lower-cased by the repo; matched against every header and line value. */
  text: string;
  statuses: readonly string[];
  sort: VoucherSort;
  offset: number;
  limit: number;
  /** Only rows with seq <= upTo (a snapshot of the list); absent: all. */
  upTo?: number | undefined;
  dates?: ListFilters['dates'];
  group?: ListFilters['group'];
  columns?: ListFilters['columns'];
}

/** What a grouping or chart of a list filters on (a search without order or window). */
export type FilterQuery = Omit<CacheQuery, 'sort' | 'offset' | 'limit'>;

export interface VoucherCacheRepo {
  info(list: ListKey): CacheInfo;
  /** Which statuses end a voucher changed: every kept order of a query is stale. */
  statusMeaningsChanged(): void;
  rowsAfter(list: ListKey, afterSeq: number, limit: number): CachedRow[];
  seqOf(list: ListKey, id: string): number | null;
  lastId(list: ListKey): string | null;
  /** Appends rows not yet held (by id); `ended` marks the list complete. Returns the rows added. */
  append(list: ListKey, rows: readonly Voucher[], ended: boolean): Voucher[];
  /** Replaces the list's rows with a new first page, in one transaction (refresh). */
  replace(list: ListKey, rows: readonly Voucher[], ended: boolean): Voucher[];
  /**
   * append for a page of any size: a few milliseconds of rows per transaction, `pause` (which
   * lets the app's other calls run) between them. Each transaction leaves the list a prefix of
   * the service's order, as a crash between pages does; `ended` is written with the last rows.
   * A list cleared meanwhile (sign-out, refresh) stops the storing with `cancelled`.
   */
  appendInSlices(
    list: ListKey,
    rows: readonly Voucher[],
    ended: boolean,
    pause: () => Promise<void>,
  ): Promise<Voucher[]>;
  /**
   * replace for a page of any size: the old rows go from the end a slice at a time (the list
   * stays a prefix of the old one, marked incomplete), then the last of them and the page's
   * first rows change in one transaction, then the rest of the page is appended in slices.
   */
  replaceInSlices(
    list: ListKey,
    rows: readonly Voucher[],
    ended: boolean,
    pause: () => Promise<void>,
  ): Promise<Voucher[]>;
  clear(list: ListKey): void;
  /** Rows that came without their lines, and completing them. */
  readonly lines: VoucherLinesRepo;
  /** Drops every cached list of a connection (sign-out). Returns the rows dropped. */
  clearProfile(profileId: string): number;
  search(list: ListKey, query: CacheQuery): { rows: Voucher[]; matched: number };
  /**
   * search, with its long reads (a sorted first block, a whole order in paging order) done a
   * slice of the list at a time with `pause` between (voucher-sliced-search.ts): the same answer.
   */
  searchInSlices(
    list: ListKey,
    query: CacheQuery,
    pause: () => Promise<void>,
    sliceRows?: number,
  ): Promise<{ rows: Voucher[]; matched: number }>;
  /** The matching rows grouped by a header field, with their counts and line sums. */
  groups(list: ListKey, query: FilterQuery, field: string): GroupsResult;
  /** Outstanding quantity of the matching rows by expected week and by supplier. */
  outstandingChart(list: ListKey, query: FilterQuery): OutstandingChart;
  /**
   * A column's distinct values with counts over the rows the other filters keep (its own column
   * filter left out); `search` narrows the values, `limit` caps how many come back.
   */
  columnValues(
    list: ListKey,
    query: FilterQuery,
    field: string,
    search: string,
    limit: number,
  ): ColumnValues;
  /** Status values held, by value, with their rows and the position of their first row. */
  statuses(list: ListKey): StatusCount[];
  /** A cached voucher by number from the unfiltered list, for details when offline. */
  find(profileId: string, kind: VoucherKind, id: string): Voucher | null;
}

const EMPTY_INFO: CacheInfo = {
  rows: 0,
  complete: false,
  loadedAt: null,
  updatedAt: null,
  repaired: null,
};

/** Time of rows written (or dropped) per transaction of a sliced write: others wait no longer. */
export const STORE_SLICE_MS = 25;

const cancelledByClear = (): KikanError =>
  new KikanError({
    kind: 'cancelled',
    message: 'Storing the page stopped: the list was emptied meanwhile (a refresh or sign-out).',
  });

export function createVoucherCacheRepo(
  db: DatabaseSync,
  tx: Transactor,
  now: () => string,
): VoucherCacheRepo {
  const where = 'profile_id = ? AND kind = ? AND scope = ?';
  const selectList = db.prepare(`SELECT * FROM voucher_lists WHERE ${where}`);
  const ensureList = db.prepare(
    `INSERT INTO voucher_lists (profile_id, kind, scope) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const updateList = db.prepare(
    `UPDATE voucher_lists SET row_count = ?, complete = ?, loaded_at = ?, updated_at = ? WHERE ${where}`,
  );
  const deleteList = db.prepare(`DELETE FROM voucher_lists WHERE ${where}`);
  const deleteProfile = db.prepare('DELETE FROM voucher_rows WHERE profile_id = ?');
  const deleteProfileLists = db.prepare('DELETE FROM voucher_lists WHERE profile_id = ?');
  // Before the rows go: the trigram index is contentless and has no trigger (see migration 5).
  const deleteListText = db.prepare(
    `DELETE FROM voucher_text WHERE rowid IN (SELECT row_id FROM voucher_rows WHERE ${where})`,
  );
  const deleteProfileText = db.prepare(
    'DELETE FROM voucher_text WHERE rowid IN (SELECT row_id FROM voucher_rows WHERE profile_id = ?)',
  );
  const selectAfter = db.prepare(
    `SELECT r.row_id, r.seq, j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
     WHERE r.profile_id = ? AND r.kind = ? AND r.scope = ? AND r.seq > ? ORDER BY r.seq LIMIT ?`,
  );
  const selectSeq = db.prepare(`SELECT seq FROM voucher_rows WHERE ${where} AND id = ?`);
  const selectLast = db.prepare(
    `SELECT id, seq FROM voucher_rows WHERE ${where} ORDER BY seq DESC LIMIT 1`,
  );
  const insertRow = db.prepare(INSERT_VOUCHER_ROW_WITH_KEYS);
  const insertJson = db.prepare(INSERT_VOUCHER_JSON);
  const insertText = db.prepare(INSERT_VOUCHER_TEXT);
  const selectJson = db.prepare('SELECT row_json FROM voucher_json WHERE row_id = ?');
  const selectStatuses = db.prepare(
    `SELECT status, count(*) AS count, min(seq) AS first FROM voucher_rows
     WHERE ${where} AND status IS NOT NULL GROUP BY status ORDER BY status`,
  );
  const selectOne = db.prepare(
    `SELECT r.row_id, j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
     WHERE r.profile_id = ? AND r.kind = ? AND r.scope = '' AND r.id = ?`,
  );

  // Ordered id lists of queries are kept per version of the cache: `version` moves on every
  // write that can change rows already held (clear, refresh, lines written), `appends` on rows
  // added after the end, which a query bounded by a snapshot (upTo) never sees.
  let version = 0;
  let appends = 0;
  const sortedIds = new SortedIds();
  const statusMemo = new Map<string, { version: string; value: StatusCount[] }>();

  const keyOf = (list: ListKey): [string, string, string] => [
    list.profileId,
    list.kind,
    list.scope,
  ];

  function info(list: ListKey): CacheInfo {
    const row = selectList.get(...keyOf(list));
    if (row === undefined) return EMPTY_INFO;
    return {
      rows: int(row, 'row_count'),
      complete: int(row, 'complete') === 1,
      loadedAt: textOrNull(row, 'loaded_at'),
      updatedAt: textOrNull(row, 'updated_at'),
      repaired: readRepairNote(textOrNull(row, 'repaired')),
    };
  }

  // Moves on whenever a list is emptied: a sliced write that sees it move stops.
  let clears = 0;
  const clearList = (list: ListKey): void => {
    version += 1;
    clears += 1;
    tx.run(() => {
      deleteListText.run(...keyOf(list));
      deleteList.run(...keyOf(list));
    });
  };
  const linesRepo = createVoucherLinesRepo(db, tx, (list) => {
    const current = info(list);
    return `${String(current.rows)}\u0000${current.updatedAt ?? ''}`;
  });
  // Lines written change what a search in lines and the "outstanding" filter match.
  const lines: VoucherLinesRepo = {
    ...linesRepo,
    keepLines(profileId, kind, detail) {
      version += 1;
      return linesRepo.keepLines(profileId, kind, detail);
    },
    markUnavailable(profileId, kind, id) {
      version += 1;
      linesRepo.markUnavailable(profileId, kind, id);
    },
  };

  /**
   * Inserts rows from `from` on (those not yet held, by id) until the end or, with a budget,
   * until that many milliseconds have gone; `ended` is written only with the last row.
   * Callers hold a transaction.
   */
  function appendPart(
    list: ListKey,
    rows: readonly Voucher[],
    from: number,
    ended: boolean,
    budgetMs: number | null,
  ): { added: Voucher[]; next: number } {
    appends += 1;
    const startedAt = performance.now();
    ensureList.run(...keyOf(list));
    const last = selectLast.get(...keyOf(list));
    let seq = last === undefined ? 0 : int(last, 'seq');
    const keyPaths = keyPathsOf(list.kind);
    const added: Voucher[] = [];
    let next = from;
    for (; next < rows.length; next += 1) {
      if (budgetMs !== null && next > from && (next - from) % 64 === 0) {
        if (performance.now() - startedAt >= budgetMs) break;
      }
      const voucher = rows[next];
      if (voucher === undefined) continue;
      const searchText = searchTextOf(voucher);
      const result = insertRow.run(
        ...keyOf(list),
        seq + 1,
        voucher.id,
        statusOf(voucher),
        sortKey(voucher.id),
        JSON.stringify(sortKeysOf(voucher)),
        searchText,
        linesStateOf(list.kind, voucher),
        ...lineSumColumns(list.kind, voucher),
        ...keyPaths,
      );
      if (result.changes > 0) {
        insertJson.run(result.lastInsertRowid, JSON.stringify(voucher));
        insertText.run(result.lastInsertRowid, searchText);
        seq += 1;
        added.push(voucher);
      }
    }
    const done = next >= rows.length;
    const before = info(list);
    const at = now();
    updateList.run(
      before.rows + added.length,
      (done && ended) || before.complete ? 1 : 0,
      done && ended ? at : before.loadedAt,
      added.length > 0 || (done && ended) ? at : before.updatedAt,
      ...keyOf(list),
    );
    return { added, next };
  }

  /** Rows a refresh drops in its last transaction, with the new page's first rows. */
  const KEEP_FOR_LAST = 2_000;
  const selectTail = db.prepare(
    `SELECT row_id FROM voucher_rows WHERE ${where} AND seq > coalesce(
       (SELECT seq FROM voucher_rows WHERE ${where} ORDER BY seq LIMIT 1 OFFSET ?),
       ${String(Number.MAX_SAFE_INTEGER)})
     ORDER BY seq DESC LIMIT ?`,
  );
  const deleteTextIn = db.prepare(
    'DELETE FROM voucher_text WHERE rowid IN (SELECT value FROM json_each(?))',
  );
  const deleteRowsIn = db.prepare(
    'DELETE FROM voucher_rows WHERE row_id IN (SELECT value FROM json_each(?))',
  );
  const markShorter = db.prepare(
    `UPDATE voucher_lists SET row_count = max(0, row_count - ?), complete = 0, loaded_at = NULL
     WHERE ${where}`,
  );

  /**
   * Drops the list's last rows for about `budgetMs` (the list stays a prefix of itself, marked
   * incomplete), leaving KEEP_FOR_LAST for the refresh's last transaction. True while more can go.
   */
  function dropTail(list: ListKey, budgetMs: number): boolean {
    const startedAt = performance.now();
    let dropped = 0;
    for (;;) {
      const ids = selectTail
        .all(...keyOf(list), ...keyOf(list), KEEP_FOR_LAST - 1, 500)
        .map((row) => int(row, 'row_id'));
      if (ids.length === 0) break;
      const json = JSON.stringify(ids);
      deleteTextIn.run(json);
      deleteRowsIn.run(json);
      dropped += ids.length;
      if (performance.now() - startedAt >= budgetMs) break;
    }
    if (dropped === 0) return false;
    version += 1;
    markShorter.run(dropped, ...keyOf(list));
    return true;
  }

  /** Drops rows that cannot be read back and names them on the list (voucher-repair.ts). */
  function repair(list: ListKey, bad: readonly Unreadable[]): void {
    version += 1;
    tx.run(() => {
      repairList(db, keyOf(list), bad, now());
    });
  }

  /** A search's filter, order, name and the cache version its ordered ids belong to. */
  function planOf(list: ListKey, query: CacheQuery) {
    const needle = query.text.trim().toLowerCase();
    const filters = { dates: query.dates, group: query.group, columns: query.columns };
    const name = JSON.stringify([
      keyOf(list),
      needle,
      query.statuses,
      query.upTo ?? null,
      filters,
      query.sort,
    ]);
    const at = query.upTo === undefined ? `${String(version)}.${String(appends)}` : String(version);
    return {
      filter: filterOf(list, query),
      order: searchOrder(query.sort, list.kind),
      name,
      at,
      version: String(version),
    };
  }

  const windowOf = (ids: Float64Array, query: CacheQuery) => ({
    rowIds: Array.from(ids.subarray(query.offset, query.offset + query.limit)),
    matched: ids.length,
  });

  /** The window's rows; rows that cannot be read are dropped and named, and `again` runs. */
  function rowsOrRepair(
    list: ListKey,
    found: { rowIds: number[]; matched: number },
    again: () => { rows: Voucher[]; matched: number },
  ): { rows: Voucher[]; matched: number } {
    const rows: Voucher[] = [];
    const bad: Unreadable[] = [];
    for (const rowId of found.rowIds) {
      const row = selectJson.get(rowId);
      const voucher = row === undefined ? null : decodeStoredVoucher(text(row, 'row_json'));
      if (voucher === null) bad.push({ rowId });
      else rows.push(voucher);
    }
    if (bad.length === 0) return { rows, matched: found.matched };
    repair(list, bad);
    return again();
  }

  const selectEnding = db.prepare(
    'SELECT status FROM voucher_status_ends WHERE profile_id = ? AND kind = ? ORDER BY status',
  );
  const filterOf = (list: ListKey, query: FilterQuery, exceptColumn?: string) =>
    searchFilter(keyOf(list), query.text.trim().toLowerCase(), query.statuses, query.upTo, {
      dates: query.dates,
      group: query.group,
      ending: selectEnding.all(list.profileId, list.kind).map((row) => text(row, 'status')),
      columns: query.columns,
      exceptColumn,
    });

  const repo: VoucherCacheRepo = {
    lines,
    info,
    statusMeaningsChanged() {
      version += 1;
    },
    rowsAfter(list, afterSeq, limit) {
      for (;;) {
        const bad: Unreadable[] = [];
        const rows: CachedRow[] = [];
        for (const row of selectAfter.all(...keyOf(list), afterSeq, limit)) {
          const voucher = decodeStoredVoucher(text(row, 'row_json'));
          if (voucher === null) bad.push({ rowId: int(row, 'row_id') });
          else rows.push({ seq: int(row, 'seq'), voucher });
        }
        if (bad.length === 0) return rows;
        repair(list, bad);
      }
    },
    seqOf(list, id) {
      const row = selectSeq.get(...keyOf(list), id);
      return row === undefined ? null : int(row, 'seq');
    },
    lastId(list) {
      const row = selectLast.get(...keyOf(list));
      return row === undefined ? null : text(row, 'id');
    },
    append: (list, rows, ended) => tx.run(() => appendPart(list, rows, 0, ended, null).added),
    replace(list, rows, ended) {
      return tx.run(() => {
        clearList(list);
        return repo.append(list, rows, ended);
      });
    },
    async appendInSlices(list, rows, ended, pause) {
      const clearsAtStart = clears;
      const added: Voucher[] = [];
      let from = 0;
      do {
        if (clears !== clearsAtStart) throw cancelledByClear();
        const part = tx.run(() => appendPart(list, rows, from, ended, STORE_SLICE_MS));
        added.push(...part.added);
        from = part.next;
        if (from < rows.length) await pause();
      } while (from < rows.length);
      return added;
    },
    async replaceInSlices(list, rows, ended, pause) {
      const clearsAtStart = clears;
      while (tx.run(() => dropTail(list, STORE_SLICE_MS))) {
        await pause();
        if (clears !== clearsAtStart) throw cancelledByClear();
      }
      const first = tx.run(() => {
        clearList(list);
        return appendPart(list, rows, 0, ended, STORE_SLICE_MS);
      });
      if (first.next >= rows.length) return first.added;
      await pause();
      return [
        ...first.added,
        ...(await repo.appendInSlices(list, rows.slice(first.next), ended, pause)),
      ];
    },
    clear: clearList,
    clearProfile(profileId) {
      version += 1;
      clears += 1;
      return tx.run(() => {
        deleteProfileText.run(profileId);
        const dropped = Number(deleteProfile.run(profileId).changes);
        deleteProfileLists.run(profileId);
        return dropped;
      });
    },
    groups: (list, query, field) => groupsOf(db, list.kind, filterOf(list, query), field),
    columnValues: (list, query, field, search, limit) =>
      columnValuesOf(db, list.kind, filterOf(list, query, field), field, search, limit),
    outstandingChart: (list, query) => outstandingChartOf(db, list.kind, filterOf(list, query)),
    search(list, query) {
      const plan = planOf(list, query);
      // A sorted query's first block: a top-N sort (and a count). Past it, or in paging order
      // (no sort to pay for): a slice of the query's whole order, read once, which counts too.
      let ids = sortedIds.peek(plan.name, plan.at);
      if (ids === undefined && (query.offset > 0 || query.sort === null)) {
        ids = sortedIds.read(db, plan.name, plan.at, plan.filter, plan.order);
      }
      const found =
        ids === undefined
          ? runSearch(db, plan.filter, plan.order, query.offset, query.limit)
          : windowOf(ids, query);
      return rowsOrRepair(list, found, () => repo.search(list, query));
    },
    async searchInSlices(list, query, pause, sliceRows) {
      for (let attempt = 1; ; attempt += 1) {
        // Rows held keep changing under it (lines completed unpaced): the one query, at once.
        if (attempt > 3) return repo.search(list, query);
        const plan = planOf(list, query);
        const stale = () => String(version) !== plan.version;
        let found: { rowIds: number[]; matched: number } | null;
        const kept = sortedIds.peek(plan.name, plan.at);
        if (kept !== undefined) {
          found = windowOf(kept, query);
        } else if (query.sort === null || query.offset > 0) {
          // In paging order, or past a sorted query's first block: its whole order, read once
          // and kept (see SortedIds).
          const ids = await slicedSortedOrder(
            db,
            keyOf(list),
            plan.filter,
            plan.order,
            pause,
            stale,
            sliceRows,
          );
          if (ids !== null && !stale()) sortedIds.keep(plan.name, plan.at, ids);
          found = ids === null ? null : windowOf(ids, query);
        } else {
          found = await slicedWindow(
            db,
            keyOf(list),
            plan.filter,
            plan.order,
            query.offset,
            query.limit,
            pause,
            stale,
            sliceRows,
          );
        }
        // Rows already held changed under the search (a refresh, lines written): again.
        if (found === null || stale()) continue;
        return rowsOrRepair(list, found, () => repo.search(list, query));
      }
    },
    statuses(list) {
      // Every search answer carries them, and they change only when the list's rows do: kept
      // per list while its row count and last write stay the same (a sweep of 200,000 index
      // entries per keystroke would cost more than the search itself).
      const current = info(list);
      const version = `${String(current.rows)}\u0000${current.updatedAt ?? ''}`;
      const name = keyOf(list).join('\u0000');
      const memo = statusMemo.get(name);
      if (memo?.version === version) return memo.value;
      const value = selectStatuses.all(...keyOf(list)).map((row) => ({
        value: text(row, 'status'),
        count: int(row, 'count'),
        first: int(row, 'first'),
      }));
      statusMemo.set(name, { version, value });
      return value;
    },
    find(profileId, kind, id) {
      const row = selectOne.get(profileId, kind, id);
      if (row === undefined) return null;
      const voucher = decodeStoredVoucher(text(row, 'row_json'));
      if (voucher === null) repair({ profileId, kind, scope: '' }, [{ rowId: int(row, 'row_id') }]);
      return voucher;
    },
  };
  return repo;
}
