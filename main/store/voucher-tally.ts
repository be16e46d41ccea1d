import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

// Grouping without SQLite's sorter. A GROUP BY sorts every matching row by its keys in a temp
// B-tree before it sums them: over 200,000 cached vouchers the sort cost three times the sweep
// that reads them (a group-by with totals took about 210 ms, the sweep alone about 50 ms). This
// aggregate tallies in a hash map instead, as SQLite sweeps the list's covering index: one call
// per row, no sort, and a few dozen groups handed back as JSON.
//
//   SELECT kikan_tally(first_key, second_key, quantity, outstanding, amount) FROM …
//
// gives a JSON array of tallies, one per distinct pair of keys, in SQLite's own order of the
// keys (NULL, then numbers, then text by its UTF-8 bytes), with what a GROUP BY would give:
// the row count, count(quantity), sum(quantity), sum(outstanding) and sum(amount) (NULL when
// every value summed was NULL).

export const TALLY = 'kikan_tally';

export type TallyKey = string | number | null;

export interface Tally {
  keys: [TallyKey, TallyKey];
  count: number;
  /** Rows whose quantity is not NULL. */
  known: number;
  quantity: number | null;
  outstanding: number | null;
  amount: number | null;
}

/** A key as SQLite hands it to JS (integers may come as bigint). */
export function tallyKeyOf(value: unknown): TallyKey {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

const plus = (sum: number | null, value: number | null) =>
  value === null ? sum : (sum ?? 0) + value;

const RANK = { null: 0, number: 1, string: 2 } as const;
const rankOf = (key: TallyKey) =>
  key === null ? RANK.null : typeof key === 'number' ? RANK.number : RANK.string;
const encoder = new TextEncoder();
const BEYOND_SURROGATES = /[\uD800-\uFFFF]/;

/** SQLite's BINARY order of two keys: NULL first, numbers by value, text by its UTF-8 bytes. */
export function compareKeys(a: TallyKey, b: TallyKey): number {
  const rank = rankOf(a) - rankOf(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    // UTF-16 order is the code points' (so UTF-8's) below the surrogates: most keys need no
    // encoding (encoding each key of a chart's 2,000 tallies per comparison cost 35 ms).
    if (!BEYOND_SURROGATES.test(a) && !BEYOND_SURROGATES.test(b)) return a < b ? -1 : a > b ? 1 : 0;
    return Buffer.compare(encoder.encode(a), encoder.encode(b));
  }
  return 0;
}

class TallyTable {
  // Keyed by value, so the number 36 and the text "36" stay two groups, as in SQL.
  readonly #byFirst = new Map<TallyKey, Map<TallyKey, Tally>>();

  #tally(first: unknown, second: unknown): Tally {
    const a = tallyKeyOf(first);
    const b = tallyKeyOf(second);
    let inner = this.#byFirst.get(a);
    if (inner === undefined) {
      inner = new Map();
      this.#byFirst.set(a, inner);
    }
    let tally = inner.get(b);
    if (tally === undefined) {
      tally = { keys: [a, b], count: 0, known: 0, quantity: null, outstanding: null, amount: null };
      inner.set(b, tally);
    }
    return tally;
  }

  add(first: unknown, second: unknown, quantity: unknown, outstanding: unknown, amount: unknown) {
    const tally = this.#tally(first, second);
    const qty = numberOf(quantity);
    tally.count += 1;
    if (qty !== null) tally.known += 1;
    tally.quantity = plus(tally.quantity, qty);
    tally.outstanding = plus(tally.outstanding, numberOf(outstanding));
    tally.amount = plus(tally.amount, numberOf(amount));
  }

  /** Adds a group SQL already summed: its row count, count(quantity) and sums (NULL: none). */
  addGroup(row: readonly unknown[]) {
    const [first, second, count, known, quantity, outstanding, amount] = row;
    const tally = this.#tally(first, second);
    tally.count += numberOf(count) ?? 0;
    tally.known += numberOf(known) ?? 0;
    tally.quantity = plus(tally.quantity, numberOf(quantity));
    tally.outstanding = plus(tally.outstanding, numberOf(outstanding));
    tally.amount = plus(tally.amount, numberOf(amount));
  }

  sorted(): Tally[] {
    return [...this.#byFirst.values()]
      .flatMap((inner) => [...inner.values()])
      .sort((x, y) => compareKeys(x.keys[0], y.keys[0]) || compareKeys(x.keys[1], y.keys[1]));
  }
}

const registered = new WeakSet<DatabaseSync>();

/** Makes kikan_tally() available on this connection (once). */
export function registerTally(db: DatabaseSync): void {
  if (registered.has(db)) return;
  // Node documents an accumulator as any JS value (an object here); its typings say a SQL value.
  const table = (accumulator: SQLInputValue) => accumulator as unknown as TallyTable;
  db.aggregate(TALLY, {
    start: () => new TallyTable() as unknown as SQLInputValue,
    step: (accumulator, first, second, quantity, outstanding, amount) => {
      table(accumulator).add(first, second, quantity, outstanding, amount);
      return accumulator;
    },
    result: (accumulator) => JSON.stringify(table(accumulator).sorted()),
    // Only from the app's own statements, never from a schema object or a trigger.
    directOnly: true,
  });
  registered.add(db);
}

/** Runs a SELECT of one kikan_tally() column and reads its tallies. */
export function readTallies(
  db: DatabaseSync,
  sql: string,
  params: readonly SQLInputValue[],
): Tally[] {
  registerTally(db);
  const row = db.prepare(sql).get(...params);
  const text = row === undefined ? '[]' : Object.values(row)[0];
  return typeof text === 'string' ? (JSON.parse(text) as Tally[]) : [];
}

/**
 * Runs a SELECT of groups SQL summed in index order (no sort: an index whose order is the
 * groups', voucher-keys-migration.ts), each row the two keys, the row count, count(quantity) and
 * the sums of quantity, outstanding and amount, and reads them as kikan_tally() would give them:
 * rows of the same two keys (a finer GROUP BY) added up, in SQLite's order of the keys.
 */
export function readGroupedTallies(
  db: DatabaseSync,
  sql: string,
  params: readonly SQLInputValue[],
): Tally[] {
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  const table = new TallyTable();
  for (const row of statement.iterate(...params) as Iterable<unknown[]>) table.addGroup(row);
  return table.sorted();
}
