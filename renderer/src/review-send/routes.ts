import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () =>
  Promise.all([
    import('./strings.ts'),
    import('./strings-unchanged.ts'),
    import('./strings-unknown.ts'),
  ]).then(([{ sendStrings }, { sendUnchangedStrings }, { sendUnknownStrings }]) => [
    sendStrings,
    sendUnchangedStrings,
    sendUnknownStrings,
  ]);

/** "Review and send": the plan of the connection's drafts, before anything is sent. */
export const sendRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'send',
  component: lazyRouteComponent(
    () => withStrings(import('./ReviewScreen.tsx'), screenStrings()),
    'ReviewScreen',
  ),
});

/** One import being sent (its progress) or sent (its results); a reopened page re-attaches here. */
export const sendImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'send/$importId',
  component: lazyRouteComponent(
    () => withStrings(import('./ImportScreen.tsx'), screenStrings()),
    'ImportScreen',
  ),
});

export const sendRoutes = [sendRoute, sendImportRoute] as const;
