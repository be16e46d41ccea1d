import type { CatalogStore } from './catalog-store.ts';
import { flushCoreWrites } from './core-windows.ts';

// "Discard all changes" in core mode (issue 28): the edits still on their way to the core are
// answered first (one sent after the discard would land in the emptied draft); then the store's
// discard, which in core mode has the grids' windows read anew (CatalogStore.coreChanged).

export async function discardCoreDrafts(store: CatalogStore): Promise<void> {
  await flushCoreWrites();
  await store.discardAll();
}
