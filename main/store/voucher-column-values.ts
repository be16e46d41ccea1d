import type { DatabaseSync } from 'node:sqlite';
import type { ColumnValue, ColumnValues } from '../../app/resources/voucher-column-filters.ts';
import type { SearchFilter } from './voucher-cache-search.ts';
import { columnValueSql } from './voucher-column-filter-sql.ts';
import { talliesBy } from './voucher-groups.ts';

// A column's distinct values with their counts, over the rows the list's other filters keep (a
// header's value filter shows what is there to pick). One sweep of the list tallied in a hash
// map (voucher-tally.ts), no sort: values come in SQLite's order (blanks, numbers, text).

const DAY = /^\d{4}-\d{2}-\d{2}/;

export function columnValuesOf(
  db: DatabaseSync,
  kind: string,
  filter: SearchFilter,
  field: string,
  search: string,
  limit: number,
): ColumnValues {
  const value = columnValueSql(field, kind);
  if (value === null) return { field, values: [], distinct: 0, matched: 0, min: null, max: null };
  const tallies = talliesBy(db, filter, value, 'NULL', {
    quantity: 'NULL',
    outstanding: 'NULL',
    amount: 'NULL',
    params: [],
  });
  const needle = search.trim().toLowerCase();
  let matched = 0;
  let min: ColumnValue = null;
  let max: ColumnValue = null;
  const all: { value: ColumnValue; count: number }[] = [];
  for (const tally of tallies) {
    const key = tally.keys[0];
    matched += tally.count;
    if (typeof key === 'number' || (typeof key === 'string' && DAY.test(key))) {
      const bound = typeof key === 'string' ? key.slice(0, 10) : key;
      // Numbers come before text in SQLite's order: a range is of numbers when there are any.
      if (min === null || typeof min === typeof bound) {
        if (min === null || bound < min) min = bound;
        if (max === null || bound > max) max = bound;
      }
    }
    if (needle !== '' && (key === null || !String(key).toLowerCase().includes(needle))) continue;
    all.push({ value: key, count: tally.count });
  }
  return { field, values: all.slice(0, limit), distinct: all.length, matched, min, max };
}
