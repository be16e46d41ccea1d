import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { VOUCHER_KINDS, type VoucherKind } from '../../../app/resources/vouchers.ts';
import { rootRoute } from '../lib/root-route.ts';
import { oneOf, optionalText } from '../lib/route-params.ts';
import { withStrings } from '../lib/i18n.ts';

/** This screen's text, added as its route loads (lib/i18n.ts). */
const screenStrings = () =>
  Promise.all([
    import('./strings.ts').then((m) => m.vouchersStrings),
    import('./strings-state.ts').then((m) => m.voucherStateStrings),
    import('./strings-review.ts').then((m) => m.voucherReviewStrings),
    import('./strings-layout.ts').then((m) => m.voucherLayoutStrings),
    import('./strings-views.ts').then((m) => m.voucherViewsStrings),
  ]);

/** /vouchers opens the first kind. */
export const vouchersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'vouchers',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({
      to: '/vouchers/$kind',
      params: { kind: 'purchase_orders' },
      replace: true,
    });
  },
});

const kindParams = {
  parse: (raw: { kind: string }): { kind: VoucherKind } => {
    const kind = oneOf(VOUCHER_KINDS, raw.kind);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    if (!kind) throw redirect({ to: '/vouchers', replace: true });
    return { kind };
  },
  stringify: ({ kind }: { kind: VoucherKind }) => ({ kind }),
};

/** One kind's list; order plans can be narrowed to a product (?product_code=…). */
export const voucherListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'vouchers/$kind',
  params: kindParams,
  validateSearch: (search: Record<string, unknown>) => ({
    ...optionalText(search, 'product_code'),
    /** Search text to open the list with (the product view's links). */
    ...optionalText(search, 'q'),
  }),
  component: lazyRouteComponent(
    () => withStrings(import('./VouchersScreen.tsx'), screenStrings()),
    'VouchersScreen',
  ),
});

/** One voucher by its number. */
export const voucherDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'vouchers/$kind/$number',
  params: {
    parse: (raw: { kind: string; number: string }) => ({
      ...kindParams.parse(raw),
      number: raw.number,
    }),
    stringify: ({ kind, number }: { kind: VoucherKind; number: string }) => ({ kind, number }),
  },
  component: lazyRouteComponent(
    () => withStrings(import('./VoucherDetailScreen.tsx'), screenStrings()),
    'VoucherDetailScreen',
  ),
});

export const voucherRoutes = [vouchersRoute, voucherListRoute, voucherDetailRoute] as const;
