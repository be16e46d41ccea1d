import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../../service/rate-limit.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { call, catalogText } from './helpers.ts';

// The demo seed is deterministic and scales with --size; the limiter's arithmetic in isolation.

let first: StandIn;
let second: StandIn;

beforeAll(async () => {
  [first, second] = await Promise.all([
    startStandIn({ size: 40, rateWindowMs: 1 }),
    startStandIn({ size: 40, rateWindowMs: 1 }),
  ]);
});
afterAll(async () => {
  await Promise.all([first.stop(), second.stop()]);
});

describe('demo seed', () => {
  it('scales every kind with --size', () => {
    expect(first.workspaces.find((w) => w.name === 'demo')?.counts).toEqual({
      purchase_orders: 40,
      sales_orders: 32,
      leases: 24,
      order_plans: 60,
    });
  });

  it('gives the same data for the same size, in both workspaces', async () => {
    for (const workspace of ['demo', 'other']) {
      expect(await catalogText(first, workspace)).toBe(await catalogText(second, workspace));
      for (const path of [
        '/purchase_orders',
        '/sales_orders?starting_after=SO-00000005',
        '/leases',
        '/order_plans',
      ]) {
        const a = await call(first, path, { token: first.app(workspace, 'full').token });
        const b = await call(second, path, { token: second.app(workspace, 'full').token });
        expect(a.status).toBe(200);
        expect(a.text).toBe(b.text);
      }
    }
  });

  it('issues different credentials to each installation', () => {
    expect(first.app('demo', 'full').token).not.toBe(second.app('demo', 'full').token);
    expect(first.admin_key).not.toBe(second.admin_key);
  });
});

describe('sliding window limiter', () => {
  it('admits the limit within a window, then refuses until the oldest call leaves it', () => {
    const limiter = new SlidingWindowLimiter(120, 60_000);
    for (let call = 0; call < 120; call += 1)
      expect(limiter.take('t', 1_000 + call * 100).allowed).toBe(true);
    expect(limiter.take('t', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 41 });
    expect(limiter.take('t', 60_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('t', 61_000).allowed).toBe(true);
    expect(limiter.take('t', 61_001).allowed).toBe(false);
    expect(limiter.take('other', 61_001).allowed).toBe(true);
  });

  it('never answers a Retry-After below one second', () => {
    const limiter = new SlidingWindowLimiter(1, 300);
    expect(limiter.take('k', 0).allowed).toBe(true);
    expect(limiter.take('k', 299)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
