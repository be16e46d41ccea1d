import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../app/resources/vouchers.ts';
import { windowOf, windowUpdate } from '../../renderer/src/lib/list-windows.ts';

const rows = (from: number, count: number): Voucher[] =>
  Array.from({ length: count }, (_, i) => ({ id: `V-${String(from + i)}`, fields: {} }) as Voucher);

describe('list windows', () => {
  it('knows a window block from other reads of the list', () => {
    expect(windowOf({ kind: 'leases', offset: 200, limit: 200 })).toEqual({
      offset: 200,
      limit: 200,
    });
    expect(
      windowOf({ kind: 'order_plans', productCode: 'P', offset: 0, limit: 200 }),
    ).not.toBeNull();
    expect(windowOf({ kind: 'leases', limit: 1 })).toBeNull();
    expect(windowOf({ kind: 'leases', text: 'x', upTo: 9, offset: 0, limit: 200 })).toBeNull();
    expect(windowOf(undefined)).toBeNull();
  });

  it('a block that ended at the old end takes the rows that continue it', () => {
    const held = rows(200, 50);
    expect(
      windowUpdate({ offset: 200, limit: 200 }, held, 350, { start: 250, rows: rows(250, 100) }),
    ).toEqual({
      kind: 'extend',
      rows: rows(200, 150),
    });
  });

  it('takes only what fits in the block', () => {
    const update = windowUpdate({ offset: 0, limit: 200 }, rows(0, 150), 300, {
      start: 150,
      rows: rows(150, 150),
    });
    expect(update).toEqual({ kind: 'extend', rows: rows(0, 200) });
  });

  it('reads again when the rows that came do not continue it', () => {
    expect(
      windowUpdate({ offset: 0, limit: 200 }, rows(0, 100), 250, {
        start: 150,
        rows: rows(150, 100),
      }),
    ).toEqual({
      kind: 'read-again',
    });
    expect(windowUpdate({ offset: 0, limit: 200 }, rows(0, 100), 150)).toEqual({
      kind: 'read-again',
    });
  });

  it('keeps a block that is full, or past the end', () => {
    expect(windowUpdate({ offset: 0, limit: 200 }, rows(0, 200), 400)).toEqual({ kind: 'keep' });
    expect(windowUpdate({ offset: 400, limit: 200 }, [], 300)).toEqual({ kind: 'keep' });
  });
});
