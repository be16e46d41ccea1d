import type { DatabaseSync } from 'node:sqlite';
import type {
  GroupsResult,
  OutstandingChart,
  VoucherGroup,
} from '../../app/resources/voucher-filters.ts';
import { keyPath, type SearchFilter } from './voucher-cache-search.ts';
import { MIXED } from './voucher-line-sums.ts';
import { readTallies, TALLY, tallyKeyOf, type TallyKey } from './voucher-tally.ts';

// Grouping with totals and the outstanding chart, over the rows a search matches (same filter
// SQL as the list, so they agree with it). Sums read the line-sum columns of migration 12 in one
// sweep of the list, tallied without a sort (voucher-tally.ts); the few vouchers with several
// currencies (or weeks) are split from their JSON in a second read through a partial index. Rows
// whose lines are unknown count in the group's voucher count, not in its sums, and each group
// says over how many vouchers they are.

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

export function groupsOf(db: DatabaseSync, filter: SearchFilter, field: string): GroupsResult {
  const path = keyPath(field);
  if (path === null) return { field, groups: [], matched: 0, withLines: 0 };
  const groups = new Map<TallyKey, { group: VoucherGroup; amounts: Sums }>();
  const tallies = readTallies(
    db,
    `SELECT ${TALLY}(json_extract(r.sort_keys, ?), r.line_currency, r.line_qty, ${openOf(filter)},
       r.line_amount) FROM ${filter.from} WHERE ${filter.where}`,
    [path, ...filter.ended.params, ...filter.params],
  );
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
    `SELECT json_extract(r.sort_keys, ?) AS g, a.key AS c, sum(a.value) AS amount
     FROM ${filter.from}, json_each(r.line_amounts) a
     WHERE ${filter.where} AND r.line_currency = '${MIXED}' GROUP BY g, c`,
  );
  for (const row of mixed.all(path, ...filter.params)) {
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

const SUPPLIER = '$."supplier_code"';

/** A row's outstanding sum, none (0, or NULL while its lines are unknown) once its status ends it. */
function openOf(filter: SearchFilter): string {
  return `CASE WHEN ${filter.ended.sql} THEN r.line_open * 0 ELSE r.line_open END`;
}

export function outstandingChartOf(db: DatabaseSync, filter: SearchFilter): OutstandingChart {
  const tallies = readTallies(
    db,
    `SELECT ${TALLY}(json_extract(r.sort_keys, ?), r.line_week, r.line_qty, ${openOf(filter)}, NULL)
     FROM ${filter.from} WHERE ${filter.where}`,
    [SUPPLIER, ...filter.ended.params, ...filter.params],
  );
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
    `SELECT w.key AS w, sum(w.value) AS open FROM ${filter.from}, json_each(r.line_weeks) w
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
