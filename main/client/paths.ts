import type { VoucherKind } from '../../app/resources/vouchers.ts';

// Addresses of spec §4. Token and import paths carry /v1 (§9); voucher paths are used as written,
// behind the connection profile's optional prefix (whether they carry one is "not shown").

function join(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function tokenUrl(baseUrl: string): string {
  return join(baseUrl, '/v1/oauth/token');
}

export function importUrl(baseUrl: string): string {
  return join(baseUrl, '/v1/imports');
}

export function voucherListUrl(
  baseUrl: string,
  prefix: string,
  kind: VoucherKind,
  query: { startingAfter?: string | undefined; productCode?: string | undefined },
): string {
  const params = new URLSearchParams();
  if (query.startingAfter !== undefined) params.set('starting_after', query.startingAfter);
  if (query.productCode !== undefined) params.set('product_code', query.productCode);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return join(baseUrl, `${prefix.replace(/\/+$/, '')}/${kind}${search}`);
}

export function voucherUrl(
  baseUrl: string,
  prefix: string,
  kind: VoucherKind,
  number: string,
): string {
  return join(baseUrl, `${prefix.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(number)}`);
}
