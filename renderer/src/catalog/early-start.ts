import type { QueryClient } from '@tanstack/react-query';
import { call } from '../lib/bridge-client.ts';
import { keyOfCall, queryKeys } from '../lib/query-keys.ts';
import { preloadCatalogScreen } from './routes.ts';
import { openEarly } from './window/early-window.ts';

// A page opened on the catalog (issue 28, first paint) asks at once: the screen's code and text,
// the settings and the connections (into the query cache, where the app and the screen find
// them), and then its grid's first window (window/early-window.ts), which the core builds while
// the page boots.

export function startCatalogEarly(client: QueryClient, hash: string): void {
  if (!hash.startsWith('#/catalog')) return;
  const connections = client.query({
    queryKey: queryKeys.connections(),
    queryFn: () => call('connections.list', {}),
  });
  // A failure is the screen's to show when it asks again; nothing here waits on it.
  connections.catch(() => undefined);
  // The settings too, which the app renders nothing without: the view, built in one stretch
  // on the core's thread, is asked once they are answered, not in front of them.
  const settings = client.query({
    queryKey: keyOfCall('settings.get', {}, null) ?? [],
    queryFn: () => call('settings.get', {}),
  });
  const named = Promise.all([connections, settings.catch(() => undefined)]).then(([list]) => list);
  named.catch(() => undefined);
  // In the page's own bundle, not a chunk of its own: the view is asked as soon as they are
  // answered, not once a chunk came behind the screen's.
  openEarly(hash, named);
  void preloadCatalogScreen();
}
