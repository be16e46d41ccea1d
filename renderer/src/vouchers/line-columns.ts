import type { SingleItemKind } from '../../../app/resources/vouchers.ts';

// The detail's line columns: the item, its quantities, outstanding and amount first and shown;
// every other field and computed column after them, hidden until chosen in "Line columns" (the
// choice is kept by main per connection and kind, like a list's columns).

/** Shown at first, in this order, when a voucher's lines carry them. */
const FIRST: readonly string[] = [
  'product_code',
  'color_code',
  'size_code',
  'quantity',
  'received_qty',
  'returned_qty',
  'outstanding',
  'amount',
];

export interface LineColumn {
  id: string;
  /** Computed from the line (outstanding, amounts), not a field the service sent. */
  computed: boolean;
}

/** All the columns a voucher's lines can show: the first ones first, the others as they come. */
export function detailLineColumns(
  fields: readonly string[],
  computed: readonly string[],
): LineColumn[] {
  const all: LineColumn[] = [
    ...fields.map((id) => ({ id, computed: false })),
    ...computed.map((id) => ({ id, computed: true })),
  ];
  const rank = (column: LineColumn) => {
    const index = FIRST.indexOf(column.id);
    return index < 0 ? FIRST.length : index;
  };
  // A stable sort: the others keep their order (fields, then computed ones).
  return all
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.index - b.index)
    .map(({ column }) => column);
}

/** Whether a line column starts hidden (behind the column picker). */
export function lineColumnHiddenAtFirst(id: string): boolean {
  return !FIRST.includes(id);
}

/** The prefs' screen name of a kind's line columns. */
export function lineColumnsScreen(kind: SingleItemKind): string {
  return `voucher-lines.${kind}`;
}
