import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { optionalText } from '../lib/route-params.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () => import('./strings.ts').then(({ connectStrings }) => [connectStrings]);

/** /connect, or /connect?profile=<id> to reconnect that saved profile with the form prefilled. */
export const connectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'connect',
  validateSearch: (search: Record<string, unknown>) => optionalText(search, 'profile'),
  component: lazyRouteComponent(
    () => withStrings(import('./ConnectScreen.tsx'), screenStrings()),
    'ConnectScreen',
  ),
});

export const connectRoutes = [connectRoute] as const;
