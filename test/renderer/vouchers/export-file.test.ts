import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { tableBlob } from '../../../renderer/src/table-files/export-table.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { flattenForExport } from '../../../renderer/src/vouchers/export-rows.ts';

// A purchase order exported to XLSX and CSV and read back: quantities, costs and computed amounts
// are numbers in the sheet, days are dates, codes keep their leading zeros, Japanese text stays.

const po: Voucher = {
  id: '000123',
  fields: { supplier_code: '007', order_date: '2026-01-15', status: '発注済', note: '至急' },
  lines: [
    {
      fields: {
        product_code: '0001',
        color_code: '01',
        size_code: 'M',
        quantity: '10',
        received_qty: 4,
        unit_cost: '1500',
        currency_code: 'USD',
        exchange_rate: '150.5',
        expected_date: '2026-02-01',
      },
      other: {},
    },
  ],
  other: {},
};

describe('voucher export files', () => {
  it('XLSX holds numbers, dates and text codes', async () => {
    const table = flattenForExport('purchase_orders', [po]);
    const blob = await tableBlob([table.columns, ...table.rows], 'xlsx');
    const [header = [], row = []] = await readSheet(await blob.arrayBuffer());
    const at = (column: string) => row[header.indexOf(column)];
    expect(at('number')).toBe('000123');
    expect(at('supplier_code')).toBe('007');
    expect(at('order_date')).toEqual(new Date(Date.UTC(2026, 0, 15)));
    expect(at('status')).toBe('発注済');
    expect(at('line.product_code')).toBe('0001');
    expect(at('line.color_code')).toBe('01');
    expect(at('line.quantity')).toBe(10);
    expect(at('line.received_qty')).toBe(4);
    expect(at('line.exchange_rate')).toBe(150.5);
    expect(at('line.outstanding')).toBe(6);
    expect(at('line.amount')).toBe(15000);
    expect(at('line.home_amount')).toBe(2257500);
    expect(at('line.expected_date')).toEqual(new Date(Date.UTC(2026, 1, 1)));
  });

  it('CSV and XLSX read back through the app as the same text', async () => {
    const table = flattenForExport('purchase_orders', [po]);
    const read = async (format: 'csv' | 'xlsx') => {
      const blob = await tableBlob([table.columns, ...table.rows], format);
      const opened = await openTableBytes(
        `po.${format}`,
        new Uint8Array(await blob.arrayBuffer()),
        'auto',
      );
      return opened.rows.map((cells) => {
        const copy = [...cells];
        while (copy.at(-1) === '') copy.pop();
        return copy;
      });
    };
    const csv = await read('csv');
    expect(await read('xlsx')).toEqual(csv);
    const [header = [], row = []] = csv;
    expect(row[header.indexOf('line.home_amount')]).toBe('2257500');
    expect(row[header.indexOf('order_date')]).toBe('2026-01-15');
    expect(row[header.indexOf('supplier_code')]).toBe('007');
  });
});
