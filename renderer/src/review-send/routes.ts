import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.tsx';

/** "Review and send": the plan of the connection's drafts, before anything is sent. */
export const sendRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'send',
  component: lazyRouteComponent(() => import('./ReviewScreen.tsx'), 'ReviewScreen'),
});

/** One import being sent (its progress) or sent (its results); a reopened page re-attaches here. */
export const sendImportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'send/$importId',
  component: lazyRouteComponent(() => import('./ImportScreen.tsx'), 'ImportScreen'),
});

export const sendRoutes = [sendRoute, sendImportRoute] as const;
