import type { Voucher, VoucherKind } from '../../app/resources/vouchers.ts';
import { lineSumsOf } from '../../app/resources/voucher-line-sums.ts';

// The line sums of a cached row (app/resources/voucher-line-sums.ts) as the columns stored
// beside it (migration 12).

/** Several currencies (or weeks) in one voucher: the split is in the JSON column beside it. */
export const MIXED = '*';

export type LineSumColumns = [
  quantity: number | null,
  outstanding: number | null,
  currency: string | null,
  amount: number | null,
  amounts: string | null,
  week: string | null,
  weeks: string | null,
];

/**
 * The stored columns: line_qty, line_open, then the amount as one currency and sum (most
 * vouchers have one), or MIXED with the split as JSON; then the outstanding week likewise.
 */
export function lineSumColumns(
  kind: VoucherKind,
  voucher: Pick<Voucher, 'fields' | 'lines'>,
): LineSumColumns {
  const sums = lineSumsOf(kind, voucher);
  if (sums === null) return [null, null, null, null, null, null, null];
  const [currency, amount, amounts] = single(sums.amounts);
  const [week, , weeks] = single(sums.weeks);
  return [sums.quantity, sums.outstanding, currency, amount, amounts, week, weeks];
}

function single(split: Record<string, number>): [string | null, number | null, string | null] {
  const entries = Object.entries(split);
  if (entries.length === 0) return [null, null, null];
  const [only] = entries;
  if (entries.length === 1 && only !== undefined) return [only[0], only[1], null];
  return [MIXED, null, JSON.stringify(split)];
}
