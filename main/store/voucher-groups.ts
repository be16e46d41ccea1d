import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type {
  GroupsResult,
  OutstandingChart,
  VoucherGroup,
} from '../../app/resources/voucher-filters.ts';
import { LIST_ROWS, type SearchFilter } from './voucher-cache-search.ts';
import { headerKeySql, PARTY_KEY } from './voucher-header-keys.ts';
import { BY_PARTY } from './voucher-keys-migration.ts';
import { MIXED } from './voucher-line-sums.ts';
import {
  readGroupedTallies,
  readTallies,
  TALLY,
  tallyKeyOf,
  type Tally,
  type TallyKey,
} from './voucher-tally.ts';

// Grouping with totals and the outstanding chart, over the rows a search matches (same filter
// SQL as the list, so they agree with it). Sums read the line-sum columns of migration 12 in one
// sweep of the list, tallied without a sort (voucher-tally.ts); the few vouchers with several
// currencies (or weeks) are split from their JSON in a second read through a partial index. Rows
// whose lines are unknown count in the group's voucher count, not in its sums, and each group
// says over how many vouchers they are. Grouped by the kind's party (a PO's supplier), SQL sums
// the groups in the order of the party's index instead (voucher-keys-migration.ts).

/**
 * The tallies of the rows a filter keeps, by a first key, the line week or currency, with the
 * sums: summed by SQL in the party index's order when the first key is the party and no text
 * search narrows the rows (then every row is read anyway), else by the JS tally in one sweep.
 */
export function talliesBy(
  db: DatabaseSync,
  filter: SearchFilter,
  first: { sql: string; params: readonly SQLInputValue[] },
  second: 'r.line_week' | 'r.line_currency' | 'NULL',
  sums: { quantity: string; outstanding: string; amount: string; params: SQLInputValue[] },
): Tally[] {
  if (first.sql === PARTY_KEY && filter.from === LIST_ROWS) {
    // Groups finer than asked (every party, week and currency: the index's order) need no sort.
    return readGroupedTallies(
      db,
      `SELECT ${PARTY_KEY}, ${second}, count(*), count(${sums.quantity}), sum(${sums.quantity}),
         sum(${sums.outstanding}), sum(${sums.amount})
       FROM voucher_rows r INDEXED BY ${BY_PARTY} WHERE ${filter.where}
       GROUP BY ${PARTY_KEY}, r.line_week, r.line_currency`,
      [...sums.params, ...filter.params],
    );
  }
  return readTallies(
    db,
    `SELECT ${TALLY}(${first.sql}, ${second}, ${sums.quantity}, ${sums.outstanding}, ${sums.amount})
     FROM ${filter.from} WHERE ${filter.where}`,
    [...first.params, ...sums.params, ...filter.params],
  );
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const round = (value: number) => Math.round(value * 1e6) / 1e6;

class Sums {
  readonly #sums = new Map<string, number>();
  add(key: string, value: unknown): void {
    this.#sums.set(key, (this.#sums.get(key) ?? 0) + num(value));
  }
  entries(): [string, number][] {
    return [...this.#sums].map(([key, value]) => [key, round(value)]);
  }
}

export function groupsOf(
  db: DatabaseSync,
  kind: string,
  filter: SearchFilter,
  field: string,
): GroupsResult {
  const key = headerKeySql(kind, field);
  if (key === null) return { field, groups: [], matched: 0, withLines: 0 };
  const groups = new Map<TallyKey, { group: VoucherGroup; amounts: Sums }>();
  const tallies = talliesBy(db, filter, key, 'r.line_currency', {
    quantity: 'r.line_qty',
    outstanding: openOf(filter),
    amount: 'r.line_amount',
    params: filter.ended.params,
  });
  for (const tally of tallies) {
    const [value, currency] = tally.keys;
    let held = groups.get(value);
    if (held === undefined) {
      const group: VoucherGroup = {
        value,
        count: 0,
        withLines: 0,
        quantity: 0,
        outstanding: null,
        amounts: [],
      };
      held = { group, amounts: new Sums() };
      groups.set(value, held);
    }
    const { group } = held;
    group.count += tally.count;
    group.withLines += tally.known;
    group.quantity = round(group.quantity + num(tally.quantity));
    if (tally.outstanding !== null)
      group.outstanding = round((group.outstanding ?? 0) + tally.outstanding);
    if (typeof currency === 'string' && currency !== MIXED)
      held.amounts.add(currency, tally.amount);
  }
  const mixed = db.prepare(
    `SELECT ${key.sql} AS g, a.key AS c, sum(a.value) AS amount
     FROM ${mixedRows(filter, MIXED_AMOUNTS)}, json_each(r.line_amounts) a
     WHERE ${filter.where} AND r.line_currency = '${MIXED}' GROUP BY g, c`,
  );
  for (const row of mixed.all(...key.params, ...filter.params)) {
    groups.get(tallyKeyOf(row['g']))?.amounts.add(String(row['c'] ?? ''), row['amount']);
  }
  let matched = 0;
  let withLines = 0;
  const result: VoucherGroup[] = [];
  for (const { group, amounts } of groups.values()) {
    matched += group.count;
    withLines += group.withLines;
    group.amounts = amounts
      .entries()
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, amount]) => ({ currency, amount }));
    result.push(group);
  }
  return { field, groups: result, matched, withLines };
}

