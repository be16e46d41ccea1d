import type { DatabaseSync } from 'node:sqlite';
import { comparedCode } from '../../app/catalog/last-sent.ts';
import { text, type Row } from './columns.ts';

// The sent catalog found by its codes as the grids compare them (trimmed, NFC; see
// app/catalog/last-sent.ts), so a code typed in decomposed form finds the value sent in composed
// form, in the grid's marks (sent.lookup) as in the review; and a version per connection that
// every write of its sent catalog moves on, which the planning thread keys what it classified by.
export function sentCatalogKeysMigration(db: DatabaseSync): void {
  db.exec(`
    ALTER TABLE sent_catalog ADD COLUMN compared_code TEXT NOT NULL DEFAULT '';
    CREATE TABLE sent_catalog_versions (
      profile_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL
    ) STRICT;
  `);
  const set = db.prepare('UPDATE sent_catalog SET compared_code = ? WHERE rowid = ?');
  for (const row of db.prepare('SELECT rowid AS id, code FROM sent_catalog').all() as Row[]) {
    set.run(comparedCode(text(row, 'code')), Number(row.id));
  }
  db.exec(
    'CREATE INDEX sent_catalog_compared ON sent_catalog (profile_id, grid, compared_code, sent_at)',
  );
}
