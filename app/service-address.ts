import type { HostKind } from './connections.ts';

// A connection's service address, parsed once: scheme, host, port and an optional base path.
// Nothing else is kept, so request URLs are built only from the spec's known paths, and an
// address can never smuggle a query, a fragment, user info or a path that climbs (DESIGN.md,
// "Credentials and calls"). Plain http is for loopback stand-ins only: a token sent over http
// to any other host travels in clear text.

export interface ServiceAddress {
  /** "https://host[:port]" (the default port is left out). */
  origin: string;
  /** "" or "/segment[/segment…]", without a trailing slash. */
  basePath: string;
  /** origin + basePath: the form stored with a profile and shown to the user. */
  baseUrl: string;
}

export type AddressProblemCode =
  'not_an_address' | 'scheme' | 'user_info' | 'query' | 'fragment' | 'path' | 'https_required';

export interface AddressProblem {
  code: AddressProblemCode;
  /** In English; the renderer shows its own translation of the code. */
  message: string;
}

export const ADDRESS_PROBLEM_MESSAGES: Record<AddressProblemCode, string> = {
  not_an_address: 'Enter the service address, such as https://service.example.com.',
  scheme: 'The address must start with https:// (or http:// for a local stand-in).',
  user_info: 'Leave names and passwords out of the address; credentials are entered below.',
  query: 'Leave the query (“?…”) out of the address: enter only the service’s base address.',
  fragment: 'Leave the “#…” part out of the address.',
  path: 'The address may end in a base path such as /api, made of plain path segments.',
  https_required:
    'Use https://. Plain http:// would send the token unencrypted; it is allowed only for a local stand-in (127.0.0.1, ::1 or localhost) in a custom connection.',
};

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** 127.0.0.0/8, ::1 and localhost: the machine itself. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  const parts = host.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  );
}

type Parsed = { ok: true; address: ServiceAddress } | { ok: false; problem: AddressProblem };

const fail = (code: AddressProblemCode): Parsed => ({
  ok: false,
  problem: { code, message: ADDRESS_PROBLEM_MESSAGES[code] },
});

/**
 * Parses an address as typed. With a host kind, also applies the https rule; without one
 * (a stored address read back), only the shape is checked.
 */
export function parseServiceAddress(text: string, hostKind?: HostKind): Parsed {
  const raw = text.trim();
  if (!URL.canParse(raw)) return fail('not_an_address');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('scheme');
  if (url.hostname === '') return fail('not_an_address');
  if (url.username !== '' || url.password !== '' || raw.includes('@')) return fail('user_info');
  if (raw.includes('?')) return fail('query');
  if (raw.includes('#')) return fail('fragment');
  // The parsed path, and the typed one too: URL resolves "/a/../b" silently.
  const typedPath = raw.replace(/^[a-z]+:\/\/[^/]*/i, '');
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const typedSegments = typedPath.split('/').filter((segment) => segment !== '');
  const plain = (segment: string): boolean =>
    SEGMENT.test(segment) && segment !== '.' && segment !== '..';
  if (!segments.every(plain) || !typedSegments.every(plain)) return fail('path');
  if (
    hostKind !== undefined &&
    url.protocol === 'http:' &&
    !(hostKind === 'custom' && isLoopbackHost(url.hostname))
  ) {
    return fail('https_required');
  }
  const origin = url.origin;
  const basePath = segments.length === 0 ? '' : `/${segments.join('/')}`;
  return { ok: true, address: { origin, basePath, baseUrl: `${origin}${basePath}` } };
}

/** The problem with an address for this host kind, or null when it is usable. */
export function checkServiceAddress(text: string, hostKind: HostKind): AddressProblem | null {
  const parsed = parseServiceAddress(text, hostKind);
  return parsed.ok ? null : parsed.problem;
}
