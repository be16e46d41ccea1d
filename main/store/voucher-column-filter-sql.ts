import type { SQLInputValue } from 'node:sqlite';
import type { ColumnFilter } from '../../app/resources/voucher-column-filters.ts';
import { OUTSTANDING_COLUMN } from '../../app/resources/voucher-line-sums.ts';
import { headerKeySql } from './voucher-header-keys.ts';

// The SQL of column value filters (voucher-column-filters.ts) over the narrow voucher table: a
// column's value is its sort key (numbers sent as strings are numbers), the number column its
// id key, the computed outstanding column the stored line sum, the kind's due date and party
// their own columns (headerKeySql).

/** A column's value in SQL, with its parameters; null when the name cannot be quoted. */
export function columnValueSql(
  field: string,
  kind: string,
): { sql: string; params: SQLInputValue[] } | null {
  if (field === 'id') return { sql: 'r.id_key', params: [] };
  if (field === OUTSTANDING_COLUMN) return { sql: 'r.line_open', params: [] };
  return headerKeySql(kind, field);
}

/** Adds each column filter's condition (all must hold); `except` leaves one field's out. */
export function addColumnConditions(
  filters: readonly ColumnFilter[],
  conditions: string[],
  params: SQLInputValue[],
  except: string | undefined,
  kind: string,
): void {
  for (const filter of filters) {
    if (filter.field === except) continue;
    const value = columnValueSql(filter.field, kind);
    // A field name that cannot be quoted matches nothing rather than everything.
    if (value === null) {
      conditions.push('0');
      continue;
    }
    if (filter.values !== undefined) {
      const kept = filter.values.filter((v) => v !== null);
      const blanks = kept.length < filter.values.length;
      const parts: string[] = [];
      if (kept.length > 0) {
        parts.push(`${value.sql} IN (SELECT value FROM json_each(?))`);
        params.push(...value.params, JSON.stringify(kept));
      }
      if (blanks) {
        parts.push(`${value.sql} IS NULL`);
        params.push(...value.params);
      }
      conditions.push(parts.length === 0 ? '0' : `(${parts.join(' OR ')})`);
    }
    for (const [bound, op] of [
      [filter.min, '>='],
      [filter.max, '<='],
    ] as const) {
      if (bound === undefined) continue;
      if (typeof bound === 'number') {
        // Text sorts above every number in SQLite: only numbers are in a range of numbers.
        conditions.push(`(typeof(${value.sql}) IN ('integer', 'real') AND ${value.sql} ${op} ?)`);
        params.push(...value.params, ...value.params, bound);
      } else {
        conditions.push(`(typeof(${value.sql}) = 'text' AND substr(${value.sql}, 1, 10) ${op} ?)`);
        params.push(...value.params, ...value.params, bound);
      }
    }
  }
}
