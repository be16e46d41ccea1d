// "Past due and not fully received" read through the open rows' due-date index
// (voucher-open-due-migration.ts), over a real SQLite file: for drawn rows of every kind (dates,
// date-times, months, numbers, numeric text, blanks and absent dates; lines unknown, open and
// fully received; statuses that end a voucher or not) the search answers, row for row and in
// count, what the SQL of before answers (the day read out of the sort keys, no range), one
// query and a slice at a time, in every order and window; also after lines are written, a
// repair and the migration of a store of the previous version. The plan reads the index with no
// sort, and the range's bound never drops a row.
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatusSettings } from '../../../app/resources/status-settings.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey, Store } from '../../../main/store/index.ts';
import { dayAfter, searchFilter, searchOrder } from '../../../main/store/voucher-cache-search.ts';
import { DUE_FIELD } from '../../../main/store/voucher-keys-migration.ts';
import { OPEN_BY_DUE } from '../../../main/store/voucher-open-due-migration.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

const KINDS: readonly VoucherKind[] = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'];
const DAYS = ['2026-02-28', '2026-03-01', '2026-03-09', '2026-03-10', '2026-12-31'] as const;

const absent = Symbol('absent');
const dueValue = fc.constantFrom(
  '2026-02-27',
  '2026-02-28',
  '2026-03-01',
  '2026-03-01T09:00:00Z',
  '2026-03-09',
  '2026-03-1',
  '2026-03',
  '2026-03-10',
  20260301,
  5,
  '20260301',
  '',
  'b',
  null,
  absent,
);
const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 5 }),
  back: fc.integer({ min: 0, max: 5 }),
});
const rowArb = fc.record({
  due: dueValue,
  status: fc.constantFrom('ordered', 'cancelled', 'received', absent),
  lines: fc.option(fc.array(lineArb, { maxLength: 3 }), { nil: null }),
  quantity: fc.integer({ min: 0, max: 5 }),
});
type RowDraft = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

function voucherOf(kind: VoucherKind, index: number, draft: RowDraft): Voucher {
  const fields: Voucher['fields'] = {};
  if (draft.due !== absent) fields[DUE_FIELD[kind]] = draft.due;
  if (draft.status !== absent) fields['status'] = draft.status;
  // An order plan's header is its one line.
  if (kind === 'order_plans') fields['quantity'] = draft.quantity;
  const lines =
    draft.lines?.map((line) => ({
      fields: {
        product_code: 'A',
        quantity: line.quantity,
        received_qty: Math.min(line.back, line.quantity),
        returned_qty: Math.min(line.back, line.quantity),
        unit_cost: 10,
        currency_code: 'JPY',
      },
      other: {},
    })) ?? null;
  return { id: `V-${String(index).padStart(5, '0')}`, fields, lines, other: {} };
}

function setUp(path?: string) {
  const store = openTempStore(path, { now: steppingClock() });
  const profileId = store.profiles.create({ ...sampleProfile }).id;
  const list = (kind: VoucherKind): ListKey => ({ profileId, kind, scope: '' });
  return { store, profileId, list };
}

/** The ids the SQL of before kept for "past due on `to`": the day out of the sort keys. */
function idsOfBefore(
  file: string,
  list: ListKey,
  to: string,
  ending: readonly string[],
  order: string,
): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const ended =
      ending.length === 0 ? '0' : '(status IS NOT NULL AND status IN (SELECT value FROM json_each(?)))';
    return db
      .prepare(
        `SELECT id FROM voucher_rows NOT INDEXED
         WHERE profile_id = ? AND kind = ? AND scope = ? AND line_open > 0 AND NOT ${ended}
           AND substr(json_extract(sort_keys, ?), 1, 10) <= ?
         ORDER BY ${order}`,
      )
      .all(
        list.profileId,
        list.kind,
        list.scope,
        ...(ending.length === 0 ? [] : [JSON.stringify(ending)]),
        `$."${DUE_FIELD[list.kind]}"`,
        to,
      )
      .map((row) => String(row['id']));
  } finally {
    db.close();
  }
}

