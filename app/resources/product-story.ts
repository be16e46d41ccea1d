import { z } from 'zod';
import { voucherKindSchema } from './vouchers.ts';

// Everything the cached vouchers say about one product (issue 17, "a product view"): on order
// (purchase-order lines), planned (order plans), sold (sales-order lines) and out on lease, per
// colour and size. It answers only from the local cache, and says over how much of it.

export const productStoryInputSchema = z
  .object({
    productCode: z.string().trim().min(1).max(100),
    /** The user's local date (YYYY-MM-DD): what "overdue" is measured against. */
    today: z
      .string()
      .max(10)
      .regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .strict();
export type ProductStoryInput = z.infer<typeof productStoryInputSchema>;

const quantity = z.number();
const ids = z.array(z.string());

export const productSkuSchema = z.object({
  color_code: z.string(),
  size_code: z.string(),
  ordered: quantity,
  received: quantity,
  outstanding: quantity,
  planned: quantity,
  sold: quantity,
  lent: quantity,
  returned: quantity,
  out: quantity,
  overdue: quantity,
});
export type ProductSku = z.infer<typeof productSkuSchema>;

/** How much of a kind's cache the answer covers. */
export const kindCoverageSchema = z.object({
  kind: voucherKindSchema,
  /** Vouchers (or plan rows) held for this kind's unfiltered list. */
  cachedRows: z.number().int().nonnegative(),
  /** True once that list was paged to its end. */
  complete: z.boolean(),
  /** Cached vouchers whose list rows carried no lines: the product may be on them unseen. */
  withoutLines: z.number().int().nonnegative(),
  /** Lines (or plan rows) of this product whose quantities were not numbers: left out of sums. */
  unreadable: z.number().int().nonnegative(),
});
export type KindCoverage = z.infer<typeof kindCoverageSchema>;

export const productStorySchema = z.object({
  productCode: z.string(),
  coverage: z.array(kindCoverageSchema),
  skus: z.array(productSkuSchema),
  purchaseOrders: z.object({
    /** Numbers of the purchase orders with a line for the product (first 500). */
    ids,
    count: z.number().int().nonnegative(),
    ordered: quantity,
    received: quantity,
    outstanding: quantity,
    /** The earliest expected date (line, else header) of a line still outstanding. */
    nextExpected: z.string().nullable(),
    /** Outstanding quantity by the week (Monday, YYYY-MM-DD) it is expected; '' = no date. */
    byWeek: z.array(z.object({ week: z.string(), outstanding: quantity })),
    bySupplier: z.array(z.object({ supplier: z.string(), outstanding: quantity })),
  }),
  orderPlans: z.object({
    rows: z.number().int().nonnegative(),
    quantity,
    /** Plan rows already turned into a purchase order (po_number set). */
    withPo: z.number().int().nonnegative(),
    poNumbers: ids,
  }),
  salesOrders: z.object({ ids, count: z.number().int().nonnegative(), quantity }),
  leases: z.object({
    ids,
    count: z.number().int().nonnegative(),
    lent: quantity,
    returned: quantity,
    out: quantity,
    overdue: quantity,
    overdueIds: ids,
  }),
});
export type ProductStory = z.infer<typeof productStorySchema>;
