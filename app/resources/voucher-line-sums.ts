import type { Scalar } from './json.ts';
import { asNumber } from './voucher-values.ts';
import type { Voucher, VoucherKind } from './vouchers.ts';

// What grouping, the "overdue" filter, the outstanding chart and the list's outstanding column
// need of a voucher's lines. Main stores them beside each cached row (migration 12), so a
// group-by over 200,000 rows reads four columns instead of parsing every row's JSON; the list
// computes a row's outstanding by the same rule, so the column and the group totals agree.
// Quantities sent as strings count as numbers; an absent received/returned quantity counts as 0
// and a line whose quantity is not a number is left out (as in the product view). Null when the
// row's lines are unknown.

type Fields = Record<string, Scalar>;

export interface LineSums {
  quantity: number;
  /** Ordered less received (purchase orders) or lent less returned (leases); null otherwise. */
  outstanding: number | null;
  /** Amounts by currency_code ('' when a line does not say). */
  amounts: Record<string, number>;
  /** Outstanding by the Monday of each line's expected week (purchase orders; '' no date). */
  weeks: Record<string, number>;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;
const BACK_FIELD: Partial<Record<VoucherKind, string>> = {
  purchase_orders: 'received_qty',
  leases: 'returned_qty',
};
const PRICE_FIELD: Partial<Record<VoucherKind, string>> = {
  purchase_orders: 'unit_cost',
  sales_orders: 'unit_price',
  order_plans: 'unit_cost',
};

/** The Monday (YYYY-MM-DD) of a date's week; '' when the value is not a date. */
export function mondayOf(value: Scalar | undefined): string {
  if (typeof value !== 'string' || !DATE.test(value)) return '';
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function add(into: Record<string, number>, key: string, value: number): void {
  into[key] = round((into[key] ?? 0) + value);
}

/** A quantity that may be absent (counted as 0), or null when present but not a number. */
export function optionalQuantity(value: Scalar | undefined): number | null {
  return value === null || value === undefined || value === '' ? 0 : asNumber(value);
}

export function lineSumsOf(kind: VoucherKind, voucher: Pick<Voucher, 'fields' | 'lines'>) {
  // An order-plan row is its own line.
  const lines: readonly { fields: Fields }[] | null =
    kind === 'order_plans' ? [{ fields: voucher.fields }] : voucher.lines;
  if (lines === null) return null;
  const backField = BACK_FIELD[kind];
  const priceField = PRICE_FIELD[kind];
  const sums: LineSums = {
    quantity: 0,
    outstanding: backField === undefined ? null : 0,
    amounts: {},
    weeks: {},
  };
  for (const { fields } of lines) {
    const quantity = asNumber(fields['quantity']);
    if (quantity === null) continue;
    sums.quantity = round(sums.quantity + quantity);
    if (priceField !== undefined) {
      const price = asNumber(fields[priceField]);
      const currency = fields['currency_code'];
      const code = typeof currency === 'string' ? currency : '';
      if (price !== null) add(sums.amounts, code, quantity * price);
    }
    if (backField === undefined || sums.outstanding === null) continue;
    const back = optionalQuantity(fields[backField]);
    if (back === null) continue;
    const left = Math.max(0, quantity - back);
    sums.outstanding = round(sums.outstanding + left);
    if (kind === 'purchase_orders' && left > 0) {
      add(sums.weeks, mondayOf(fields['expected_date'] ?? voucher.fields['expected_date']), left);
    }
  }
  return sums;
}

/**
 * The list column of what is still outstanding of a voucher, summed over its lines (purchase
 * orders and leases). A name no service field has: it is computed, and sorted on main's stored
 * sum.
 */
export const OUTSTANDING_COLUMN = 'lines:outstanding';

/** Kinds whose lines say what is outstanding (a received or returned quantity). */
export function hasOutstanding(kind: VoucherKind): boolean {
  return BACK_FIELD[kind] !== undefined;
}
