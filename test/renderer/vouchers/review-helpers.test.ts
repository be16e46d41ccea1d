// The list screen's pure helpers for date filters, groups and grouped exports.
import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { dateQuery, quickChoices } from '../../../renderer/src/vouchers/date-choice.ts';
import {
  groupValueOf,
  inGroupOrder,
  withGroupColumn,
} from '../../../renderer/src/vouchers/export-groups.ts';
import {
  amountText,
  compareGroupValues,
  groupKey,
} from '../../../renderer/src/vouchers/group-values.ts';

const voucher = (id: string, supplier: Voucher['fields'][string]): Voucher => ({
  id,
  fields: { supplier_code: supplier },
  lines: [],
  other: {},
});

describe('date choices', () => {
  it('resolves a quick choice against today, a typed range as typed, and refuses a reversed one', () => {
    const field = 'expected_date';
    expect(dateQuery(null, '2026-02-10')).toEqual({ kind: 'none' });
    expect(dateQuery({ field, quick: 'next7', from: '', to: '' }, '2026-02-25')).toEqual({
      kind: 'filter',
      filter: { field, from: '2026-02-25', to: '2026-03-03' },
    });
    expect(dateQuery({ field, quick: null, from: '2026-01-01', to: '' }, '2026-02-10')).toEqual({
      kind: 'filter',
      filter: { field, from: '2026-01-01' },
    });
    expect(dateQuery({ field, quick: null, from: '', to: '' }, '2026-02-10')).toEqual({
      kind: 'none',
    });
    expect(
      dateQuery({ field, quick: null, from: '2026-03-01', to: '2026-02-01' }, '2026-02-10'),
    ).toEqual({ kind: 'bad', from: '2026-03-01', to: '2026-02-01' });
  });

  it('offers "outstanding" only where lines tell it', () => {
    expect(quickChoices('purchase_orders', 'expected_date')).toContain('overdue');
    expect(quickChoices('purchase_orders', 'order_date')).not.toContain('overdue');
    expect(quickChoices('leases', 'due_on')).toContain('overdue');
    expect(quickChoices('sales_orders', 'order_date')).not.toContain('overdue');
  });
});

describe('group values', () => {
  it('orders values as the cache does: empty, numbers, then text', () => {
    const values = ['b', 10, null, 'a', 2];
    expect([...values].sort(compareGroupValues)).toEqual([null, 2, 10, 'a', 'b']);
    expect(groupKey(1)).not.toBe(groupKey('1'));
  });

  it('writes amounts per currency with its minor units, and one without a currency plainly', () => {
    const format = 'en';
    expect(
      amountText(
        [
          { currency: 'JPY', amount: 1300 },
          { currency: 'USD', amount: 12.5 },
        ],
        format,
        'no currency',
      ),
    ).toBe('JPY\u00a01,300 · USD\u00a012.50');
    expect(amountText([{ currency: '', amount: 40 }], format, 'no currency')).toBe('40');
  });
});

describe('grouped exports', () => {
  it('puts rows in their groups order, keeping the list order inside a group', () => {
    const rows = [voucher('1', 'S2'), voucher('2', '010'), voucher('3', 'S1'), voucher('4', 'S2')];
    rows.push(voucher('5', null), voucher('6', '9'));
    expect(inGroupOrder(rows, 'supplier_code').map((v) => v.id)).toEqual([
      '5',
      '6',
      '2',
      '3',
      '1',
      '4',
    ]);
    expect(groupValueOf('010')).toBe(10);
    expect(groupValueOf(true)).toBe(1);
  });

  it('adds the group as the first column, from the field column', () => {
    const table = { columns: ['number', 'supplier_code'], rows: [['PO-1', 'S1']] };
    expect(withGroupColumn(table, 'supplier_code')).toEqual({
      columns: ['group:supplier_code', 'number', 'supplier_code'],
      rows: [['S1', 'PO-1', 'S1']],
    });
    expect(withGroupColumn(table, 'season_code').rows).toEqual([['', 'PO-1', 'S1']]);
  });
});
