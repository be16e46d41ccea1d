import { z } from 'zod';
import type { Permission } from '../permissions.ts';
import { jsonValueSchema, scalarSchema } from './json.ts';

// Vouchers of spec §2.3–2.6. The spec leaves types, nullability and status values open,
// so the app keeps every field as sent and lists the known ones only to order columns.

export const VOUCHER_KINDS = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
export const voucherKindSchema = z.enum(VOUCHER_KINDS);

export const ITEM_FIELDS = ['product_code', 'color_code', 'size_code', 'sku_code'] as const;

export const VOUCHER_READ_PERMISSION: Record<VoucherKind, Permission> = {
  purchase_orders: 'kikan_purchase_orders_read',
  sales_orders: 'kikan_sales_orders_read',
  leases: 'kikan_leases_read',
  order_plans: 'kikan_order_plans_read',
};

/** Kinds with a single-item path (order plans have none, spec §4.3). */
export const SINGLE_ITEM_KINDS = ['purchase_orders', 'sales_orders', 'leases'] as const;
export type SingleItemKind = (typeof SINGLE_ITEM_KINDS)[number];
export const singleItemKindSchema = z.enum(SINGLE_ITEM_KINDS);

export const HEADER_FIELDS: Record<VoucherKind, readonly string[]> = {
  purchase_orders: [
    'supplier_code',
    'season_code',
    'order_date',
    'expected_date',
    'status',
    'note',
  ],
  sales_orders: ['customer_code', 'channel', 'order_date', 'exhibition_name', 'status', 'note'],
  leases: ['lessee', 'purpose', 'lent_on', 'due_on', 'status', 'note'],
  order_plans: [
    ...ITEM_FIELDS,
    'purpose_code',
    'quantity',
    'unit_cost',
    'supplier_code',
    'po_number',
    'planned_launch_date',
    'note',
  ],
};

export const LINE_FIELDS: Record<SingleItemKind, readonly string[]> = {
  purchase_orders: [
    ...ITEM_FIELDS,
    'purpose_code',
    'quantity',
    'received_qty',
    'unit_cost',
    'currency_code',
    'exchange_rate',
    'planned_launch_date',
    'expected_date',
  ],
  sales_orders: [...ITEM_FIELDS, 'quantity', 'unit_price', 'rate'],
  leases: [
    ...ITEM_FIELDS,
    'quantity',
    'returned_qty',
    'returned_on',
    'publish_on',
    'publication_note',
    'published',
    'used',
    'note',
  ],
};

const fieldsSchema = z.record(z.string(), scalarSchema);

/**
 * One voucher (or order-plan row) as the app holds it: `id` is the voucher number (for order plans
 * the paging string), `fields` the scalar fields as sent, `lines` the line array when there is one,
 * and `other` every field the app does not know, kept for detail views rather than dropped.
 */
export const voucherSchema = z.object({
  id: z.string(),
  fields: fieldsSchema,
  lines: z
    .array(z.object({ fields: fieldsSchema, other: z.record(z.string(), jsonValueSchema) }))
    .nullable(),
  other: z.record(z.string(), jsonValueSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherPageSchema = z.object({
  rows: z.array(voucherSchema),
  /** Pass as `startingAfter` for the next page; null at the end of the list. */
  nextCursor: z.string().nullable(),
});
export type VoucherPage = z.infer<typeof voucherPageSchema>;
