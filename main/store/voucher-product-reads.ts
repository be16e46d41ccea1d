import type { DatabaseSync } from 'node:sqlite';
import type { Voucher, VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text } from './columns.ts';
import { decodeStoredVoucher } from './voucher-decode.ts';
import { LINES_MISSING, LINES_UNAVAILABLE } from './voucher-lines-migration.ts';
import { trigramQuery } from './voucher-cache-search.ts';

// Reads for the product view: the cached vouchers of a kind that may name a product, from every
// list of the connection (an order-plan list filtered to the product holds rows the unfiltered
// one may not have reached). The trigram index narrows them as a search does; instr() keeps only
// rows whose text holds the code, and the caller checks each line for the exact code.

export interface ListCoverage {
  cachedRows: number;
  complete: boolean;
  /** Cached rows of the unfiltered list whose lines are still unknown (lines_state). */
  withoutLines: number;
}

export interface VoucherProductReads {
  candidates(profileId: string, kind: VoucherKind, productCode: string): Voucher[];
  coverage(profileId: string, kind: VoucherKind): ListCoverage;
}

export function createVoucherProductReads(db: DatabaseSync): VoucherProductReads {
  const viaIndex = db.prepare(
    `SELECT r.id, j.row_json FROM voucher_text t
       CROSS JOIN voucher_rows r ON r.row_id = t.rowid
       JOIN voucher_json j ON j.row_id = r.row_id
     WHERE voucher_text MATCH ? AND r.profile_id = ? AND r.kind = ? AND instr(r.search_text, ?) > 0
     ORDER BY r.scope, r.seq`,
  );
  const byScan = db.prepare(
    `SELECT r.id, j.row_json FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
     WHERE r.profile_id = ? AND r.kind = ? AND instr(r.search_text, ?) > 0
     ORDER BY r.scope, r.seq`,
  );
  const selectList = db.prepare(
    `SELECT row_count, complete, updated_at FROM voucher_lists
     WHERE profile_id = ? AND kind = ? AND scope = ''`,
  );
  // Rows whose lines are unknown (missing, or the detail read could not give them): the product
  // may be on them unseen. Order plans have no lines (spec §2.6): their rows are always carried.
  const countLinesUnknown = db.prepare(
    `SELECT count(*) AS n FROM voucher_rows
     WHERE profile_id = ? AND kind = ? AND scope = ''
       AND lines_state IN (${String(LINES_MISSING)}, ${String(LINES_UNAVAILABLE)})`,
  );

  return {
    candidates(profileId, kind, productCode) {
      const needle = productCode.toLowerCase();
      const fts = trigramQuery(needle);
      const rows =
        fts === null
          ? byScan.all(profileId, kind, needle)
          : viaIndex.all(fts, profileId, kind, needle);
      const seen = new Set<string>();
      const vouchers: Voucher[] = [];
      for (const row of rows) {
        const id = text(row, 'id');
        if (seen.has(id)) continue;
        seen.add(id);
        // A row that cannot be read is left out here; reading its list repairs the list.
        const voucher = decodeStoredVoucher(text(row, 'row_json'));
        if (voucher !== null) vouchers.push(voucher);
      }
      return vouchers;
    },
    coverage(profileId, kind) {
      const list = selectList.get(profileId, kind);
      if (list === undefined) return { cachedRows: 0, complete: false, withoutLines: 0 };
      const counted = countLinesUnknown.get(profileId, kind);
      return {
        cachedRows: int(list, 'row_count'),
        complete: int(list, 'complete') === 1,
        withoutLines: counted === undefined ? 0 : int(counted, 'n'),
      };
    },
  };
}
