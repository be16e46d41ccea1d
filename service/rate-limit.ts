// Sliding-window limits of spec §8: at most `limit` calls per key in any window of `windowMs`.
// Each key keeps the receive times of its admitted calls (at most `limit` of them); refused calls
// are not recorded (see choices.ts), so Retry-After is exactly when the oldest call leaves the window.

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly calls = new Map<string, number[]>();
  private takesSinceSweep = 0;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  take(key: string, now: number = Date.now()): LimitDecision {
    this.sweepNow(now);
    let times = this.calls.get(key);
    if (!times) {
      times = [];
      this.calls.set(key, times);
    }
    while (times.length > 0 && (times[0] ?? 0) <= now - this.windowMs) times.shift();
    if (times.length >= this.limit) {
      const oldest = times[0] ?? now;
      const waitMs = oldest + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    times.push(now);
    return { allowed: true };
  }

  /** Forgets keys whose calls all left the window, now and then, so memory stays bounded. */
  private sweepNow(now: number): void {
    this.takesSinceSweep += 1;
    if (this.takesSinceSweep < 1000) return;
    this.takesSinceSweep = 0;
    for (const [key, times] of this.calls) {
      const last = times[times.length - 1];
      if (last === undefined || last <= now - this.windowMs) this.calls.delete(key);
    }
  }
}

export const CALLS_PER_WINDOW = 120;
export const TOKEN_REQUESTS_PER_WINDOW = 30;
export const DEFAULT_WINDOW_MS = 60_000;
