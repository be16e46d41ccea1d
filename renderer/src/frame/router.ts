import {
  createHashHistory,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { catalogRoutes } from '../catalog/routes.ts';
import { connectRoutes } from '../connect/routes.ts';
import { historyRoutes } from '../history/routes.ts';
import { productRoutes } from '../products/routes.ts';
import { sendRoutes } from '../review-send/routes.ts';
import { sentRoutes } from '../sent-catalog/routes.ts';
import { settingsRoutes } from '../settings/routes.ts';
import { voucherRoutes } from '../vouchers/routes.ts';
import { rootRoute } from '../lib/root-route.ts';
import { Frame } from './Frame.tsx';
import { RouteError, RouteNotFound } from './RouteFallbacks.tsx';

// The route tree: one line per screen folder, whose routes.ts owns its paths and lazy-loads its
// components (each screen is its own chunk). Hash history: the app is served from kikan://app/
// (and by the test bridge from one file), so the route lives after the #.

// The frame is the root route's component: every screen renders inside its <main>.
rootRoute.update({
  component: Frame,
  errorComponent: RouteError,
  notFoundComponent: RouteNotFound,
});

/** The app opens on Connect. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/connect', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  ...connectRoutes,
  ...catalogRoutes,
  ...sendRoutes,
  ...sentRoutes,
  ...voucherRoutes,
  ...productRoutes,
  ...historyRoutes,
  ...settingsRoutes,
]);

export function createAppRouter(history: RouterHistory = createHashHistory()) {
  return createRouter({ routeTree, history, defaultPreload: 'intent' });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
