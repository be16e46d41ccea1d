import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { call, postImport, readAllPages } from './helpers.ts';

// The other list envelope (--envelope object) and a voucher path prefix (--voucher-prefix /v1):
// switches that let client tests prove they depend on neither of the stand-in's choices.

let standIn: StandIn;
let token: string;

beforeAll(async () => {
  standIn = await startStandIn({
    envelope: 'object',
    rateWindowMs: 1,
    extraArgs: ['--voucher-prefix', '/v1'],
  });
  token = standIn.app('demo', 'full').token;
});
afterAll(async () => standIn.stop());

describe.each(['purchase_orders', 'sales_orders', 'leases', 'order_plans'])(
  'GET /v1/%s with the object envelope',
  (kind) => {
    it('pages to has_more:false with every row once', async () => {
      const { rows, pageSizes } = await readAllPages(standIn, `/v1/${kind}`, token);
      const ids = rows.map((row) => String(row.id));
      expect(ids).toHaveLength(
        standIn.workspaces.find((w) => w.name === 'demo')?.counts[kind] ?? -1,
      );
      expect(new Set(ids).size).toBe(ids.length);
      expect(pageSizes.length).toBeGreaterThanOrEqual(3);
      expect(pageSizes.every((size) => size > 0)).toBe(true);
    });
  },
);

describe('object envelope', () => {
  it('wraps rows in data with has_more, and still answers an empty page after the end', async () => {
    const first = await call(standIn, '/v1/purchase_orders', { token });
    expect(first.json).toMatchObject({ has_more: true });
    expect((first.json as { data: unknown[] }).data).toHaveLength(50);
    const { rows } = await readAllPages(standIn, '/v1/purchase_orders', token);
    const after = await call(
      standIn,
      `/v1/purchase_orders?starting_after=${String(rows[rows.length - 1]?.id)}`,
      { token },
    );
    expect(after.json).toEqual({ data: [], has_more: false });
  });
});

describe('voucher prefix', () => {
  it('serves single vouchers under the prefix and nothing without it', async () => {
    expect((await call(standIn, '/v1/purchase_orders/PO-00000001', { token })).status).toBe(200);
    expect((await call(standIn, '/purchase_orders', { token })).status).toBe(404);
    expect((await call(standIn, '/purchase_orders/PO-00000001', { token })).status).toBe(404);
    expect((await call(standIn, '/v1/order_plans/x', { token })).status).toBe(404);
  });

  it('leaves the token and import paths where the spec puts them', async () => {
    const app = standIn.app('demo', 'full');
    const tokenReply = await call(standIn, '/v1/oauth/token', {
      method: 'POST',
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.live_secret,
      }),
    });
    expect(tokenReply.status).toBe(200);
    expect(
      (await postImport(standIn, token, 'prefix-1', { colors: [{ color_code: 'PFX' }] })).status,
    ).toBe(200);
  });
});
