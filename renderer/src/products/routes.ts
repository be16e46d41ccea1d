import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.tsx';

/** The product view: a box to look a product code up. */
export const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products',
  component: lazyRouteComponent(() => import('./ProductScreen.tsx'), 'ProductScreen'),
});

/** Everything the cached vouchers say about one product. */
export const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products/$code',
  component: lazyRouteComponent(() => import('./ProductScreen.tsx'), 'ProductScreen'),
});

export const productRoutes = [productsRoute, productRoute] as const;
