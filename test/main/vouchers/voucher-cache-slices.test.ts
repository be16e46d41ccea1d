// The voucher cache's long work in slices, over a real SQLite file: a big page stored a slice
// at a time keeps the list a prefix of the service's order after every slice and marks the end
// only with the last one; a list emptied meanwhile stops the storing; a refresh of a big list
// drops the old rows from the end. A search read a slice at a time answers exactly what the one
// query does. Disk: rows of any size take at most the bound the README states (db + WAL).
import { statSync, existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKikanError } from '../../../app/errors.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

function po(id: string, fields: Voucher['fields'] = {}): Voucher {
  return { id, fields, lines: null, other: {} };
}

function setUp(path?: string) {
  const store = openTempStore(path, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind: 'purchase_orders', scope: '' };
  return { store, key };
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => po(`PO-${String(from + i).padStart(6, '0')}`));

describe('a big page stored in slices', () => {
  it('leaves a prefix of the list after every slice and marks the end with the last', async () => {
    const { store, key } = setUp();
    const rows = numbered(30_000);
    const seen: { rows: number; complete: boolean; lastId: string | null }[] = [];
    const added = await store.vouchers.appendInSlices(key, rows, true, () => {
      const info = store.vouchers.info(key);
      seen.push({ rows: info.rows, complete: info.complete, lastId: store.vouchers.lastId(key) });
      return Promise.resolve();
    });
    expect(added).toHaveLength(30_000);
    expect(seen.length).toBeGreaterThan(0);
    for (const step of seen) {
      expect(step.complete).toBe(false);
      expect(step.lastId).toBe(rows[step.rows - 1]?.id);
    }
    expect(store.vouchers.info(key)).toMatchObject({ rows: 30_000, complete: true });
    expect(ids(store.vouchers.rowsAfter(key, 29_990, 100).map((row) => row.voucher))).toEqual(
      ids(rows.slice(29_990)),
    );
  });

  it('stops with cancelled when the list is emptied meanwhile', async () => {
    const { store, key } = setUp();
    let cleared = false;
    const storing = store.vouchers.appendInSlices(key, numbered(30_000), true, () => {
      if (!cleared) {
        cleared = true;
        store.vouchers.clear(key);
      }
      return Promise.resolve();
    });
    const error: unknown = await storing.catch((thrown: unknown) => thrown);
    expect(isKikanError(error) && error.error.kind).toBe('cancelled');
    expect(store.vouchers.info(key).rows).toBe(0);
  });

  it('a refresh drops the old rows from the end, then holds the new page only', async () => {
    const { store, key } = setUp();
    store.vouchers.append(key, numbered(20_000), true);
    const seen: number[] = [];
    const fresh = numbered(3, 900_000);
    await store.vouchers.replaceInSlices(key, fresh, true, () => {
      const info = store.vouchers.info(key);
      // Meanwhile: a prefix of the old list, no longer complete.
      expect(info.complete).toBe(false);
      const firstRows = store.vouchers.rowsAfter(key, 0, 2).map((row) => row.voucher.id);
      expect(firstRows).toEqual(['PO-000001', 'PO-000002']);
      seen.push(info.rows);
      return Promise.resolve();
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(store.vouchers.info(key)).toMatchObject({ rows: 3, complete: true });
    expect(ids(store.vouchers.rowsAfter(key, 0, 10).map((row) => row.voucher))).toEqual(ids(fresh));
  });
});

describe('a search read a slice at a time', () => {
  it('answers what the one query answers, for any sort, filter, window and slice', async () => {
    const value = fc.oneof(
      fc.constantFrom('2026-02-27', '2026-03-01', 'b', 'B', 'ä'),
      fc.integer({ min: -5, max: 5 }),
      fc.constant(null),
    );
    const row = fc.record({ due: value, status: fc.constantFrom('ordered', 'received') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(null, 'due', 'id'),
        fc.boolean(),
        fc.boolean(),
        async (fields, sliceRows, offset, limit, field, descending, filtered) => {
          const { store, key } = setUp();
          try {
            store.vouchers.append(
              key,
              fields.map((f, i) => po(`PO-${String(i)}`, f)),
              true,
            );
            const query: CacheQuery = {
              text: filtered ? 'po-1' : '',
              statuses: filtered ? ['ordered'] : [],
              sort: field === null ? null : { field, descending },
              offset,
              limit,
            };
            const one = store.vouchers.search(key, query);
            store.vouchers.clear({ ...key, scope: 'other' }); // a write: no ids kept between
            const sliced = await store.vouchers.searchInSlices(
              key,
              query,
              () => Promise.resolve(),
              sliceRows,
            );
            expect(ids(sliced.rows)).toEqual(ids(one.rows));
            expect(sliced.matched).toBe(one.matched);
          } finally {
            store.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a sorted first block read a slice at a time', () => {
  it('keeps rows of later slices that come before the rows in hand: nulls, ties, mixed types', async () => {
    const { store, key } = setUp();
    // Later rows beat earlier ones on every edge of the order: a null key (first going up), a
    // key equal to one in hand (ties by paging position), a number below text, 5 and 5.0.
    const dues = ['b', 'c', 5.5, 'b', null, 'a', 5, 'c', null, 5.0, -1, 'b', 'ä', null];
    store.vouchers.append(
      key,
      dues.map((due, i) => po(`PO-${String(i).padStart(2, '0')}`, { due })),
      true,
    );
    for (const descending of [false, true]) {
      for (const limit of [1, 2, 3, 5]) {
        const query: CacheQuery = {
          text: '',
          statuses: [],
          sort: { field: 'due', descending },
          offset: 0,
          limit,
        };
        const one = store.vouchers.search(key, query);
        for (const sliceRows of [1, 2, 3, 4]) {
          const sliced = await store.vouchers.searchInSlices(
            key,
            { ...query, upTo: 100 + sliceRows },
            () => Promise.resolve(),
            sliceRows,
          );
          expect(ids(sliced.rows)).toEqual(ids(one.rows));
          expect(sliced.matched).toBe(dues.length);
        }
      }
    }
    store.close();
  });
});

/** Bytes of the store's files: the database and its write-ahead log. */
function diskBytes(path: string): number {
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  return size(path) + size(`${path}-wal`);
}

/**
 * The README's disk bound for cached rows: at most 3 × the rows' text as sent plus 700 bytes
 * a row (the list's indexes: position, id, status, sort keys, lines to complete, search text).
 */
const bound = (textBytes: number, rows: number) => 3 * textBytes + 700 * rows;

describe('disk use of cached rows', () => {
  it('stays within 3 × the text + 700 bytes a row, for tiny rows and for real ones', async () => {
    const path = tempDbPath();
    const { store, key } = setUp(path);
    const tiny = Array.from({ length: 100_000 }, (_, i) => po(String(i)));
    const tinyText = JSON.stringify(tiny.map((row) => ({ id: row.id }))).length;
    await store.vouchers.appendInSlices(key, tiny, true, () => Promise.resolve());
    const afterTiny = diskBytes(path);
    expect(afterTiny).toBeLessThanOrEqual(bound(tinyText, tiny.length));

    const real = Array.from({ length: 20_000 }, (_, i): Voucher => {
      const fields = {
        supplier_code: `SUP-${String(i % 97)}`,
        season_code: '2026SS',
        order_date: '2026-02-01',
        expected_date: '2026-03-01',
        status: i % 3 === 0 ? 'received' : 'ordered',
        note: `Order ${String(i)} for the spring catalogue`,
      };
      const lines = Array.from({ length: 3 }, (_, l) => ({
        fields: {
          product_code: `P-${String(i)}-${String(l)}`,
          color_code: 'BLK',
          size_code: 'M',
          quantity: 10 + l,
          received_qty: l,
          unit_cost: 1200.5,
          currency_code: 'JPY',
        },
        other: {},
      }));
      return { id: `PO-${String(i)}`, fields, lines, other: {} };
    });
    const sent = real.map((row) => ({
      id: row.id,
      ...row.fields,
      lines: row.lines?.map((line) => line.fields),
    }));
    const realText = JSON.stringify(sent).length;
    const realKey = { ...key, kind: 'sales_orders' as const };
    await store.vouchers.appendInSlices(realKey, real, true, () => Promise.resolve());
    expect(diskBytes(path)).toBeLessThanOrEqual(
      bound(tinyText, tiny.length) + bound(realText, real.length),
    );
  }, 120_000);
});
