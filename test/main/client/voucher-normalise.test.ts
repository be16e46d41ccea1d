import { describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import type { JsonValue } from '../../../app/resources/json.ts';
import { voucherPageSchema, voucherSchema } from '../../../app/resources/vouchers.ts';
import { parseJsonBody } from '../../../main/client/json-body.ts';
import {
  normaliseSingleVoucher,
  normaliseVoucher,
  normaliseVoucherPage,
} from '../../../main/client/voucher-normalise.ts';

// Crafted bodies for every "not shown" point the client must tolerate (spec §2.7, §4.4).

const po = (id: string, extra: Record<string, JsonValue> = {}): Record<string, JsonValue> => ({
  id,
  supplier_code: 'SUP1',
  status: 'ordered',
  ...extra,
});

function kikanKind(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof KikanError) return error.error.kind;
    throw error;
  }
  return 'no error';
}

describe('normaliseVoucher', () => {
  it('keeps numbers sent as strings and strings sent as numbers exactly as sent', () => {
    const voucher = normaliseVoucher(
      'purchase_orders',
      po('PO-1', { note: 42, lines: [{ quantity: '12', unit_cost: 1500.5, received_qty: null }] }),
    );
    expect(voucher.fields['note']).toBe(42);
    expect(voucher.lines?.[0]?.fields).toEqual({
      quantity: '12',
      unit_cost: 1500.5,
      received_qty: null,
    });
    expect(voucherSchema.parse(voucher)).toEqual(voucher);
  });

  it('keeps unknown nested fields in `other`, on the voucher and on lines', () => {
    const voucher = normaliseVoucher('sales_orders', {
      sales_order_number: 'SO-1',
      customer_code: 'C1',
      shipping: { address: { city: 'Osaka' } },
      tags: ['vip'],
      lines: [{ product_code: 'P1', discounts: [{ kind: 'volume', rate: 5 }] }, 'odd line'],
    });
    expect(voucher.id).toBe('SO-1');
    expect(voucher.other).toEqual({ shipping: { address: { city: 'Osaka' } }, tags: ['vip'] });
    expect(voucher.lines?.[0]).toEqual({
      fields: { product_code: 'P1' },
      other: { discounts: [{ kind: 'volume', rate: 5 }] },
    });
    expect(voucher.lines?.[1]).toEqual({ fields: {}, other: { value: 'odd line' } });
    expect(voucher.fields).not.toHaveProperty('lines');
  });

  it('finds the id under id, then <singular>_number, then number; numeric ids become strings', () => {
    expect(normaliseVoucher('leases', { lease_number: 'LS-9', id: 'LS-1' }).id).toBe('LS-1');
    expect(normaliseVoucher('leases', { lease_number: 'LS-9' }).id).toBe('LS-9');
    expect(normaliseVoucher('purchase_orders', { purchase_order_number: 77 }).id).toBe('77');
    expect(normaliseVoucher('sales_orders', { number: 5 }).id).toBe('5');
  });

  it('leaves missing fields absent and lines null when none are sent', () => {
    const voucher = normaliseVoucher('order_plans', {
      id: 'P1~RED~M~sample~2025-01-01T00:00:00+09:00',
    });
    expect(voucher.fields).toEqual({ id: 'P1~RED~M~sample~2025-01-01T00:00:00+09:00' });
    expect(voucher.lines).toBeNull();
  });

  it('refuses a row without any id: it could be neither shown nor paged', () => {
    expect(kikanKind(() => normaliseVoucher('purchase_orders', { supplier_code: 'S' }))).toBe(
      'bad_response',
    );
    expect(kikanKind(() => normaliseVoucher('purchase_orders', 'PO-1'))).toBe('bad_response');
  });
});

describe('normaliseSingleVoucher', () => {
  it('accepts the voucher itself, a wrapper object, or a one-element array', () => {
    expect(normaliseSingleVoucher('purchase_orders', po('PO-1')).id).toBe('PO-1');
    expect(normaliseSingleVoucher('purchase_orders', { data: po('PO-2'), meta: { v: 1 } }).id).toBe(
      'PO-2',
    );
    expect(normaliseSingleVoucher('purchase_orders', [po('PO-3')]).id).toBe('PO-3');
  });
});

describe('normaliseVoucherPage', () => {
  it('reads a bare array; the next cursor is the last row’s id', () => {
    const page = normaliseVoucherPage('purchase_orders', [po('PO-1'), po('PO-2')]);
    expect(page.rows.map((r) => r.id)).toEqual(['PO-1', 'PO-2']);
    expect(page.nextCursor).toBe('PO-2');
    expect(voucherPageSchema.parse(page)).toEqual(page);
  });

  it('reads {data:[...]} and ends on an empty page', () => {
    expect(normaliseVoucherPage('purchase_orders', { data: [po('PO-1')] }).nextCursor).toBe('PO-1');
    expect(normaliseVoucherPage('purchase_orders', { data: [] })).toEqual({
      rows: [],
      nextCursor: null,
    });
    expect(normaliseVoucherPage('purchase_orders', [])).toEqual({ rows: [], nextCursor: null });
  });

  it('reads rows under any key, and honours has_more:false', () => {
    const page = normaliseVoucherPage('leases', {
      whatever: [{ lease_number: 'LS-1' }],
      has_more: false,
    });
    expect(page.rows[0]?.id).toBe('LS-1');
    expect(page.nextCursor).toBeNull();
  });

  it('honours a null next cursor, and keeps paging when has_more is true', () => {
    expect(normaliseVoucherPage('leases', { items: [], next: null })).toEqual({
      rows: [],
      nextCursor: null,
    });
    expect(
      normaliseVoucherPage('leases', { items: [{ id: 'LS-1' }], next: null }).nextCursor,
    ).toBeNull();
    expect(
      normaliseVoucherPage('leases', { items: [{ id: 'LS-1' }], has_more: true }).nextCursor,
    ).toBe('LS-1');
  });

  it('prefers a usual rows key, else the kind’s name, else the only array of objects', () => {
    const several = { warnings: ['x'], data: [{ id: 'A' }], links: [] };
    expect(normaliseVoucherPage('leases', several).rows[0]?.id).toBe('A');
    expect(
      normaliseVoucherPage('leases', { leases: [{ id: 'B' }], flags: ['f'] }).rows[0]?.id,
    ).toBe('B');
    expect(normaliseVoucherPage('leases', { found: [{ id: 'C' }], notes: ['n'] }).rows[0]?.id).toBe(
      'C',
    );
  });

  it('refuses a body with no rows array at all', () => {
    expect(kikanKind(() => normaliseVoucherPage('leases', { total: 3 }))).toBe('bad_response');
    expect(kikanKind(() => normaliseVoucherPage('leases', 'rows'))).toBe('bad_response');
  });
});

describe('parseJsonBody', () => {
  it('turns a non-JSON body into a readable bad_response', () => {
    try {
      parseJsonBody('<html>Login required</html>', 'reading leases', (text) => text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(KikanError);
      const typed = (error as KikanError).error;
      expect(typed.kind).toBe('bad_response');
      expect(typed.message).toContain('not JSON');
      expect(typed.message).toContain('Login required');
    }
  });
});
