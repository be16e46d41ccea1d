import type { DatabaseSync } from 'node:sqlite';

// Issue 28: a paste of 10,000 rows × 5 columns in one operation spent most of its time on keys
// that began with the connection's id, a 36-character text: each entry of the undo log and of the
// products' brand index held it (a brand index entry four times the size of its brand code, the
// undo log's entries half again their size). Each connection gets a short integer key here
// (catalog_connections: one row a profile, made with it by a trigger and dropped with it); the
// undo log is keyed by it instead of the profile's id, and the brand index by it and the code.
// Queries name the key as `(SELECT id FROM catalog_connections WHERE profile = ?)`
// (catalog/connection-key.ts), one look-up a statement.
export function catalogConnectionsMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE catalog_connections (
      id INTEGER PRIMARY KEY,
      profile TEXT NOT NULL UNIQUE REFERENCES profiles (id) ON DELETE CASCADE
    ) STRICT;
    INSERT INTO catalog_connections (profile) SELECT id FROM profiles ORDER BY rowid;
    CREATE TRIGGER catalog_connection_of_profile AFTER INSERT ON profiles BEGIN
      INSERT OR IGNORE INTO catalog_connections (profile) VALUES (NEW.id);
    END;

    DROP INDEX catalog_products_brand;
    ALTER TABLE catalog_products ADD COLUMN conn INTEGER NOT NULL DEFAULT 0;
    UPDATE catalog_products SET conn =
      (SELECT c.id FROM catalog_connections c WHERE c.profile = catalog_products.profile_id);
    CREATE INDEX catalog_products_brand ON catalog_products (conn, brand_code);

    CREATE TABLE catalog_undo_keyed (
      conn INTEGER NOT NULL REFERENCES catalog_connections (id) ON DELETE CASCADE,
      step INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      kind TEXT NOT NULL,
      row_id INTEGER NOT NULL,
      place INTEGER,
      col TEXT NOT NULL,
      old TEXT,
      new TEXT,
      PRIMARY KEY (conn, step, kind, col, seq)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO catalog_undo_keyed (conn, step, seq, kind, row_id, place, col, old, new)
      SELECT c.id, u.step, u.seq, u.kind, u.row_id, u.place, u.col, u.old, u.new
      FROM catalog_undo u JOIN catalog_connections c ON c.profile = u.profile_id
      ORDER BY c.id, u.step, u.kind, u.col, u.seq;
    DROP TABLE catalog_undo;
    ALTER TABLE catalog_undo_keyed RENAME TO catalog_undo;
  `);
}
