import type { CatalogStore } from '../drafts/catalog-store.ts';
import { catalogStore } from '../drafts/use-catalog-store.ts';

// The window's one catalog store (the grids' own), opened on a connection and loaded, so "edit
// again" goes through the same drafts, undo stack and saver as typing in the grid (or, in core
// mode, knows to go through the core's calls).

export async function loadedCatalog(profileId: string): Promise<CatalogStore> {
  const store = catalogStore();
  await store.open(profileId);
  if (store.getSnapshot().status === 'loading') {
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (store.getSnapshot().status !== 'loading') {
          stop();
          resolve();
        }
      });
    });
  }
  const { status, profileId: open } = store.getSnapshot();
  // 'core': core mode, the core holds the drafts (the caller asks it, core-edit-again-calls.ts).
  if ((status !== 'ready' && status !== 'core') || open !== profileId) {
    throw new Error('The drafts of this connection could not be read.');
  }
  return store;
}
