import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { adminJson, call, catalog, postImport, readAllPages } from './helpers.ts';
import { until } from '../support/until.ts';

// The admin surface: key check, fault injection, stats, voucher generation, catalog, reinstall.

let standIn: StandIn;
let token: string;

beforeAll(async () => {
  standIn = await startStandIn({ size: 60, rateWindowMs: 1 });
  token = standIn.app('demo', 'full').token;
});
afterAll(async () => standIn.stop());

interface Stats {
  requests: number;
  rate_limited: number;
  dropped: number;
  by_status: Record<string, number>;
  imports: { committed: number; replayed: number };
}
const stats = async () => (await adminJson(standIn, '/_admin/stats', { method: 'GET' })) as Stats;
const addFault = (fault: Record<string, unknown>) =>
  adminJson(standIn, '/_admin/faults', { body: fault });

describe('admin key', () => {
  it.each([
    ['GET', '/_admin/stats'],
    ['POST', '/_admin/faults'],
    ['POST', '/_admin/apps/demo/full/reinstall'],
    ['GET', '/_admin/workspaces/demo/catalog'],
    ['POST', '/_admin/vouchers/demo/leases'],
  ])('%s %s needs X-Admin-Key', async (method, path) => {
    const without = await call(standIn, path, {
      method,
      token,
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(without.status).toBe(401);
    expect((without.json as { message: string }).message).toMatch(/X-Admin-Key/);
    const wrong = await call(standIn, path, { method, headers: { 'X-Admin-Key': 'adm_wrong' } });
    expect(wrong.status).toBe(401);
  });

  it('answers 404 for unknown admin paths and workspaces', async () => {
    expect((await standIn.admin('/_admin/nothing', { method: 'GET' })).status).toBe(404);
    expect((await standIn.admin('/_admin/workspaces/nope/catalog', { method: 'GET' })).status).toBe(
      404,
    );
    expect((await standIn.admin('/_admin/apps/demo/nope/reinstall')).status).toBe(404);
  });
});

describe('faults', () => {
  afterAll(async () => {
    await standIn.admin('/_admin/faults', { method: 'DELETE' });
  });

  it('answers a status for the next matching calls only', async () => {
    await addFault({
      method: 'GET',
      path_prefix: '/purchase_orders',
      kind: 'status',
      status: 503,
      times: 2,
    });
    expect((await call(standIn, '/sales_orders', { token })).status).toBe(200);
    expect(
      (await call(standIn, '/purchase_orders', { token, method: 'POST', body: '{}' })).status,
    ).toBe(405);
    expect((await call(standIn, '/purchase_orders/PO-00000001', { token })).status).toBe(503);
    expect((await call(standIn, '/purchase_orders', { token })).status).toBe(503);
    expect((await call(standIn, '/purchase_orders', { token })).status).toBe(200);
  });

  it('sends Retry-After with an injected 429', async () => {
    await addFault({ path_prefix: '/leases', kind: 'status', status: 429, retry_after: 2 });
    const reply = await call(standIn, '/leases', { token });
    expect(reply.status).toBe(429);
    expect(reply.headers.get('retry-after')).toBe('2');
  });

  it('delays a call without failing it', async () => {
    await standIn.admin('/_admin/stats/reset');
    await addFault({ method: 'GET', path_prefix: '/order_plans', kind: 'delay', delay_ms: 1500 });
    const finished: string[] = [];
    const delayed = call(standIn, '/order_plans', { token }).then((reply) => {
      finished.push('delayed');
      return reply;
    });
    // Wait until the delayed call has reached the stand-in, then send one without a fault.
    await until(async () => (await stats()).requests >= 1, 'the delayed call at the stand-in');
    const quick = await call(standIn, '/order_plans', { token });
    finished.push('quick');
    expect(quick.status).toBe(200);
    expect((await delayed).status).toBe(200);
    expect(finished).toEqual(['quick', 'delayed']);
  });

  it('holds the next pages of a list (query_has) until the faults are cleared, not its first', async () => {
    await standIn.admin('/_admin/stats/reset');
    await addFault({
      method: 'GET',
      path_prefix: '/leases',
      query_has: 'starting_after',
      kind: 'hold',
      times: 1,
    });
    const first = await call(standIn, '/leases', { token });
    expect(first.status).toBe(200);
    let answered = false;
    const next = call(standIn, '/leases?starting_after=x', { token }).then((reply) => {
      answered = true;
      return reply;
    });
    await until(async () => (await stats()).requests >= 2, 'the next page at the stand-in');
    // Held: another call is answered meanwhile, the next page is not.
    expect((await call(standIn, '/leases', { token })).status).toBe(200);
    expect(answered).toBe(false);
    expect((await standIn.admin('/_admin/faults', { method: 'DELETE' })).status).toBe(200);
    // Then handled as any such call is.
    const unheld = await call(standIn, '/leases?starting_after=x', { token });
    expect((await next).status).toBe(unheld.status);
    expect(answered).toBe(true);
  });

  it('lets a hold go by itself after delay_ms', async () => {
    await addFault({ method: 'GET', path_prefix: '/leases', kind: 'hold', delay_ms: 300 });
    expect((await call(standIn, '/leases', { token })).status).toBe(200);
  });

  it('drops the connection before handling', async () => {
    const before = await stats();
    await addFault({ method: 'GET', path_prefix: '/sales_orders', kind: 'drop' });
    await expect(call(standIn, '/sales_orders', { token })).rejects.toThrow();
    expect((await stats()).dropped).toBe(before.dropped + 1);
    expect((await call(standIn, '/sales_orders', { token })).status).toBe(200);
  });

  it('commits an import, then drops the connection; the retry with the same key replays it', async () => {
    await addFault({ method: 'POST', path_prefix: '/v1/imports', kind: 'drop_after_commit' });
    const body = { brands: [{ brand_code: 'DROPPED', name: 'committed anyway' }] };
    const before = await stats();
    await expect(postImport(standIn, token, 'drop-1', body)).rejects.toThrow();
    expect((await catalog(standIn)).masters.brands?.some((b) => b.brand_code === 'DROPPED')).toBe(
      true,
    );
    const retry = await postImport(standIn, token, 'drop-1', body);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual({ ok: true, created: { brands: 1 }, products: [] });
    const after = await stats();
    expect(after.imports.committed).toBe(before.imports.committed + 1);
    expect(after.imports.replayed).toBe(before.imports.replayed + 1);
    expect(after.dropped).toBe(before.dropped + 1);
  });

  it('clears every fault with DELETE', async () => {
    await addFault({ kind: 'status', status: 500, times: 5 });
    expect((await call(standIn, '/leases', { token })).status).toBe(500);
    expect((await standIn.admin('/_admin/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await call(standIn, '/leases', { token })).status).toBe(200);
  });

  it.each([
    { kind: 'explode' },
    { kind: 'status', status: 99 },
    { kind: 'delay', delay_ms: -1 },
    { kind: 'hold', delay_ms: 600_001 },
    { kind: 'hold', query_has: '' },
    { kind: 'drop', times: 0 },
    [1],
  ])('refuses the fault %j with 400', async (fault) => {
    const reply = await standIn.admin('/_admin/faults', { body: fault });
    expect(reply.status).toBe(400);
  });
});

describe('stats', () => {
  it('counts calls to the spec surface by status, not admin calls, since the last reset', async () => {
    await standIn.admin('/_admin/stats/reset');
    await call(standIn, '/purchase_orders', { token });
    await call(standIn, '/purchase_orders/NOPE', { token });
    await call(standIn, '/purchase_orders');
    await standIn.admin('/_admin/workspaces/demo/catalog', { method: 'GET' });
    const now = await stats();
    expect(now.requests).toBe(3);
    expect(now.by_status).toEqual({ '200': 1, '404': 1, '401': 1 });
    expect(now.rate_limited).toBe(0);
  });
});

describe('voucher generation', () => {
  it('adds vouchers that the lists then page through', async () => {
    const before = standIn.workspaces.find((w) => w.name === 'demo')?.counts ?? {};
    const reply = (await adminJson(standIn, '/_admin/vouchers/demo/purchase_orders', {
      body: { count: 75 },
    })) as {
      created: number;
      counts: Record<string, number>;
    };
    expect(reply.created).toBe(75);
    expect(reply.counts.purchase_orders).toBe((before.purchase_orders ?? 0) + 75);
    const { rows } = await readAllPages(standIn, '/purchase_orders', token);
    expect(rows).toHaveLength(reply.counts.purchase_orders ?? -1);
    expect(rows[rows.length - 1]?.id).toBe(
      `PO-${String(reply.counts.purchase_orders).padStart(8, '0')}`,
    );

    for (const kind of ['sales_orders', 'leases', 'order_plans']) {
      const more = (await adminJson(standIn, `/_admin/vouchers/demo/${kind}`, {
        body: { count: 10 },
      })) as { counts: Record<string, number> };
      expect(more.counts[kind]).toBe((before[kind] ?? 0) + 10);
    }
    const otherCounts = (await adminJson(standIn, '/_admin/workspaces/other/counts', {
      method: 'GET',
    })) as Record<string, number>;
    expect(otherCounts).toEqual(standIn.workspaces.find((w) => w.name === 'other')?.counts);
  });

  it('refuses unknown kinds and bad counts', async () => {
    expect(
      (await standIn.admin('/_admin/vouchers/demo/invoices', { body: { count: 1 } })).status,
    ).toBe(404);
    expect(
      (await standIn.admin('/_admin/vouchers/demo/leases', { body: { count: 0 } })).status,
    ).toBe(400);
    expect((await standIn.admin('/_admin/vouchers/demo/leases', { body: {} })).status).toBe(400);
  });
});

describe('apps', () => {
  it('reinstalls an app, answering credentials in the READY shape', async () => {
    const old = standIn.app('demo', 'readonly');
    const fresh = (await adminJson(standIn, '/_admin/apps/demo/readonly/reinstall')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(old).sort());
    expect(fresh.permissions).toEqual(old.permissions);
    expect((await call(standIn, '/leases', { token: old.token })).status).toBe(401);
    expect((await call(standIn, '/leases', { token: String(fresh.token) })).status).toBe(200);
  });

  it('refuses to install an app under a name already taken, or with unknown permissions', async () => {
    expect(
      (
        await standIn.admin('/_admin/apps/demo/full', {
          body: { permissions: ['kikan_leases_read'] },
        })
      ).status,
    ).toBe(409);
    expect(
      (await standIn.admin('/_admin/apps/demo/new', { body: { permissions: ['root'] } })).status,
    ).toBe(400);
  });
});

describe('catalog', () => {
  it('lists the seeded masters and products with Japanese and English names', async () => {
    const found = await catalog(standIn);
    expect(Object.keys(found.masters).sort()).toEqual([
      'brands',
      'colors',
      'customers',
      'seasons',
      'sizes',
      'suppliers',
    ]);
    const brandNames = (found.masters.brands ?? []).map((b) => String(b.name));
    expect(brandNames.some((name) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(name))).toBe(true);
    expect(brandNames.some((name) => /^[A-Za-z &]+$/.test(name))).toBe(true);
    expect(found.masters.colors).toContainEqual({ color_code: 'NVY', name: 'ネイビー' });
    const product = found.products[0];
    expect(product?.skus.length).toBeGreaterThanOrEqual(8);
    expect(product?.skus[0]?.sku_code).toBe(
      `${product?.product_code}-${product?.skus[0]?.color_code}-${product?.skus[0]?.size_code}`,
    );
  });
});
