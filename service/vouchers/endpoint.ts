import { DEFAULT_VOUCHER_PREFIX, OBJECT_ENVELOPE_ROWS_KEY, STATUS } from '../choices.ts';
import type { ServiceContext } from '../context.ts';
import { authorizeCall, requirePermission } from '../auth/bearer.ts';
import { sendError, sendJson, type Exchange } from '../http.ts';
import { voucherKind, type VoucherKindDefinition } from './kinds.ts';
import { getVoucher, listVouchers } from './read.ts';

// Read endpoints of spec §4.3. Vouchers are read-only here: they are made on the service's screen.

export interface VoucherRoute {
  kind: VoucherKindDefinition;
  /** The voucher number of a single-item path, still URL-encoded; null for the list. */
  encodedNumber: string | null;
}

/** Matches `{prefix}/{kind}` and `{prefix}/{kind}/{number}`; null when the path is no voucher path. */
export function matchVoucherPath(
  path: string,
  prefix: string = DEFAULT_VOUCHER_PREFIX,
): VoucherRoute | null {
  if (prefix !== '' && !path.startsWith(prefix + '/')) return null;
  const segments = path.slice(prefix.length).split('/').slice(1);
  const kind = voucherKind(segments[0] ?? '');
  if (!kind || segments.length > 2) return null;
  return { kind, encodedNumber: segments.length === 2 ? (segments[1] ?? '') : null };
}

export function handleVouchers(
  exchange: Exchange,
  context: ServiceContext,
  route: VoucherRoute,
): void {
  // Authenticated first, so every call made with a token counts against its limit.
  const principal = authorizeCall(exchange, context);
  if (!principal) return;
  if (exchange.method !== 'GET' && exchange.method !== 'HEAD') {
    sendError(
      exchange,
      STATUS.voucherWrite,
      'method_not_allowed',
      "Vouchers are read-only through this interface; they are created only on the service's own screen.",
      {},
      { Allow: 'GET, HEAD' },
    );
    return;
  }
  const { kind } = route;
  if (route.encodedNumber !== null && kind.path === 'order_plans') {
    sendError(
      exchange,
      STATUS.noSingleOrderPlan,
      'not_found',
      'Order plans have no single-item path; page through GET /order_plans.',
    );
    return;
  }
  if (!requirePermission(exchange, principal, kind.permission)) return;

  if (route.encodedNumber !== null) {
    let number: string;
    try {
      number = decodeURIComponent(route.encodedNumber);
    } catch {
      sendError(exchange, 404, 'not_found', 'No voucher has this number.');
      return;
    }
    const voucher = getVoucher(context.db, kind, principal.workspaceId, number);
    if (!voucher) {
      sendError(
        exchange,
        404,
        'not_found',
        `No ${kind.path.replace(/_/g, ' ').replace(/s$/, '')} with number "${number}" in this workspace.`,
      );
      return;
    }
    sendJson(exchange, 200, voucher);
    return;
  }

  const startingAfter = exchange.query.get('starting_after') ?? '';
  const productCode =
    kind.path === 'order_plans' ? (exchange.query.get('product_code') ?? null) : null;
  const page = listVouchers(
    context.db,
    kind,
    principal.workspaceId,
    startingAfter,
    productCode === '' ? null : productCode,
    context.pageSize,
  );
  if (context.envelope === 'object') {
    sendJson(exchange, 200, { [OBJECT_ENVELOPE_ROWS_KEY]: page.rows, has_more: page.hasMore });
  } else {
    sendJson(exchange, 200, page.rows);
  }
}
