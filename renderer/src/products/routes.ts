import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../lib/root-route.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () => import('./strings.ts').then(({ productsStrings }) => [productsStrings]);

/** The product view: a box to look a product code up. */
export const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products',
  component: lazyRouteComponent(
    () => withStrings(import('./ProductScreen.tsx'), screenStrings()),
    'ProductScreen',
  ),
});

/** Everything the cached vouchers say about one product. */
export const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products/$code',
  component: lazyRouteComponent(
    () => withStrings(import('./ProductScreen.tsx'), screenStrings()),
    'ProductScreen',
  ),
});

export const productRoutes = [productsRoute, productRoute] as const;
