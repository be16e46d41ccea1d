import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareKeys, readTallies, TALLY, type Tally } from '../../../main/store/voucher-tally.ts';

// kikan_tally() must answer exactly what the GROUP BY it replaces answers: the same groups, in
// SQLite's order, with the same counts and sums (NULL where nothing was summed). Checked against
// SQLite itself on drawn rows whose keys mix NULL, numbers, text that looks like a number and
// text beyond the Basic Multilingual Plane (where JS's string order and SQLite's differ).

const key = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 36, 1e9),
  fc.constantFrom('36', 'S001', 's001', '', 'ｱ', '納品', '\u{1F600}', '\uFFFD', 'A\u{10000}'),
);
const amount = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1000 }), fc.constant(0.1));
const row = fc.tuple(key, key, amount, amount, amount);

function groupBy(db: DatabaseSync): Tally[] {
  return db
    .prepare(
      `SELECT a, b, count(*) AS n, count(q) AS known, sum(q) AS q, sum(o) AS o, sum(m) AS m
       FROM t GROUP BY a, b ORDER BY a, b`,
    )
    .all()
    .map((r) => ({
      keys: [r['a'] as Tally['keys'][0], r['b'] as Tally['keys'][1]],
      count: Number(r['n']),
      known: Number(r['known']),
      quantity: r['q'] as number | null,
      outstanding: r['o'] as number | null,
      amount: r['m'] as number | null,
    }));
}

const rounded = (tallies: Tally[]) =>
  tallies.map((t) => ({
    ...t,
    quantity: t.quantity === null ? null : Math.round(t.quantity * 1e6) / 1e6,
    outstanding: t.outstanding === null ? null : Math.round(t.outstanding * 1e6) / 1e6,
    amount: t.amount === null ? null : Math.round(t.amount * 1e6) / 1e6,
  }));

describe('kikan_tally', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (a, b, q, o, m)');
  });
  afterEach(() => {
    db.close();
  });

  it('answers what GROUP BY answers, in its order', () => {
    const insert = db.prepare('INSERT INTO t VALUES (?, ?, ?, ?, ?)');
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        db.exec('DELETE FROM t');
        for (const values of rows) insert.run(...(values as SQLInputValue[]));
        const tallies = readTallies(db, `SELECT ${TALLY}(a, b, q, o, m) FROM t`, []);
        expect(rounded(tallies)).toEqual(rounded(groupBy(db)));
      }),
      { numRuns: 300 },
    );
  });

  it('gives no tallies for no rows, and keeps 36 and "36" apart', () => {
    expect(readTallies(db, `SELECT ${TALLY}(a, b, q, o, m) FROM t`, [])).toEqual([]);
    db.exec(`INSERT INTO t VALUES (36, NULL, 1, NULL, NULL), ('36', NULL, 2, NULL, NULL)`);
    const tallies = readTallies(db, `SELECT ${TALLY}(a, b, q, o, m) FROM t`, []);
    expect(tallies.map((t) => [t.keys[0], t.quantity, t.outstanding])).toEqual([
      [36, 1, null],
      ['36', 2, null],
    ]);
  });

  it('is refused inside a schema object (a view or trigger cannot call it)', () => {
    readTallies(db, `SELECT ${TALLY}(a, b, q, o, m) FROM t`, []);
    db.exec(`CREATE VIEW v AS SELECT ${TALLY}(a, b, q, o, m) AS x FROM t`);
    expect(() => db.prepare('SELECT x FROM v').get()).toThrow(/unsafe use/);
  });

  it('orders keys as SQLite does: NULL, numbers, then text by UTF-8 bytes', () => {
    const keys = [null, 2, -1, 0.5, 'b', 'a', '\uFFFD', '\u{1F600}', ''];
    const sorted = [...keys].sort(compareKeys);
    const sqlite = db
      .prepare(
        `SELECT value FROM json_each(?) ORDER BY CASE type WHEN 'null' THEN NULL ELSE value END`,
      )
      .all(JSON.stringify(keys))
      .map((r) => r['value'] ?? null);
    expect(sorted).toEqual(sqlite);
  });
});
