import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.tsx';

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('./SettingsScreen.tsx'), 'SettingsScreen'),
});

export const settingsRoutes = [settingsRoute] as const;
