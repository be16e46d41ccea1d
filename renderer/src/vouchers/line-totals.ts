import type { Scalar } from '../../../app/resources/json.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import type { SingleItemKind } from '../../../app/resources/vouchers.ts';
import { computeLine } from './computed.ts';

// The totals row of a voucher's lines: quantities and the computed columns summed as numbers
// (also when sent as strings), over the lines where the value is a number. Unit costs, prices
// and rates are not summed (a sum of them means nothing). Amounts of lines in different
// currencies are not added up: there is no total then, rather than a wrong one.

type Fields = Record<string, Scalar>;

export const SUMMED_LINE_FIELDS: ReadonlySet<string> = new Set([
  'quantity',
  'received_qty',
  'returned_qty',
]);

export type Total =
  | {
      kind: 'sum';
      value: number;
      counted: number;
      lines: number;
      /** The one currency of the lines' amounts (shown with its minor units). */
      currency?: string;
    }
  | { kind: 'mixed-currency'; currencies: string[] };

/** Totals by column (line fields and computed columns); a column without numbers is absent. */
export function lineTotals(
  kind: SingleItemKind,
  lines: readonly { fields: Fields }[],
): Record<string, Total> {
  const sums = new Map<string, { value: number; counted: number }>();
  const add = (column: string, value: number | null) => {
    if (value === null) return;
    const sum = sums.get(column) ?? { value: 0, counted: 0 };
    sums.set(column, { value: sum.value + value, counted: sum.counted + 1 });
  };
  const currencies = new Set<string>();
  for (const line of lines) {
    for (const field of SUMMED_LINE_FIELDS) add(field, asNumber(line.fields[field]));
    const computed = computeLine(kind, line.fields);
    for (const [column, value] of Object.entries(computed)) add(column, value);
    const currency = line.fields['currency_code'];
    if (computed['amount'] != null && typeof currency === 'string' && currency !== '') {
      currencies.add(currency);
    }
  }
  const totals: Record<string, Total> = {};
  for (const [column, sum] of sums) {
    totals[column] = {
      kind: 'sum',
      value: Math.round(sum.value * 1e6) / 1e6,
      counted: sum.counted,
      lines: lines.length,
    };
  }
  // Purchase-order amounts are in each line's currency; the home amount is one currency.
  const amount = totals['amount'];
  if (kind === 'purchase_orders' && currencies.size > 1 && amount) {
    totals['amount'] = { kind: 'mixed-currency', currencies: [...currencies].sort() };
  } else if (amount?.kind === 'sum' && currencies.size === 1) {
    totals['amount'] = { ...amount, currency: [...currencies][0] ?? '' };
  }
  return totals;
}
