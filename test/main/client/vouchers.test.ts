import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { VOUCHER_KINDS, type VoucherKind } from '../../../app/resources/vouchers.ts';
import type { ServiceClient } from '../../../main/client/index.ts';
import type { StandIn } from '../../support/stand-in.ts';
import { clientFor, registryFor, startShortWindowStandIn, statsOf, thrown } from './support.ts';

// Paging and single reads against the real stand-in, under both of its list envelopes: the
// client must not depend on the stand-in's choice (DESIGN.md, "What the spec leaves open").

async function pageAll(
  client: ServiceClient,
  kind: VoucherKind,
  productCode?: string,
): Promise<{ ids: string[]; productCodes: unknown[] }> {
  const ids: string[] = [];
  const productCodes: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page += 1) {
    const result = await client.listVouchers(kind, {
      ...(cursor === undefined ? {} : { startingAfter: cursor }),
      ...(productCode === undefined ? {} : { productCode }),
    });
    for (const row of result.rows) {
      ids.push(row.id);
      productCodes.push(row.fields['product_code']);
    }
    if (result.nextCursor === null) return { ids, productCodes };
    cursor = result.nextCursor;
  }
  throw new Error(`${kind}: paging did not end within 200 pages`);
}

for (const envelope of ['array', 'object'] as const) {
  describe(`voucher reads, --envelope ${envelope}`, () => {
    let standIn: StandIn;
    let client: ServiceClient;

    beforeAll(async () => {
      standIn = await startShortWindowStandIn({ envelope });
      client = clientFor(standIn, standIn.app('demo', 'full').token, registryFor());
    });
    afterAll(async () => {
      await standIn.stop();
    });

    it.each(VOUCHER_KINDS)('pages through every %s to the end, each row once', async (kind) => {
      const { ids } = await pageAll(client, kind);
      const expected = standIn.workspaces.find((w) => w.name === 'demo')?.counts[kind];
      expect(expected).toBeGreaterThan(50); // more than one page
      expect(ids).toHaveLength(expected ?? -1);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('restricts order plans to one product with productCode', async () => {
      const first = await client.listVouchers('order_plans');
      const product = first.rows[0]?.fields['product_code'];
      expect(typeof product).toBe('string');
      const { ids, productCodes } = await pageAll(client, 'order_plans', String(product));
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(productCodes)).toEqual(new Set([product]));
    });

    it('reads a listed voucher with its lines', async () => {
      const listed = (await client.listVouchers('sales_orders')).rows[0];
      expect(listed).toBeDefined();
      const voucher = await client.getVoucher('sales_orders', listed?.id ?? '');
      expect(voucher.id).toBe(listed?.id);
      expect(voucher.lines?.length).toBeGreaterThan(0);
      expect(voucher.lines?.[0]?.fields).toHaveProperty('product_code');
    });

    it('answers not_found for an unknown voucher number, even one that needs URL encoding', async () => {
      const error = await thrown(client.getVoucher('leases', 'NO SUCH/LEASE?#1'));
      expect(error).toBeInstanceOf(KikanError);
      expect((error as KikanError).error.kind).toBe('not_found');
      expect((error as KikanError).message).toContain('NO SUCH/LEASE?#1');
    });

    it('saw no 429 while paging', async () => {
      expect((await statsOf(standIn)).rate_limited).toBe(0);
    });
  });
}

describe('voucher path prefix', () => {
  let standIn: StandIn;

  beforeAll(async () => {
    standIn = await startShortWindowStandIn({
      seed: 'demo',
      extraArgs: ['--voucher-prefix', '/v1'],
    });
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('reads vouchers behind the prefix when the profile sets it', async () => {
    const token = standIn.app('demo', 'full').token;
    const client = clientFor(standIn, token, registryFor(), { voucherPrefix: '/v1' });
    const page = await client.listVouchers('purchase_orders');
    expect(page.rows.length).toBeGreaterThan(0);
    const voucher = await client.getVoucher('purchase_orders', page.rows[0]?.id ?? '');
    expect(voucher.id).toBe(page.rows[0]?.id);
  });

  it('fails readably without the prefix', async () => {
    const token = standIn.app('demo', 'full').token;
    const client = clientFor(standIn, token, registryFor());
    const error = await thrown(client.listVouchers('purchase_orders'));
    expect(error).toBeInstanceOf(KikanError);
    expect(['not_found', 'rejected']).toContain((error as KikanError).error.kind);
    expect((error as KikanError).message).toMatch(/prefix|HTTP/);
  });
});
