import type { VoucherKind } from '../../app/resources/vouchers.ts';

import { KikanError } from '../../app/errors.ts';
import { parseServiceAddress } from '../../app/service-address.ts';

// Addresses of spec §4. Token and import paths carry /v1 (§9); voucher paths are used as written,
// behind the connection profile's optional prefix (whether they carry one is "not shown").
// Every URL is the parsed address (origin and base path, nothing else) plus one of these paths.

function join(baseUrl: string, path: string): string {
  const parsed = parseServiceAddress(baseUrl);
  if (!parsed.ok) {
    throw new KikanError({
      kind: 'invalid_input',
      message: `The service address cannot be used: ${parsed.problem.message}`,
      fields: [{ path: 'profile.baseUrl', message: parsed.problem.message }],
    });
  }
  const url = `${parsed.address.baseUrl}${path}`;
  // The URL fetch will use must say exactly what was built: same origin, same path (the URL
  // parser resolves dot segments and would quietly send a request somewhere else).
  const [pathname = '', search] = path.split('?', 2);
  const resolved = new URL(url);
  const intended = `${parsed.address.basePath}${pathname}`;
  if (
    resolved.origin !== parsed.address.origin ||
    resolved.pathname !== intended ||
    resolved.search !== (search === undefined ? '' : `?${search}`)
  ) {
    throw new KikanError({
      kind: 'invalid_input',
      message: 'That request address would not lead where it says; nothing was sent.',
      fields: [],
    });
  }
  return url;
}

/** One path segment from a value: encoded, and never empty, "." or "..". */
function segment(value: string, what: string): string {
  if (value === '' || value === '.' || value === '..') {
    throw new KikanError({
      kind: 'invalid_input',
      message: `${what} cannot be empty, “.” or “..”.`,
      fields: [],
    });
  }
  return encodeURIComponent(value);
}

export const TOKEN_PATH = '/v1/oauth/token';
export const IMPORT_PATH = '/v1/imports';

export function tokenUrl(baseUrl: string): string {
  return join(baseUrl, TOKEN_PATH);
}

export function importUrl(baseUrl: string): string {
  return join(baseUrl, IMPORT_PATH);
}

/** '' or '/seg[/seg…]' of plain segments (no '.' or '..': a prefix never climbs out of the base). */
function prefixPath(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  const segments = trimmed.split('/').slice(1);
  const plain =
    trimmed === '' ||
    (trimmed.startsWith('/') &&
      segments.every((s) => /^[A-Za-z0-9._~-]+$/.test(s) && s !== '.' && s !== '..'));
  if (!plain) {
    throw new KikanError({
      kind: 'invalid_input',
      message: 'The voucher path prefix must be a path such as /v1, or empty.',
      fields: [{ path: 'profile.voucherPrefix', message: 'A path prefix such as /v1, or empty.' }],
    });
  }
  return trimmed;
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
  return join(baseUrl, `${prefixPath(prefix)}/${kind}${search}`);
}

export function voucherUrl(
  baseUrl: string,
  prefix: string,
  kind: VoucherKind,
  number: string,
): string {
  return join(baseUrl, `${prefixPath(prefix)}/${kind}/${segment(number, 'A voucher number')}`);
}
