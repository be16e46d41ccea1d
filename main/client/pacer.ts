import { abortReason, realSleep, type Sleep } from './timing.ts';

// A sliding-window limiter: at most `limit` calls in any `windowMs` (spec §8).
//
// The service counts a call when it RECEIVES it, which the client cannot observe. What the client
// can observe is when the call COMPLETED (response or failure), and that is never earlier than
// the receipt. So each call holds its slot while in flight and then occupies the window from its
// completion time; a new call starts only while fewer than `limit` calls are in flight or
// completed within the last window. For any window of the service's receipts, the call that
// started last saw all the others in flight or completed inside its own look-back, so the
// service never counts more than `limit` (no 429 in a healthy session).

export interface PacerSlot {
  /** Marks the call complete (response or failure). Idempotent. */
  release(): void;
}

export interface Pacer {
  readonly limit: number;
  readonly windowMs: number;
  /** Waits in FIFO order for a slot. Rejects with the signal's reason if it aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<PacerSlot>;
  /** Holds the whole queue until `untilMs` (ms since epoch); a shorter pause never cuts a longer one. */
  pause(untilMs: number): void;
  /** When the current pause ends, or null when not paused. */
  pausedUntil(): number | null;
  /** Calls waiting for a slot. */
  waiting(): number;
}

export interface PacerOptions {
  limit: number;
  windowMs: number;
  /** Extra wait past each window, for clock granularity; default 0.2 % of the window, at least 1 ms. */
  marginMs?: number;
  now?: () => number;
  sleep?: Sleep;
  /** Called with the resume time when a pause starts or grows, and with null when the queue resumes. */
  onPauseChange?: (resumeAt: number | null) => void;
}

interface Waiter {
  grant: (slot: PacerSlot) => void;
  detach: () => void;
}

export function createPacer(options: PacerOptions): Pacer {
  const { limit, windowMs } = options;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('limit must be a positive integer');
  if (!(windowMs > 0)) throw new RangeError('windowMs must be positive');
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const marginMs = options.marginMs ?? Math.max(1, Math.round(windowMs * 0.002));

  const queue: Waiter[] = [];
  const completions: number[] = []; // ascending completion times still inside the window
  let inFlight = 0;
  let pausedUntil: number | null = null;
  let wake: { at: number; controller: AbortController } | null = null;

  function prune(t: number): void {
    while (completions.length > 0 && (completions[0] ?? 0) + windowMs + marginMs <= t) {
      completions.shift();
    }
  }

  function scheduleWake(at: number): void {
    if (wake !== null && wake.at <= at) return; // an earlier wake re-plans anyway
    cancelWake();
    const controller = new AbortController();
    wake = { at, controller };
    sleep(Math.max(0, at - now()), controller.signal).then(
      () => {
        if (wake?.controller !== controller) return;
        wake = null;
        pump();
      },
      () => undefined, // cancelled wake
    );
  }

  function cancelWake(): void {
    wake?.controller.abort();
    wake = null;
  }

  function pump(): void {
    const t = now();
    if (pausedUntil !== null && t >= pausedUntil) {
      pausedUntil = null;
      options.onPauseChange?.(null);
    }
    prune(t);
    while (queue.length > 0 && pausedUntil === null && inFlight + completions.length < limit) {
      const waiter = queue.shift();
      if (waiter === undefined) break;
      waiter.detach();
      inFlight += 1;
      waiter.grant(createSlot());
    }
    if (pausedUntil !== null) {
      scheduleWake(pausedUntil); // also when nobody waits: the resume must still be announced
    } else if (queue.length > 0 && completions.length > 0) {
      scheduleWake((completions[0] ?? t) + windowMs + marginMs);
    } else {
      cancelWake(); // nothing to wait for; a release will pump again
    }
  }

  function createSlot(): PacerSlot {
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        inFlight -= 1;
        const t = now();
        const last = completions.at(-1);
        completions.push(t);
        if (last !== undefined && last > t) completions.sort((a, b) => a - b); // clock stepped back
        pump();
      },
    };
  }

  return {
    limit,
    windowMs,
    acquire(signal) {
      return new Promise<PacerSlot>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortReason(signal));
          return;
        }
        const onAbort = (): void => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(abortReason(signal));
          pump();
        };
        const waiter: Waiter = {
          grant: resolve,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
        pump();
      });
    },
    pause(untilMs) {
      if (untilMs <= now()) return;
      if (pausedUntil !== null && untilMs <= pausedUntil) return;
      pausedUntil = untilMs;
      options.onPauseChange?.(untilMs);
      pump();
    },
    pausedUntil: () => pausedUntil,
    waiting: () => queue.length,
  };
}
