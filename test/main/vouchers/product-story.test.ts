import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { mondayOf } from '../../../app/resources/voucher-line-sums.ts';
import { productStory, type ProductSources } from '../../../main/vouchers/product-story.ts';

// The product view's arithmetic on hand-made vouchers: exact code matches only, numbers sent as
// strings, values that are not numbers left out and counted, overdue measured against today.

type Fields = Voucher['fields'];
const voucher = (id: string, fields: Fields, lines: Fields[] | null): Voucher => ({
  id,
  fields,
  lines: lines === null ? null : lines.map((line) => ({ fields: line, other: {} })),
  other: {},
});
const source = (vouchers: Voucher[], extra: Partial<ProductSources['leases']> = {}) => ({
  vouchers,
  cachedRows: vouchers.length,
  complete: true,
  withoutLines: 0,
  ...extra,
});
const empty = source([]);
const sku = (color: string, size: string, fields: Fields = {}): Fields => ({
  product_code: 'P1',
  color_code: color,
  size_code: size,
  ...fields,
});

describe('productStory', () => {
  it('sums purchase-order lines per colour and size, by expected week and supplier', () => {
    const story = productStory('P1', '2026-11-23', {
      purchase_orders: source([
        voucher('PO-1', { supplier_code: 'S1', expected_date: '2026-12-02' }, [
          sku('BLK', 'M', { quantity: 10, received_qty: 4 }),
          sku('BLK', 'L', { quantity: '5', received_qty: null, expected_date: '2026-12-10' }),
          { product_code: 'P10', color_code: 'BLK', size_code: 'M', quantity: 99 },
        ]),
        voucher('PO-2', { supplier_code: 'S2' }, [
          sku('WHT', 'M', { quantity: 3, received_qty: 3 }),
        ]),
        voucher('PO-3', { supplier_code: 'S1' }, [{ product_code: 'P2', quantity: 7 }]),
      ]),
      order_plans: empty,
      sales_orders: empty,
      leases: empty,
    });
    expect(story.purchaseOrders).toMatchObject({
      ids: ['PO-1', 'PO-2'],
      count: 2,
      ordered: 18,
      received: 7,
      outstanding: 11,
      nextExpected: '2026-12-02',
      byWeek: [
        { week: '2026-11-30', outstanding: 6 },
        { week: '2026-12-07', outstanding: 5 },
      ],
      bySupplier: [{ supplier: 'S1', outstanding: 11 }],
    });
    expect(story.skus.map((s) => [s.color_code, s.size_code, s.ordered, s.outstanding])).toEqual([
      ['BLK', 'L', 5, 5],
      ['BLK', 'M', 10, 6],
      ['WHT', 'M', 3, 0],
    ]);
  });

  it('counts order plans once per row, sales and leases, and overdue against today', () => {
    const plan = (id: string, fields: Fields) =>
      voucher(id, { product_code: 'P1', color_code: 'BLK', size_code: 'M', ...fields }, null);
    const story = productStory('P1', '2026-11-23', {
      purchase_orders: empty,
      order_plans: source([
        plan('a', { quantity: 20, po_number: 'PO-9' }),
        plan('b', { quantity: '30' }),
        plan('a', { quantity: 20, po_number: 'PO-9' }),
        plan('c', { quantity: 'many' }),
        voucher('d', { product_code: 'P2', quantity: 5 }, null),
      ]),
      sales_orders: source([voucher('SO-1', {}, [sku('BLK', 'M', { quantity: 4 })])]),
      leases: source([
        voucher('L-1', { due_on: '2026-11-20' }, [
          sku('BLK', 'M', { quantity: 2, returned_qty: 1 }),
        ]),
        voucher('L-2', { due_on: '2026-11-30' }, [sku('BLK', 'M', { quantity: 3 })]),
        voucher('L-3', { due_on: '2026-11-01' }, [
          sku('BLK', 'M', { quantity: 1, returned_qty: 1 }),
        ]),
      ]),
    });
    expect(story.orderPlans).toEqual({ rows: 3, quantity: 50, withPo: 1, poNumbers: ['PO-9'] });
    expect(story.salesOrders).toEqual({ ids: ['SO-1'], count: 1, quantity: 4 });
    expect(story.leases).toMatchObject({
      count: 3,
      lent: 6,
      returned: 2,
      out: 4,
      overdue: 1,
      overdueIds: ['L-1'],
    });
    expect(story.skus).toEqual([
      expect.objectContaining({ color_code: 'BLK', size_code: 'M', planned: 50, sold: 4, out: 4 }),
    ]);
    expect(story.coverage.find((c) => c.kind === 'order_plans')?.unreadable).toBe(1);
  });

  it('sorts sizes as people do (36 before 100, S before XL by text)', () => {
    const story = productStory('P1', '2026-11-23', {
      purchase_orders: source([
        voucher('PO-1', {}, [
          sku('BLK', '100', { quantity: 1 }),
          sku('BLK', '36', { quantity: 1 }),
          sku('BLK', '38', { quantity: 1 }),
        ]),
      ]),
      order_plans: empty,
      sales_orders: empty,
      leases: empty,
    });
    expect(story.skus.map((s) => s.size_code)).toEqual(['36', '38', '100']);
  });

  it('takes the week of a date as its Monday, and no date as no week', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30T10:00:00Z')).toBe('2026-11-30');
    expect(mondayOf('soon')).toBe('');
    expect(mondayOf(null)).toBe('');
  });
});
