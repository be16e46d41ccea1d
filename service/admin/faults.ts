// Faults registered through the admin surface and consumed by the next matching requests.

// - status: answer this status instead of handling the call (429 with Retry-After when given)
// - delay: wait delay_ms, then handle the call unless the client has gone
// - drop: close the connection without handling the call
// - drop_after_commit: handle the call (an import commits), then close without answering
// - delay_after_commit: handle the call (an import commits), then answer delay_ms later, even when
//   the client gave up meanwhile (a timeout while the service was still writing its answer)

export type FaultKind = 'status' | 'delay' | 'drop_after_commit' | 'drop' | 'delay_after_commit';
const FAULT_KINDS: readonly FaultKind[] = [
  'status',
  'delay',
  'drop_after_commit',
  'drop',
  'delay_after_commit',
];

export interface Fault {
  id: number;
  method: string | null;
  pathPrefix: string;
  kind: FaultKind;
  status: number;
  retryAfter: number | null;
  delayMs: number;
  remaining: number;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(fault: Omit<Fault, 'id'>): Fault {
    const stored = { ...fault, id: this.nextId++ };
    this.faults.push(stored);
    return stored;
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching the request, with one use consumed; null when none matches. */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.method === null || candidate.method === method) &&
        path.startsWith(candidate.pathPrefix),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }
}

/** Parses the admin body `{method, path_prefix, kind, status, retry_after, delay_ms, times}`; returns an error text when invalid. */
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
  const delayMs = input.delay_ms ?? 0;
  if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 600_000)
    return 'delay_ms must be between 0 and 600000.';
  const times = input.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    return 'times must be a positive integer.';
  return {
    method: method === null ? null : method.toUpperCase(),
    pathPrefix,
    kind: kind as FaultKind,
    status,
    retryAfter,
    delayMs,
    remaining: times,
  };
}
