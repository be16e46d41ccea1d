import type { VoucherGroup } from '../../../app/resources/voucher-filters.ts';
import { formatAmount } from '../ui/format.ts';

// How a group's value and amounts read on screen and in an export. Pure, tested apart.

/** A stable key of a group's value (numbers and strings of the same text stay apart). */
export function groupKey(value: VoucherGroup['value']): string {
  return value === null ? 'null' : `${typeof value}:${String(value)}`;
}

/**
 * Amounts per currency with its minor units, e.g. "JPY 1,300 · USD 12.50"; a line without
 * currency is unnamed.
 */
export function amountText(
  amounts: VoucherGroup['amounts'],
  locale: string,
  noCurrency: string,
): string {
  if (amounts.length === 1 && amounts[0]?.currency === '')
    return formatAmount(amounts[0].amount, '', locale);
  return amounts
    .map(({ currency, amount }) =>
      currency === ''
        ? `${noCurrency} ${formatAmount(amount, '', locale)}`
        : formatAmount(amount, currency, locale),
    )
    .join(' · ');
}

/**
 * The order groups come in from the cache's SQL (empty first, numbers before text, text by code
 * unit), for sorting exported rows by their group the same way.
 */
export function compareGroupValues(a: VoucherGroup['value'], b: VoucherGroup['value']): number {
  const rank = (v: VoucherGroup['value']) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (a === null || b === null || a === b) return 0;
  return a < b ? -1 : 1;
}
