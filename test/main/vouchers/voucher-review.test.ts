// Date filters, grouping with line sums and the outstanding chart of the voucher cache, in its
// SQL over a real SQLite file: ranges by calendar day, "not fully received" needing lines,
// combined with search, status, sort and one group's rows; sums per currency and over how many
// vouchers they are when some rows came without lines.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { OUTSTANDING_COLUMN } from '../../../app/resources/voucher-line-sums.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey } from '../../../main/store/index.ts';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { voucherSumsMigration } from '../../../main/store/voucher-sums-migration.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

type Fields = Voucher['fields'];

function po(id: string, fields: Fields, lines: Fields[] | null = []): Voucher {
  return {
    id,
    fields,
    lines: lines === null ? null : lines.map((f) => ({ fields: f, other: {} })),
    other: {},
  };
}

function setUp(kind: ListKey['kind'] = 'purchase_orders') {
  const store = openTempStore(undefined, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind, scope: '' };
  return { store, key };
}

const all: CacheQuery = { text: '', statuses: [], sort: null, offset: 0, limit: 1000 };

const orders = [
  po('PO-1', { supplier_code: 'S1', expected_date: '2026-02-27', status: 'ordered' }, [
    { product_code: 'A', quantity: 10, received_qty: 4, unit_cost: 100, currency_code: 'JPY' },
    {
      product_code: 'B',
      quantity: '5',
      received_qty: null,
      unit_cost: '2.5',
      currency_code: 'USD',
    },
  ]),
  po('PO-2', { supplier_code: 'S1', expected_date: '2026-03-01T09:00:00Z', status: 'received' }, [
    { product_code: 'A', quantity: 3, received_qty: 3, unit_cost: 100, currency_code: 'JPY' },
  ]),
  po('PO-3', { supplier_code: 'S2', expected_date: '2026-02-10', status: 'ordered' }, null),
  po('PO-4', { supplier_code: 'S2', expected_date: null, status: 'ordered' }, [
    { product_code: 'C', quantity: 7, received_qty: 1, unit_cost: 10, currency_code: 'JPY' },
  ]),
  po('PO-5', { expected_date: '2026-02-20', status: 'ordered' }, [
    { product_code: 'A', quantity: 2, received_qty: 0, expected_date: '2026-03-05' },
  ]),
];

describe('date filters in the voucher cache', () => {
  it('keeps calendar days in a range, a date-time by its day, and drops empty dates', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    const ids = (query: Partial<CacheQuery>) =>
      store.vouchers.search(key, { ...all, ...query }).rows.map((row) => row.id);
    const range = (from?: string, to?: string) => ({
      dates: [{ field: 'expected_date', ...(from ? { from } : {}), ...(to ? { to } : {}) }],
    });
    expect(ids(range('2026-02-20', '2026-02-28'))).toEqual(['PO-1', 'PO-5']);
    expect(ids(range('2026-03-01', '2026-03-01'))).toEqual(['PO-2']);
    expect(ids(range(undefined, '2026-02-19'))).toEqual(['PO-3']);
    expect(ids(range('2026-02-01'))).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-5']);
    // A field that is not there keeps nothing; a name that cannot be quoted too.
    expect(ids({ dates: [{ field: 'order_date', from: '2000-01-01' }] })).toEqual([]);
    expect(ids({ dates: [{ field: 'a"b', from: '2000-01-01' }] })).toEqual([]);
  });

  it('"past due and not fully received" needs lines: rows without them drop out', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    const overdue = { dates: [{ field: 'expected_date', to: '2026-02-28', open: true }] };
    const found = store.vouchers.search(key, { ...all, ...overdue });
    // PO-3 is past due but its lines are unknown; PO-2 is fully received (and not past due).
    expect(found.rows.map((row) => row.id)).toEqual(['PO-1', 'PO-5']);
    expect(found.matched).toBe(2);
  });

  it('combines with search, status, sort and a group, and pages them', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    const query: CacheQuery = {
      ...all,
      text: 'a',
      statuses: ['ordered'],
      dates: [{ field: 'expected_date', from: '2026-02-01', to: '2026-03-31' }],
      sort: { field: 'expected_date', descending: true },
    };
    expect(store.vouchers.search(key, query).rows.map((row) => row.id)).toEqual(['PO-1', 'PO-5']);
    const s1 = { ...query, group: { field: 'supplier_code', value: 'S1' } };
    expect(store.vouchers.search(key, s1).rows.map((row) => row.id)).toEqual(['PO-1']);
    const none = { ...query, text: '', group: { field: 'supplier_code', value: null } };
    expect(store.vouchers.search(key, none).rows.map((row) => row.id)).toEqual(['PO-5']);
    const second = store.vouchers.search(key, { ...query, offset: 1, limit: 1 });
    expect(second).toMatchObject({ matched: 2, rows: [{ id: 'PO-5' }] });
  });
});

