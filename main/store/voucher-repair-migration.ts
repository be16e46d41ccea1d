import type { DatabaseSync } from 'node:sqlite';

// Migration 13: a note on a cached list whose rows could not all be read back. A row the app
// cannot read (damaged, or written by a version that kept something this one refuses) is
// dropped from its list rather than fail every read of it; the note names the rows dropped
// (JSON: how many, the first ids, when) until the list is refreshed, so the list answer can say so.

export function voucherRepairMigration(db: DatabaseSync): void {
  db.exec(`
    ALTER TABLE voucher_lists ADD COLUMN repaired TEXT CHECK (repaired IS NULL OR json_valid(repaired));
  `);
}
