import type { KikanError } from '../../app/errors.ts';
import { cancelled, offline, rateLimited, redirected, timedOut, tooLarge } from './failures.ts';
import type { Pacer, PacerSlot } from './pacer.ts';
import { cut } from './server-message.ts';
import {
  fullJitter,
  parseRetryAfter,
  realSleep,
  type BackoffPolicy,
  type Sleep,
} from './timing.ts';

// One HTTP exchange through a pacer, with the bounded retries that are safe for it:
// - 429: pause the whole queue (Retry-After when sent, else exponential back-off with full
//   jitter) and send again after the pause; past `maxRateLimitRetries`, or when the pause ends
//   after the call's deadline → rate_limited saying when to try again.
// - network failure or 5xx: send the same request again after a short back-off, at most
//   `maxRetries` times. Reads use it; imports set it to 0 and resend from their journal (same
//   body, same Idempotency-Key), so an import request is retried in one place.
// - timeouts are not retried: the per-attempt timeout already made the user wait.
// - redirects are never followed (a credential must not reach another address): a 3xx is a
//   typed error naming where it pointed. Bodies are read up to a cap, then the read stops.
// The per-attempt timeout starts when the pacer grants the slot, so queueing never times out;
// the overall deadline covers everything (queueing, pauses, retries) unless the caller waits.

/** Largest answer read; voucher list pages are far below it. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
/** How long one call may take in all, queueing and 429 pauses included. */
export const DEFAULT_DEADLINE_MS = 2 * 60_000;

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
  /**
   * Bound on the whole call (DEFAULT_DEADLINE_MS when absent). null: wait out every pause,
   * however long (imports, which show that they wait and can be cancelled).
   */
  deadlineMs?: number | null | undefined;
  /** DEFAULT_MAX_BODY_BYTES when absent. */
  maxBodyBytes?: number | undefined;
  /** Takes the caller's credentials out of text quoted from an answer (a redirect's Location). */
  redact?: ((text: string) => string) | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  random?: () => number;
  sleep?: Sleep;
  /**
   * Called synchronously right before each attempt goes out, once the pacer has let it go (an
   * import journals "sent" here, so a request still queued behind the limit is not marked sent).
   * If it throws, nothing is sent and the error propagates.
   */
  onAttempt?: (() => void) | undefined;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: string;
}

type Attempt =
  { ok: true; response: RawResponse } | { ok: false; error: KikanError; network: boolean };

/** The body as text, or null once it passed `cap` bytes (the read stops there). */
async function readCapped(response: Response, cap: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > cap) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (response.body === null) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function isRedirect(response: Response): boolean {
  return (
    response.type === 'opaqueredirect' ||
    (response.status >= 300 && response.status <= 399 && response.status !== 304)
  );
}

interface Bounds {
  /** The caller's own signal (the renderer cancelled). */
  user: AbortSignal | undefined;
  /** Fires at the overall deadline; null when the caller waits as long as it takes. */
  deadline: AbortSignal | null;
  deadlineMs: number | null;
}

function joined(bounds: Bounds, ...more: AbortSignal[]): AbortSignal | undefined {
  const signals = [bounds.user, bounds.deadline, ...more].filter(
    (signal): signal is AbortSignal => signal !== undefined && signal !== null,
  );
  return signals.length === 0 ? undefined : AbortSignal.any(signals);
}

/** Why a wait ended early: the user cancelled, or the deadline passed (paused → rate_limited). */
function stopped(bounds: Bounds, pacer: Pacer, operation: string): KikanError {
  const until = pacer.pausedUntil();
  if (bounds.user?.aborted && until === null) return cancelled(operation);
  if (until !== null) return rateLimited(until, operation);
  return timedOut(bounds.deadlineMs ?? 0, operation);
}

async function attempt(
  request: PacedRequest,
  options: PacedFetchOptions,
  bounds: Bounds,
): Promise<Attempt> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = joined(bounds, timeout);
  try {
    const response = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: 'manual',
      ...(signal === undefined ? {} : { signal }),
    });
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      return {
        ok: false,
        error: redirected(
          location === null ? null : cut((options.redact ?? String)(location), 200),
          request.operation,
        ),
        network: false,
      };
    }
    const cap = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const body = await readCapped(response, cap);
    if (body === null)
      return { ok: false, error: tooLarge(cap, request.operation), network: false };
    return { ok: true, response: { status: response.status, headers: response.headers, body } };
  } catch (error) {
    if (bounds.user?.aborted) {
      return { ok: false, error: cancelled(request.operation), network: false };
    }
    if (bounds.deadline?.aborted) {
      const ms = bounds.deadlineMs ?? options.timeoutMs;
      return { ok: false, error: timedOut(ms, request.operation), network: false };
    }
    if (timeout.aborted) {
      return { ok: false, error: timedOut(options.timeoutMs, request.operation), network: false };
    }
    return { ok: false, error: offline(request.url, error, request.operation), network: true };
  }
}

async function acquire(pacer: Pacer, request: PacedRequest, bounds: Bounds): Promise<PacerSlot> {
  try {
    return await pacer.acquire(joined(bounds));
  } catch {
    throw stopped(bounds, pacer, request.operation);
  }
}

export async function pacedFetch(
  request: PacedRequest,
  options: PacedFetchOptions,
): Promise<RawResponse> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? realSleep;
  const deadlineMs = options.deadlineMs === undefined ? DEFAULT_DEADLINE_MS : options.deadlineMs;
  const deadlineAt = deadlineMs === null ? null : Date.now() + deadlineMs;
  const bounds: Bounds = {
    user: options.signal,
    deadline: deadlineMs === null ? null : AbortSignal.timeout(deadlineMs),
    deadlineMs,
  };
  const pacer = options.pacer;
  let retries = 0;
  let rateLimits = 0;
  for (;;) {
    const pausedUntil = pacer.pausedUntil();
    if (deadlineAt !== null && pausedUntil !== null && pausedUntil > deadlineAt) {
      throw rateLimited(pausedUntil, request.operation); // waiting could not help in time
    }
    const slot = await acquire(pacer, request, bounds);
    let result: Attempt;
    try {
      options.onAttempt?.();
      result = await attempt(request, options, bounds);
    } finally {
      slot.release(); // completion time: never earlier than the service's receipt
    }

    if (result.ok && result.response.status === 429) {
      rateLimits += 1;
      const delay =
        parseRetryAfter(result.response.headers.get('retry-after'), Date.now()) ??
        fullJitter(rateLimits, policy.rateLimitBackoff, random);
      const until = Date.now() + delay;
      pacer.pause(until);
      const waits = deadlineAt === null;
      if (!waits && (rateLimits > policy.maxRateLimitRetries || until > deadlineAt)) {
        throw rateLimited(until, request.operation);
      }
      continue; // the next acquire waits out the pause
    }

    const retriable = result.ok ? result.response.status >= 500 : result.network;
    if (retriable && retries < policy.maxRetries) {
      retries += 1;
      try {
        await sleep(fullJitter(retries, policy.retryBackoff, random), joined(bounds));
      } catch {
        throw stopped(bounds, pacer, request.operation);
      }
      continue;
    }
    if (!result.ok) throw result.error;
    return result.response;
  }
}
