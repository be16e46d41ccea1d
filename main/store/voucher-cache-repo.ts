import type { DatabaseSync } from 'node:sqlite';
import type { CacheInfo, VoucherSort } from '../../app/resources/voucher-cache.ts';
import { voucherSchema, type Voucher, type VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text, textOrNull, type Row } from './columns.ts';
import { badStoredValue } from './store-errors.ts';
import type { Transactor } from './transaction.ts';
import { runSearch, searchFilter, searchOrder } from './voucher-cache-search.ts';
import {
  INSERT_VOUCHER_JSON,
  INSERT_VOUCHER_ROW,
  INSERT_VOUCHER_TEXT,
} from './voucher-index-migration.ts';
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
}

export interface VoucherCacheRepo {
  info(list: ListKey): CacheInfo;
  rowsAfter(list: ListKey, afterSeq: number, limit: number): CachedRow[];
  seqOf(list: ListKey, id: string): number | null;
  lastId(list: ListKey): string | null;
  /** Appends rows not yet held (by id); `ended` marks the list complete. Returns the rows added. */
  append(list: ListKey, rows: readonly Voucher[], ended: boolean): Voucher[];
  clear(list: ListKey): void;
  /** Drops every cached list of a connection (sign-out). Returns the rows dropped. */
  clearProfile(profileId: string): number;
  search(list: ListKey, query: CacheQuery): { rows: Voucher[]; matched: number };
  statuses(list: ListKey): { value: string; count: number }[];
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
  const insertRow = db.prepare(INSERT_VOUCHER_ROW);
  const insertJson = db.prepare(INSERT_VOUCHER_JSON);
  const insertText = db.prepare(INSERT_VOUCHER_TEXT);
  const selectJson = db.prepare('SELECT row_json FROM voucher_json WHERE row_id = ?');
  const selectStatuses = db.prepare(
    `SELECT status, count(*) AS count FROM voucher_rows WHERE ${where} AND status IS NOT NULL
     GROUP BY status ORDER BY status`,
  );
  const selectOne = db.prepare(
    `SELECT j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
     WHERE r.profile_id = ? AND r.kind = ? AND r.scope = '' AND r.id = ?`,
  );

  const statusMemo = new Map<
    string,
    { version: string; value: { value: string; count: number }[] }
  >();

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

  return {
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
    clear(list) {
      tx.run(() => {
        deleteListText.run(...keyOf(list));
        deleteList.run(...keyOf(list));
      });
    },
    clearProfile(profileId) {
      return tx.run(() => {
        deleteProfileText.run(profileId);
        const dropped = Number(deleteProfile.run(profileId).changes);
        deleteProfileLists.run(profileId);
        return dropped;
      });
    },
    search(list, query) {
      const filter = searchFilter(
        keyOf(list),
        query.text.trim().toLowerCase(),
        query.statuses,
        query.upTo,
      );
      const order = searchOrder(query.sort);
      const { rowIds, matched } = runSearch(db, filter, order, query.offset, query.limit);
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
      }));
      statusMemo.set(name, { version, value });
      return value;
    },
    find(profileId, kind, id) {
      const row = selectOne.get(profileId, kind, id);
      return row === undefined ? null : decode(row);
    },
  };
}
