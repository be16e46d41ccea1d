import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () => import('./strings.ts').then(({ settingsStrings }) => [settingsStrings]);

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings',
  component: lazyRouteComponent(
    () => withStrings(import('./SettingsScreen.tsx'), screenStrings()),
    'SettingsScreen',
  ),
});

export const settingsRoutes = [settingsRoute] as const;
