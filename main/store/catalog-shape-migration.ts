import type { DatabaseSync } from 'node:sqlite';

// Issue 28: after every edit the core's views compared the grids' rows in draft order (every
// product's row id, and in the per-SKU view its SKU count) with the rows they held, read anew
// from the tables: 22 ms at 125,000 products, 150 ms per SKU, for an edit of one cell that moves
// no row. A count of the changes that can move rows (a product or SKU added or removed, a
// product's place changed) now tells them: the same count, the rows read last are the rows now.
// Kept by triggers, so every writer of the tables (operations, undo and redo, saves, imports,
// a connection's removal) moves it; one row for all connections (a change in another only
// makes a view read its rows again).
/** Each trigger: its name, then when it fires (the event, its table, a condition if any). */
const TRIGGERS: readonly [string, string][] = [
  ['catalog_shape_product_added', 'AFTER INSERT ON catalog_products'],
  ['catalog_shape_product_removed', 'AFTER DELETE ON catalog_products'],
  [
    'catalog_shape_product_moved',
    `AFTER UPDATE OF position, profile_id ON catalog_products
      WHEN OLD.position IS NOT NEW.position OR OLD.profile_id IS NOT NEW.profile_id`,
  ],
  ['catalog_shape_sku_added', 'AFTER INSERT ON catalog_skus'],
  ['catalog_shape_sku_removed', 'AFTER DELETE ON catalog_skus'],
  [
    'catalog_shape_sku_moved',
    'AFTER UPDATE OF product_row ON catalog_skus WHEN OLD.product_row IS NOT NEW.product_row',
  ],
];

export function catalogShapeMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE catalog_shape (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      changes INTEGER NOT NULL
    ) STRICT;
    INSERT INTO catalog_shape (id, changes) VALUES (1, 0);
  `);
  for (const [name, when] of TRIGGERS) {
    db.exec(`CREATE TRIGGER ${name} ${when} BEGIN
      UPDATE catalog_shape SET changes = changes + 1 WHERE id = 1;
    END;`);
  }
}
