import { useEffect, useSyncExternalStore } from 'react';
import { call, subscribe } from '../lib/bridge-client.ts';
import { CatalogStore, type CatalogSnapshot } from './catalog-store.ts';

// One catalog store for the window: drafts stay loaded while the user visits other screens.
let shared: CatalogStore | null = null;

const IMPORT_ENDED = new Set(['done', 'failed', 'cancelled', 'dropped']);

export function catalogStore(): CatalogStore {
  if (shared === null) {
    const store = new CatalogStore({
      load: (profileId) => call('drafts.load', { profileId }),
      save: (batch) => call('drafts.save', batch),
      discard: (profileId) => call('drafts.discard', { profileId }),
    });
    // Rows an import applied leave the drafts in main: show that once it ends.
    subscribe('imports.progress', (progress) => {
      if (IMPORT_ENDED.has(progress.state)) void store.reload(progress.profileId);
    });
    // A load that failed while the core restarted is tried again once it is back.
    subscribe('app.core', ({ state }) => {
      if (state === 'ready') void store.retryLoad();
    });
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
