// The due date and party kept in columns of their own (voucher-keys-migration.ts), over a real
// SQLite file: each row's columns hold what its JSONB sort keys hold for its kind, whatever the
// values (dates, date-times, numbers, numeric text, booleans, nulls, absent), as rows are added,
// replaced, get their lines, after a repair and after the migration of a store written by the
// previous version; and every filter, sort, group, chart and values list that reads them answers
// what the same query reads out of the sort keys (the JS tally over a text search's rows, or the
// SQL of before), also once statuses end vouchers.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatusSettings } from '../../../app/resources/status-settings.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import type { ListKey, Store } from '../../../main/store/index.ts';
import type { FilterQuery } from '../../../main/store/voucher-cache-repo.ts';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import {
  DUE_FIELD,
  PARTY_FIELD,
  voucherKeysMigration,
} from '../../../main/store/voucher-keys-migration.ts';
import { lineSumColumns } from '../../../main/store/voucher-line-sums.ts';
import { linesStateOf } from '../../../main/store/voucher-lines-repo.ts';
import {
  searchTextOf,
  sortKey,
  sortKeysOf,
  statusOf,
} from '../../../main/store/voucher-search-text.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

const KINDS: readonly VoucherKind[] = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'];
/** Every row's id starts with it, so a text search for it keeps every row (the tally's path). */
const EVERY_ROW = 'v-0';
const path = (field: string) => `$."${field}"`;

const absent = Symbol('absent');
const dateValue = fc.constantFrom(
  '2026-02-27',
  '2026-02-28',
  '2026-03-01',
  '2026-03-01T09:00:00Z',
  '2026-03',
  20260301,
  '20260301',
  null,
  absent,
);
const partyValue = fc.constantFrom('S1', 'S2', '36', 36, 36.5, true, false, '', null, absent);
const statusValue = fc.constantFrom('ordered', 'cancelled', 'received', absent);
const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 9 }),
  back: fc.integer({ min: 0, max: 9 }),
  currency: fc.constantFrom('JPY', 'USD'),
  week: fc.constantFrom('2026-03-02', '2026-03-09', absent),
});
const rowArb = fc.record({
  due: dateValue,
  party: partyValue,
  supplier: partyValue,
  status: statusValue,
  lines: fc.option(fc.array(lineArb, { maxLength: 3 }), { nil: null }),
});
type RowDraft = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

function voucherOf(kind: VoucherKind, index: number, draft: RowDraft): Voucher {
  const fields: Voucher['fields'] = {};
  const put = (name: string, value: unknown) => {
    if (value !== absent) fields[name] = value as Voucher['fields'][string];
  };
  put(DUE_FIELD[kind], draft.due);
  put(PARTY_FIELD[kind], draft.party);
  if (PARTY_FIELD[kind] !== 'supplier_code') put('supplier_code', draft.supplier);
  put('status', draft.status);
  const lines =
    draft.lines?.map((line) => {
      const lineFields: Voucher['fields'] = {
        product_code: 'A',
        quantity: line.quantity,
        received_qty: Math.min(line.back, line.quantity),
        returned_qty: Math.min(line.back, line.quantity),
        unit_cost: 10,
        currency_code: line.currency,
      };
      if (line.week !== absent) lineFields['expected_date'] = line.week;
      return { fields: lineFields, other: {} };
    }) ?? null;
  return { id: `V-${String(index).padStart(5, '0')}`, fields, lines, other: {} };
}

const rowsArb = fc.array(rowArb, { minLength: 1, maxLength: 40 });

function setUp(path?: string) {
  const store = openTempStore(path, { now: steppingClock() });
  const profileId = store.profiles.create({ ...sampleProfile }).id;
  const list = (kind: VoucherKind): ListKey => ({ profileId, kind, scope: '' });
  return { store, profileId, list };
}

/** Rows whose columns differ from their sort keys, read by a second connection. */
function stale(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    let count = 0;
    for (const kind of KINDS) {
      const row = db
        .prepare(
          `SELECT count(*) AS n FROM voucher_rows WHERE kind = ? AND (
             due_key IS NOT json_extract(sort_keys, ?) OR party_key IS NOT json_extract(sort_keys, ?))`,
        )
        .get(kind, path(DUE_FIELD[kind]), path(PARTY_FIELD[kind]));
      count += Number(row?.['n'] ?? 0);
    }
    return count;
  } finally {
    db.close();
  }
}

