import type { DatabaseSync } from 'node:sqlite';

// Issue 28: the core's validation checks a million SKUs over indexes rather than row by row
// (main/store/catalog/validation-sql.ts). A product holding a SKU (colour and size) twice is a
// group of the first index with more than one entry, found in one pass without sorting; a new
// product's SKUs go to its end, so a save adds them as cheaply as to the index by place. The
// second holds only the SKUs whose size is empty or may hold a credential (none, in most
// catalogs): the sizes are checked without a pass over them.
export function catalogSkusCodesMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE INDEX catalog_skus_codes ON catalog_skus (product_row, color_code, size_code);
    CREATE INDEX catalog_skus_odd_sizes ON catalog_skus (size_code)
      WHERE size_code = '' OR size_code LIKE '%svc\\_%' ESCAPE '\\';
  `);
}
