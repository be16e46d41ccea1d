// Voucher browsing through the real handler table against the stand-in over loopback HTTP, under
// both list envelopes: cache-first paging to the end with no duplicate or gap, the order-plan
// filter, details of each kind, a 403 with a scoped token, a 429 in the middle of "load all",
// the cache reopened offline, and the cache deleted on sign-out. The memory vault stands in for
// the keychain (the keychain is not what these tests are about).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import { SINGLE_ITEM_KINDS, VOUCHER_KINDS } from '../../../app/resources/vouchers.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { browseAll } from './browse-all.ts';
import { injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

const WINDOW_MS = 1000;

function waitForLoad(
  harness: CoreHarness,
  done: (p: EventPayload<'vouchers.loadProgress'>) => boolean,
): Promise<EventPayload<'vouchers.loadProgress'>[]> {
  const heard: EventPayload<'vouchers.loadProgress'>[] = [];
  return new Promise((resolve) => {
    const off = harness.core.events.subscribe((name, payload) => {
      if (name !== 'vouchers.loadProgress') return;
      const progress = payload as EventPayload<'vouchers.loadProgress'>;
      heard.push(progress);
      if (done(progress)) {
        off();
        resolve(heard);
      }
    });
  });
}

describe.each(['array', 'object'] as const)('voucher browsing, --envelope %s', (envelope) => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let counts: Record<string, number>;

  beforeAll(async () => {
    standIn = await startStandIn({ envelope, rateWindowMs: WINDOW_MS, size: 120 });
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
    await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    counts = standIn.workspaces.find((w) => w.name === 'demo')?.counts ?? {};
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  it.each(VOUCHER_KINDS)(
    'pages every %s to the end, then reads it again from the cache',
    async (kind) => {
      const ids = await browseAll(harness, { kind });
      expect(ids.length).toBe(counts[kind]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(await harness.ok('vouchers.cacheInfo', { kind })).toMatchObject({
        rows: ids.length,
        complete: true,
      });
      const before = (await statsOf(standIn)).requests;
      expect(await browseAll(harness, { kind })).toEqual(ids);
      expect((await statsOf(standIn)).requests).toBe(before);
    },
  );

  it('filters order plans on the server by product_code and caches that list apart', async () => {
    const first = await harness.ok('vouchers.browse', { kind: 'order_plans' });
    const product = String(first.rows[0]?.fields['product_code']);
    const ids = await browseAll(harness, { kind: 'order_plans', productCode: product });
    expect(ids.length).toBeGreaterThan(0);
    const rows = await harness.ok('vouchers.search', {
      kind: 'order_plans',
      productCode: product,
      limit: 1000,
    });
    expect(rows.matched).toBe(ids.length);
    expect(rows.rows.every((row) => row.fields['product_code'] === product)).toBe(true);
    expect(ids.length).toBeLessThan(counts['order_plans'] ?? 0);
  });

  it.each(SINGLE_ITEM_KINDS)('reads one %s with its lines', async (kind) => {
    const page = await harness.ok('vouchers.browse', { kind });
    const number = page.rows[0]?.id ?? '';
    const voucher = await harness.ok('vouchers.get', { kind, number });
    expect(voucher.id).toBe(number);
    expect(voucher.lines?.length).toBeGreaterThan(0);
  });

  it('searches cached lines: every purchase order with a line for one product', async () => {
    const page = await harness.ok('vouchers.browse', { kind: 'purchase_orders' });
    const product = String(page.rows[0]?.lines?.[0]?.fields['product_code']);
    const found = await harness.ok('vouchers.search', {
      kind: 'purchase_orders',
      text: product.toLowerCase(),
      limit: 1000,
    });
    expect(found.matched).toBeGreaterThan(0);
    for (const row of found.rows) {
      expect(row.lines?.some((line) => line.fields['product_code'] === product)).toBe(true);
    }
  });
});

describe('load all, 403, offline and sign-out', () => {
  let standIn: StandIn;
  let harness: CoreHarness;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 120 });
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  it('names the missing permission for a scoped token', async () => {
    const app = standIn.app('demo', 'full');
    const view = await harness.ok('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Scoped'),
      clientId: app.client_id,
      clientSecret: app.live_secret,
      scope: ['kikan_purchase_orders_read'],
      rememberSecret: false,
    });
    expect(await harness.call('vouchers.browse', { kind: 'leases' })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'kikan_leases_read' },
    });
    const { profiles } = await harness.ok('connections.list', {});
    expect(profiles.find((p) => p.id === view.id)?.deniedPermissions).toContain(
      'kikan_leases_read',
    );
    await harness.ok('connections.remove', { profileId: view.id });
  });

  it('loads a whole list through an injected 429, then serves it offline, and forgets it on sign-out', async () => {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    await harness.ok('vouchers.browse', { kind: 'sales_orders' });
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/sales_orders',
      kind: 'status',
      status: 429,
      retry_after: 1,
      times: 1,
    });
    const finished = waitForLoad(harness, (p) => p.state !== 'running' && p.state !== 'paused');
    const started = await harness.ok('vouchers.loadAll', { kind: 'sales_orders' });
    expect(started.state).toBe('running');
    const heard = await finished;
    const total = standIn.workspaces.find((w) => w.name === 'demo')?.counts['sales_orders'];
    expect(heard.at(-1)).toMatchObject({ state: 'done', rows: total, error: null });
    expect(heard.map((p) => p.rows)).toEqual([...heard.map((p) => p.rows)].sort((a, b) => a - b));
    expect((await statsOf(standIn)).rate_limited).toBeGreaterThan(0);

    const ids = await browseAll(harness, { kind: 'sales_orders' });
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);

    // Offline: the service is gone, the cached list, search and details still answer.
    const number = ids[3] ?? '';
    await standIn.stop();
    expect((await browseAll(harness, { kind: 'sales_orders' })).length).toBe(total);
    const found = await harness.ok('vouchers.search', { kind: 'sales_orders', text: number });
    expect(found.rows.map((r) => r.id)).toContain(number);
    expect((await harness.ok('vouchers.get', { kind: 'sales_orders', number })).id).toBe(number);
    expect(await harness.call('vouchers.browse', { kind: 'leases' })).toMatchObject({
      ok: false,
      error: { kind: 'offline' },
    });

    await harness.ok('connections.signOut', { profileId: view.id });
    await harness.ok('connections.activate', { profileId: view.id });
    expect(await harness.ok('vouchers.cacheInfo', { kind: 'sales_orders' })).toMatchObject({
      rows: 0,
      complete: false,
    });
    standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 12 });
  });

  it('cancels a run of load all', async () => {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Cancel'),
      token: standIn.app('demo', 'full').token,
    });
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/order_plans',
      kind: 'delay',
      delay_ms: 2000,
      times: 1,
    });
    const finished = waitForLoad(harness, (p) => p.state !== 'running' && p.state !== 'paused');
    await harness.ok('vouchers.loadAll', { kind: 'order_plans' });
    expect(await harness.ok('vouchers.cancelLoad', { kind: 'order_plans' })).toEqual({
      cancelled: true,
    });
    expect((await finished).at(-1)?.state).toBe('cancelled');
    expect((await harness.ok('vouchers.cacheInfo', { kind: 'order_plans' })).complete).toBe(false);
    await harness.ok('connections.remove', { profileId: view.id });
  });
});
