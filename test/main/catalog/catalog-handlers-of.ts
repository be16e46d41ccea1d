import { catalogHandlers } from '../../../main/handlers/catalog-handlers.ts';
import type { Store } from '../../../main/store/open-store.ts';

/** The catalog's IPC handlers over a store, as the core makes them (main/core.ts). */
export const catalogHandlersOf = (store: Store): ReturnType<typeof catalogHandlers> =>
  catalogHandlers(store.catalog, store.catalogViews, store.profiles, store.catalogProblems);
