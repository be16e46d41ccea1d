// Credential prefixes and the host rules of spec §5, checked before anything is sent.
import type { HostKind } from './connections.ts';

export const PREFIX = {
  clientId: 'svc_app_',
  liveSecret: 'svc_sec_live_',
  testSecret: 'svc_sec_test_',
  token: 'svc_tok_',
} as const;

function commonPrefix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return a.slice(0, length);
}

/** "svc_tok_" and "svc_sec_" (the shared start of live and test secrets). */
export const CREDENTIAL_MARKERS: readonly string[] = [
  PREFIX.token,
  commonPrefix(PREFIX.liveSecret, PREFIX.testSecret),
];
// The markers are letters and underscores only, so they need no escaping.
const CREDENTIAL_PATTERN = new RegExp(CREDENTIAL_MARKERS.join('|'), 'i');

/**
 * Whether a value holds what looks like a token or client secret, anywhere in it and in any
 * case: such a value is never stored outside the keychain, and never sent as data.
 */
export function looksLikeCredential(value: string): boolean {
  return CREDENTIAL_PATTERN.test(value);
}

export type CredentialProblem =
  | { field: 'clientId' | 'clientSecret' | 'token'; code: 'wrong_prefix'; expected: string }
  | { field: 'clientSecret'; code: 'test_secret_on_production' };

export function checkToken(token: string): CredentialProblem | null {
  return token.startsWith(PREFIX.token)
    ? null
    : { field: 'token', code: 'wrong_prefix', expected: PREFIX.token };
}

export function checkClientCredentials(
  clientId: string,
  clientSecret: string,
  hostKind: HostKind,
): CredentialProblem | null {
  if (!clientId.startsWith(PREFIX.clientId)) {
    return { field: 'clientId', code: 'wrong_prefix', expected: PREFIX.clientId };
  }
  const live = clientSecret.startsWith(PREFIX.liveSecret);
  const test = clientSecret.startsWith(PREFIX.testSecret);
  if (!live && !test) {
    return {
      field: 'clientSecret',
      code: 'wrong_prefix',
      expected: `${PREFIX.liveSecret} / ${PREFIX.testSecret}`,
    };
  }
  if (test && hostKind === 'production') {
    return { field: 'clientSecret', code: 'test_secret_on_production' };
  }
  return null;
}
