import {
  CATALOG_VIEWS,
  catalogColumnLayoutSchema,
  type CatalogColumnLayout,
} from '../../app/catalog/column-layout.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CatalogPrefsRepo, ProfilesRepo } from '../store/index.ts';
import { notFound } from '../store/store-errors.ts';

// The catalog grids' column layouts, per connection and view. Each call names its connection (as
// the drafts' calls do), so a save made just before a switch lands where it was made.

export function catalogPrefsHandlers(
  prefs: CatalogPrefsRepo,
  profiles: ProfilesRepo,
): Pick<HandlerTable, 'catalog.columnLayouts' | 'catalog.saveColumnLayout'> {
  function checkProfile(profileId: string): void {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  }
  // A layout written by another version, or edited by hand, reads as none saved.
  const read = (profileId: string, view: string): CatalogColumnLayout | null => {
    const parsed = catalogColumnLayoutSchema.safeParse(prefs.columnLayout(profileId, view));
    return parsed.success ? parsed.data : null;
  };
  return {
    'catalog.columnLayouts': ({ profileId }) => {
      checkProfile(profileId);
      const [brands, colors, products, skus] = CATALOG_VIEWS.map((view) => read(profileId, view));
      return Promise.resolve({
        brands: brands ?? null,
        colors: colors ?? null,
        products: products ?? null,
        skus: skus ?? null,
      });
    },
    'catalog.saveColumnLayout': ({ profileId, view, layout }) => {
      checkProfile(profileId);
      prefs.saveColumnLayout(profileId, view, layout);
      return Promise.resolve({ saved: true });
    },
  };
}
