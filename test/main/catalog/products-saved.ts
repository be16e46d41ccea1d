import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { Store } from '../../../main/store/open-store.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { sampleProfile } from '../store/temp-store.ts';

/**
 * A new connection whose products draft holds these rows (ids p1…, in order), and the catalog as
 * the grid would hold it read back from the store: what the core's views are compared against.
 */
export function productsSaved(
  store: Store,
  products: readonly ProductRow[],
): { id: string; data: CatalogData } {
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'products', {
    upserts: products.map((row, i) => ({ id: `p${String(i + 1)}`, position: i + 1, row })),
    deletes: [],
  });
  const data: CatalogData = {
    brands: [],
    colors: [],
    products: store.drafts.list(id, 'products') as CatalogData['products'],
  };
  return { id, data };
}
