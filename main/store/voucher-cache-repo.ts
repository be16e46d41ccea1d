import type { DatabaseSync } from 'node:sqlite';
import type { CacheInfo, VoucherSort } from '../../app/resources/voucher-cache.ts';
import type { GroupsResult, OutstandingChart } from '../../app/resources/voucher-filters.ts';
import { voucherSchema, type Voucher, type VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text, textOrNull, type Row } from './columns.ts';
import { badStoredValue } from './store-errors.ts';
import type { Transactor } from './transaction.ts';
import { runSearch, searchFilter, searchOrder, type ListFilters } from './voucher-cache-search.ts';
import { groupsOf, outstandingChartOf } from './voucher-groups.ts';
import { SortedIds } from './voucher-sorted-ids.ts';
import { INSERT_VOUCHER_JSON, INSERT_VOUCHER_TEXT } from './voucher-index-migration.ts';
import { lineSumColumns } from './voucher-line-sums.ts';
import { INSERT_VOUCHER_ROW_WITH_SUMS } from './voucher-sums-migration.ts';
import {
  createVoucherLinesRepo,
  linesStateOf,
  type VoucherLinesRepo,
} from './voucher-lines-repo.ts';
import { searchTextOf, sortKey, sortKeysOf, statusOf } from './voucher-search-text.ts';

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
}

/** What a grouping or chart of a list filters on (a search without order or window). */
export type FilterQuery = Omit<CacheQuery, 'sort' | 'offset' | 'limit'>;

export interface VoucherCacheRepo {
  info(list: ListKey): CacheInfo;
  rowsAfter(list: ListKey, afterSeq: number, limit: number): CachedRow[];
  seqOf(list: ListKey, id: string): number | null;
  lastId(list: ListKey): string | null;
  /** Appends rows not yet held (by id); `ended` marks the list complete. Returns the rows added. */
  append(list: ListKey, rows: readonly Voucher[], ended: boolean): Voucher[];
  /** Replaces the list's rows with a new first page, in one transaction (refresh). */
  replace(list: ListKey, rows: readonly Voucher[], ended: boolean): Voucher[];
  clear(list: ListKey): void;
  /** Rows that came without their lines, and completing them. */
  readonly lines: VoucherLinesRepo;
  /** Drops every cached list of a connection (sign-out). Returns the rows dropped. */
  clearProfile(profileId: string): number;
  search(list: ListKey, query: CacheQuery): { rows: Voucher[]; matched: number };
  /** The matching rows grouped by a header field, with their counts and line sums. */
  groups(list: ListKey, query: FilterQuery, field: string): GroupsResult;
  /** Outstanding quantity of the matching rows by expected week and by supplier. */
  outstandingChart(list: ListKey, query: FilterQuery): OutstandingChart;
  /** Status values held, by value, with their rows and the position of their first row. */
  statuses(list: ListKey): StatusCount[];
  /** A cached voucher by number from the unfiltered list, for details when offline. */
  find(profileId: string, kind: VoucherKind, id: string): Voucher | null;
}

const EMPTY_INFO: CacheInfo = { rows: 0, complete: false, loadedAt: null, updatedAt: null };

