// Waiting and back-off arithmetic shared by the pacer and the request loop.

/** Resolves after `ms`, or rejects with the signal's reason as soon as the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError');
}

/** Longest pause honoured from a Retry-After header; a larger value is treated as this. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * Retry-After as milliseconds from `nowMs`: either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable, so the caller falls back to its own back-off.
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - nowMs), MAX_RETRY_AFTER_MS);
}

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  /** Lower bound, so a jittered wait of ~0 ms does not hammer the service. */
  floorMs: number;
}

/** Exponential back-off with full jitter: uniform in [floor, min(cap, base·2^(attempt-1))]. */
export function fullJitter(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const upper = Math.max(policy.floorMs, ceiling);
  return policy.floorMs + Math.floor(random() * (upper - policy.floorMs));
}
