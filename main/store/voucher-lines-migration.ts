import type { DatabaseSync } from 'node:sqlite';

// Migration 11: whether each cached voucher row holds its lines. The spec does not say whether
// list rows carry them (§4.3); a row whose `lines` key was absent (or not an array) has lines
// unknown, which is not the same as an empty array. lines_state:
//   0 the row carried its lines (or is an order-plan row, which has none),
//   1 lines unknown: to be completed with the voucher's detail read,
//   2 completed from the detail read,
//   3 the detail read could not give them (the voucher is gone): not retried until a refresh.
// The partial index is the queue of rows still to complete, in paging order, so a run stopped
// (cancel, quit) resumes where it was.

export const LINES_CARRIED = 0;
export const LINES_MISSING = 1;
export const LINES_COMPLETED = 2;
export const LINES_UNAVAILABLE = 3;

export function voucherLinesMigration(db: DatabaseSync): void {
  db.exec(`
    ALTER TABLE voucher_rows ADD COLUMN lines_state INTEGER NOT NULL DEFAULT 0
      CHECK (lines_state IN (0, 1, 2, 3));
    UPDATE voucher_rows SET lines_state = 1
      WHERE kind <> 'order_plans' AND row_id IN
        (SELECT row_id FROM voucher_json WHERE json_type(row_json, '$.lines') = 'null');
    CREATE INDEX voucher_rows_lines_missing ON voucher_rows (profile_id, kind, scope, seq)
      WHERE lines_state = 1;
  `);
}
