import { describe, expect, it } from 'vitest';
import { lineTotals } from '../../../renderer/src/vouchers/line-totals.ts';

const line = (fields: Record<string, string | number | null>) => ({ fields });

describe('line totals', () => {
  it('sums quantities and computed columns as numbers, numeric strings included', () => {
    const totals = lineTotals('purchase_orders', [
      line({ quantity: '10', received_qty: 4, unit_cost: '2.5', currency_code: 'JPY' }),
      line({ quantity: 5, received_qty: '1', unit_cost: 3, currency_code: 'JPY' }),
    ]);
    expect(totals['quantity']).toEqual({ kind: 'sum', value: 15, counted: 2, lines: 2 });
    expect(totals['received_qty']).toMatchObject({ value: 5 });
    expect(totals['outstanding']).toMatchObject({ value: 10 });
    // One currency: the total carries it, to be shown with its minor units.
    expect(totals['amount']).toMatchObject({ value: 40, currency: 'JPY' });
    // Unit costs are not summed; no rate, so no home amount.
    expect(totals['unit_cost']).toBeUndefined();
    expect(totals['home_amount']).toBeUndefined();
  });

  it('counts only the lines whose value is a number, and says how many', () => {
    const totals = lineTotals('leases', [
      line({ quantity: 3, returned_qty: 1 }),
      line({ quantity: 'two', returned_qty: null }),
      line({ quantity: 0.1 }),
      line({ quantity: 0.2 }),
    ]);
    expect(totals['quantity']).toEqual({ kind: 'sum', value: 3.3, counted: 3, lines: 4 });
    expect(totals['outstanding']).toEqual({ kind: 'sum', value: 2, counted: 1, lines: 4 });
  });

  it('gives no amount total across currencies, but the home amount', () => {
    const totals = lineTotals('purchase_orders', [
      line({ quantity: 2, unit_cost: 10, currency_code: 'USD', exchange_rate: 150 }),
      line({ quantity: 1, unit_cost: 100, currency_code: 'EUR', exchange_rate: 160 }),
    ]);
    expect(totals['amount']).toEqual({ kind: 'mixed-currency', currencies: ['EUR', 'USD'] });
    expect(totals['home_amount']).toMatchObject({ kind: 'sum', value: 19_000 });
  });

  it('sums sales-order amounts (no currency is named there)', () => {
    const totals = lineTotals('sales_orders', [
      line({ quantity: 2, unit_price: '300', rate: '0.6' }),
      line({ quantity: '1', unit_price: 50 }),
    ]);
    expect(totals['amount']).toMatchObject({ kind: 'sum', value: 650, counted: 2 });
  });

  it('has nothing to total without lines or numbers', () => {
    expect(lineTotals('leases', [])).toEqual({});
    expect(lineTotals('leases', [line({ quantity: null })])).toEqual({});
  });
});
