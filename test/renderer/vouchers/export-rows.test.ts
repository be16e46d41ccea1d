import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { flattenForExport } from '../../../renderer/src/vouchers/export-rows.ts';

const po: Voucher = {
  id: 'PO-1',
  fields: { supplier_code: 'S1', status: 'open', extra_flag: true },
  lines: [
    { fields: { product_code: 'JK-1', quantity: '3', unit_cost: 1000 }, other: {} },
    { fields: { product_code: 'JK-2', quantity: 1, batch: 'B7' }, other: {} },
  ],
  other: {},
};
const empty: Voucher = { id: 'PO-2', fields: { supplier_code: 'S2' }, lines: [], other: {} };

describe('export flattening', () => {
  it('writes one row per line with the header repeated, numbers as numbers', () => {
    const table = flattenForExport('purchase_orders', [po, empty]);
    expect(table.columns.slice(0, 9)).toEqual([
      'number',
      'supplier_code',
      'season_code',
      'order_date',
      'expected_date',
      'status',
      'note',
      'extra_flag',
      'line_no',
    ]);
    expect(table.columns).toContain('line.batch');
    expect(table.rows).toHaveLength(3);
    const at = (row: number, column: string) => table.rows[row]?.[table.columns.indexOf(column)];
    expect(at(0, 'number')).toBe('PO-1');
    expect(at(0, 'line.quantity')).toBe(3);
    expect(at(1, 'line_no')).toBe(2);
    expect(at(1, 'line.batch')).toBe('B7');
    expect(at(1, 'supplier_code')).toBe('S1');
    expect(at(2, 'number')).toBe('PO-2');
    expect(at(2, 'line_no')).toBe('');
    expect(at(2, 'season_code')).toBe('');
  });

  it('types cells: numeric fields and computed columns as numbers, days as dates, codes as text', () => {
    const typed: Voucher = {
      id: 'PO-7',
      fields: { supplier_code: 1, order_date: '2026-03-01', expected_date: 'soon', note: '12' },
      lines: [
        {
          fields: {
            product_code: '001',
            sku_code: 4901234567894,
            quantity: '1,200',
            received_qty: 200,
            unit_cost: '2.5',
            exchange_rate: 'n/a',
            expected_date: '2026-04-30',
          },
          other: {},
        },
      ],
      other: {},
    };
    const table = flattenForExport('purchase_orders', [typed]);
    const at = (column: string) => table.rows[0]?.[table.columns.indexOf(column)];
    expect(at('supplier_code')).toBe('1');
    expect(at('note')).toBe('12');
    expect(at('order_date')).toEqual({ date: '2026-03-01' });
    expect(at('expected_date')).toBe('soon');
    expect(at('line.product_code')).toBe('001');
    expect(at('line.sku_code')).toBe('4901234567894');
    expect(at('line.quantity')).toBe(1200);
    expect(at('line.received_qty')).toBe(200);
    expect(at('line.unit_cost')).toBe(2.5);
    expect(at('line.exchange_rate')).toBe('n/a');
    expect(at('line.expected_date')).toEqual({ date: '2026-04-30' });
    expect(at('line.outstanding')).toBe(1000);
    expect(at('line.amount')).toBe(3000);
    // The rate is not a number, so there is no home-currency amount.
    expect(at('line.home_amount')).toBe('');
    expect(table.columns.slice(-3)).toEqual([
      'line.outstanding',
      'line.amount',
      'line.home_amount',
    ]);
  });

  it('adds each kind its own computed columns', () => {
    const so: Voucher = {
      id: 'SO-1',
      fields: {},
      lines: [{ fields: { quantity: 2, unit_price: '300', rate: '0.6' }, other: {} }],
      other: {},
    };
    const sales = flattenForExport('sales_orders', [so]);
    expect(sales.columns.at(-1)).toBe('line.amount');
    expect(sales.rows[0]?.at(-1)).toBe(600);
    expect(sales.rows[0]?.[sales.columns.indexOf('line.rate')]).toBe(0.6);
    const lease: Voucher = {
      id: 'L-1',
      fields: { due_on: '2026-01-10' },
      lines: [{ fields: { quantity: 3, returned_qty: null }, other: {} }],
      other: {},
    };
    const leases = flattenForExport('leases', [lease]);
    expect(leases.columns.at(-1)).toBe('line.outstanding');
    expect(leases.rows[0]?.at(-1)).toBe('');
    expect(leases.rows[0]?.[leases.columns.indexOf('due_on')]).toEqual({ date: '2026-01-10' });
  });

  it('writes order-plan rows as they are', () => {
    const plan: Voucher = {
      id: 'JK~01~M~P~2026',
      fields: { product_code: 'JK', quantity: '12', po_number: 'PO-9' },
      lines: null,
      other: {},
    };
    const table = flattenForExport('order_plans', [plan]);
    expect(table.columns.at(-1)).toBe('id');
    expect(table.rows[0]?.[table.columns.indexOf('quantity')]).toBe(12);
    expect(table.rows[0]?.[table.columns.indexOf('po_number')]).toBe('PO-9');
  });
});
