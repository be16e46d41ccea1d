import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.tsx';
import { optionalText } from '../lib/route-params.ts';

/** /connect, or /connect?profile=<id> to reconnect that saved profile with the form prefilled. */
export const connectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'connect',
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'profile'),
  component: lazyRouteComponent(() => import('./ConnectScreen.tsx'), 'ConnectScreen'),
});

export const connectRoutes = [connectRoute] as const;