describe('the outstanding column', () => {
  it('sorts on the stored sum: unknown lines first going up and last going down', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    const ids = (descending: boolean) =>
      store.vouchers
        .search(key, { ...all, sort: { field: OUTSTANDING_COLUMN, descending } })
        .rows.map((row) => row.id);
    // PO-1: 6 + 5 (nothing received counts as 0), PO-4: 6, PO-5: 2, PO-2: 0, PO-3: lines unknown.
    expect(ids(true)).toEqual(['PO-1', 'PO-4', 'PO-5', 'PO-2', 'PO-3']);
    expect(ids(false)).toEqual(['PO-3', 'PO-2', 'PO-5', 'PO-4', 'PO-1']);
    // Page by page (a sorted list's later blocks are slices of its whole order) the same.
    const paged = [0, 2, 4].flatMap((offset) =>
      store.vouchers
        .search(key, {
          ...all,
          offset,
          limit: 2,
          sort: { field: OUTSTANDING_COLUMN, descending: true },
        })
        .rows.map((row) => row.id),
    );
    expect(paged).toEqual(ids(true));
  });
});

describe('grouping with line sums', () => {
  it('counts and sums per group, amounts per currency, over the vouchers with lines', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    const result = store.vouchers.groups(key, { text: '', statuses: [] }, 'supplier_code');
    expect(result).toEqual({
      field: 'supplier_code',
      matched: 5,
      withLines: 4,
      groups: [
        {
          value: null,
          count: 1,
          withLines: 1,
          quantity: 2,
          outstanding: 2,
          amounts: [],
        },
        {
          value: 'S1',
          count: 2,
          withLines: 2,
          quantity: 18,
          outstanding: 11,
          amounts: [
            { currency: 'JPY', amount: 1300 },
            { currency: 'USD', amount: 12.5 },
          ],
        },
        {
          value: 'S2',
          count: 2,
          withLines: 1,
          quantity: 7,
          outstanding: 6,
          amounts: [{ currency: 'JPY', amount: 70 }],
        },
      ],
    });
  });

  it('fills a row sums when a detail read brings its lines, and filters the groups', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    store.vouchers.lines.keepLines(key.profileId, 'purchase_orders', {
      ...po('PO-3', { supplier_code: 'S2' }, [{ quantity: 4, received_qty: 1 }]),
    });
    const result = store.vouchers.groups(
      key,
      { text: '', statuses: ['ordered'], dates: [{ field: 'expected_date', to: '2026-02-28' }] },
      'supplier_code',
    );
    expect(result.matched).toBe(3);
    expect(result.withLines).toBe(3);
    expect(result.groups.find((group) => group.value === 'S2')).toMatchObject({
      count: 1,
      withLines: 1,
      quantity: 4,
      outstanding: 3,
      amounts: [],
    });
  });

  it('groups leases and sales orders by their own fields', () => {
    const { store, key } = setUp('leases');
    store.vouchers.append(
      key,
      [
        po('L-1', { lessee: 'Vogue', due_on: '2026-02-01' }, [{ quantity: 3, returned_qty: 1 }]),
        po('L-2', { lessee: 'Vogue' }, [{ quantity: 2, returned_qty: 2 }]),
      ],
      true,
    );
    const { groups } = store.vouchers.groups(key, { text: '', statuses: [] }, 'lessee');
    expect(groups).toEqual([
      { value: 'Vogue', count: 2, withLines: 2, quantity: 5, outstanding: 2, amounts: [] },
    ]);
  });
});

