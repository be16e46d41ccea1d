import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grants } from '../../service/auth/permissions.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { call, postImport, requestToken } from './helpers.ts';

// Bearer authentication, permissions (write includes read) and one workspace per token.

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn({ size: 40, rateWindowMs: 1 });
});
afterAll(async () => standIn.stop());

async function scopedToken(scope: string): Promise<string> {
  const app = standIn.app('demo', 'full');
  const reply = await requestToken(standIn, {
    grant_type: 'client_credentials',
    client_id: app.client_id,
    client_secret: app.live_secret,
    scope,
  });
  if (reply.status !== 200) throw new Error(reply.text);
  return (reply.json as { access_token: string }).access_token;
}

describe('bearer token', () => {
  it.each([
    ['no Authorization header', {}],
    ['a Basic header', { Authorization: 'Basic abc' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('answers 401 with a message for %s', async (_label, headers) => {
    const reply = await call(standIn, '/purchase_orders', { headers });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((reply.json as { message: string }).message).toMatch(/Bearer/);
  });

  it('answers 401 for an unknown token, on reads and on imports', async () => {
    const read = await call(standIn, '/purchase_orders', { token: 'svc_tok_not-a-real-token' });
    expect(read.status).toBe(401);
    expect((read.json as { error: string }).error).toBe('invalid_token');
    const write = await postImport(standIn, 'svc_tok_nope', 'k', { brands: [] });
    expect(write.status).toBe(401);
  });
});

describe('permissions', () => {
  it.each([
    ['/purchase_orders', 'kikan_purchase_orders_read'],
    ['/purchase_orders/PO-00000001', 'kikan_purchase_orders_read'],
    ['/sales_orders', 'kikan_sales_orders_read'],
    ['/leases/LS-00000001', 'kikan_leases_read'],
    ['/order_plans', 'kikan_order_plans_read'],
  ])('GET %s without %s → 403 naming it', async (path, permission) => {
    const token = await scopedToken('kikan_products_read');
    const reply = await call(standIn, path, { token });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({ error: 'forbidden', required_permission: permission });
    expect((reply.json as { message: string }).message).toContain(permission);
    const allowed = await call(standIn, path, { token: await scopedToken(permission) });
    expect(allowed.status).toBe(200);
  });

  it('refuses imports to a read-only token, naming the write permission, and writes nothing', async () => {
    const token = standIn.app('demo', 'readonly').token;
    const masters = await postImport(standIn, token, 'ro-1', {
      colors: [{ color_code: 'ZZZ', name: 'x' }],
    });
    expect(masters.status).toBe(403);
    expect(masters.json).toMatchObject({ required_permission: 'kikan_masters_write' });
    const products = await postImport(standIn, token, 'ro-2', {
      products: [{ product_code: 'ZZZ-1' }],
    });
    expect(products.status).toBe(403);
    expect(products.json).toMatchObject({ required_permission: 'kikan_products_write' });
    const catalog = (await (
      await standIn.admin('/_admin/workspaces/demo/catalog', { method: 'GET' })
    ).json()) as {
      products: Array<{ product_code: string }>;
      masters: { colors: Array<{ color_code: string }> };
    };
    expect(catalog.products.some((p) => p.product_code === 'ZZZ-1')).toBe(false);
    expect(catalog.masters.colors.some((c) => c.color_code === 'ZZZ')).toBe(false);
  });

  it('needs each write permission only for the part present', async () => {
    const mastersOnly = await scopedToken('kikan_masters_write');
    expect(
      (
        await postImport(standIn, mastersOnly, 'm-1', {
          colors: [{ color_code: 'PNK', name: 'ピンク' }],
        })
      ).status,
    ).toBe(200);
    const mixed = await postImport(standIn, mastersOnly, 'm-2', {
      colors: [{ color_code: 'PNK2' }],
      products: [{ product_code: 'P-1' }],
    });
    expect(mixed.status).toBe(403);
    expect(mixed.json).toMatchObject({ required_permission: 'kikan_products_write' });
    const productsOnly = await scopedToken('kikan_products_write');
    expect(
      (
        await postImport(standIn, productsOnly, 'p-1', {
          products: [{ product_code: 'P-1' }],
          colors: [],
        })
      ).status,
    ).toBe(200);
    const withMasters = await postImport(standIn, productsOnly, 'p-2', {
      products: [{ product_code: 'P-2' }],
      brands: [{ brand_code: 'B' }],
    });
    expect(withMasters.status).toBe(403);
    expect(withMasters.json).toMatchObject({ required_permission: 'kikan_masters_write' });
  });

  it('write includes read of the same target, and only of that target', () => {
    expect(grants(['kikan_products_write'], 'kikan_products_read')).toBe(true);
    expect(grants(['kikan_masters_write'], 'kikan_masters_read')).toBe(true);
    expect(grants(['kikan_masters_write'], 'kikan_products_read')).toBe(false);
    expect(grants(['kikan_products_read'], 'kikan_products_write')).toBe(false);
    expect(grants([], 'kikan_leases_read')).toBe(false);
  });
});

describe('workspaces', () => {
  it('lets the token alone decide the workspace', async () => {
    const demoToken = standIn.app('demo', 'full').token;
    const otherToken = standIn.app('other', 'full').token;
    const demoCount =
      standIn.workspaces.find((w) => w.name === 'demo')?.counts.purchase_orders ?? 0;
    const lastDemo = `PO-${String(demoCount).padStart(8, '0')}`;
    expect((await call(standIn, `/purchase_orders/${lastDemo}`, { token: demoToken })).status).toBe(
      200,
    );
    const fromOther = await call(standIn, `/purchase_orders/${lastDemo}`, { token: otherToken });
    expect(fromOther.status).toBe(404);

    const first = await call(standIn, '/purchase_orders/PO-00000001', { token: demoToken });
    const firstOther = await call(standIn, '/purchase_orders/PO-00000001', { token: otherToken });
    expect(first.text).not.toBe(firstOther.text);

    // A workspace field in the query changes nothing.
    const sneaky = await call(standIn, `/purchase_orders/${lastDemo}?workspace=demo`, {
      token: otherToken,
    });
    expect(sneaky.status).toBe(404);
  });

  it("keeps imports in the token's workspace", async () => {
    const reply = await postImport(standIn, standIn.app('other', 'full').token, 'iso-1', {
      brands: [{ brand_code: 'OTHERONLY', name: 'Other only' }],
    });
    expect(reply.status).toBe(200);
    const demo = await (
      await standIn.admin('/_admin/workspaces/demo/catalog', { method: 'GET' })
    ).text();
    const other = await (
      await standIn.admin('/_admin/workspaces/other/catalog', { method: 'GET' })
    ).text();
    expect(demo).not.toContain('OTHERONLY');
    expect(other).toContain('OTHERONLY');
  });
});
