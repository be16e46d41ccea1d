import type { DatabaseSync } from 'node:sqlite';

// Migration 18: the rows with something outstanding, in the order of their kind's due date
// (due_key, migration 17). "Past due and not fully received" keeps the rows with an open line
// sum whose due date is before today; swept in paging order, it read every entry of the list's
// covering index twice (a top-200 sort and a count, 80–100 ms of CPU at 200,000 rows). Here it
// is one range of this index: the first block is its first entries (no sort) and the count a
// walk of the past-due range only (about 9 ms). "Today" moves, so the index cannot hold only the
// past-due rows; "something outstanding" does not move with the day, so it is the partial
// index's condition: rows without lines or with nothing outstanding (most tiny rows) take no
// space in it. Status and the open sum make it covering (statuses that end a voucher are checked
// in it). Nothing is written to keep it: SQLite keeps an index with its rows.

/** The index of a list's rows with something outstanding, in due-date order. */
export const OPEN_BY_DUE = 'voucher_rows_open_by_due';

export function voucherOpenDueMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE INDEX ${OPEN_BY_DUE} ON voucher_rows
      (profile_id, kind, scope, due_key, seq, status, line_open) WHERE line_open > 0
  `);
}
