import type { DatabaseSync } from 'node:sqlite';
import type { LinesCoverage } from '../../app/resources/voucher-cache.ts';
import type { Voucher, VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text } from './columns.ts';
import type { Transactor } from './transaction.ts';
import {
  LINES_CARRIED,
  LINES_COMPLETED,
  LINES_MISSING,
  LINES_UNAVAILABLE,
} from './voucher-lines-migration.ts';
import { lineSumColumns } from './voucher-line-sums.ts';
import { searchTextOf } from './voucher-search-text.ts';
import { decodeStoredVoucher } from './voucher-decode.ts';

// Lines of cached voucher rows that came without them (migration 11): which rows still need
// their detail read, writing the lines a detail read gave into every cached copy of the voucher
// (search text and trigram index too), and how many rows of a list hold their lines.

export interface LinesKey {
  profileId: string;
  kind: VoucherKind;
  scope: string;
}

/** Order plans have no lines and no detail read (spec §4.3): their rows never need completing. */
export function linesStateOf(kind: VoucherKind, voucher: Voucher): number {
  return kind === 'order_plans' || voucher.lines !== null ? LINES_CARRIED : LINES_MISSING;
}

export interface VoucherLinesRepo {
  /** Rows still lacking lines, in paging order, after the given seq. */
  missing(list: LinesKey, afterSeq: number, limit: number): { seq: number; id: string }[];
  /**
   * Writes a detail read's lines into the cached rows of that voucher (every list of the kind
   * holding it) that lack them or hold older ones. Returns the rows changed.
   */
  keepLines(profileId: string, kind: VoucherKind, detail: Voucher): number;
  /** The detail read cannot give this voucher's lines (it is gone): skip it until a refresh. */
  markUnavailable(profileId: string, kind: VoucherKind, id: string): void;
  /** How many rows (up to seq upTo) hold their lines. */
  coverage(list: LinesKey, upTo?: number): LinesCoverage;
}

/**
 * @param versionOf a text that changes whenever the list's rows change (its count and last write)
 */
export function createVoucherLinesRepo(
  db: DatabaseSync,
  tx: Transactor,
  versionOf: (list: LinesKey) => string,
): VoucherLinesRepo {
  let generation = 0;
  const memos = new Map<string, { version: string; value: LinesCoverage }>();
  const where = 'profile_id = ? AND kind = ? AND scope = ?';
  const selectMissing = db.prepare(
    `SELECT seq, id FROM voucher_rows WHERE ${where} AND lines_state = ${String(LINES_MISSING)}
     AND seq > ? ORDER BY seq LIMIT ?`,
  );
  const selectCopies = db.prepare(
    `SELECT r.row_id, r.lines_state, j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
     WHERE r.profile_id = ? AND r.kind = ? AND r.id = ?`,
  );
  const updateRow = db.prepare(
    `UPDATE voucher_rows SET search_text = ?, lines_state = ?,
       line_qty = ?, line_open = ?, line_currency = ?, line_amount = ?, line_amounts = ?,
       line_week = ?, line_weeks = ? WHERE row_id = ?`,
  );
  const updateJson = db.prepare('UPDATE voucher_json SET row_json = ? WHERE row_id = ?');
  const updateText = db.prepare(
    'INSERT OR REPLACE INTO voucher_text (rowid, search_text) VALUES (?, ?)',
  );
  const markGone = db.prepare(
    `UPDATE voucher_rows SET lines_state = ${String(LINES_UNAVAILABLE)}
     WHERE profile_id = ? AND kind = ? AND id = ? AND lines_state = ${String(LINES_MISSING)}`,
  );
  const selectTop = db.prepare(
    `SELECT coalesce(max(seq), 0) AS top FROM voucher_rows WHERE ${where}`,
  );
  const countStates = db.prepare(
    `SELECT count(*) AS total,
       coalesce(sum(lines_state IN (${String(LINES_CARRIED)}, ${String(LINES_COMPLETED)})), 0) AS known,
       coalesce(sum(lines_state = ${String(LINES_COMPLETED)}), 0) AS completed
     FROM voucher_rows WHERE ${where} AND seq <= ?`,
  );

  return {
    missing: (list, afterSeq, limit) =>
      selectMissing
        .all(list.profileId, list.kind, list.scope, afterSeq, limit)
        .map((row) => ({ seq: int(row, 'seq'), id: text(row, 'id') })),
    keepLines(profileId, kind, detail) {
      if (kind === 'order_plans' || detail.lines === null) return 0;
      const lines = detail.lines;
      return tx.run(() => {
        let changed = 0;
        for (const row of selectCopies.all(profileId, kind, detail.id)) {
          const rowId = int(row, 'row_id');
          // A copy that cannot be read is left as it is: reading its list drops and names it.
          const cached = decodeStoredVoucher(text(row, 'row_json'));
          if (cached === null) continue;
          const next: Voucher = { ...cached, lines };
          const searchText = searchTextOf(next);
          // A row that carried its own lines keeps saying so; the newer lines replace them.
          const state = int(row, 'lines_state') === LINES_CARRIED ? LINES_CARRIED : LINES_COMPLETED;
          updateJson.run(JSON.stringify(next), rowId);
          updateRow.run(searchText, state, ...lineSumColumns(kind, next), rowId);
          updateText.run(rowId, searchText);
          changed += 1;
        }
        if (changed > 0) generation += 1;
        return changed;
      });
    },
    markUnavailable(profileId, kind, id) {
      markGone.run(profileId, kind, id);
      generation += 1;
    },
    coverage(list, upTo) {
      // Every search answer carries it: kept while the list and its lines stay the same. A
      // snapshot holding every row the list has is the whole list (the list's first read asks
      // without a bound, its filtered reads with one): one count serves both.
      const topRow =
        upTo === undefined ? undefined : selectTop.get(list.profileId, list.kind, list.scope);
      const top = topRow === undefined ? 0 : int(topRow, 'top');
      const bound = upTo === undefined || upTo >= top ? undefined : upTo;
      const name = [list.profileId, list.kind, list.scope, bound ?? ''].join('\u0000');
      const version = `${String(generation)}\u0000${versionOf(list)}`;
      const memo = memos.get(name);
      if (memo?.version === version) return memo.value;
      const value = count(list, bound);
      if (memos.size > 64) memos.clear();
      memos.set(name, { version, value });
      return value;
    },
  };

  function count(list: LinesKey, upTo: number | undefined): LinesCoverage {
    const row = countStates.get(
      list.profileId,
      list.kind,
      list.scope,
      upTo ?? Number.MAX_SAFE_INTEGER,
    );
    const total = row === undefined ? 0 : int(row, 'total');
    const known = row === undefined ? 0 : int(row, 'known');
    const completed = row === undefined ? 0 : int(row, 'completed');
    return {
      vouchers: list.kind === 'order_plans' ? 0 : total,
      withLines: list.kind === 'order_plans' ? 0 : known,
      completed,
    };
  }
}
