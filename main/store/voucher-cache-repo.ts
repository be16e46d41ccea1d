import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { CacheInfo, VoucherSort } from '../../app/resources/voucher-cache.ts';
import { voucherSchema, type Voucher, type VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text, textOrNull, type Row } from './columns.ts';
import { badStoredValue } from './store-errors.ts';
import type { Transactor } from './transaction.ts';
import { searchTextOf, sortKey, statusOf } from './voucher-search-text.ts';

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

/** A JSON path to a field name, or null when the name cannot be quoted in one. */
function fieldPath(field: string): string | null {
  return /^[^"\\]+$/.test(field) ? `$.fields."${field}"` : null;
}

export function createVoucherCacheRepo(
  db: DatabaseSync,
  tx: Transactor,
  now: () => string,
): VoucherCacheRepo {
  db.function('kikan_sort_key', { deterministic: true }, (value) => sortKey(value));

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
  const selectAfter = db.prepare(
    `SELECT seq, row_json FROM voucher_rows WHERE ${where} AND seq > ? ORDER BY seq LIMIT ?`,
  );
  const selectSeq = db.prepare(`SELECT seq FROM voucher_rows WHERE ${where} AND id = ?`);
  const selectLast = db.prepare(
    `SELECT id, seq FROM voucher_rows WHERE ${where} ORDER BY seq DESC LIMIT 1`,
  );
  const insertRow = db.prepare(`
    INSERT INTO voucher_rows (profile_id, kind, scope, seq, id, status, search_text, row_json)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const selectStatuses = db.prepare(
    `SELECT status, count(*) AS count FROM voucher_rows WHERE ${where} AND status IS NOT NULL
     GROUP BY status ORDER BY status`,
  );
  const selectOne = db.prepare(
    `SELECT row_json FROM voucher_rows WHERE profile_id = ? AND kind = ? AND scope = '' AND id = ?`,
  );

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
          const result = insertRow.run(
            ...keyOf(list),
            seq + 1,
            voucher.id,
            statusOf(voucher),
            searchTextOf(voucher),
            JSON.stringify(voucher),
          );
          if (result.changes > 0) {
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
      tx.run(() => deleteList.run(...keyOf(list)));
    },
    clearProfile(profileId) {
      return tx.run(() => {
        const dropped = Number(deleteProfile.run(profileId).changes);
        deleteProfileLists.run(profileId);
        return dropped;
      });
    },
    search(list, query) {
      const conditions = [where];
      const params: SQLInputValue[] = [...keyOf(list)];
      const needle = query.text.trim().toLowerCase();
      if (needle !== '') {
        conditions.push('instr(search_text, ?) > 0');
        params.push(needle);
      }
      if (query.statuses.length > 0) {
        conditions.push('status IN (SELECT value FROM json_each(?))');
        params.push(JSON.stringify(query.statuses));
      }
      const filter = conditions.join(' AND ');
      const counted = db.prepare(`SELECT count(*) AS n FROM voucher_rows WHERE ${filter}`);
      const matched = int(counted.get(...params) ?? { n: 0 }, 'n');
      let order = 'seq';
      const sortParams: SQLInputValue[] = [];
      if (query.sort) {
        const direction = query.sort.descending ? 'DESC' : 'ASC';
        const path = query.sort.field === 'id' ? null : fieldPath(query.sort.field);
        if (query.sort.field === 'id') order = `kikan_sort_key(id) ${direction}, seq`;
        else if (path !== null) {
          order = `kikan_sort_key(json_extract(row_json, ?)) ${direction}, seq`;
          sortParams.push(path);
        }
      }
      const page = db.prepare(
        `SELECT row_json FROM voucher_rows WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`,
      );
      const rows = page.all(...params, ...sortParams, query.limit, query.offset).map(decode);
      return { rows, matched };
    },
    statuses: (list) =>
      selectStatuses.all(...keyOf(list)).map((row) => ({
        value: text(row, 'status'),
        count: int(row, 'count'),
      })),
    find(profileId, kind, id) {
      const row = selectOne.get(profileId, kind, id);
      return row === undefined ? null : decode(row);
    },
  };
}
