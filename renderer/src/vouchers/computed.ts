import type { Scalar } from '../../../app/resources/json.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import type { SingleItemKind, Voucher } from '../../../app/resources/vouchers.ts';

// Computed columns of voucher lines (issue 7, "Details"). Each is computed only when every value
// it needs is numeric (a number or a numeric string); otherwise it is null and shown empty, since
// the spec leaves field types open (§2.7) and a guess would mislead.

type Fields = Record<string, Scalar>;

export const COMPUTED_LINE_COLUMNS: Record<SingleItemKind, readonly string[]> = {
  purchase_orders: ['outstanding', 'amount', 'home_amount'],
  sales_orders: ['amount'],
  leases: ['outstanding'],
};

function difference(a: Scalar | undefined, b: Scalar | undefined): number | null {
  const x = asNumber(a);
  const y = asNumber(b);
  return x === null || y === null ? null : x - y;
}

function product(...values: (Scalar | undefined)[]): number | null {
  let result = 1;
  for (const value of values) {
    const number = asNumber(value);
    if (number === null) return null;
    result *= number;
  }
  return roundMoney(result);
}

/** Binary floating point makes 3 × 0.1 = 0.30000000000000004; amounts are shown to 1e-6. */
function roundMoney(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Computed values of one line, by column name; null where a value is missing or not numeric. */
export function computeLine(kind: SingleItemKind, line: Fields): Record<string, number | null> {
  switch (kind) {
    case 'purchase_orders': {
      const amount = product(line['quantity'], line['unit_cost']);
      const rate = line['exchange_rate'];
      const hasRate = rate !== null && rate !== undefined && rate !== '';
      return {
        outstanding: difference(line['quantity'], line['received_qty']),
        amount,
        home_amount: hasRate ? product(line['quantity'], line['unit_cost'], rate) : null,
      };
    }
    case 'sales_orders':
      // The rate is shown as sent: the spec does not say what it means.
      return { amount: product(line['quantity'], line['unit_price']) };
    case 'leases':
      return { outstanding: difference(line['quantity'], line['returned_qty']) };
  }
}

/** Something of the lease is still out: a line whose outstanding quantity is above zero. */
export function leaseHasOutstanding(voucher: Voucher): boolean {
  return (voucher.lines ?? []).some((line) => {
    const outstanding = difference(line.fields['quantity'], line.fields['returned_qty']);
    return outstanding !== null && outstanding > 0;
  });
}

/**
 * A lease is overdue when due_on (YYYY-MM-DD) is before today and something is outstanding.
 * `today` is the user's local date as YYYY-MM-DD. Null when it cannot be told (no lines, or a
 * due_on that is not a date).
 */
export function leaseOverdue(voucher: Voucher, today: string): boolean | null {
  const due = voucher.fields['due_on'];
  if (typeof due !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(due)) return null;
  if (voucher.lines === null) return null;
  return due.slice(0, 10) < today && leaseHasOutstanding(voucher);
}
