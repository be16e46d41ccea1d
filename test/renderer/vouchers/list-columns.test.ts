import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { OUTSTANDING_COLUMN } from '../../../app/resources/voucher-line-sums.ts';
import { defaultWidth, keyColumns, listColumns } from '../../../renderer/src/vouchers/columns.ts';

// An 800 px window leaves the table about 683 px inside its border and vertical scroll bar (the
// collapsed rail, the content's padding), a 1280 px one about 1000 px (the open rail): the key
// columns must fit at 1280 at their default widths, and all but the computed outstanding at 800.
const ROOM_AT_800 = 683;
const ROOM_AT_1280 = 1000;

const row: Voucher = { id: 'X-1', fields: { x_extra: 'seen' }, lines: [], other: {} };

describe('list columns', () => {
  for (const [kind, key] of [
    [
      'purchase_orders',
      ['id', 'supplier_code', 'order_date', 'expected_date', 'status', OUTSTANDING_COLUMN],
    ],
    ['sales_orders', ['id', 'customer_code', 'order_date', 'status']],
    ['leases', ['id', 'lessee', 'lent_on', 'due_on', 'status', OUTSTANDING_COLUMN]],
  ] as const) {
    it(`${kind}: number, party, dates, status and outstanding first, fitting the window`, () => {
      const ids = listColumns(kind, [row]).map((column) => column.id);
      expect(ids.slice(0, key.length)).toEqual(key);
      expect(keyColumns(kind)).toEqual(key);
      // Every spec field is still there, after the key ones; fields seen in rows come last.
      expect(ids.at(-1)).toBe('x_extra');
      expect(ids).toContain('note');
      const width = (fields: readonly string[]) =>
        fields.reduce((sum, field) => sum + defaultWidth(field), 0);
      expect(width(key)).toBeLessThanOrEqual(ROOM_AT_1280);
      expect(width(key.filter((field) => field !== OUTSTANDING_COLUMN))).toBeLessThanOrEqual(
        ROOM_AT_800,
      );
    });
  }

  it('only purchase orders and leases have the outstanding column', () => {
    const has = (kind: 'sales_orders' | 'order_plans') =>
      listColumns(kind, [row]).some((column) => column.id === OUTSTANDING_COLUMN);
    expect(has('sales_orders')).toBe(false);
    expect(has('order_plans')).toBe(false);
  });

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
