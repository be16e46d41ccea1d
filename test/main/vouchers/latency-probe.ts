import { setTimeout as delay } from 'node:timers/promises';

// How long a short call waits beside a long job in the same process: a call is due every few
// milliseconds (a timer, as an IPC message arrives between other work); its latency is from
// when it was due to its answer, so time the job held the thread counts, as it does for a
// real caller.

export interface Beside<T> {
  result: T;
  /** Longest wait of any call, ms. */
  worstMs: number;
  /** Calls answered while the job ran. */
  calls: number;
}

export async function latencyBeside<T>(
  job: Promise<T>,
  call: () => Promise<unknown>,
  everyMs = 10,
): Promise<Beside<T>> {
  const state = { settled: false };
  const result = job.finally(() => {
    state.settled = true;
  });
  let worstMs = 0;
  let calls = 0;
  while (!state.settled) {
    const due = performance.now() + everyMs;
    await delay(everyMs);
    await call();
    worstMs = Math.max(worstMs, performance.now() - due);
    calls += 1;
  }
  return { result: await result, worstMs, calls };
}
