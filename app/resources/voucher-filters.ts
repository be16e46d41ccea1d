import { z } from 'zod';
import { INPUT_LIMITS } from '../ipc/input-limits.ts';
import type { VoucherKind } from './vouchers.ts';
import { columnFiltersSchema } from './voucher-column-filters.ts';

// Date filters and grouping of a cached voucher list (issue 17, "Review faster"). Both run in
// the cache's SQL, so they work offline and combine with search, status and sort. Dates are the
// service's YYYY-MM-DD (spec §2); the renderer turns quick filters ("next 7 days") into plain
// ranges of the user's local calendar days (voucher-quick-dates.ts), so main never guesses a
// time zone.

/** The header date fields of each kind (spec §2.3–2.6). */
export const DATE_FIELDS: Record<VoucherKind, readonly string[]> = {
  purchase_orders: ['expected_date', 'order_date'],
  sales_orders: ['order_date'],
  leases: ['due_on', 'lent_on'],
  order_plans: ['planned_launch_date'],
};

/** Header fields offered for grouping. */
export const GROUP_FIELDS: Record<VoucherKind, readonly string[]> = {
  purchase_orders: ['supplier_code', 'status', 'season_code'],
  sales_orders: ['customer_code', 'status', 'channel', 'exhibition_name'],
  leases: ['lessee', 'status', 'purpose'],
  order_plans: ['supplier_code', 'purpose_code', 'product_code'],
};

export const isoDaySchema = z
  .string()
  .max(10, 'A date is YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');

export const dateFilterSchema = z
  .object({
    field: z.string().min(1).max(INPUT_LIMITS.sortFieldLength),
    /** First day kept (inclusive). */
    from: isoDaySchema.optional(),
    /** Last day kept (inclusive). */
    to: isoDaySchema.optional(),
    /**
     * Only vouchers with something outstanding (not fully received or returned). Needs lines:
     * rows whose lines are unknown are left out, and the answer's coverage says over how many.
     */
    open: z.boolean().optional(),
  })
  .strict();
export type DateFilter = z.infer<typeof dateFilterSchema>;

/** Only the rows of one group (a header field's value; null: the field is empty). */
export const groupValueSchema = z
  .object({
    field: z.string().min(1).max(INPUT_LIMITS.sortFieldLength),
    value: z.union([
      z.string().max(INPUT_LIMITS.fieldValueLength),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
  })
  .strict();
export type GroupValue = z.infer<typeof groupValueSchema>;

/** What every filtered read of a list takes besides its text, statuses and snapshot. */
export const listFiltersShape = {
  dates: z.array(dateFilterSchema).max(8).default([]),
  group: groupValueSchema.optional(),
  /** Column value filters from the list's headers (voucher-column-filters.ts). */
  columns: columnFiltersSchema.optional(),
};

const amountSchema = z.object({
  /** The lines' currency_code; '' when the lines do not say. */
  currency: z.string(),
  amount: z.number(),
});

export const voucherGroupSchema = z.object({
  /** The field's value as stored for sorting (numbers sent as strings are numbers); null: empty. */
  value: z.union([z.string(), z.number(), z.null()]),
  count: z.number().int().nonnegative(),
  /** Of them, vouchers whose lines are known: the sums below are over these only. */
  withLines: z.number().int().nonnegative(),
  quantity: z.number(),
  /** Ordered less received (returned); null for kinds without it. */
  outstanding: z.number().nullable(),
  /** Amounts by currency (purchase orders: quantity × unit cost of each line's currency). */
  amounts: z.array(amountSchema),
});
export type VoucherGroup = z.infer<typeof voucherGroupSchema>;

export const groupsResultSchema = z.object({
  field: z.string(),
  groups: z.array(voucherGroupSchema),
  /** Vouchers matched in all, and of them those whose lines are known. */
  matched: z.number().int().nonnegative(),
  withLines: z.number().int().nonnegative(),
});
export type GroupsResult = z.infer<typeof groupsResultSchema>;

export const outstandingChartSchema = z.object({
  /** Outstanding quantity by the Monday (YYYY-MM-DD) of each line's expected week; '' none. */
  byWeek: z.array(z.object({ week: z.string(), outstanding: z.number() })),
  bySupplier: z.array(z.object({ supplier: z.string(), outstanding: z.number() })),
  matched: z.number().int().nonnegative(),
  withLines: z.number().int().nonnegative(),
});
export type OutstandingChart = z.infer<typeof outstandingChartSchema>;
