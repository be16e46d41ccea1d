import type { CallOutput } from '../../../../app/ipc/contract.ts';
import { draftOrderSpec } from '../loading-view.ts';
import { CATALOG_GRIDS, type CatalogGrid } from '../grids.ts';
import { specKey } from './core-view-spec.ts';
import { loaderFor, type Loader } from './loading-loader.ts';

// The catalog grid's first window asked at the page's start (issue 28, first paint): when the
// page opens on a catalog grid, its connection and its view (in draft order, as a grid opens)
// are asked of the core before the screen's code has loaded, so the core builds the view while
// the page boots. The grid's loading window takes the loader over when it mounts on that
// connection (use-loading-window.ts); one nobody took is let go.

/** How long a loader waits for its grid before the core is let to forget its view. */
const UNTAKEN_MS = 30_000;

let early: Loader | null = null;

/** The grid a page address opens (#/catalog, #/catalog/<grid>[?…]), or null for another screen. */
export function catalogGridOf(hash: string): CatalogGrid | null {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  if (path === '/catalog' || path === '/catalog/') return 'products';
  const match = /^\/catalog\/([^/]+)\/?$/.exec(path);
  const grid = CATALOG_GRIDS.find((name) => name === match?.[1]);
  return grid ?? null;
}

/**
 * Asks the active connection's view for the grid the address opens (nothing for others), once
 * `connections` (the page's connections.list) names it.
 */
export function openEarly(
  hash: string,
  connections: Promise<CallOutput<'connections.list'>>,
): void {
  const grid = catalogGridOf(hash);
  if (grid === null || early !== null) return;
  connections.then(
    ({ profiles, activeId }) => {
      const active = profiles.find((profile) => profile.id === activeId);
      if (active === undefined || early !== null) return;
      const loader = loaderFor(active.id);
      const spec = draftOrderSpec(grid);
      loader.driver.open(spec);
      loader.opened = specKey(spec);
      early = loader;
      setTimeout(() => {
        if (early !== loader) return;
        early = null;
        loader.driver.close();
        loader.driver.release();
      }, UNTAKEN_MS);
    },
    () => undefined, // the grid asks for itself when it mounts
  );
}

/** The loader asked at the page's start for this connection, taken once; else null. */
export function takeEarly(profileId: string): Loader | null {
  const loader = early;
  if (loader?.profileId !== profileId) return null;
  early = null;
  return loader;
}
