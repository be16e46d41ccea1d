import type { Scalar } from '../../../app/resources/json.ts';
import {
  HEADER_FIELDS,
  LINE_FIELDS,
  type SingleItemKind,
  type Voucher,
  type VoucherKind,
} from '../../../app/resources/vouchers.ts';
import { COMPUTED_LINE_COLUMNS } from './computed.ts';

// Which columns a list or a lines table has: the fields the spec names, in its order, then every
// other scalar field seen in the rows (optional columns, hidden until the user shows them).

export interface ColumnSpec {
  id: string;
  /** Named by the spec (shown by default) or seen in the data only (optional). */
  known: boolean;
}

/** Order plans' id is a paging string (spec §2.6), not something staff read. */
const HIDDEN_BY_DEFAULT: Partial<Record<VoucherKind, readonly string[]>> = {
  order_plans: ['id'],
};

export function isHiddenByDefault(kind: VoucherKind, column: ColumnSpec): boolean {
  return !column.known || (HIDDEN_BY_DEFAULT[kind] ?? []).includes(column.id);
}

function unknownFields(
  records: Iterable<Record<string, Scalar>>,
  known: readonly string[],
): string[] {
  const seen = new Set<string>();
  for (const fields of records) {
    for (const key of Object.keys(fields)) if (!known.includes(key)) seen.add(key);
  }
  return [...seen].sort();
}

/**
 * The key columns of a kind, first by default so that at 1280 px they are on screen (the number
 * stays as the others scroll sideways): for order plans the product, its PO number (the link to
 * the purchase order), supplier and launch date before the rest.
 */
const KEY_FIRST: Partial<Record<VoucherKind, readonly string[]>> = {
  order_plans: [
    'product_code',
    'color_code',
    'size_code',
    'po_number',
    'supplier_code',
    'planned_launch_date',
    'quantity',
  ],
};

export function listColumns(kind: VoucherKind, rows: readonly Voucher[]): ColumnSpec[] {
  const first = KEY_FIRST[kind] ?? [];
  const known = ['id', ...first, ...HEADER_FIELDS[kind].filter((field) => !first.includes(field))];
  const extra = unknownFields(
    rows.map((row) => row.fields),
    known,
  );
  return [
    ...known.map((id) => ({ id, known: true })),
    ...extra.map((id) => ({ id, known: false })),
  ];
}

export function lineColumns(kind: SingleItemKind, voucher: Voucher): ColumnSpec[] {
  const known = LINE_FIELDS[kind];
  const extra = unknownFields(
    (voucher.lines ?? []).map((line) => line.fields),
    known,
  );
  return [
    ...known.map((id) => ({ id, known: true })),
    ...extra.map((id) => ({ id, known: false })),
  ];
}

export function computedColumns(kind: SingleItemKind): readonly string[] {
  return COMPUTED_LINE_COLUMNS[kind];
}

/** Fields shown as numbers (right-aligned, sorted and summed as numbers) when they are numeric. */
export const NUMERIC_FIELDS: ReadonlySet<string> = new Set([
  'quantity',
  'received_qty',
  'returned_qty',
  'unit_cost',
  'unit_price',
  'exchange_rate',
  'rate',
]);

/** Fields holding a date (YYYY-MM-DD, spec §2). */
export function isDateField(field: string): boolean {
  return /(_date|_on)$/.test(field);
}
