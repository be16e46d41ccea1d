// The lines coverage every search answer carries, over a real SQLite file: a snapshot bound that
// holds every row of the list counts what the whole list counts (one count serves the list's
// first read, asked without a bound, and its filtered reads, asked with one); a bound below the
// list's end counts only the rows up to it; both follow lines written and rows appended.
import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { ListKey } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile, steppingClock } from '../store/temp-store.ts';

function po(index: number, withLines: boolean): Voucher {
  const lines = [{ fields: { product_code: 'A', quantity: 2, received_qty: 1 }, other: {} }];
  return {
    id: `PO-${String(index).padStart(3, '0')}`,
    fields: { expected_date: '2026-03-01' },
    lines: withLines ? lines : null,
    other: {},
  };
}

describe('lines coverage of a list', () => {
  it('counts a snapshot of the whole list as the list, and one short of it up to its bound', () => {
    const store = openTempStore(undefined, { now: steppingClock() });
    try {
      const profileId = store.profiles.create({ ...sampleProfile }).id;
      const key: ListKey = { profileId, kind: 'purchase_orders', scope: '' };
      // Every third row came without its lines.
      const rows = Array.from({ length: 30 }, (_, i) => po(i, i % 3 !== 0));
      store.vouchers.append(key, rows, false);
      const whole = { vouchers: 30, withLines: 20, completed: 0 };
      expect(store.vouchers.lines.coverage(key)).toEqual(whole);
      for (const upTo of [30, 31, 1_000]) {
        expect(store.vouchers.lines.coverage(key, upTo)).toEqual(whole);
      }
      expect(store.vouchers.lines.coverage(key, 12)).toEqual({
        vouchers: 12,
        withLines: 8,
        completed: 0,
      });

      // A row's lines read from its detail: every count that holds it follows.
      store.vouchers.lines.keepLines(profileId, 'purchase_orders', po(0, true));
      const completed = { vouchers: 30, withLines: 21, completed: 1 };
      expect(store.vouchers.lines.coverage(key, 30)).toEqual(completed);
      expect(store.vouchers.lines.coverage(key)).toEqual(completed);
      expect(store.vouchers.lines.coverage(key, 12)).toEqual({
        vouchers: 12,
        withLines: 9,
        completed: 1,
      });

      // Rows appended: the old end is now a snapshot short of the list.
      store.vouchers.append(
        key,
        Array.from({ length: 6 }, (_, i) => po(30 + i, false)),
        true,
      );
      expect(store.vouchers.lines.coverage(key, 30)).toEqual(completed);
      expect(store.vouchers.lines.coverage(key, 36)).toEqual({
        vouchers: 36,
        withLines: 21,
        completed: 1,
      });
      expect(store.vouchers.lines.coverage(key)).toEqual({
        vouchers: 36,
        withLines: 21,
        completed: 1,
      });
    } finally {
      store.close();
    }
  });
});
