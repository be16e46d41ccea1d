// Paging a sorted or filtered list block by block (the list window's blocks of vouchers.search):
// past the first block, blocks are slices of the query's whole order read once, not a re-sort
// with OFFSET per block. Whatever the block size, sort and ties, the blocks put together are the
// rows of one full sort, in its order, with no gap or duplicate at a block boundary; a write to
// the rows read (lines completed) is seen by the next block, rows appended past a snapshot not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile, steppingClock } from '../store/temp-store.ts';

function po(id: string, fields: Voucher['fields'], lines: Voucher['lines'] = []): Voucher {
  return { id, fields, lines, other: {} };
}

function setUp() {
  const store = openTempStore(undefined, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind: 'purchase_orders', scope: '' };
  return { store, key };
}

const base: CacheQuery = { text: '', statuses: [], sort: null, offset: 0, limit: 1000 };

describe('paging a sorted list in blocks', () => {
  it('gives the full sort, block by block, with ties and empty values', () => {
    const day = fc.oneof(
      fc.constantFrom('2026-02-27', '2026-03-01', '2026-03-01T08:00:00Z', '2025-12-31'),
      fc.constant(null),
    );
    const row = fc.record({ expected_date: day, status: fc.constantFrom('ordered', 'received') });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 0, maxLength: 40 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        fc.boolean(),
        (fields, limit, descending, filtered) => {
          const { store, key } = setUp();
          try {
            const rows = fields.map((f, i) => po(`PO-${String(i).padStart(3, '0')}`, f));
            store.vouchers.append(key, rows, true);
            const query: CacheQuery = {
              ...base,
              sort: { field: 'expected_date', descending },
              ...(filtered ? { statuses: ['ordered'] } : {}),
            };
            const whole = store.vouchers.search(key, query);
            const paged: string[] = [];
            for (let offset = 0; ; offset += limit) {
              const block = store.vouchers.search(key, { ...query, offset, limit });
              expect(block.matched).toBe(whole.matched);
              paged.push(...block.rows.map((r) => r.id));
              if (block.rows.length < limit) break;
            }
            expect(paged).toEqual(whole.rows.map((r) => r.id));
            expect(new Set(paged).size).toBe(paged.length);
            // The reference: values in order (empty first ascending, last descending), ties in
            // paging order.
            const expected = rows
              .map((r, seq) => ({ id: r.id, seq, value: r.fields['expected_date'], r }))
              .filter(({ r }) => !filtered || r.fields['status'] === 'ordered')
              .sort((a, b) => {
                const x = a.value ?? null;
                const y = b.value ?? null;
                if (x !== y) {
                  if (x === null) return descending ? 1 : -1;
                  if (y === null) return descending ? -1 : 1;
                  return (x < y ? -1 : 1) * (descending ? -1 : 1);
                }
                return a.seq - b.seq;
              })
              .map(({ id }) => id);
            expect(paged).toEqual(expected);
          } finally {
            store.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads again after lines change what matches; rows past a snapshot do not move blocks', () => {
    const { store, key } = setUp();
    const rows = Array.from({ length: 6 }, (_, i) =>
      po(
        `PO-${String(i)}`,
        { expected_date: `2026-01-0${String(6 - i)}` },
        i === 0 ? null : [{ fields: { quantity: 1, received_qty: 0 }, other: {} }],
      ),
    );
    store.vouchers.append(key, rows, false);
    const overdue: CacheQuery = {
      ...base,
      upTo: 6,
      limit: 2,
      sort: { field: 'expected_date', descending: false },
      dates: [{ field: 'expected_date', to: '2026-01-31', open: true }],
    };
    const ids = (offset: number) =>
      store.vouchers.search(key, { ...overdue, offset }).rows.map((r) => r.id);
    expect(ids(0)).toEqual(['PO-5', 'PO-4']);
    expect(ids(2)).toEqual(['PO-3', 'PO-2']);
    // Rows loaded after the snapshot: the blocks stay as they were.
    store.vouchers.append(key, [po('PO-9', { expected_date: '2026-01-01' })], false);
    expect(ids(4)).toEqual(['PO-1']);
    // PO-0's lines arrive (outstanding): it matches from now on, at the end of the order.
    store.vouchers.lines.keepLines(key.profileId, 'purchase_orders', {
      ...po('PO-0', { expected_date: '2026-01-06' }),
      lines: [{ fields: { quantity: 2, received_qty: 0 }, other: {} }],
    });
    expect(ids(4)).toEqual(['PO-1', 'PO-0']);
    expect(store.vouchers.search(key, { ...overdue, offset: 4 }).matched).toBe(6);
  });
});
