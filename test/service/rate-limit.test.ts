import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { adminJson, call, requestToken, type Reply } from './helpers.ts';

// Spec §8: 120 calls per token and 30 token requests per window, 429 with Retry-After beyond.
// The window is shortened to 3 s (--rate-window-ms); the counts are the spec's.

const WINDOW_MS = 3000;
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn({ size: 20, rateWindowMs: WINDOW_MS });
});
afterAll(async () => standIn.stop());

async function inBatches(count: number, make: (index: number) => Promise<Reply>): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
      make(start + offset),
    );
    replies.push(...(await Promise.all(batch)));
  }
  return replies;
}

function retryAfterOf(reply: Reply): number {
  const header = reply.headers.get('retry-after') ?? '';
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

describe('calls with a token', () => {
  it('allows 120 calls in a window, counting 4xx answers, and answers the 121st with 429 and Retry-After', async () => {
    const token = standIn.app('demo', 'readonly').token;
    const otherToken = standIn.app('demo', 'full').token;
    const statsBefore = (await adminJson(standIn, '/_admin/stats', { method: 'GET' })) as {
      rate_limited: number;
    };
    const paths = ['/purchase_orders', '/purchase_orders/PO-99999999', '/leases', '/order_plans/x'];
    const replies = await inBatches(120, (index) =>
      call(standIn, paths[index % paths.length] ?? '/', { token }),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([
      ...Array<number>(60).fill(200),
      ...Array<number>(60).fill(404),
    ]);

    const refused = await call(standIn, '/purchase_orders', { token });
    expect(refused.status).toBe(429);
    const wait = retryAfterOf(refused);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect((refused.json as { message: string }).message).toMatch(/120/);

    // The limit is per token: another token is not affected.
    expect((await call(standIn, '/purchase_orders', { token: otherToken })).status).toBe(200);
    const statsAfter = (await adminJson(standIn, '/_admin/stats', { method: 'GET' })) as {
      rate_limited: number;
    };
    expect(statsAfter.rate_limited - statsBefore.rate_limited).toBe(1);

    // Waiting Retry-After seconds is enough.
    await sleep(wait * 1000);
    expect((await call(standIn, '/purchase_orders', { token })).status).toBe(200);
  });
});

describe('token requests', () => {
  it('allows 30 token requests per client id in a window, counting failures, then 429', async () => {
    const full = standIn.app('other', 'full');
    const readonly = standIn.app('demo', 'readonly');
    const replies = await inBatches(30, (index) =>
      requestToken(standIn, {
        grant_type: 'client_credentials',
        client_id: full.client_id,
        client_secret: index % 3 === 0 ? 'svc_sec_live_wrong' : full.live_secret,
      }),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(20);
    expect(replies.filter((r) => r.status === 401)).toHaveLength(10);

    const refused = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: full.client_id,
      client_secret: full.live_secret,
    });
    expect(refused.status).toBe(429);
    const wait = retryAfterOf(refused);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect((refused.json as { message: string }).message).toMatch(/30/);

    // Another client id has its own budget.
    const other = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: readonly.client_id,
      client_secret: readonly.live_secret,
    });
    expect(other.status).toBe(200);

    await sleep(wait * 1000);
    const again = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: full.client_id,
      client_secret: full.live_secret,
    });
    expect(again.status).toBe(200);
  });

  it('counts requests without a client id per remote address', async () => {
    const replies = await inBatches(30, () =>
      requestToken(standIn, { grant_type: 'client_credentials' }),
    );
    expect(replies.every((r) => r.status === 400)).toBe(true);
    const refused = await requestToken(standIn, { grant_type: 'client_credentials' });
    expect(refused.status).toBe(429);
    expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(1);
  });
});