describe('the outstanding chart', () => {
  it('sums outstanding by the Monday of each line expected week and by supplier', () => {
    const { store, key } = setUp();
    store.vouchers.append(key, orders, true);
    expect(store.vouchers.outstandingChart(key, { text: '', statuses: [] })).toEqual({
      byWeek: [
        { week: '', outstanding: 6 },
        // 2026-02-27 is a Friday: its week starts Monday 2026-02-23.
        { week: '2026-02-23', outstanding: 11 },
        // PO-5's line says 2026-03-05 (a Thursday) over its header's 2026-02-20.
        { week: '2026-03-02', outstanding: 2 },
      ],
      bySupplier: [
        { supplier: 'S1', outstanding: 11 },
        { supplier: 'S2', outstanding: 6 },
        { supplier: '', outstanding: 2 },
      ],
      matched: 5,
      withLines: 4,
    });
  });
});

describe('the outstanding chart of vouchers with several weeks', () => {
  it('splits such a voucher by its lines weeks', () => {
    const { store, key } = setUp();
    store.vouchers.append(
      key,
      [
        po('PO-1', { supplier_code: 'S1', expected_date: '2026-02-02' }, [
          { quantity: 5, received_qty: 0 },
          { quantity: 4, received_qty: 1, expected_date: '2026-02-11' },
          { quantity: 2, received_qty: 2, expected_date: '2026-03-30' },
        ]),
        po('PO-2', { supplier_code: 'S1', expected_date: '2026-02-12' }, [{ quantity: 1 }]),
      ],
      true,
    );
    const chart = store.vouchers.outstandingChart(key, { text: '', statuses: [] });
    expect(chart.byWeek).toEqual([
      { week: '2026-02-02', outstanding: 5 },
      { week: '2026-02-09', outstanding: 4 },
    ]);
    expect(chart.bySupplier).toEqual([{ supplier: 'S1', outstanding: 9 }]);
  });
});

describe('the line-sums migration', () => {
  it('computes the line sums of rows already cached, none for rows without lines', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    migrate(db, MIGRATIONS.slice(0, MIGRATIONS.indexOf(voucherSumsMigration)));
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    db.exec(`INSERT INTO voucher_lists (profile_id, kind, scope, row_count, complete)
      VALUES ('p', 'purchase_orders', '', 3, 1)`);
    const insert = db.prepare(`INSERT INTO voucher_rows
      (row_id, profile_id, kind, scope, seq, id, status, id_key, sort_keys, search_text,
       lines_state) VALUES (?, 'p', 'purchase_orders', '', ?, ?, NULL, ?, jsonb(?), '', ?)`);
    const json = db.prepare('INSERT INTO voucher_json (row_id, row_json) VALUES (?, ?)');
    for (const [index, voucher] of orders.slice(0, 3).entries()) {
      const keys = JSON.stringify({ supplier_code: voucher.fields['supplier_code'] });
      insert.run(index + 1, index + 1, voucher.id, voucher.id, keys, voucher.lines ? 0 : 1);
      json.run(index + 1, JSON.stringify(voucher));
    }
    db.close();
    const store = openTempStore(path);
    const key: ListKey = { profileId: 'p', kind: 'purchase_orders', scope: '' };
    const { groups } = store.vouchers.groups(key, { text: '', statuses: [] }, 'supplier_code');
    expect(groups).toEqual([
      {
        value: 'S1',
        count: 2,
        withLines: 2,
        quantity: 18,
        outstanding: 11,
        amounts: [
          { currency: 'JPY', amount: 1300 },
          { currency: 'USD', amount: 12.5 },
        ],
      },
      { value: 'S2', count: 1, withLines: 0, quantity: 0, outstanding: null, amounts: [] },
    ]);
  });
});
