import { CALL_NAMES } from '../../app/ipc/contract.ts';

// Which call made the core die, and whether a call name is refused for a while because of it.
// A core that ends answers every call it was running `core_restarted`; the crash is charged to
// the call that had been running longest (a call that exhausts the heap or never ends runs
// longest; the short calls the window makes meanwhile started after it). A call name charged
// with two crashes within a minute is refused for a minute: its next call is answered at once
// with a message instead of killing the new core too. Only the contract's names are kept, so
// what this holds is bounded whatever names a caller makes up.

export const BLAME_WINDOW_MS = 60_000;
export const REFUSAL_MS = 60_000;
const CRASHES_TO_REFUSE = 2;
const KNOWN = new Set<string>(CALL_NAMES);

interface Running {
  name: string;
  startedAt: number;
}

export class CrashBlame {
  readonly #now: () => number;
  /** Calls in flight, by the core process running them. */
  readonly #running = new Map<object, Set<Running>>();
  readonly #dead = new WeakSet<object>();
  readonly #charged = new Map<string, number[]>();
  readonly #refusedUntil = new Map<string, number>();

  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * A call starts in `core`. The returned function ends it: `diedWithCore` keeps it listed until
   * the core's end is handled, whichever of the two is heard of first.
   */
  start(core: object, name: string): (diedWithCore: boolean) => void {
    if (!KNOWN.has(name) || this.#dead.has(core)) return () => undefined;
    const call: Running = { name, startedAt: this.#now() };
    let running = this.#running.get(core);
    if (running === undefined) this.#running.set(core, (running = new Set()));
    running.add(call);
    return (diedWithCore) => {
      if (!diedWithCore) running.delete(call);
    };
  }

  /** The core ended: charges the call that ran longest; returns its name (null: none ran). */
  crashed(core: object): string | null {
    this.#dead.add(core);
    const running = [...(this.#running.get(core) ?? [])];
    this.#running.delete(core);
    const oldest = running.reduce<Running | null>(
      (first, call) => (first === null || call.startedAt < first.startedAt ? call : first),
      null,
    );
    if (oldest === null) return null;
    const now = this.#now();
    const times = (this.#charged.get(oldest.name) ?? []).filter((t) => t > now - BLAME_WINDOW_MS);
    times.push(now);
    this.#charged.set(oldest.name, times);
    if (times.length >= CRASHES_TO_REFUSE) {
      this.#refusedUntil.set(oldest.name, now + REFUSAL_MS);
      this.#charged.delete(oldest.name);
    }
    return oldest.name;
  }

  /** Why `name` is refused now, or null. */
  refusal(name: string): string | null {
    const until = this.#refusedUntil.get(name);
    if (until === undefined) return null;
    const left = until - this.#now();
    if (left <= 0) {
      this.#refusedUntil.delete(name);
      return null;
    }
    return (
      `Refused for now: ${name} made the app’s core end twice within a minute. ` +
      `Try again in ${String(Math.ceil(left / 1000))} s.`
    );
  }
}
