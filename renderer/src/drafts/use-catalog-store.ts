import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { call } from '../lib/bridge-client.ts';
import { callAndApply, holdDrafts } from '../lib/queries.ts';
import { CatalogStore, type CatalogSnapshot } from './catalog-store.ts';
import { choosesCoreGrid, coreGridMinRows } from './core-grid.ts';

// One catalog store for the window: drafts stay loaded while the user visits other screens.
let shared: CatalogStore | null = null;

export function catalogStore(): CatalogStore {
  if (shared === null) {
    const store = new CatalogStore({
      load: (profileId) => call('drafts.load', { profileId }),
      save: (batch) => callAndApply(null, 'drafts.save', batch),
      discard: (profileId) => callAndApply(null, 'drafts.discard', { profileId }),
      coreMode: (profileId) =>
        choosesCoreGrid(
          coreGridMinRows(globalThis.localStorage),
          async () => (await call('catalog.counts', { profileId })).products,
        ),
    });
    // Reloaded when an import applied rows, tried again when the core is back (query-effects.ts).
    holdDrafts(store);
    shared = store;
  }
  return shared;
}

/**
 * The shared store, open on this connection. `firstScreen`: settles when the grid's first rows
 * came from the core's window (CatalogStore.open waits for it before loading the drafts).
 */
export function useCatalogStore(
  profileId: string | null,
  firstScreen?: Promise<unknown>,
): [CatalogStore, CatalogSnapshot] {
  const store = catalogStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // Read when the connection changes, not an effect's cause: a failed load is retried by the
  // user or the core's return, not by the grid's window coming or going.
  const first = useRef(firstScreen);
  useLayoutEffect(() => {
    first.current = firstScreen;
  });
  useEffect(() => {
    void store.open(profileId, first.current);
  }, [store, profileId]);
  useEffect(() => {
    // A reload or window close: send what is pending (the store is local, so this is quick).
    const flush = () => {
      void store.flush();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
    };
  }, [store]);
  return [store, snapshot];
}
