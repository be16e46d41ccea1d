// Column value filters and a column's values with counts, in the cache's SQL over a real SQLite
// file: drawn rows checked against a plain scan of the same rows in JS, combined with search,
// statuses, dates and one group's rows; a column's own filter left out of its values list.
import { describe, expect, it } from 'vitest';
import type { ColumnFilter } from '../../../app/resources/voucher-column-filters.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey } from '../../../main/store/index.ts';
import { sortKey } from '../../../main/store/voucher-search-text.ts';
import { openTempStore, sampleProfile, steppingClock } from '../store/temp-store.ts';

const SUPPLIERS = ['S1', 'S2', 'S3', null, ''];
const STATUSES = ['ordered', 'received', 'cancelled'];

/** A small seeded generator, so a failure names rows that can be drawn again. */
function drawRows(seed: number, count: number): Voucher[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, (_, at) => {
    const day = next(6);
    return {
      id: `PO-${String(at).padStart(4, '0')}`,
      fields: {
        supplier_code: SUPPLIERS[next(SUPPLIERS.length)] ?? null,
        status: STATUSES[next(STATUSES.length)] ?? 'ordered',
        // Numbers sent as numbers and as strings, and some text that is no number.
        season_code: [26, '26', 27, 'FW', null][next(5)] ?? null,
        expected_date: day === 5 ? null : `2026-03-0${String(day + 1)}`,
      },
      lines: [],
      other: {},
    };
  });
}

function setUp(rows: readonly Voucher[]) {
  const store = openTempStore(undefined, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind: 'purchase_orders', scope: '' };
  store.vouchers.append(key, rows, true);
  return { store, key };
}

const all: CacheQuery = { text: '', statuses: [], sort: null, offset: 0, limit: 1000 };

/** The filter as a plain scan: what the SQL must answer. */
function keeps(row: Voucher, filter: ColumnFilter): boolean {
  const value = sortKey(row.fields[filter.field]);
  if (filter.values !== undefined && !filter.values.includes(value)) return false;
  for (const [bound, above] of [
    [filter.min, true],
    [filter.max, false],
  ] as const) {
    if (bound === undefined) continue;
    if (typeof bound === 'number') {
      if (typeof value !== 'number' || (above ? value < bound : value > bound)) return false;
    } else {
      if (typeof value !== 'string') return false;
      const day = value.slice(0, 10);
      if (above ? day < bound : day > bound) return false;
    }
  }
  return true;
}

describe('column value filters', () => {
  const rows = drawRows(27, 400);
  const cases: { name: string; filters: ColumnFilter[] }[] = [
    { name: 'values', filters: [{ field: 'supplier_code', values: ['S1', 'S3'] }] },
    { name: 'blanks', filters: [{ field: 'supplier_code', values: [null] }] },
    { name: 'values and blanks', filters: [{ field: 'supplier_code', values: ['S2', null] }] },
    { name: 'none kept', filters: [{ field: 'supplier_code', values: [] }] },
    { name: 'a number range', filters: [{ field: 'season_code', min: 26.5, max: 30 }] },
    { name: 'a number, sent as text too', filters: [{ field: 'season_code', values: [26] }] },
    {
      name: 'a day range and values',
      filters: [
        { field: 'expected_date', min: '2026-03-02', max: '2026-03-04' },
        { field: 'status', values: ['ordered', 'cancelled'] },
      ],
    },
  ];

  it.each(cases)('keeps exactly the rows a scan keeps: $name', ({ filters }) => {
    const { store, key } = setUp(rows);
    const found = store.vouchers.search(key, { ...all, columns: filters });
    const expected = rows.filter((row) => filters.every((f) => keeps(row, f))).map((r) => r.id);
    expect(found.rows.map((row) => row.id)).toEqual(expected);
    expect(found.matched).toBe(expected.length);
  });

  it('combines with search, statuses, dates, a group and sort', () => {
    const { store, key } = setUp(rows);
    const filters: ColumnFilter[] = [{ field: 'supplier_code', values: ['S1', null] }];
    const found = store.vouchers.search(key, {
      ...all,
      text: 'po-01',
      statuses: ['ordered'],
      dates: [{ field: 'expected_date', from: '2026-03-02' }],
      group: { field: 'season_code', value: 26 },
      columns: filters,
      sort: { field: 'expected_date', descending: true },
    });
    const expected = rows
      .filter(
        (row) =>
          row.id.toLowerCase().includes('po-01') &&
          row.fields['status'] === 'ordered' &&
          typeof row.fields['expected_date'] === 'string' &&
          row.fields['expected_date'] >= '2026-03-02' &&
          sortKey(row.fields['season_code']) === 26 &&
          keeps(row, filters[0] as ColumnFilter),
      )
      .sort((a, b) =>
        String(b.fields['expected_date']).localeCompare(String(a.fields['expected_date'])),
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    // Groups and the chart see the same rows.
    const groups = store.vouchers.groups(key, { ...all, columns: filters }, 'supplier_code');
    expect(groups.groups.map((g) => g.value)).toEqual([null, 'S1']);
  });
});

describe("a column's values with counts", () => {
  const rows = drawRows(5, 300);

  const counted = (list: readonly Voucher[], field: string) => {
    const counts = new Map<string | number | null, number>();
    for (const row of list) {
      const value = sortKey(row.fields[field]);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };

  it('counts each distinct value, blanks included, as a scan does', () => {
    const { store, key } = setUp(rows);
    const answer = store.vouchers.columnValues(key, all, 'supplier_code', '', 1000);
    const expected = counted(rows, 'supplier_code');
    expect(new Map(answer.values.map((v) => [v.value, v.count]))).toEqual(expected);
    expect(answer.matched).toBe(rows.length);
    expect(answer.distinct).toBe(expected.size);
    // Blanks first, then text in order.
    expect(answer.values[0]?.value).toBeNull();
  });

  it("leaves the column's own filter out, keeps the others, and searches the values", () => {
    const { store, key } = setUp(rows);
    const columns: ColumnFilter[] = [
      { field: 'supplier_code', values: ['S1'] },
      { field: 'status', values: ['received'] },
    ];
    const answer = store.vouchers.columnValues(key, { ...all, columns }, 'supplier_code', '', 1000);
    const received = rows.filter((row) => row.fields['status'] === 'received');
    expect(new Map(answer.values.map((v) => [v.value, v.count]))).toEqual(
      counted(received, 'supplier_code'),
    );
    const searched = store.vouchers.columnValues(
      key,
      { ...all, columns },
      'supplier_code',
      's3',
      5,
    );
    expect(searched.values.map((v) => v.value)).toEqual(['S3']);
    expect(searched.matched).toBe(received.length);
  });

  it('gives the range of numbers and of days, and caps the values at the limit', () => {
    const { store, key } = setUp(rows);
    const seasons = store.vouchers.columnValues(key, all, 'season_code', '', 1000);
    expect([seasons.min, seasons.max]).toEqual([26, 27]);
    const days = store.vouchers.columnValues(key, all, 'expected_date', '', 2);
    expect(days.values).toHaveLength(2);
    expect(days.distinct).toBe(counted(rows, 'expected_date').size);
    expect([days.min, days.max]).toEqual(['2026-03-01', '2026-03-05']);
  });
});
