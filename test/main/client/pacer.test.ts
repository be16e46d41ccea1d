import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPacer, type PacerSlot } from '../../../main/client/pacer.ts';
import { createFakeClock } from './fake-clock.ts';

// Pure logic: the pacer on a manual clock. Each simulated call acquires a slot, "runs" for its
// duration, then releases. The property checked is the one the service relies on: however calls
// arrive and however long they take, the service (which counts a call at any instant between its
// start and completion) never sees more than `limit` calls in one window.

interface Run {
  start: number;
  end: number;
}

/** For every call k: the calls started no later than k that were in flight or completed inside k's look-back, plus k. */
function worstWindowLoad(runs: readonly Run[], windowMs: number): number {
  let worst = 0;
  runs.forEach((k, index) => {
    const load = runs.filter(
      (j, other) => other !== index && j.start <= k.start && j.end > k.start - windowMs,
    ).length;
    worst = Math.max(worst, load + 1);
  });
  return worst;
}

/** Most receipts inside one window if the service received every call at time `pick(run)`. */
function maxInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let from = 0;
  sorted.forEach((t, to) => {
    while ((sorted[from] ?? t) <= t - windowMs) from += 1;
    best = Math.max(best, to - from + 1);
  });
  return best;
}

describe('createPacer on a manual clock', () => {
  it('never lets more than `limit` calls into any window, whatever the arrivals and durations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(
          fc.record({
            arrive: fc.integer({ min: 0, max: 3000 }),
            takes: fc.integer({ min: 0, max: 1500 }),
          }),
          {
            minLength: 1,
            maxLength: 25,
          },
        ),
        async (limit, calls) => {
          const clock = createFakeClock();
          const windowMs = 1000;
          const pacer = createPacer({
            limit,
            windowMs,
            marginMs: 1,
            now: clock.now,
            sleep: clock.sleep,
          });
          const runs: Run[] = [];
          const done = calls.map(async ({ arrive, takes }) => {
            await clock.sleep(arrive);
            const slot = await pacer.acquire();
            const start = clock.now();
            await clock.sleep(takes);
            runs.push({ start, end: clock.now() });
            slot.release();
          });
          const all = Promise.all(done);
          for (let step = 0; step < 200 && runs.length < calls.length; step += 1)
            await clock.advance(500);
          await all;
          expect(runs).toHaveLength(calls.length);
          expect(worstWindowLoad(runs, windowMs)).toBeLessThanOrEqual(limit);
          expect(
            maxInWindow(
              runs.map((r) => r.start),
              windowMs,
            ),
          ).toBeLessThanOrEqual(limit);
          expect(
            maxInWindow(
              runs.map((r) => r.end),
              windowMs,
            ),
          ).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('starts the first `limit` calls at once and the next one a window after the first completion', async () => {
    const clock = createFakeClock();
    const pacer = createPacer({
      limit: 2,
      windowMs: 1000,
      marginMs: 1,
      now: clock.now,
      sleep: clock.sleep,
    });
    const t0 = clock.now();
    const a = await pacer.acquire();
    const b = await pacer.acquire();
    let third: PacerSlot | null = null;
    void pacer.acquire().then((slot) => (third = slot));
    await clock.advance(100);
    a.release(); // completes at t0 + 100
    await clock.advance(1000); // t0 + 1100: still inside a's window (+1 ms margin)
    expect(third).toBeNull();
    await clock.advance(1); // t0 + 1101
    expect(third).not.toBeNull();
    expect(clock.now() - t0).toBe(1101);
    b.release();
  });

  it('keeps a slot busy while its call is in flight, however long it takes', async () => {
    const clock = createFakeClock();
    const pacer = createPacer({ limit: 1, windowMs: 100, now: clock.now, sleep: clock.sleep });
    const slot = await pacer.acquire();
    let next = false;
    void pacer.acquire().then(() => (next = true));
    await clock.advance(5000);
    expect(next).toBe(false);
    slot.release();
    await clock.advance(99);
    expect(next).toBe(false);
    await clock.advance(2);
    expect(next).toBe(true);
  });

  it('serves waiters first in, first out', async () => {
    const clock = createFakeClock();
    const pacer = createPacer({ limit: 1, windowMs: 50, now: clock.now, sleep: clock.sleep });
    const order: string[] = [];
    const names = ['a', 'b', 'c', 'd', 'e'];
    const done = names.map(async (name) => {
      const slot = await pacer.acquire();
      order.push(name);
      await clock.sleep(10);
      slot.release();
    });
    const all = Promise.all(done);
    for (let i = 0; i < 20 && order.length < names.length; i += 1) await clock.advance(100);
    await all;
    expect(order).toEqual(names);
  });

  it('drops an aborted waiter with the signal’s reason and serves the rest in order', async () => {
    const clock = createFakeClock();
    const pacer = createPacer({ limit: 1, windowMs: 50, now: clock.now, sleep: clock.sleep });
    const held = await pacer.acquire();
    const controller = new AbortController();
    const aborted = pacer.acquire(controller.signal);
    let later = false;
    void pacer.acquire().then(() => (later = true));
    expect(pacer.waiting()).toBe(2);
    const reason = new Error('user left the screen');
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
    expect(pacer.waiting()).toBe(1);
    held.release();
    await clock.advance(60);
    expect(later).toBe(true);
    await expect(pacer.acquire(AbortSignal.abort(reason))).rejects.toBe(reason);
  });

  it('holds the whole queue during a pause and announces pause and resume', async () => {
    const clock = createFakeClock();
    const changes: (number | null)[] = [];
    const pacer = createPacer({
      limit: 10,
      windowMs: 1000,
      now: clock.now,
      sleep: clock.sleep,
      onPauseChange: (at) => changes.push(at),
    });
    const until = clock.now() + 2000;
    pacer.pause(until);
    pacer.pause(until - 500); // a shorter pause never cuts a longer one
    expect(pacer.pausedUntil()).toBe(until);
    let granted = 0;
    for (let i = 0; i < 3; i += 1) void pacer.acquire().then(() => (granted += 1));
    await clock.advance(1999);
    expect(granted).toBe(0);
    await clock.advance(1);
    expect(granted).toBe(3);
    expect(changes).toEqual([until, null]);
    expect(pacer.pausedUntil()).toBeNull();
  });

  it('announces the resume even when nobody is waiting, and leaves no timer behind', async () => {
    const clock = createFakeClock();
    const changes: (number | null)[] = [];
    const pacer = createPacer({
      limit: 1,
      windowMs: 1000,
      now: clock.now,
      sleep: clock.sleep,
      onPauseChange: (at) => changes.push(at),
    });
    pacer.pause(clock.now() + 300);
    await clock.advance(300);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('rejects a limit or window that cannot work', () => {
    expect(() => createPacer({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createPacer({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
