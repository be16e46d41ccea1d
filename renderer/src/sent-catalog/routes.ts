import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.tsx';

/** What this connection has sent (newest values), searchable, with "edit again". */
export const sentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sent',
  component: lazyRouteComponent(() => import('./SentScreen.tsx'), 'SentScreen'),
});

export const sentRoutes = [sentRoute] as const;
