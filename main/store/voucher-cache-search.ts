import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { VoucherSort } from '../../app/resources/voucher-cache.ts';
import type { VoucherKind } from '../../app/resources/vouchers.ts';
import type { DateFilter, GroupValue } from '../../app/resources/voucher-filters.ts';
import { OUTSTANDING_COLUMN } from '../../app/resources/voucher-line-sums.ts';
import type { ColumnFilter } from '../../app/resources/voucher-column-filters.ts';
import { addColumnConditions } from './voucher-column-filter-sql.ts';
import { DUE_FIELD } from './voucher-keys-migration.ts';
import { headerKeySql, keyPath } from './voucher-header-keys.ts';

// The SQL of a cache search over the narrow voucher tables (migration 5): which rows match
// the text and statuses, in which order. Text: a substring of search_text (both lower-cased by
// JS); needles of 3 characters or more first go through the trigram index (voucher_text), then
// every candidate is checked with instr(), so the result is exactly the plain scan's. Sort: the
// stored sort key (numbers sent as strings are numbers), or the stored outstanding sum for the
// computed outstanding column; ties in paging order.

/** The FROM of a search the text index does not narrow: the list's rows. */
export const LIST_ROWS = 'voucher_rows r';

export interface SearchFilter {
  /** The FROM clause: voucher_rows as r, after the text index when it narrows the search. */
  from: string;
  /** The SQL condition, with its parameters. */
  where: string;
  params: SQLInputValue[];
  /** SQL true when row r's status ends a voucher of the list's kind (with its parameters). */
  ended: { sql: string; params: SQLInputValue[] };
}

/**
 * The statuses the user says end a voucher of this kind (status-settings-migration.ts), as the
 * store read them for this statement: none (the usual case, and every undecided kind) costs
 * nothing per row; some are one lookup in a small list read once per statement.
 */
export function endedOf(ending: readonly string[]): SearchFilter['ended'] {
  if (ending.length === 0) return { sql: '0', params: [] };
  return {
    sql: '(r.status IS NOT NULL AND r.status IN (SELECT value FROM json_each(?)))',
    params: [JSON.stringify(ending)],
  };
}

export interface SearchOrder {
  orderBy: string;
  params: SQLInputValue[];
  /** The order's first key (its SQL, with `params`) and direction; null: paging order only. */
  key: { sql: string; descending: boolean } | null;
}

const TRIGRAM = 3;

/** An FTS5 query matching rows that hold every trigram of the needle (null when too short). */
export function trigramQuery(needle: string): string | null {
  // Code points, as FTS5's trigram tokenizer counts them (not graphemes, not UTF-16 units).
  const chars = Array.from(needle);
  if (chars.length < TRIGRAM) return null;
  const grams: string[] = [];
  // Trigrams every 3 characters plus the last one cover the needle; instr() checks the order.
  for (let at = 0; at + TRIGRAM <= chars.length; at += TRIGRAM) {
    grams.push(chars.slice(at, at + TRIGRAM).join(''));
  }
  const tail = chars.slice(-TRIGRAM).join('');
  if (grams.at(-1) !== tail) grams.push(tail);
  return [...new Set(grams)].map((gram) => `"${gram.replaceAll('"', '""')}"`).join(' AND ');
}

/** Date ranges, one group's value and column filters (voucher-filters.ts); absent: none. */
export interface ListFilters {
  dates?: readonly DateFilter[] | undefined;
  group?: GroupValue | undefined;
  /** The status values that end a voucher of the list's kind (none: nothing is left out). */
  ending?: readonly string[] | undefined;
  columns?: readonly ColumnFilter[] | undefined;
  /** A column whose own filter is left out (its values list shows what the others keep). */
  exceptColumn?: string | undefined;
}

