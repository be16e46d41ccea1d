import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { defaultWidth, keyColumns, listColumns } from '../../../renderer/src/vouchers/columns.ts';

// An 800 px window leaves the table about 683 px inside its border and vertical scroll bar (the
// collapsed rail, the content's padding): the key columns must fit there at their default widths.
const ROOM_AT_800 = 683;

const row: Voucher = { id: 'X-1', fields: { x_extra: 'seen' }, lines: [], other: {} };

describe('list columns', () => {
  for (const [kind, key] of [
    ['purchase_orders', ['id', 'supplier_code', 'order_date', 'expected_date', 'status']],
    ['sales_orders', ['id', 'customer_code', 'order_date', 'status']],
    ['leases', ['id', 'lessee', 'lent_on', 'due_on', 'status']],
  ] as const) {
    it(`${kind}: number, party, dates and status first, fitting an 800 px window`, () => {
      const ids = listColumns(kind, [row]).map((column) => column.id);
      expect(ids.slice(0, key.length)).toEqual(key);
      expect(keyColumns(kind)).toEqual(key);
      // Every spec field is still there, after the key ones; fields seen in rows come last.
      expect(ids.at(-1)).toBe('x_extra');
      expect(ids).toContain('note');
      const width = key.reduce((sum, field) => sum + defaultWidth(field), 0);
      expect(width).toBeLessThanOrEqual(ROOM_AT_800);
    });
  }

  it('order plans keep product, PO number, supplier and launch date first', () => {
    const ids = listColumns('order_plans', []).map((column) => column.id);
    expect(ids.slice(0, 8)).toEqual([
      'id',
      'product_code',
      'color_code',
      'size_code',
      'po_number',
      'supplier_code',
      'planned_launch_date',
      'quantity',
    ]);
  });
});
