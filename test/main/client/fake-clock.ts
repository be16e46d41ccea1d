import type { Sleep } from '../../../main/client/timing.ts';

// A manual clock for pure pacer tests: time moves only when the test advances it, so the tests
// check the pacer's arithmetic without waiting and without asserting wall-clock times.

interface Timer {
  at: number;
  seq: number;
  fire: () => void;
}

export interface FakeClock {
  now: () => number;
  sleep: Sleep;
  /** Moves time forward by `ms`, firing due timers in order and letting promises settle between. */
  advance(ms: number): Promise<void>;
  /** Lets pending promise callbacks run without moving time. */
  settle(): Promise<void>;
  pendingTimers(): number;
}

export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export function createFakeClock(start = 1_000_000): FakeClock {
  let time = start;
  let seq = 0;
  const timers: Timer[] = [];

  const sleep: Sleep = (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new Error('aborted'));
        return;
      }
      const timer: Timer = {
        at: time + Math.max(0, ms),
        seq: (seq += 1),
        fire: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        const index = timers.indexOf(timer);
        if (index >= 0) timers.splice(index, 1);
        reject(new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      timers.push(timer);
    });

  return {
    now: () => time,
    sleep,
    async advance(ms) {
      const target = time + ms;
      for (let guard = 0; guard < 100_000; guard += 1) {
        await settle();
        timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
        const next = timers[0];
        if (next === undefined || next.at > target) break;
        timers.shift();
        time = Math.max(time, next.at);
        next.fire();
      }
      time = target;
      await settle();
    },
    settle,
    pendingTimers: () => timers.length,
  };
}