/** Every window of every order of past due, one query and sliced, against the SQL of before. */
async function expectPastDueAgrees(
  store: Store,
  file: string,
  list: ListKey,
  ending: readonly string[],
): Promise<void> {
  const due = DUE_FIELD[list.kind];
  const key = `json_extract(sort_keys, '$."${due}"')`;
  for (const to of DAYS) {
    const orders: [CacheQuery['sort'], string][] = [
      [null, 'seq'],
      [{ field: due, descending: false }, `${key} ASC, seq`],
      [{ field: due, descending: true }, `${key} DESC, seq`],
      [{ field: 'id', descending: false }, 'id_key ASC, seq'],
    ];
    for (const [sort, order] of orders) {
      const expected = idsOfBefore(file, list, to, ending, order);
      for (const [offset, limit] of [
        [0, 1000],
        [0, 3],
        [3, 4],
      ] as const) {
        const query: CacheQuery = {
          text: '',
          statuses: [],
          sort,
          offset,
          limit,
          dates: [{ field: due, to, open: true }],
        };
        const want = expected.slice(offset, offset + limit);
        const one = store.vouchers.search(list, query);
        expect(one.rows.map((row) => row.id)).toEqual(want);
        expect(one.matched).toBe(expected.length);
        // Another snapshot bound, so nothing the first read kept is reused.
        const sliced = await store.vouchers.searchInSlices(
          list,
          { ...query, upTo: 1_000_000 },
          () => Promise.resolve(),
          2,
        );
        expect(sliced.rows.map((row) => row.id)).toEqual(want);
        expect(sliced.matched).toBe(expected.length);
      }
    }
  }
}

const endsCancelled: StatusSettings = {
  statuses: [{ value: 'cancelled', names: {}, ends: [...KINDS] }],
  decided: [...KINDS],
};

