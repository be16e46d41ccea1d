// The product view through the real handler table, against the stand-in over loopback HTTP: every
// list is loaded into the cache, then each number the view gives for a product is checked against
// the same vouchers read straight from the service by this test (not through the app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import { VOUCHER_KINDS } from '../../../app/resources/vouchers.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { browseAll } from './browse-all.ts';

type Row = Record<string, unknown> & { lines?: Array<Record<string, unknown>> };

const WINDOW_MS = 1000;
const TODAY = '2026-11-23';

describe('vouchers.product', () => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let token: string;
  const fromService: Record<string, Row[]> = {};

  async function readAll(path: string): Promise<Row[]> {
    const rows: Row[] = [];
    let after: string | null = null;
    for (let page = 0; page < 500; page += 1) {
      const query = after === null ? '' : `?starting_after=${encodeURIComponent(after)}`;
      const response = await fetch(`${standIn.url}${path}${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as Row[];
      if (body.length === 0) return rows;
      rows.push(...body);
      // The stand-in's rows carry their number (or an order plan's paging id) as id.
      after = String(body.at(-1)?.['id']);
    }
    throw new Error('the list did not end');
  }
  beforeAll(async () => {
    standIn = await startStandIn({ envelope: 'array', rateWindowMs: WINDOW_MS, size: 120 });
    token = standIn.app('demo', 'full').token;
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
    await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token,
    });
    for (const kind of VOUCHER_KINDS) {
      await browseAll(harness, { kind });
      fromService[kind] = await readAll(`/${kind}`);
    }
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  const sum = (values: unknown[]): number =>
    values.reduce<number>((total, value) => total + (asNumber(value as number) ?? 0), 0);
  const linesFor = (kind: string, code: string) =>
    (fromService[kind] ?? []).flatMap((row) =>
      (row.lines ?? [])
        .filter((line) => line['product_code'] === code)
        .map((line) => ({ row, line })),
    );

  it('gives the same totals as the vouchers themselves, for several products', async () => {
    const codes = [
      ...new Set(
        (fromService['purchase_orders'] ?? []).flatMap((row) =>
          (row.lines ?? []).map((line) => String(line['product_code'])),
        ),
      ),
    ].slice(0, 5);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const story = await harness.ok('vouchers.product', { productCode: code, today: TODAY });
      const po = linesFor('purchase_orders', code);
      const ordered = sum(po.map(({ line }) => line['quantity']));
      const received = sum(po.map(({ line }) => line['received_qty']));
      expect(story.purchaseOrders.count).toBe(new Set(po.map(({ row }) => row)).size);
      expect(story.purchaseOrders.ordered).toBeCloseTo(ordered, 6);
      expect(story.purchaseOrders.received).toBeCloseTo(received, 6);
      const sold = linesFor('sales_orders', code);
      expect(story.salesOrders.quantity).toBeCloseTo(
        sum(sold.map(({ line }) => line['quantity'])),
        6,
      );
      expect(story.salesOrders.count).toBe(new Set(sold.map(({ row }) => row)).size);
      const lent = linesFor('leases', code);
      expect(story.leases.lent).toBeCloseTo(sum(lent.map(({ line }) => line['quantity'])), 6);
      const plans = (fromService['order_plans'] ?? []).filter(
        (row) => row['product_code'] === code,
      );
      expect(story.orderPlans.rows).toBe(plans.length);
      expect(story.orderPlans.quantity).toBeCloseTo(sum(plans.map((row) => row['quantity'])), 6);
      // Per SKU, the ordered quantities add up to the product's.
      expect(sum(story.skus.map((s) => s.ordered))).toBeCloseTo(ordered, 6);
      for (const coverage of story.coverage) {
        expect(coverage).toMatchObject({ complete: true, withoutLines: 0 });
        expect(coverage.cachedRows).toBe(fromService[coverage.kind]?.length);
      }
    }
  });

  it('answers nothing for a code no voucher names, and refuses an empty code', async () => {
    const story = await harness.ok('vouchers.product', {
      productCode: 'NO-SUCH-CODE',
      today: TODAY,
    });
    expect(story.purchaseOrders.count).toBe(0);
    expect(story.skus).toEqual([]);
    const refused = await harness.call('vouchers.product', { productCode: ' ', today: TODAY });
    expect(refused.ok).toBe(false);
  });
});