export function searchFilter(
  list: readonly [string, string, string],
  needle: string,
  statuses: readonly string[],
  upTo?: number,
  filters: ListFilters = {},
): SearchFilter {
  const conditions: string[] = [];
  const params: SQLInputValue[] = [];
  const ended = endedOf(filters.ending ?? []);
  let from = LIST_ROWS;
  if (needle !== '') {
    const fts = trigramQuery(needle);
    // CROSS JOIN fixes the order: from the index's few candidates to their rows, never a sweep
    // of the list probing the index per row.
    if (fts !== null) {
      from = 'voucher_text t CROSS JOIN voucher_rows r ON r.row_id = t.rowid';
      conditions.push('voucher_text MATCH ?');
      params.push(fts);
    }
  }
  conditions.push('r.profile_id = ? AND r.kind = ? AND r.scope = ?');
  params.push(...list);
  if (needle !== '') {
    conditions.push('instr(r.search_text, ?) > 0');
    params.push(needle);
  }
  if (statuses.length > 0) {
    conditions.push('r.status IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(statuses));
  }
  if (upTo !== undefined) {
    conditions.push('r.seq <= ?');
    params.push(upTo);
  }
  const kind = list[1];
  // Before the dates: a value filter keeping a few values turns most rows away at once.
  addColumnConditions(filters.columns ?? [], conditions, params, filters.exceptColumn, kind);
  for (const date of filters.dates ?? []) {
    const path = keyPath(date.field);
    // A field name that cannot be quoted matches nothing rather than everything.
    if (path === null) {
      conditions.push('0');
      continue;
    }
    // Rows whose lines are unknown have no line_open: they drop out, and the answer says so. A
    // voucher whose status ends it has nothing outstanding. Checked before the date, so the
    // date's JSON is read only for rows with something outstanding.
    if (date.open === true) {
      conditions.push(`r.line_open > 0 AND NOT ${ended.sql}`);
      params.push(...ended.params);
    }
    // Dates are YYYY-MM-DD (spec §2); a date-time counts by its day. Empty values drop out. A
    // range reads the row's date once; the kind's due date from its own column.
    const stored = DUE_FIELD[kind as VoucherKind] === date.field;
    const day = `substr(${stored ? 'r.due_key' : 'json_extract(r.sort_keys, ?)'}, 1, 10)`;
    const dayParams = stored ? [] : [path];
    if (date.from !== undefined && date.to !== undefined) {
      conditions.push(`${day} BETWEEN ? AND ?`);
      params.push(...dayParams, date.from, date.to);
    } else if (date.from !== undefined) {
      conditions.push(`${day} >= ?`);
      params.push(...dayParams, date.from);
    } else if (date.to !== undefined) {
      conditions.push(`${day} <= ?`);
      params.push(...dayParams, date.to);
    } else {
      conditions.push(`${day} IS NOT NULL`);
      params.push(...dayParams);
    }
  }
  if (filters.group !== undefined) {
    const key = headerKeySql(kind, filters.group.field);
    const value = groupKey(filters.group.value);
    if (key === null) conditions.push('0');
    else if (value === null) {
      conditions.push(`${key.sql} IS NULL`);
      params.push(...key.params);
    } else {
      conditions.push(`${key.sql} = ?`);
      params.push(...key.params, value);
    }
  }
  return { from, where: conditions.join(' AND '), params, ended };
}

/** A group's value as stored in sort_keys (booleans as 1 and 0). */
function groupKey(value: GroupValue['value']): string | number | null {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

const PAGING_ORDER: SearchOrder = { orderBy: 'r.seq', params: [], key: null };

const keyed = (sql: string, descending: boolean, params: SQLInputValue[]): SearchOrder => ({
  orderBy: `${sql} ${descending ? 'DESC' : 'ASC'}, r.seq`,
  params,
  key: { sql, descending },
});

export function searchOrder(sort: VoucherSort, kind: string): SearchOrder {
  if (!sort) return PAGING_ORDER;
  if (sort.field === 'id') return keyed('r.id_key', sort.descending, []);
  // Rows whose lines are unknown have no sum (NULL): first going up, last going down.
  if (sort.field === OUTSTANDING_COLUMN) return keyed('r.line_open', sort.descending, []);
  const key = headerKeySql(kind, sort.field);
  if (key === null) return PAGING_ORDER;
  return keyed(key.sql, sort.descending, key.params);
}

/** The matching row ids of one window, in order, and how many rows match in all. */
export function runSearch(
  db: DatabaseSync,
  filter: SearchFilter,
  order: SearchOrder,
  offset: number,
  limit: number,
): { rowIds: number[]; matched: number } {
  const page = db.prepare(
    `SELECT r.row_id FROM ${filter.from} WHERE ${filter.where}
     ORDER BY ${order.orderBy} LIMIT ? OFFSET ?`,
  );
  const rowIds = page
    .all(...filter.params, ...order.params, limit, offset)
    .map((row) => Number(row['row_id']));
  // A window that is not full ends the matches: no second pass to count them.
  if (rowIds.length < limit && (rowIds.length > 0 || offset === 0)) {
    return { rowIds, matched: offset + rowIds.length };
  }
  const counted = db
    .prepare(`SELECT count(*) AS n FROM ${filter.from} WHERE ${filter.where}`)
    .get(...filter.params);
  return { rowIds, matched: Number(counted?.['n'] ?? 0) };
}
