import { useEffect, useSyncExternalStore } from 'react';
import { call } from '../lib/bridge-client.ts';
import { callAndApply, holdDrafts } from '../lib/queries.ts';
import { CatalogStore, type CatalogSnapshot } from './catalog-store.ts';

// One catalog store for the window: drafts stay loaded while the user visits other screens.
let shared: CatalogStore | null = null;

export function catalogStore(): CatalogStore {
  if (shared === null) {
    const store = new CatalogStore({
      load: (profileId) => call('drafts.load', { profileId }),
      save: (batch) => callAndApply(null, 'drafts.save', batch),
      discard: (profileId) => callAndApply(null, 'drafts.discard', { profileId }),
    });
    // Reloaded when an import applied rows, tried again when the core is back (query-effects.ts).
    holdDrafts(store);
    shared = store;
  }
  return shared;
}

export function useCatalogStore(profileId: string | null): [CatalogStore, CatalogSnapshot] {
  const store = catalogStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    void store.open(profileId);
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
