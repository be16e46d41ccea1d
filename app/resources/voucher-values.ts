import type { Scalar } from './json.ts';

// How voucher values are read, shared by main (cache search and sort) and the renderer (computed
// columns, totals). The spec leaves field types open (§2.7): numbers may arrive as strings.

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The value as a finite number when it is one or a numeric string ("12", " 3.5 "); else null. */
export function asNumber(value: Scalar | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/,/g, '');
  if (!NUMERIC.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A value as shown in a cell or written to a file: null and missing are empty. */
export function asText(value: Scalar | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
