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