function decode(row: Row): Voucher {
  const parsed = voucherSchema.safeParse(JSON.parse(text(row, 'row_json')));
  if (!parsed.success) throw badStoredValue('voucher_rows.row_json');
  return parsed.data;
}

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
    `SELECT r.seq, j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
     WHERE r.profile_id = ? AND r.kind = ? AND r.scope = ? AND r.seq > ? ORDER BY r.seq LIMIT ?`,
  );
  const selectSeq = db.prepare(`SELECT seq FROM voucher_rows WHERE ${where} AND id = ?`);
  const selectLast = db.prepare(
    `SELECT id, seq FROM voucher_rows WHERE ${where} ORDER BY seq DESC LIMIT 1`,
  );
  const insertRow = db.prepare(INSERT_VOUCHER_ROW_WITH_SUMS);
  const insertJson = db.prepare(INSERT_VOUCHER_JSON);
  const insertText = db.prepare(INSERT_VOUCHER_TEXT);
  const selectJson = db.prepare('SELECT row_json FROM voucher_json WHERE row_id = ?');
  const selectStatuses = db.prepare(
    `SELECT status, count(*) AS count, min(seq) AS first FROM voucher_rows
     WHERE ${where} AND status IS NOT NULL GROUP BY status ORDER BY status`,
  );
  const selectOne = db.prepare(
    `SELECT j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
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
    };
  }

  const clearList = (list: ListKey): void => {
    version += 1;
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

  const filterOf = (list: ListKey, query: FilterQuery) =>
    searchFilter(keyOf(list), query.text.trim().toLowerCase(), query.statuses, query.upTo, {
      dates: query.dates,
      group: query.group,
    });

  const repo: VoucherCacheRepo = {
    lines,
    info,
    rowsAfter: (list, afterSeq, limit) =>
      selectAfter
        .all(...keyOf(list), afterSeq, limit)
        .map((row) => ({ seq: int(row, 'seq'), voucher: decode(row) })),
    seqOf(list, id) {
      const row = selectSeq.get(...keyOf(list), id);
      return row === undefined ? null : int(row, 'seq');
    },
    lastId(list) {
      const row = selectLast.get(...keyOf(list));
      return row === undefined ? null : text(row, 'id');
    },
    append(list, rows, ended) {
      appends += 1;
      return tx.run(() => {
        ensureList.run(...keyOf(list));
        const last = selectLast.get(...keyOf(list));
        let seq = last === undefined ? 0 : int(last, 'seq');
        const added: Voucher[] = [];
        for (const voucher of rows) {
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
          );
          if (result.changes > 0) {
            insertJson.run(result.lastInsertRowid, JSON.stringify(voucher));
            insertText.run(result.lastInsertRowid, searchText);
            seq += 1;
            added.push(voucher);
          }
        }
        const before = info(list);
        const at = now();
        updateList.run(
          before.rows + added.length,
          ended || before.complete ? 1 : 0,
          ended ? at : before.loadedAt,
          added.length > 0 || ended ? at : before.updatedAt,
          ...keyOf(list),
        );
        return added;
      });
    },
    replace(list, rows, ended) {
      return tx.run(() => {
        clearList(list);
        return repo.append(list, rows, ended);
      });
    },
    clear: clearList,
    clearProfile(profileId) {
      version += 1;
      return tx.run(() => {
        deleteProfileText.run(profileId);
        const dropped = Number(deleteProfile.run(profileId).changes);
        deleteProfileLists.run(profileId);
        return dropped;
      });
    },
    groups: (list, query, field) => groupsOf(db, filterOf(list, query), field),
    outstandingChart: (list, query) => outstandingChartOf(db, filterOf(list, query)),
    search(list, query) {
      const needle = query.text.trim().toLowerCase();
      const filters = { dates: query.dates, group: query.group };
      const filter = filterOf(list, query);
      const order = searchOrder(query.sort);
      const name = JSON.stringify([
        keyOf(list),
        needle,
        query.statuses,
        query.upTo ?? null,
        filters,
        query.sort,
      ]);
      const at =
        query.upTo === undefined ? `${String(version)}.${String(appends)}` : String(version);
      // A sorted query's first block: a top-N sort (and a count). Past it, or in paging order
      // (no sort to pay for): a slice of the query's whole order, read once, which counts too.
      let ids = sortedIds.peek(name, at);
      if (ids === undefined && (query.offset > 0 || query.sort === null)) {
        ids = sortedIds.read(db, name, at, filter, order);
      }
      const { rowIds, matched } =
        ids === undefined
          ? runSearch(db, filter, order, query.offset, query.limit)
          : {
              rowIds: Array.from(ids.subarray(query.offset, query.offset + query.limit)),
              matched: ids.length,
            };
      const rows = rowIds.map((rowId) => {
        const row = selectJson.get(rowId);
        if (row === undefined) throw badStoredValue('voucher_json.row_json');
        return decode(row);
      });
      return { rows, matched };
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
      return row === undefined ? null : decode(row);
    },
  };
  return repo;
}
