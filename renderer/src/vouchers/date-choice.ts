import { DATE_FIELDS, type DateFilter } from '../../../app/resources/voucher-filters.ts';
import { quickDateFilter, type QuickDate } from '../../../app/resources/voucher-quick-dates.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';

// The date filter a list screen holds: a field and either a quick choice (resolved against the
// user's local today each time the query is built) or a typed range. Pure, tested apart.

export interface DateChoice {
  field: string;
  quick: QuickDate | null;
  /** YYYY-MM-DD or '' (open). */
  from: string;
  to: string;
}

export type DateQuery =
  | { kind: 'none' }
  | { kind: 'filter'; filter: DateFilter }
  /** A range whose first day is after its last: shown as a problem, never sent. */
  | { kind: 'bad'; from: string; to: string };

export function defaultDateField(kind: VoucherKind): string {
  return DATE_FIELDS[kind][0] ?? 'order_date';
}

export function dateQuery(choice: DateChoice | null, today: string): DateQuery {
  if (choice === null) return { kind: 'none' };
  if (choice.quick !== null) {
    return { kind: 'filter', filter: quickDateFilter(choice.quick, choice.field, today) };
  }
  if (choice.from === '' && choice.to === '') return { kind: 'none' };
  if (choice.from !== '' && choice.to !== '' && choice.from > choice.to) {
    return { kind: 'bad', from: choice.from, to: choice.to };
  }
  return {
    kind: 'filter',
    filter: {
      field: choice.field,
      ...(choice.from === '' ? {} : { from: choice.from }),
      ...(choice.to === '' ? {} : { to: choice.to }),
    },
  };
}

/** Quick choices offered for a field: "outstanding" only where lines say what is outstanding. */
export function quickChoices(kind: VoucherKind, field: string): QuickDate[] {
  const outstanding =
    (kind === 'purchase_orders' && field === 'expected_date') ||
    (kind === 'leases' && field === 'due_on');
  return outstanding ? ['next7', 'thisMonth', 'past', 'overdue'] : ['next7', 'thisMonth', 'past'];
}
