import type { DatabaseSync } from 'node:sqlite';

// Issue 28: the core's validation checks a million SKUs over an index rather than row by row
// (main/store/catalog/validation-sql.ts). Sizes first: the distinct sizes are read by seeking
// from one to the next; size, colour and product together: a product holding a SKU twice is a
// group of this index with more than one entry, found in one pass without sorting.
export function catalogSkusCodesMigration(db: DatabaseSync): void {
  db.exec(`
    CREATE INDEX catalog_skus_codes ON catalog_skus (size_code, color_code, product_row);
  `);
}
