import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { catalogRoutes } from '../catalog/routes.ts';
import { connectRoutes } from '../connect/routes.ts';
import { historyRoutes } from '../history/routes.ts';
import { productRoutes } from '../products/routes.ts';
import { sendRoutes } from '../review-send/routes.ts';
import { sentRoutes } from '../sent-catalog/routes.ts';
import { settingsRoutes } from '../settings/routes.ts';
import { voucherRoutes } from '../vouchers/routes.ts';
import { indexRoute, rootRoute } from '../lib/root-route.tsx';

// The route tree: one line per screen folder, whose routes.ts owns its paths and lazy-loads its
// components (each screen is its own chunk). Hash history: the app is served from kikan://app/
// (and by the test bridge from one file), so the route lives after the #.

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
