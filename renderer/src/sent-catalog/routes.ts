import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () => import('./strings.ts').then(({ sentStrings }) => [sentStrings]);

/** What this connection has sent (newest values), searchable, with "edit again". */
export const sentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sent',
  component: lazyRouteComponent(
    () => withStrings(import('./SentScreen.tsx'), screenStrings()),
    'SentScreen',
  ),
});

export const sentRoutes = [sentRoute] as const;
