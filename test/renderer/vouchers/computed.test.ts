import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { localToday } from '../../../renderer/src/lib/local-today.ts';
import { computeLine, leaseOverdue } from '../../../renderer/src/vouchers/computed.ts';

const lease = (due: unknown, lines: [unknown, unknown][] | null): Voucher => ({
  id: 'L-1',
  fields: { due_on: due as string },
  lines:
    lines === null
      ? null
      : lines.map(([quantity, returned]) => ({
          fields: { quantity: quantity as number, returned_qty: returned as number },
          other: {},
        })),
  other: {},
});

describe('computed line columns', () => {
  it('computes purchase-order outstanding, amount and home amount from numbers', () => {
    expect(
      computeLine('purchase_orders', {
        quantity: 10,
        received_qty: 4,
        unit_cost: 2.5,
        exchange_rate: 150,
      }),
    ).toEqual({ outstanding: 6, amount: 25, home_amount: 3750 });
  });

  it('reads numeric strings as numbers', () => {
    expect(
      computeLine('purchase_orders', {
        quantity: '3',
        received_qty: ' 1 ',
        unit_cost: '0.1',
        exchange_rate: '1.5',
      }),
    ).toEqual({ outstanding: 2, amount: 0.3, home_amount: 0.45 });
    expect(computeLine('sales_orders', { quantity: '2', unit_price: '1,200' })).toEqual({
      amount: 2400,
    });
  });

  it('leaves a column empty when a value is null, missing or not numeric', () => {
    expect(
      computeLine('purchase_orders', { quantity: 5, received_qty: null, unit_cost: 'TBD' }),
    ).toEqual({ outstanding: null, amount: null, home_amount: null });
    expect(
      computeLine('purchase_orders', { quantity: 5, unit_cost: 2, exchange_rate: '' }),
    ).toEqual({ outstanding: null, amount: 10, home_amount: null });
    expect(computeLine('sales_orders', { quantity: true, unit_price: 3 })).toEqual({
      amount: null,
    });
    expect(computeLine('leases', { quantity: 'two', returned_qty: 1 })).toEqual({
      outstanding: null,
    });
    expect(computeLine('leases', { quantity: 2, returned_qty: '0' })).toEqual({ outstanding: 2 });
  });
});

describe('overdue leases', () => {
  it('is overdue only when due_on has passed and something is still out', () => {
    expect(leaseOverdue(lease('2026-01-10', [[2, 1]]), '2026-01-11')).toBe(true);
    expect(leaseOverdue(lease('2026-01-10', [[2, 1]]), '2026-01-10')).toBe(false);
    expect(leaseOverdue(lease('2026-01-10', [[2, '2']]), '2026-02-01')).toBe(false);
    expect(leaseOverdue(lease('2026-01-10', [[null, 0]]), '2026-02-01')).toBe(false);
  });

  it('cannot tell without lines or a date', () => {
    expect(leaseOverdue(lease('2026-01-10', null), '2026-02-01')).toBeNull();
    expect(leaseOverdue(lease('soon', [[1, 0]]), '2026-02-01')).toBeNull();
    expect(leaseOverdue(lease(null, [[1, 0]]), '2026-02-01')).toBeNull();
  });

  it('uses the local date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