/** The ids of a list's rows as the SQL of before found them: read out of the sort keys. */
function idsBySortKeys(
  file: string,
  list: ListKey,
  where: string,
  order: string,
  params: string[],
) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT id FROM voucher_rows WHERE profile_id = ? AND kind = ? AND scope = ? AND ${where}
         ORDER BY ${order}`,
      )
      .all(list.profileId, list.kind, list.scope, ...params)
      .map((row) => String(row['id']));
  } finally {
    db.close();
  }
}

/** Every read of the two columns against the same read out of the sort keys. */
function expectReadsAgree(store: Store, file: string, list: ListKey): void {
  const due = DUE_FIELD[list.kind];
  const party = PARTY_FIELD[list.kind];
  const dueKey = `json_extract(sort_keys, '${path(due)}')`;
  const ids = (query: Parameters<Store['vouchers']['search']>[1]) =>
    store.vouchers.search(list, query).rows.map((row) => row.id);
  const base = { text: '', statuses: [], sort: null, offset: 0, limit: 1000 };
  // A date range by the day of the value, and "has a date".
  expect(ids({ ...base, dates: [{ field: due, from: '2026-02-28', to: '2026-03-01' }] })).toEqual(
    idsBySortKeys(file, list, `substr(${dueKey}, 1, 10) BETWEEN ? AND ?`, 'seq', [
      '2026-02-28',
      '2026-03-01',
    ]),
  );
  expect(ids({ ...base, dates: [{ field: due }] })).toEqual(
    idsBySortKeys(file, list, `${dueKey} IS NOT NULL`, 'seq', []),
  );
  // Sorted by the date both ways, and by the party.
  for (const descending of [false, true]) {
    const direction = descending ? 'DESC' : 'ASC';
    expect(ids({ ...base, sort: { field: due, descending } })).toEqual(
      idsBySortKeys(file, list, '1', `${dueKey} ${direction}, seq`, []),
    );
    expect(ids({ ...base, sort: { field: party, descending } })).toEqual(
      idsBySortKeys(
        file,
        list,
        '1',
        `json_extract(sort_keys, '${path(party)}') ${direction}, seq`,
        [],
      ),
    );
  }
  // Groups, the chart and values lists by the party index, against the JS tally of the same rows.
  const plain: FilterQuery = { text: '', statuses: [] };
  const tallied: FilterQuery = { text: EVERY_ROW, statuses: [] };
  const pastDue = { dates: [{ field: due, to: '2026-03-01', open: true }] };
  for (const extra of [{}, pastDue]) {
    expect(store.vouchers.groups(list, { ...plain, ...extra }, party)).toEqual(
      store.vouchers.groups(list, { ...tallied, ...extra }, party),
    );
    expect(store.vouchers.outstandingChart(list, { ...plain, ...extra })).toEqual(
      store.vouchers.outstandingChart(list, { ...tallied, ...extra }),
    );
    for (const field of [party, due]) {
      expect(store.vouchers.columnValues(list, { ...plain, ...extra }, field, '', 1000)).toEqual(
        store.vouchers.columnValues(list, { ...tallied, ...extra }, field, '', 1000),
      );
    }
  }
  // A column filter and a group's rows by the party's value.
  const values = store.vouchers.columnValues(list, plain, party, '', 1000).values;
  for (const { value, count } of values) {
    const filtered = store.vouchers.search(list, {
      ...base,
      columns: [{ field: party, values: [value] }],
    });
    expect(filtered.matched).toBe(count);
    const grouped = store.vouchers.search(list, { ...base, group: { field: party, value } });
    expect(grouped.matched).toBe(count);
  }
  // Every row is in one value (blanks included).
  expect(values.reduce((sum, v) => sum + v.count, 0)).toBe(store.vouchers.info(list).rows);
}

const endsCancelled: StatusSettings = {
  statuses: [{ value: 'cancelled', names: {}, ends: [...KINDS] }],
  decided: [...KINDS],
};

describe('the due date and party columns of cached voucher rows', () => {
  it('hold the sort keys of rows added, replaced and given their lines, and reads agree', async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, rowsArb, async (first, second) => {
        const file = tempDbPath();
        const { store, list } = setUp(file);
        for (const kind of KINDS) {
          const rows = first.map((draft, i) => voucherOf(kind, i, draft));
          store.vouchers.append(list(kind), rows.slice(0, 5), false);
          await store.vouchers.appendInSlices(list(kind), rows.slice(5), true, () =>
            Promise.resolve(),
          );
        }
        expect(stale(file)).toBe(0);
        for (const kind of KINDS) expectReadsAgree(store, file, list(kind));

        // A refresh replaces the rows; a detail read brings a row's lines.
        for (const kind of KINDS) {
          const rows = second.map((draft, i) => voucherOf(kind, i, draft));
          await store.vouchers.replaceInSlices(list(kind), rows, true, () => Promise.resolve());
          const lineless = rows.find((row) => row.lines === null);
          if (lineless !== undefined) {
            store.vouchers.lines.keepLines(list(kind).profileId, kind, {
              ...lineless,
              lines: [
                {
                  fields: { product_code: 'A', quantity: 4, received_qty: 1, returned_qty: 1 },
                  other: {},
                },
              ],
            });
          }
        }
        expect(stale(file)).toBe(0);
        for (const kind of KINDS) expectReadsAgree(store, file, list(kind));
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it('give the same sums as the sort keys once statuses end vouchers, and after a change', () => {
    fc.assert(
      fc.property(rowsArb, (drafts) => {
        const file = tempDbPath();
        const { store, profileId, list } = setUp(file);
        for (const kind of KINDS) {
          store.vouchers.append(
            list(kind),
            drafts.map((d, i) => voucherOf(kind, i, d)),
            true,
          );
        }
        store.statusSettings.save(profileId, endsCancelled);
        for (const kind of KINDS) expectReadsAgree(store, file, list(kind));
        // Cancelled orders keep their count and lose their outstanding.
        const groups = store.vouchers.groups(
          list('purchase_orders'),
          { text: '', statuses: [] },
          'status',
        );
        const cancelled = groups.groups.find((g) => g.value === 'cancelled');
        if (cancelled !== undefined) expect(cancelled.outstanding ?? 0).toBe(0);
        store.statusSettings.save(profileId, { statuses: [], decided: [] });
        for (const kind of KINDS) expectReadsAgree(store, file, list(kind));
      }),
      { numRuns: 15 },
    );
  }, 120_000);

  it('stay right after a repair drops rows that cannot be read', () => {
    const file = tempDbPath();
    const { store, list } = setUp(file);
    const drafts = fc.sample(rowArb, { numRuns: 30, seed: 27 });
    const key = list('purchase_orders');
    store.vouchers.append(
      key,
      drafts.map((d, i) => voucherOf('purchase_orders', i, d)),
      true,
    );
    const raw = new DatabaseSync(file);
    try {
      raw
        .prepare(
          `UPDATE voucher_json SET row_json = '{"id": 4' WHERE row_id IN
             (SELECT row_id FROM voucher_rows WHERE id IN ('V-00003', 'V-00011'))`,
        )
        .run();
    } finally {
      raw.close();
    }
    expect(store.vouchers.rowsAfter(key, 0, 100)).toHaveLength(28);
    expect(store.vouchers.info(key).repaired).toMatchObject({ dropped: 2 });
    expect(stale(file)).toBe(0);
    expectReadsAgree(store, file, key);
  });

  it('are filled by the migration for rows a store of the previous version holds', () => {
    const file = tempDbPath();
    const db = new DatabaseSync(file);
    migrate(db, MIGRATIONS.slice(0, MIGRATIONS.indexOf(voucherKeysMigration)));
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    const drafts = fc.sample(rowArb, { numRuns: 25, seed: 17 });
    // The previous version's insert (migration 12's columns, no due date or party).
    const insert = db.prepare(`INSERT INTO voucher_rows
      (profile_id, kind, scope, seq, id, status, id_key, sort_keys, search_text, lines_state,
       line_qty, line_open, line_currency, line_amount, line_amounts, line_week, line_weeks)
      VALUES ('p', ?, '', ?, ?, ?, ?, jsonb(?), ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const json = db.prepare('INSERT INTO voucher_json (row_id, row_json) VALUES (?, ?)');
    const text = db.prepare('INSERT INTO voucher_text (rowid, search_text) VALUES (?, ?)');
    for (const kind of KINDS) {
      db.prepare(
        `INSERT INTO voucher_lists (profile_id, kind, scope, row_count, complete)
         VALUES ('p', ?, '', ?, 1)`,
      ).run(kind, drafts.length);
      for (const [index, draft] of drafts.entries()) {
        const voucher = voucherOf(kind, index, draft);
        const added = insert.run(
          kind,
          index + 1,
          voucher.id,
          statusOf(voucher),
          sortKey(voucher.id),
          JSON.stringify(sortKeysOf(voucher)),
          searchTextOf(voucher),
          linesStateOf(kind, voucher),
          ...lineSumColumns(kind, voucher),
        );
        json.run(added.lastInsertRowid, JSON.stringify(voucher));
        text.run(added.lastInsertRowid, searchTextOf(voucher));
      }
    }
    db.close();

    const store = openTempStore(file, { now: steppingClock() });
    expect(stale(file)).toBe(0);
    for (const kind of KINDS) {
      const key: ListKey = { profileId: 'p', kind, scope: '' };
      expect(store.vouchers.info(key).rows).toBe(drafts.length);
      expectReadsAgree(store, file, key);
    }
    // A group by the party sums in the party index's order: no sort of the rows.
    const check = new DatabaseSync(file, { readOnly: true });
    try {
      const plan = check
        .prepare(
          `EXPLAIN QUERY PLAN SELECT party_key, count(*) FROM voucher_rows INDEXED BY
             voucher_rows_by_party WHERE profile_id = 'p' AND kind = 'purchase_orders'
             AND scope = '' GROUP BY party_key, line_week, line_currency`,
        )
        .all()
        .map((row) => String(row['detail']));
      expect(plan.join(' ')).toContain('COVERING INDEX voucher_rows_by_party');
      expect(plan.join(' ')).not.toContain('TEMP B-TREE');
    } finally {
      check.close();
    }
  });
});
