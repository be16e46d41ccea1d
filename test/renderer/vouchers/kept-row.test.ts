import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { indexOfKeptRow } from '../../../renderer/src/vouchers/kept-row.ts';

const voucher = (id: string): Voucher => ({ id, fields: {} }) as Voucher;

/** A window of held rows: ids by index, undefined where a row is not held. */
const held =
  (ids: (string | undefined)[]) =>
  (index: number): Voucher | undefined => {
    const id = ids[index];
    return id === undefined ? undefined : voucher(id);
  };

describe('the row kept when leaving a list, found again on return', () => {
  it('is the kept index when the row there is still the kept one', () => {
    expect(indexOfKeptRow(2, 'C', held(['A', 'B', 'C', 'D']), 4)).toBe(2);
  });

  it('follows the row when rows read since moved it down or up', () => {
    // Two rows sorted in before it.
    expect(indexOfKeptRow(2, 'C', held(['A', 'X', 'B', 'Y', 'C', 'D']), 6)).toBe(4);
    // A row it followed went elsewhere.
    expect(indexOfKeptRow(2, 'C', held(['A', 'C', 'D']), 3)).toBe(1);
  });

  it('waits while the row at the kept index is not held or not counted yet', () => {
    expect(indexOfKeptRow(2, 'C', held(['A', 'B']), 0)).toBeNull();
    expect(indexOfKeptRow(2, 'C', held(['A', 'B', undefined, 'C']), 4)).toBeNull();
  });

  it('keeps the index when no held row within reach is the kept one', () => {
    expect(indexOfKeptRow(1, 'C', held(['A', 'B', 'D']), 3)).toBe(1);
    const far = [...Array.from({ length: 10 }, (_, i) => `R${String(i)}`), 'C'];
    expect(indexOfKeptRow(0, 'C', held(far), far.length, 5)).toBe(0);
  });
});
