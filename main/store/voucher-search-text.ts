import { asNumber } from '../../app/resources/voucher-values.ts';
import type { Voucher } from '../../app/resources/vouchers.ts';

// What the cache indexes of a voucher: one lower-cased text of every value (header, lines and
// other fields), so "every purchase order with a line for product X" is a plain search.

const SEPARATOR = '\u001f';

function collect(value: unknown, into: string[]): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object') {
    for (const inner of Object.values(value as Record<string, unknown>)) collect(inner, into);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into.push(String(value));
  }
}

export function searchTextOf(voucher: Voucher): string {
  const parts: string[] = [voucher.id];
  collect(voucher.fields, parts);
  collect(voucher.other, parts);
  for (const line of voucher.lines ?? []) {
    collect(line.fields, parts);
    collect(line.other, parts);
  }
  return parts.join(SEPARATOR).toLowerCase();
}

/** The status as sent (any scalar), as text; null when absent. */
export function statusOf(voucher: Voucher): string | null {
  const value = voucher.fields['status'];
  return value === null || value === undefined ? null : String(value);
}

/** SQLite sort key: numeric strings sort as numbers (SQLite orders numbers before text). */
export function sortKey(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') {
    return asNumber(value) ?? (typeof value === 'string' ? value : null);
  }
  if (typeof value === 'bigint') return Number(value);
  return null;
}

/**
 * The sort key of every header field, as stored for sorting in SQL. Booleans become 1 and 0, as
 * SQLite's json_extract gave them before; absent and null values are left out (they sort as NULL).
 */
export function sortKeysOf(voucher: Pick<Voucher, 'fields'>): Record<string, number | string> {
  const keys: Record<string, number | string> = {};
  for (const [field, value] of Object.entries(voucher.fields)) {
    const key = typeof value === 'boolean' ? (value ? 1 : 0) : sortKey(value);
    if (key !== null) keys[field] = key;
  }
  return keys;
}
