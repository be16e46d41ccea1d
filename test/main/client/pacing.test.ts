import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StandIn } from '../../support/stand-in.ts';
import {
  clearFaults,
  clientFor,
  injectFault,
  registryFor,
  resetStats,
  startShortWindowStandIn,
  statsOf,
} from './support.ts';

// The client paces itself under the service's limit (spec §8), proven against the stand-in's own
// limiter with a short window: a healthy session never sees a 429. Injected 429s pause the
// token's queue, announce the pause and the resume, and the call still completes.

describe('pacing against the stand-in’s limiter', () => {
  let standIn: StandIn;
  let token: string;

  beforeAll(async () => {
    standIn = await startShortWindowStandIn({ seed: 'demo', size: 60 });
    token = standIn.app('demo', 'full').token;
  });
  afterEach(async () => {
    await clearFaults(standIn);
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('runs 300 concurrent calls with one token and the service refuses none', async () => {
    await resetStats(standIn);
    const registry = registryFor();
    // Two clients on the same token share its pacer, as browsing and imports do in the app.
    const browsing = clientFor(standIn, token, registry);
    const other = clientFor(standIn, token, registry);
    const kinds = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'] as const;
    const pages = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        (i % 2 === 0 ? browsing : other).listVouchers(kinds[i % kinds.length] ?? 'leases'),
      ),
    );
    expect(pages).toHaveLength(300);
    expect(pages.every((page) => page.rows.length > 0)).toBe(true);
    const stats = await statsOf(standIn);
    expect(stats.requests).toBe(300);
    expect(stats.rate_limited).toBe(0);
  });

  it('pauses on a 429 with Retry-After, announces pause and resume, then completes the call', async () => {
    const events: [string, number | null][] = [];
    const registry = registryFor({
      onPacingChange: (key, resumeAt) => events.push([key, resumeAt]),
    });
    const client = clientFor(standIn, token, registry);
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/purchase_orders',
      kind: 'status',
      status: 429,
      retry_after: 1,
      times: 1,
    });
    const before = Date.now();
    const page = await client.listVouchers('purchase_orders');
    expect(page.rows.length).toBeGreaterThan(0);
    expect(events).toHaveLength(2);
    const [paused, resumed] = events;
    expect(paused?.[0]).toBe(registry.tokenKey(token));
    expect(paused?.[1]).toBeGreaterThanOrEqual(before + 1000);
    expect(resumed).toEqual([registry.tokenKey(token), null]);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('backs off on a 429 without Retry-After and completes the call', async () => {
    const events: (number | null)[] = [];
    const registry = registryFor({ onPacingChange: (_key, resumeAt) => events.push(resumeAt) });
    const client = clientFor(standIn, token, registry);
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 429,
      times: 2,
    });
    const before = Date.now();
    const page = await client.listVouchers('leases');
    expect(page.rows.length).toBeGreaterThan(0);
    expect(events.at(-1)).toBeNull();
    const pauses = events.filter((at): at is number => at !== null);
    expect(pauses.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(Math.min(...pauses)).toBeGreaterThan(before);
  });
});
