import type { Scalar } from '../../../app/resources/json.ts';
import {
  HEADER_FIELDS,
  LINE_FIELDS,
  type SingleItemKind,
  type Voucher,
  type VoucherKind,
} from '../../../app/resources/vouchers.ts';
import { OUTSTANDING_COLUMN } from '../../../app/resources/voucher-line-sums.ts';
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
 * The key columns of a kind, first by default so that they are on screen at 1280 px (the number
 * stays as the others scroll sideways): who the voucher is with, its dates, its status and what
 * is still outstanding of it (computed from its lines); all but the outstanding quantity are on
 * screen in an 800 px window too, and it is next to scroll to. For order plans the product, its
 * PO number (the link to the purchase order), supplier and launch date. The rest of the spec's
 * fields follow in its order.
 */
const KEY_FIRST: Record<VoucherKind, readonly string[]> = {
  purchase_orders: ['supplier_code', 'order_date', 'expected_date', 'status', OUTSTANDING_COLUMN],
  sales_orders: ['customer_code', 'order_date', 'status'],
  leases: ['lessee', 'lent_on', 'due_on', 'status', OUTSTANDING_COLUMN],
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

export function keyColumns(kind: VoucherKind): readonly string[] {
  return ['id', ...KEY_FIRST[kind]];
}

const DEFAULT_WIDTH = 140;
/** Sized to their usual content ("PO-00000001", a date, "partially_received" as a chip). */
const DEFAULT_WIDTHS: Record<string, number> = {
  note: 240,
  status: 160,
  exhibition_name: 200,
  lessee: 150,
  id: 120,
  color_code: 90,
  size_code: 80,
  purpose_code: 110,
  quantity: 90,
  currency_code: 90,
  season_code: 100,
  order_date: 120,
  expected_date: 120,
  lent_on: 120,
  due_on: 120,
  planned_launch_date: 130,
  po_number: 130,
  [OUTSTANDING_COLUMN]: 124,
};

/** A column's width until the user sets one. */
export function defaultWidth(field: string): number {
  return DEFAULT_WIDTHS[field] ?? DEFAULT_WIDTH;
}

export function listColumns(kind: VoucherKind, rows: readonly Voucher[]): ColumnSpec[] {
  const first = keyColumns(kind);
  const known = [...first, ...HEADER_FIELDS[kind].filter((field) => !first.includes(field))];
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

/** Columns drawn right-aligned as numbers: the numeric fields and the computed outstanding. */
export function isNumericColumn(id: string): boolean {
  return NUMERIC_FIELDS.has(id) || id === OUTSTANDING_COLUMN;
}

/** Fields holding a date (YYYY-MM-DD, spec §2). */
export function isDateField(field: string): boolean {
  return /(_date|_on)$/.test(field);
}
