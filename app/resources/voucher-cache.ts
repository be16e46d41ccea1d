import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';
import { voucherKindSchema, voucherSchema } from './vouchers.ts';

// The local cache of voucher list rows, per connection, kind and server filter (order plans'
// product_code). Lists are read cache-first; what the cache lacks is paged in from the service.

/** One cached list: a kind, plus the product_code filter for order plans ('' = unfiltered). */
export const voucherListSchema = z
  .object({
    kind: voucherKindSchema,
    /** Only for order plans (spec §4.3): the server-side product_code filter. */
    productCode: z.string().trim().min(1).optional(),
  })
  .strict();
export type VoucherList = z.infer<typeof voucherListSchema>;

export const cacheInfoSchema = z.object({
  /** Rows held locally for this list. */
  rows: z.number().int().nonnegative(),
  /** True once the list was paged to its end. */
  complete: z.boolean(),
  /** ISO time the list was paged to its end (null while incomplete). */
  loadedAt: z.string().nullable(),
  /** ISO time of the newest row written. */
  updatedAt: z.string().nullable(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const browsePageSchema = z.object({
  rows: z.array(voucherSchema),
  /** The last row's id, to pass as startingAfter; null at the end of the list. */
  nextCursor: z.string().nullable(),
  /** True when these rows came from the local cache rather than the service. */
  fromCache: z.boolean(),
  info: cacheInfoSchema,
});
export type BrowsePage = z.infer<typeof browsePageSchema>;

export const sortSchema = z
  .object({ field: z.string().min(1), descending: z.boolean() })
  .strict()
  .nullable();
export type VoucherSort = z.infer<typeof sortSchema>;

export const searchInputSchema = voucherListSchema
  .extend({
    /** Matched, case-insensitively, against every header and line value. */
    text: z.string().max(200).default(''),
    /** Status values to keep (empty keeps all). */
    statuses: z.array(z.string()).max(100).default([]),
    sort: sortSchema.default(null),
    offset: z.number().int().nonnegative().default(0),
    limit: z.number().int().positive().max(1000).default(200),
    /**
     * Only the first upTo cached rows (in paging order): a snapshot, so rows loaded later never
     * move the results the user is looking at. Absent: every cached row.
     */
    upTo: z.number().int().nonnegative().optional(),
  })
  .strict();
export type SearchInput = z.input<typeof searchInputSchema>;

export const searchResultSchema = z.object({
  rows: z.array(voucherSchema),
  /** Rows of the cache matching the search and filters. */
  matched: z.number().int().nonnegative(),
  info: cacheInfoSchema,
  /** Status values seen in the cached rows, with how many rows carry each. */
  statuses: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const LOAD_STATES = ['running', 'paused', 'done', 'cancelled', 'failed'] as const;

export const loadProgressSchema = z.object({
  profileId: z.string(),
  kind: voucherKindSchema,
  productCode: z.string().nullable(),
  state: z.enum(LOAD_STATES),
  /** Rows now in the cache for this list. */
  rows: z.number().int().nonnegative(),
  /** Rows the cache held when this run started. */
  startRows: z.number().int().nonnegative(),
  /** Pages fetched by this run. */
  pages: z.number().int().nonnegative(),
  /**
   * Rows the list had when last loaded in full (before a refresh), as an estimate of its length;
   * null when unknown. The spec gives no row count (§4.4), so this is the only total there is.
   */
  expectedRows: z.number().int().nonnegative().nullable(),
  startedAt: z.number(),
  /** While paused by the rate limit: when paging resumes (ms since epoch). */
  resumeAt: z.number().nullable(),
  /** Fastest this run may go under the token's limit: ms per call. */
  msPerCall: z.number().nonnegative(),
  error: appErrorSchema.nullable(),
});
export type LoadProgress = z.infer<typeof loadProgressSchema>;
