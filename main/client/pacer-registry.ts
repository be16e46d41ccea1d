import { createHash } from 'node:crypto';
import { LIMITS } from '../../app/permissions.ts';
import { createPacer, type Pacer } from './pacer.ts';
import type { Sleep } from './timing.ts';

// One pacer per token (spec §8: 120 calls a minute with a token) shared by everything that uses
// that token — browsing and imports together — and one per (base URL, client ID) for token
// requests (30 a minute). Keys are SHA-256 digests, so no token is ever held as a map key or
// passed to a listener.

export type PacingListener = (key: string, resumeAt: number | null) => void;

export interface PacerRegistryOptions {
  /** The limits' window; 60 000 ms for the real service (tests use a stand-in with a shorter one). */
  windowMs?: number;
  /** A token's or client's queue paused after a 429 (resumeAt, ms since epoch) or resumed (null). */
  onPacingChange?: PacingListener;
  now?: () => number;
  sleep?: Sleep;
}

export interface PacerRegistry {
  /** The pacer for calls made with this token. */
  forToken(token: string): Pacer;
  /** The pacer for token requests of one app at one service. */
  forTokenRequests(baseUrl: string, clientId: string): Pacer;
  /** The key `onPacingChange` reports for this token's pacer. */
  tokenKey(token: string): string;
  /** The key `onPacingChange` reports for this client's token-request pacer. */
  tokenRequestKey(baseUrl: string, clientId: string): string;
  /** Drops a token's pacer (after sign-out); a later forToken starts afresh. */
  forgetToken(token: string): void;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createPacerRegistry(options: PacerRegistryOptions = {}): PacerRegistry {
  const windowMs = options.windowMs ?? 60_000;
  const pacers = new Map<string, Pacer>();

  function pacerFor(key: string, limit: number): Pacer {
    let pacer = pacers.get(key);
    if (pacer === undefined) {
      pacer = createPacer({
        limit,
        windowMs,
        ...(options.now ? { now: options.now } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
        onPauseChange: (resumeAt) => options.onPacingChange?.(key, resumeAt),
      });
      pacers.set(key, pacer);
    }
    return pacer;
  }

  const tokenKey = (token: string): string => `token:${sha256(token)}`;
  const tokenRequestKey = (baseUrl: string, clientId: string): string =>
    `token-request:${sha256(`${baseUrl.replace(/\/+$/, '')}\n${clientId}`)}`;

  return {
    forToken: (token) => pacerFor(tokenKey(token), LIMITS.tokenCallsPerMinute),
    forTokenRequests: (baseUrl, clientId) =>
      pacerFor(tokenRequestKey(baseUrl, clientId), LIMITS.tokenRequestsPerMinute),
    tokenKey,
    tokenRequestKey,
    forgetToken: (token) => {
      pacers.delete(tokenKey(token));
    },
  };
}