describe('past due through the open rows’ due-date index', () => {
  it('answers what the SQL of before answers, in every order and window, statuses ending or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 30 }), async (drafts) => {
        const file = tempDbPath();
        const { store, profileId, list } = setUp(file);
        try {
          for (const kind of KINDS) {
            const rows = drafts.map((d, i) => voucherOf(kind, i, d));
            store.vouchers.append(list(kind), rows, true);
          }
          for (const kind of KINDS) await expectPastDueAgrees(store, file, list(kind), []);
          store.statusSettings.save(profileId, endsCancelled);
          for (const kind of KINDS) {
            await expectPastDueAgrees(store, file, list(kind), ['cancelled']);
          }
        } finally {
          store.close();
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('follows lines written to rows that had none, and a repair', async () => {
    const file = tempDbPath();
    const { store, profileId, list } = setUp(file);
    try {
      const key = list('purchase_orders');
      const drafts = fc.sample(rowArb, { numRuns: 40, seed: 18 });
      const rows = drafts.map((d, i) => voucherOf('purchase_orders', i, { ...d, lines: null }));
      store.vouchers.append(key, rows, true);
      await expectPastDueAgrees(store, file, key, []);
      // Their details arrive: open lines for every other row, nothing outstanding for the rest.
      for (const [index, row] of rows.entries()) {
        const quantity = 3;
        const received = index % 2 === 0 ? 1 : quantity;
        const lines = [
          { fields: { product_code: 'A', quantity, received_qty: received }, other: {} },
        ];
        store.vouchers.lines.keepLines(profileId, 'purchase_orders', { ...row, lines });
      }
      const open = idsOfBefore(file, key, '2026-12-31', [], 'seq');
      expect(open.length).toBeGreaterThan(0);
      await expectPastDueAgrees(store, file, key, []);
      const raw = new DatabaseSync(file);
      try {
        raw
          .prepare(
            `UPDATE voucher_json SET row_json = '{"id": 4' WHERE row_id IN
               (SELECT row_id FROM voucher_rows WHERE id IN (?, ?))`,
          )
          .run(open[0] ?? '', open.at(-1) ?? '');
      } finally {
        raw.close();
      }
      // The repair happens on the read that meets the rows; the answer after it agrees.
      store.vouchers.search(key, {
        text: '',
        statuses: [],
        sort: null,
        offset: 0,
        limit: 1000,
      });
      expect(store.vouchers.info(key).repaired).toMatchObject({ dropped: open.length > 1 ? 2 : 1 });
      await expectPastDueAgrees(store, file, key, []);
    } finally {
      store.close();
    }
  });

  it('is created by the migration for rows a store of the previous version holds', async () => {
    const file = tempDbPath();
    const first = setUp(file);
    const drafts = fc.sample(rowArb, { numRuns: 30, seed: 28 });
    for (const kind of KINDS) {
      const rows = drafts.map((d, i) => voucherOf(kind, i, d));
      first.store.vouchers.append(first.list(kind), rows, true);
    }
    first.store.close();
    // The previous version's file: the same tables without the index.
    const raw = new DatabaseSync(file);
    const version = Number(raw.prepare('PRAGMA user_version').get()?.['user_version']);
    raw.exec(`DROP INDEX ${OPEN_BY_DUE}; PRAGMA user_version = ${String(version - 1)}`);
    raw.close();
    const { store, list } = setUp(file);
    try {
      const check = new DatabaseSync(file, { readOnly: true });
      const index = check
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND name = ?")
        .get(OPEN_BY_DUE);
      check.close();
      expect(index).toBeDefined();
      const profileId = first.profileId;
      for (const kind of KINDS) {
        await expectPastDueAgrees(store, file, { ...list(kind), profileId }, []);
      }
    } finally {
      store.close();
    }
  });

  it('is read by the index in its order: the first block with no sort, the count over the range', () => {
    const file = tempDbPath();
    const { store, profileId } = setUp(file);
    store.close();
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      for (const ending of [[], ['cancelled']]) {
        const filter = searchFilter([profileId, 'purchase_orders', ''], '', [], 200_000, {
          dates: [{ field: 'expected_date', to: '2026-06-14', open: true }],
          ending,
        });
        expect(filter.byOpenDue).toBe(true);
        const order = searchOrder({ field: 'expected_date', descending: false }, 'purchase_orders');
        const plan = (sql: string, params: unknown[]) =>
          db
            .prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .all(...(params as string[]))
            .map((row) => String(row['detail']))
            .join(' | ');
        const page = plan(
          `SELECT r.row_id FROM ${filter.from} WHERE ${filter.where} ORDER BY ${order.orderBy} LIMIT 200`,
          [...filter.params, ...order.params],
        );
        expect(page).toContain(`COVERING INDEX ${OPEN_BY_DUE}`);
        expect(page).toContain('due_key<?');
        expect(page).not.toContain('TEMP B-TREE');
        const count = plan(`SELECT count(*) FROM ${filter.from} WHERE ${filter.where}`, [
          ...filter.params,
        ]);
        expect(count).toContain(`COVERING INDEX ${OPEN_BY_DUE}`);
        expect(count).toContain('due_key<?');
      }
      // With a text search or another filter beside it, the list is read as before.
      const text = searchFilter([profileId, 'purchase_orders', ''], 'po-1', [], 10, {
        dates: [{ field: 'expected_date', to: '2026-06-14', open: true }],
      });
      expect(text.byOpenDue).toBe(false);
      const notOpen = searchFilter([profileId, 'purchase_orders', ''], '', [], 10, {
        dates: [{ field: 'expected_date', to: '2026-06-14' }],
      });
      expect(notOpen.byOpenDue).toBe(false);
    } finally {
      db.close();
    }
  });

  it('bounds the range so no row the day test keeps falls outside it', () => {
    expect(dayAfter('2026-06-14')).toBe('2026-06-15');
    expect(dayAfter('2026-06-09')).toBe('2026-06-0:');
    expect(dayAfter('2026-06')).toBeNull();
    expect(dayAfter(undefined)).toBeNull();
    const db = new DatabaseSync(':memory:');
    try {
      const keeps = db.prepare(
        'SELECT substr(?1, 1, 10) <= ?2 AS day, ?1 < ?3 AS range, typeof(?1) AS type',
      );
      const text = fc.oneof(
        fc.string({ maxLength: 14 }),
        fc.stringMatching(/^20\d\d-[01]\d-[0-3]\d([T ].{0,6})?$/),
      );
      const value = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.constant(null));
      const day = fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
      fc.assert(
        fc.property(value, day, (v, to) => {
          const bound = dayAfter(to);
          expect(bound).not.toBeNull();
          const row = keeps.get(v, to, bound);
          if (row?.['day'] === 1) expect(row['range']).toBe(1);
        }),
        { numRuns: 2000 },
      );
    } finally {
      db.close();
    }
  });
});
