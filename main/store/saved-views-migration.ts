import type { DatabaseSync } from 'node:sqlite';

// Saved views of the voucher lists (issue 27): per connection and kind, a name and what the view
// restores (JSON, checked by app/resources/saved-views.ts when read), at most one the list's
// default. Removing a connection removes its views.

export function savedViewsMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE saved_views (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind <> ''),
      name TEXT NOT NULL CHECK (name <> ''),
      spec TEXT NOT NULL CHECK (json_valid(spec)),
      is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX saved_views_of_list ON saved_views (profile_id, kind, name);
    CREATE UNIQUE INDEX saved_views_one_default ON saved_views (profile_id, kind)
      WHERE is_default = 1;
  `);
}