const SUPPLIER = 'supplier_code';

const MIXED_AMOUNTS = 'voucher_rows_mixed_amounts';
const MIXED_WEEKS = 'voucher_rows_mixed_weeks';

/**
 * The rows of several currencies (or weeks), through their partial index (migration 12): left
 * to itself SQLite read them through the party index, which is in the GROUP BY's order, a sweep
 * of every row for the few that mix.
 */
function mixedRows(filter: SearchFilter, index: string): string {
  return filter.from === LIST_ROWS ? `voucher_rows r INDEXED BY ${index}` : filter.from;
}

/** A row's outstanding sum, none (0, or NULL while its lines are unknown) once its status ends it. */
function openOf(filter: SearchFilter): string {
  return `CASE WHEN ${filter.ended.sql} THEN r.line_open * 0 ELSE r.line_open END`;
}

export function outstandingChartOf(
  db: DatabaseSync,
  kind: string,
  filter: SearchFilter,
): OutstandingChart {
  const supplier = headerKeySql(kind, SUPPLIER) ?? { sql: 'NULL', params: [] };
  const tallies = talliesBy(db, filter, supplier, 'r.line_week', {
    quantity: 'r.line_qty',
    outstanding: openOf(filter),
    amount: 'NULL',
    params: filter.ended.params,
  });
  let matched = 0;
  let withLines = 0;
  const suppliers = new Sums();
  const weeks = new Sums();
  for (const tally of tallies) {
    const [supplier, week] = tally.keys;
    matched += tally.count;
    withLines += tally.known;
    suppliers.add(supplier === null ? '' : String(supplier), tally.outstanding);
    if (typeof week === 'string' && week !== MIXED) weeks.add(week, tally.outstanding);
  }
  const mixed = db.prepare(
    `SELECT w.key AS w, sum(w.value) AS open FROM ${mixedRows(filter, MIXED_WEEKS)}, json_each(r.line_weeks) w
     WHERE ${filter.where} AND r.line_week = '${MIXED}' AND NOT ${filter.ended.sql}
     GROUP BY w.key`,
  );
  for (const row of mixed.all(...filter.params, ...filter.ended.params))
    weeks.add(String(row['w'] ?? ''), row['open']);
  return {
    byWeek: weeks
      .entries()
      .filter(([, open]) => open > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([week, outstanding]) => ({ week, outstanding })),
    bySupplier: suppliers
      .entries()
      .filter(([, open]) => open > 0)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .map(([supplier, outstanding]) => ({ supplier, outstanding })),
    matched,
    withLines,
  };
}
