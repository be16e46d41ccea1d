import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { call } from '../../lib/bridge-client.ts';
import type { ViewName } from '../model/view.ts';
import type { ColumnLayout } from '../model/column-layout.ts';
import { ColumnLayoutStore, type Layouts } from './column-layout-store.ts';

// The column layouts of the active connection's catalog views, and a change to one of them.

let shared: ColumnLayoutStore | null = null;

export function columnLayoutStore(): ColumnLayoutStore {
  shared ??= new ColumnLayoutStore({
    load: (profileId) => call('catalog.columnLayouts', { profileId }),
    save: (profileId, view, layout) =>
      call('catalog.saveColumnLayout', { profileId, view, layout }),
  });
  return shared;
}

const NO_PROFILE = '';

export function useColumnLayouts(profileId: string | null): {
  layouts: Layouts;
  setLayout: (view: ViewName, layout: ColumnLayout, save?: boolean) => void;
} {
  const store = columnLayoutStore();
  const id = profileId ?? NO_PROFILE;
  const layouts = useSyncExternalStore(store.subscribe, () => store.layouts(id));
  const setLayout = useCallback(
    (view: ViewName, layout: ColumnLayout, save = true) => {
      if (id !== NO_PROFILE) store.set(id, view, layout, save);
    },
    [store, id],
  );
  return useMemo(() => ({ layouts, setLayout }), [layouts, setLayout]);
}
