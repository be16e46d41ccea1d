import type { KikanError } from '../../app/errors.ts';
import { cancelled, offline, rateLimited, timedOut } from './failures.ts';
import type { Pacer, PacerSlot } from './pacer.ts';
import {
  fullJitter,
  parseRetryAfter,
  realSleep,
  type BackoffPolicy,
  type Sleep,
} from './timing.ts';

// One HTTP exchange through a pacer, with the bounded retries that are safe for it:
// - 429: pause the whole queue (Retry-After when sent, else exponential back-off with full
//   jitter) and send again after the pause; past `maxRateLimitRetries` → rate_limited.
// - network failure or 5xx: send the same request again after a short back-off, at most
//   `maxRetries` times. Callers only use this for reads and for idempotent imports (same body,
//   same Idempotency-Key, so the service returns its stored result).
// - timeouts are not retried: the per-attempt timeout already made the user wait.
// The per-attempt timeout starts when the pacer grants the slot, so queueing never times out.

export interface RetryPolicy {
  /** Resends after a network failure or a 5xx. */
  maxRetries: number;
  /** Back-off between those resends. */
  retryBackoff: BackoffPolicy;
  /** 429 answers tolerated per call before giving up with rate_limited. */
  maxRateLimitRetries: number;
  /** Back-off after a 429 without Retry-After. */
  rateLimitBackoff: BackoffPolicy;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 2,
  retryBackoff: { baseMs: 250, capMs: 2_000, floorMs: 50 },
  maxRateLimitRetries: 4,
  rateLimitBackoff: { baseMs: 1_000, capMs: 30_000, floorMs: 100 },
};

export interface PacedRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What is being done, for messages: "reading purchase orders". */
  operation: string;
}

export interface PacedFetchOptions {
  fetch: typeof fetch;
  pacer: Pacer;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  random?: () => number;
  sleep?: Sleep;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
}

type Attempt =
  { ok: true; response: RawResponse } | { ok: false; error: KikanError; network: boolean };

async function attempt(request: PacedRequest, options: PacedFetchOptions): Promise<Attempt> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal,
    });
    const body = await response.text();
    return { ok: true, response: { status: response.status, headers: response.headers, body } };
  } catch (error) {
    if (options.signal?.aborted)
      return { ok: false, error: cancelled(request.operation), network: false };
    if (timeout.aborted) {
      return { ok: false, error: timedOut(options.timeoutMs, request.operation), network: false };
    }
    return { ok: false, error: offline(request.url, error, request.operation), network: true };
  }
}

async function acquire(
  pacer: Pacer,
  request: PacedRequest,
  signal?: AbortSignal,
): Promise<PacerSlot> {
  try {
    return await pacer.acquire(signal);
  } catch {
    const until = pacer.pausedUntil();
    throw until === null ? cancelled(request.operation) : rateLimited(until, request.operation);
  }
}

export async function pacedFetch(
  request: PacedRequest,
  options: PacedFetchOptions,
): Promise<RawResponse> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? realSleep;
  let retries = 0;
  let rateLimits = 0;
  for (;;) {
    const slot = await acquire(options.pacer, request, options.signal);
    let result: Attempt;
    try {
      result = await attempt(request, options);
    } finally {
      slot.release(); // completion time: never earlier than the service's receipt
    }

    if (result.ok && result.response.status === 429) {
      rateLimits += 1;
      const delay =
        parseRetryAfter(result.response.headers.get('retry-after'), Date.now()) ??
        fullJitter(rateLimits, policy.rateLimitBackoff, random);
      const until = Date.now() + delay;
      options.pacer.pause(until);
      if (rateLimits > policy.maxRateLimitRetries) throw rateLimited(until, request.operation);
      continue; // the next acquire waits out the pause
    }

    const retriable = result.ok ? result.response.status >= 500 : result.network;
    if (retriable && retries < policy.maxRetries) {
      retries += 1;
      try {
        await sleep(fullJitter(retries, policy.retryBackoff, random), options.signal);
      } catch {
        throw cancelled(request.operation);
      }
      continue;
    }
    if (!result.ok) throw result.error;
    return result.response;
  }
}
