import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Credential strings with the prefixes of spec §5, and the SHA-256 hashes that are all the
// database keeps for checking them.

export const PREFIX = {
  clientId: 'svc_app_',
  liveSecret: 'svc_sec_live_',
  testSecret: 'svc_sec_test_',
  token: 'svc_tok_',
} as const;

function randomPart(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function newClientId(): string {
  return PREFIX.clientId + randomBytes(12).toString('hex');
}

export function newLiveSecret(): string {
  return PREFIX.liveSecret + randomPart(30);
}

export function newTestSecret(): string {
  return PREFIX.testSecret + randomPart(30);
}

export function newToken(): string {
  return PREFIX.token + randomPart(32);
}

export function newAdminKey(): string {
  return 'adm_' + randomPart(24);
}

export function sha256(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two strings in constant time (for the admin key and secret hashes). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
