import { createRootRoute, createRoute, redirect } from '@tanstack/react-router';
import { Frame } from '../frame/Frame.tsx';
import { RouteError, RouteNotFound } from '../frame/RouteFallbacks.tsx';

// The frame is the root route: every screen renders inside its <main>. Screens add their routes
// under it in their own folder's routes.ts (see router.ts).

export const rootRoute = createRootRoute({
  component: Frame,
  errorComponent: RouteError,
  notFoundComponent: RouteNotFound,
});

/** The app opens on Connect. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/connect', replace: true });
  },
});
