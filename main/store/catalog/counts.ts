import type { DatabaseSync } from 'node:sqlite';
import type { CatalogCounts } from '../../../app/catalog/views.ts';

// How many rows each grid of a connection holds (issue 28, core mode): the tabs' counts and the
// page's choice of holding the drafts or working on the core's windows, without reading a row.

export function createCatalogCounts(db: DatabaseSync): (profileId: string) => CatalogCounts {
  const products = db.prepare('SELECT count(*) AS n FROM catalog_products WHERE profile_id = ?');
  // A product without SKUs is one row of the per-SKU view.
  const skuRows = db.prepare(
    `SELECT count(*) AS n FROM catalog_products p
       LEFT JOIN catalog_skus s ON s.product_row = p.row_id
     WHERE p.profile_id = ?`,
  );
  const masters = db.prepare(
    'SELECT grid, count(*) AS n FROM catalog_masters WHERE profile_id = ? GROUP BY grid',
  );
  return (profileId) => {
    const counts: CatalogCounts = {
      brands: 0,
      colors: 0,
      products: (products.get(profileId) as { n: number }).n,
      skuRows: (skuRows.get(profileId) as { n: number }).n,
    };
    for (const row of masters.all(profileId) as { grid: string; n: number }[]) {
      if (row.grid === 'brands' || row.grid === 'colors') counts[row.grid] = row.n;
    }
    return counts;
  };
}
