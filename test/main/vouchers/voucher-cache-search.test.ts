// Search, filter and sort of the voucher cache through its indexes (migration 5: the trigram text
// index, the status index, stored sort keys), over a real SQLite file. The results must be those
// of the plain semantics: a case-insensitive substring of any header or line value, statuses as
// sent, numbers (sent as numbers or numeric strings) in numeric order, then text, nulls first
// ascending, ties in paging order. A property test compares the repo with that reference.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey } from '../../../main/store/index.ts';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { searchTextOf } from '../../../main/store/voucher-search-text.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

type Fields = Voucher['fields'];

function po(id: string, fields: Fields, lines: Fields[] = []): Voucher {
  return { id, fields, lines: lines.map((f) => ({ fields: f, other: {} })), other: {} };
}

function setUp() {
  const store = openTempStore(undefined, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind: 'purchase_orders', scope: '' };
  return { store, key, profileId: profile.id };
}

const all: CacheQuery = { text: '', statuses: [], sort: null, offset: 0, limit: 1000 };

describe('voucher cache search through its indexes', () => {
  it('finds Japanese text of any length, in header values and in lines', () => {
    const { store, key } = setUp();
    store.vouchers.append(
      key,
      [
        po('PO-1', { note: '至急：東京店へ' }, [
          { product_code: '26SS-JK0001', purpose_code: '本生産' },
        ]),
        po('PO-2', { note: '大阪' }, [{ product_code: '26SS-TS0002', purpose_code: '追加' }]),
        po('PO-3', { note: 'ＡＢＣ全角' }, [
          { product_code: '26ss-jk0001-blk', purpose_code: '本生産' },
        ]),
      ],
      true,
    );
    const ids = (text: string) =>
      store.vouchers.search(key, { ...all, text }).rows.map((row) => row.id);
    expect(ids('本生産')).toEqual(['PO-1', 'PO-3']);
    expect(ids('生産')).toEqual(['PO-1', 'PO-3']);
    expect(ids('東')).toEqual(['PO-1']);
    expect(ids('東京店へ')).toEqual(['PO-1']);
    expect(ids('京都')).toEqual([]);
    // A line's product code, any case: "every purchase order with a line for product X".
    expect(ids('26ss-JK0001')).toEqual(['PO-1', 'PO-3']);
    expect(ids(' jk0001-BLK ')).toEqual(['PO-3']);
    expect(ids('ａｂｃ')).toEqual(['PO-3']);
    // Text that FTS5 query syntax would read as operators is plain text here.
    expect(ids('"')).toEqual([]);
    expect(ids('AND')).toEqual([]);
    expect(ids('jk* OR')).toEqual([]);
  });

  it('matches text across values only as the plain substring search did', () => {
    const { store, key } = setUp();
    store.vouchers.append(
      key,
      [
        po('PO-1', { a: 'abc', b: 'def' }),
        po('PO-2', { a: 'abcdef' }),
        po('PO-3', { a: 'defabc' }),
      ],
      true,
    );
    const ids = (text: string) =>
      store.vouchers.search(key, { ...all, text }).rows.map((row) => row.id);
    // Values are joined with a separator no one types, so 'cde' is found only inside one value.
    expect(ids('cde')).toEqual(['PO-2']);
    // Every trigram of 'abcdef' is in PO-1 and PO-3 too, but not in this order.
    expect(ids('abcdef')).toEqual(['PO-2']);
    expect(ids('abcde')).toEqual(['PO-2']);
  });

  it('sorts numeric strings as numbers, text after numbers and nulls first, ties in paging order', () => {
    const { store, key } = setUp();
    store.vouchers.append(
      key,
      [
        po('PO-10', { total: '1,200', flag: true }),
        po('PO-2', { total: 30 }),
        po('PO-3', { total: null }),
        po('PO-4', { total: ' 4.5 ', flag: false }),
        po('PO-5', { total: 'n/a' }),
        po('PO-6', {}),
        po('PO-7', { total: '30' }),
      ],
      true,
    );
    const order = (field: string, descending: boolean) =>
      store.vouchers.search(key, { ...all, sort: { field, descending } }).rows.map((row) => row.id);
    expect(order('total', false)).toEqual([
      'PO-3',
      'PO-6',
      'PO-4',
      'PO-2',
      'PO-7',
      'PO-10',
      'PO-5',
    ]);
    expect(order('total', true)).toEqual(['PO-5', 'PO-10', 'PO-2', 'PO-7', 'PO-4', 'PO-3', 'PO-6']);
    expect(order('flag', false)).toEqual(['PO-2', 'PO-3', 'PO-5', 'PO-6', 'PO-7', 'PO-4', 'PO-10']);
    // The voucher number: text here, compared as text.
    expect(order('id', false)).toEqual(['PO-10', 'PO-2', 'PO-3', 'PO-4', 'PO-5', 'PO-6', 'PO-7']);
    // A field name that cannot be a JSON path keeps paging order.
    expect(order('a"b', false)).toEqual(['PO-10', 'PO-2', 'PO-3', 'PO-4', 'PO-5', 'PO-6', 'PO-7']);
  });

  it('combines text, statuses, sort and a window, counting every match', () => {
    const { store, key } = setUp();
    const rows = Array.from({ length: 60 }, (_, i) =>
      po(`PO-${String(i).padStart(3, '0')}`, {
        status: i % 3 === 0 ? 'ordered' : i % 3 === 1 ? '入荷済' : null,
        qty: String(60 - i),
        note: i % 2 === 0 ? '至急 rush' : 'normal',
      }),
    );
    store.vouchers.append(key, rows, true);
    const result = store.vouchers.search(key, {
      text: 'RUSH',
      statuses: ['ordered', '入荷済'],
      sort: { field: 'qty', descending: false },
      offset: 5,
      limit: 5,
    });
    const expected = rows
      .map((row, i) => ({ row, i }))
      .filter(({ i }) => i % 2 === 0 && i % 3 !== 2)
      .sort((a, b) => 60 - a.i - (60 - b.i))
      .map(({ row }) => row.id);
    expect(result.matched).toBe(expected.length);
    expect(result.rows.map((row) => row.id)).toEqual(expected.slice(5, 10));
    expect(store.vouchers.statuses(key)).toMatchObject([
      { value: 'ordered', count: 20 },
      { value: '入荷済', count: 20 },
    ]);
    // The statuses follow new rows.
    store.vouchers.append(key, [po('PO-999', { status: 'ordered' })], true);
    expect(store.vouchers.statuses(key)[0]).toMatchObject({ value: 'ordered', count: 21 });
  });

  it('searches a snapshot (upTo): rows loaded later never move the results', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, [po('PO-1', { n: '5' }), po('PO-2', { n: '3' })], false);
    const query: CacheQuery = { ...all, sort: { field: 'n', descending: false }, upTo: 2 };
    const before = store.vouchers.search(key, query);
    store.vouchers.append(key, [po('PO-3', { n: '1' }), po('PO-4', { n: '4' })], true);
    expect(store.vouchers.search(key, query)).toEqual(before);
    expect(before.rows.map((row) => row.id)).toEqual(['PO-2', 'PO-1']);
    expect(
      store.vouchers.search(key, { ...query, upTo: undefined }).rows.map((row) => row.id),
    ).toEqual(['PO-3', 'PO-2', 'PO-4', 'PO-1']);
  });

  it('forgets a cleared list’s text, so its rows are never found again', () => {
    const { store, key, profileId } = setUp();
    const plans: ListKey = { profileId, kind: 'order_plans', scope: 'X' };
    store.vouchers.append(key, [po('PO-1', { note: 'needle' })], true);
    store.vouchers.append(plans, [po('P~1', { note: 'needle' })], true);
    store.vouchers.clear(key);
    expect(store.vouchers.search(key, { ...all, text: 'needle' }).matched).toBe(0);
    expect(store.vouchers.search(plans, { ...all, text: 'needle' }).matched).toBe(1);
    store.vouchers.append(key, [po('PO-2', { note: 'other' })], true);
    expect(store.vouchers.search(key, { ...all, text: 'needle' }).matched).toBe(0);
    expect(store.vouchers.search(key, { ...all, text: 'other' }).rows.map((r) => r.id)).toEqual([
      'PO-2',
    ]);
  });

  it('agrees with the plain scan and sort for any rows, needle and sort', () => {
    const alphabet = ['a', 'B', 'c', '1', '2', '.', ' ', '"', '*', '本', '生', '産', 'ア', '-'];
    const word = fc
      .array(fc.constantFrom(...alphabet), { maxLength: 6 })
      .map((chars) => chars.join(''));
    const value = fc.oneof(word, fc.integer({ min: -50, max: 50 }), fc.constant(null));
    const voucher = fc.record({
      x: value,
      line: word,
    });
    fc.assert(
      fc.property(
        fc.array(voucher, { minLength: 1, maxLength: 25 }),
        word,
        fc.boolean(),
        (specs, needle, descending) => {
          const { store, key } = setUp();
          const rows = specs.map((spec, i) =>
            po(`PO-${String(i)}`, { x: spec.x }, [{ p: spec.line }]),
          );
          store.vouchers.append(key, rows, true);
          const lowered = needle.trim().toLowerCase();
          const found = store.vouchers
            .search(key, { ...all, text: needle })
            .rows.map((row) => row.id);
          expect(found).toEqual(
            rows.filter((row) => searchTextOf(row).includes(lowered)).map((row) => row.id),
          );
          const sorted = store.vouchers
            .search(key, { ...all, sort: { field: 'x', descending } })
            .rows.map((row) => row.id);
          expect(sorted).toEqual(referenceSort(rows, 'x', descending).map((row) => row.id));
          store.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('migrates a cache of schema 4: rows keep their order and become searchable and sortable', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    migrate(db, MIGRATIONS.slice(0, 4));
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    db.exec(`INSERT INTO voucher_lists (profile_id, kind, scope, row_count, complete)
      VALUES ('p', 'purchase_orders', '', 3, 1)`);
    const insert = db.prepare(`INSERT INTO voucher_rows
      (profile_id, kind, scope, seq, id, status, search_text, row_json)
      VALUES ('p', 'purchase_orders', '', ?, ?, ?, ?, ?)`);
    for (const [seq, voucher] of [
      po('PO-B', { status: 'open', total: '100' }, [{ product_code: '本生産-1' }]),
      po('PO-A', { status: 'closed', total: 9 }),
      po('PO-C', { status: 'open', total: '25.5' }, [{ product_code: 'sh-777' }]),
    ].entries()) {
      insert.run(
        seq + 1,
        voucher.id,
        voucher.fields['status'] as string,
        searchTextOf(voucher),
        JSON.stringify(voucher),
      );
    }
    db.close();

    const store = openTempStore(path);
    const key: ListKey = { profileId: 'p', kind: 'purchase_orders', scope: '' };
    expect(store.vouchers.rowsAfter(key, 0, 10).map((row) => row.voucher.id)).toEqual([
      'PO-B',
      'PO-A',
      'PO-C',
    ]);
    const ids = (query: Partial<typeof all>) =>
      store.vouchers.search(key, { ...all, ...query }).rows.map((row) => row.id);
    expect(ids({ text: '本生産' })).toEqual(['PO-B']);
    expect(ids({ text: 'SH-777' })).toEqual(['PO-C']);
    expect(ids({ statuses: ['open'] })).toEqual(['PO-B', 'PO-C']);
    expect(ids({ sort: { field: 'total', descending: false } })).toEqual(['PO-A', 'PO-C', 'PO-B']);
    // New rows follow the migrated ones.
    store.vouchers.append(key, [po('PO-D', { note: '本生産' })], true);
    expect(ids({ text: '本生産' })).toEqual(['PO-B', 'PO-D']);
    expect(store.vouchers.find('p', 'purchase_orders', 'PO-C')?.lines?.length).toBe(1);
  });
});

/** SQLite's order of the old kikan_sort_key: NULL, numbers, then text; ties by paging order. */
function referenceSort(rows: Voucher[], field: string, descending: boolean): Voucher[] {
  const rank = (value: Fields[string] | undefined): [number, number | string] => {
    if (value === null || value === undefined) return [0, 0];
    if (typeof value === 'boolean') return [1, value ? 1 : 0];
    const number = asNumber(value);
    if (number !== null) return [1, number];
    return [2, String(value)];
  };
  const compare = (a: Voucher, b: Voucher): number => {
    const [ra, va] = rank(a.fields[field]);
    const [rb, vb] = rank(b.fields[field]);
    if (ra !== rb) return ra - rb;
    if (va === vb) return 0;
    return va < vb ? -1 : 1;
  };
  return rows
    .map((row, seq) => ({ row, seq }))
    .sort((a, b) => (descending ? -compare(a.row, b.row) : compare(a.row, b.row)) || a.seq - b.seq)
    .map(({ row }) => row);
}
