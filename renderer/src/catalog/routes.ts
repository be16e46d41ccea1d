import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { oneOf } from '../lib/route-params.ts';
import type { CatalogFocus } from './catalog-focus.ts';
import { CATALOG_GRIDS, type CatalogGrid } from './grids.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () =>
  Promise.all([
    import('./strings.ts').then((m) => m.catalogStrings),
    import('./grid-strings.ts').then((m) => m.gridStrings),
    import('./layout-strings.ts').then((m) => m.gridLayoutStrings),
    import('./find/strings.ts').then((m) => m.findStrings),
    import('./header/strings.ts').then((m) => m.columnLayoutStrings),
    import('./files/strings.ts').then((m) => m.catalogFilesStrings),
    import('./header/filter-strings.ts').then((m) => m.gridFilterStrings),
    import('./picker-strings.ts').then((m) => m.pickerStrings),
    import('./strings-changes.ts').then((m) => m.gridChangesStrings),
    import('./window/core-rows-strings.ts').then((m) => m.coreRowsStrings),
  ]);

const CatalogScreen = lazyRouteComponent(
  () => withStrings(import('./CatalogScreen.tsx'), screenStrings()),
  'CatalogScreen',
);

/** Starts loading the screen's code and text before the router asks (the page's start). */
export const preloadCatalogScreen = (): Promise<void> | undefined => CatalogScreen.preload?.();

export const catalogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'catalog',
  component: CatalogScreen,
});

/** /catalog/brands|colors|products|skus; any other name goes back to /catalog. */
export const catalogGridRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'catalog/$grid',
  params: {
    parse: (raw: { grid: string }): { grid: CatalogGrid } => {
      const grid = oneOf(CATALOG_GRIDS, raw.grid);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      if (!grid) throw redirect({ to: '/catalog', replace: true });
      return { grid };
    },
    stringify: ({ grid }: { grid: CatalogGrid }) => ({ grid }),
  },
  /** ?row=<draft id>&field=<field>: opens the grid at that row (and cell), e.g. from a send's results. */
  validateSearch: (raw: Record<string, unknown>): CatalogFocus => ({
    ...(typeof raw.row === 'string' && raw.row !== '' ? { row: raw.row } : {}),
    ...(typeof raw.field === 'string' && raw.field !== '' ? { field: raw.field } : {}),
  }),
  component: CatalogScreen,
});

export const catalogRoutes = [catalogRoute, catalogGridRoute] as const;
