// Faults registered through the admin surface and consumed by the next matching requests.

// - status: answer this status instead of handling the call (429 with Retry-After when given)
// - delay: wait delay_ms, then handle the call unless the client has gone
// - drop: close the connection without handling the call
// - drop_after_commit: handle the call (an import commits), then close without answering
// - delay_after_commit: handle the call (an import commits), then answer delay_ms later, even when
//   the client gave up meanwhile (a timeout while the service was still writing its answer)
// - hold: keep the call until the faults are cleared (DELETE), then handle it unless the client
//   has gone; at most delay_ms (default and most: 600000), so nothing waits forever. A test holds
//   a list's next pages this way to see the app while they are on their way, then lets them go.
// A fault with query_has matches only calls whose query carries that parameter (starting_after:
// a list's pages after the first).

export type FaultKind =
  'status' | 'delay' | 'drop_after_commit' | 'drop' | 'delay_after_commit' | 'hold';
const FAULT_KINDS: readonly FaultKind[] = [
  'status',
  'delay',
  'drop_after_commit',
  'drop',
  'delay_after_commit',
  'hold',
];

/** How long a hold lasts at most, and by default. */
export const MAX_HOLD_MS = 600_000;

export interface Fault {
  id: number;
  method: string | null;
  pathPrefix: string;
  /** A query parameter the call must carry; null: any call on the path. */
  queryHas: string | null;
  kind: FaultKind;
  status: number;
  retryAfter: number | null;
  delayMs: number;
  remaining: number;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;
  private cleared: (() => void)[] = [];

  add(fault: Omit<Fault, 'id'>): Fault {
    const stored = { ...fault, id: this.nextId++ };
    this.faults.push(stored);
    return stored;
  }

  /** Drops every fault and lets every held call go. */
  clear(): void {
    this.faults = [];
    const waiting = this.cleared;
    this.cleared = [];
    for (const release of waiting) release();
  }

  /** Resolves at the next clear(), or after `ms`. */
  untilCleared(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.cleared = this.cleared.filter((release) => release !== done);
        resolve();
      }, ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.cleared.push(done);
    });
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching the request, with one use consumed; null when none matches. */
  take(method: string, path: string, query: URLSearchParams): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.method === null || candidate.method === method) &&
        path.startsWith(candidate.pathPrefix) &&
        (candidate.queryHas === null || query.has(candidate.queryHas)),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }
}

/** Parses the admin body `{method, path_prefix, query_has, kind, status, retry_after, delay_ms, times}`; returns an error text when invalid. */
export function parseFault(body: unknown): Omit<Fault, 'id'> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'A JSON object is expected.';
  const input = body as Record<string, unknown>;
  const kind = input.kind;
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    return `kind must be one of ${FAULT_KINDS.join(', ')}.`;
  }
  const method = input.method === undefined || input.method === null ? null : input.method;
  if (method !== null && typeof method !== 'string')
    return 'method must be a string such as "GET".';
  const pathPrefix = input.path_prefix ?? '/';
  if (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/'))
    return 'path_prefix must start with "/".';
  const status = input.status ?? 503;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    return 'status must be an HTTP status code.';
  }
  const retryAfter = input.retry_after ?? null;
  if (
    retryAfter !== null &&
    (typeof retryAfter !== 'number' || !Number.isInteger(retryAfter) || retryAfter < 0)
  ) {
    return 'retry_after must be a whole number of seconds.';
  }
  const queryHas = input.query_has ?? null;
  if (queryHas !== null && (typeof queryHas !== 'string' || queryHas === ''))
    return 'query_has must be the name of a query parameter.';
  const delayMs = input.delay_ms ?? (kind === 'hold' ? MAX_HOLD_MS : 0);
  if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > MAX_HOLD_MS)
    return `delay_ms must be between 0 and ${String(MAX_HOLD_MS)}.`;
  const times = input.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    return 'times must be a positive integer.';
  return {
    method: method === null ? null : method.toUpperCase(),
    pathPrefix,
    queryHas,
    kind: kind as FaultKind,
    status,
    retryAfter,
    delayMs,
    remaining: times,
  };
}
