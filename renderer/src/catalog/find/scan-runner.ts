import type { Matcher } from './find-query.ts';
import { MatchScan, type FindScope, type FindTarget } from './find-scan.ts';

// Runs a MatchScan in slices of a few milliseconds, yielding to the page between them, so the
// count grows while frames keep coming; anything that needs every match (next, replace) can
// finish the scan at once. A new search drops the one under way. Framework-free: the find bar
// reads it through useSyncExternalStore.

export interface ScanStatus {
  scan: MatchScan | null;
  count: number;
  done: boolean;
}

/** Calls `next` soon, after the page had a chance to paint and take input; returns a cancel. */
export type Yielder = (next: () => void) => () => void;

/** A macrotask through a MessageChannel: unlike nested timers it is not clamped to 4 ms. */
export const yieldToPage: Yielder = (next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    next();
  };
  channel.port2.postMessage(null);
  return () => {
    channel.port1.close();
  };
};

const IDLE: ScanStatus = { scan: null, count: 0, done: true };

export class ScanRunner {
  private status: ScanStatus = IDLE;
  private cancel: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly sliceMs: number;
  private readonly yielder: Yielder;

  constructor(options: { sliceMs?: number; yielder?: Yielder } = {}) {
    this.sliceMs = options.sliceMs ?? 8;
    this.yielder = options.yielder ?? yieldToPage;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): ScanStatus => this.status;

  /** Starts searching (the first slice at once); null stops and forgets the matches. */
  start(target: FindTarget, scope: FindScope, matcher: Matcher | null): void {
    this.stop();
    if (matcher === null) {
      this.publish(IDLE);
      return;
    }
    const scan = new MatchScan(target, scope, matcher);
    this.slice(scan);
  }

  /** Scans what is left now and returns the scan (null when nothing is being searched). */
  finish(): MatchScan | null {
    const { scan } = this.status;
    if (scan === null || this.status.done) return scan;
    this.cancel?.();
    this.cancel = null;
    scan.run();
    this.publish({ scan, count: scan.count, done: true });
    return scan;
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private slice(scan: MatchScan): void {
    const until = performance.now() + this.sliceMs;
    const done = scan.run(() => performance.now() >= until);
    this.publish({ scan, count: scan.count, done });
    if (!done) {
      this.cancel = this.yielder(() => {
        this.cancel = null;
        this.slice(scan);
      });
    }
  }

  private publish(status: ScanStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
