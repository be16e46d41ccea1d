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
    expect(at(2, 'line_no')).toBeNull();
    expect(at(2, 'season_code')).toBeNull();
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
