import type { DatabaseSync } from 'node:sqlite';

// Issue 28, step 1: a product's SKUs are read from their index alone. The index of a product's
// SKUs by place also holds their cells, so reading every SKU of a connection (in
// catalog-products-list.ts) or each product's (catalog-rows.ts) visits no table row. It takes
// the place of the narrower index, whose every use it serves, so a save keeps one index.
export function catalogSkusCellsMigration(db: DatabaseSync): void {
  db.exec(`
    DROP INDEX catalog_skus_of_product;
    CREATE INDEX catalog_skus_cells ON catalog_skus (product_row, place, color_code, size_code);
  `);
}
