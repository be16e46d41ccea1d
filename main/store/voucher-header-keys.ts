import type { SQLInputValue } from 'node:sqlite';
import type { VoucherKind } from '../../app/resources/vouchers.ts';
import { DUE_FIELD, PARTY_FIELD } from './voucher-keys-migration.ts';

// Where the cache's SQL finds a header field's sort key: the kind's due date and party in their
// own indexed columns (voucher-keys-migration.ts), any other field in the row's JSONB sort_keys.

/** The column of the kind's party (voucher-keys-migration.ts), as the SQL here names it. */
export const PARTY_KEY = 'r.party_key';

/** A JSON path to a field's key in sort_keys, or null when the name cannot be quoted in one. */
export function keyPath(field: string): string | null {
  return /^[^"\\]+$/.test(field) ? `$."${field}"` : null;
}

/**
 * A header field's sort key in SQL, with its parameters: the column that keeps it for the
 * list's kind (its due date or party, voucher-keys-migration.ts), else read out of sort_keys;
 * null when the name cannot be quoted.
 */
export function headerKeySql(
  kind: string,
  field: string,
): { sql: string; params: SQLInputValue[] } | null {
  if (DUE_FIELD[kind as VoucherKind] === field) return { sql: 'r.due_key', params: [] };
  if (PARTY_FIELD[kind as VoucherKind] === field) return { sql: PARTY_KEY, params: [] };
  const path = keyPath(field);
  return path === null ? null : { sql: 'json_extract(r.sort_keys, ?)', params: [path] };
}
