import type { DatabaseSync } from 'node:sqlite';

// A migration of its own (issue 27): what the status values of a workspace mean, as its user
// says (app/resources/status-settings.ts). Per profile: a value's display names and chosen colour
// (one per value across every list); the values that end a voucher, per kind, read by the
// filters' and sums' SQL as a subquery; and the kinds the user has decided (an undecided kind
// excludes nothing).

export function statusSettingsMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE voucher_status_labels (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      name_en TEXT,
      name_ja TEXT,
      color TEXT,
      PRIMARY KEY (profile_id, status)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE voucher_status_ends (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      status TEXT NOT NULL,
      PRIMARY KEY (profile_id, kind, status)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE voucher_status_decided (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      PRIMARY KEY (profile_id, kind)
    ) STRICT, WITHOUT ROWID;
  `);
}
