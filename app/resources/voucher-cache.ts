import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';
import { voucherKindSchema, voucherSchema } from './vouchers.ts';
import { INPUT_LIMITS, boundedRecord } from '../ipc/input-limits.ts';
import { listFiltersShape } from './voucher-filters.ts';

// The local cache of voucher list rows, per connection, kind and server filter (order plans'
// product_code). Lists are read cache-first; what the cache lacks is paged in from the service.

/** One cached list: a kind, plus the product_code filter for order plans ('' = unfiltered). */
export const voucherListSchema = z
  .object({
    kind: voucherKindSchema,
    /** Only for order plans (spec §4.3): the server-side product_code filter. */
    productCode: z.string().trim().min(1).max(INPUT_LIMITS.serviceIdLength).optional(),
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
  /**
   * Rows of this list that could not be read back and were dropped from it (until the next
   * refresh): how many, the first ids, and when. Absent or null: none.
   */
  repaired: z
    .object({
      dropped: z.number().int().positive(),
      ids: z.array(z.string()).max(20),
      at: z.string(),
    })
    .nullable()
    .optional(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

/**
 * How many rows of a list hold their lines. The spec does not say whether list rows carry them:
 * a row sent without a `lines` array has lines unknown until its detail read completes it.
 * Order plans have no lines (0 of 0).
 */
export const linesCoverageSchema = z.object({
  /** Rows counted (vouchers of a kind with lines). */
  vouchers: z.number().int().nonnegative(),
  /** Of them, rows whose lines are known: sent with the row, or completed by a detail read. */
  withLines: z.number().int().nonnegative(),
  /** Of them, rows completed by a detail read. */
  completed: z.number().int().nonnegative(),
});
export type LinesCoverage = z.infer<typeof linesCoverageSchema>;

export const browsePageSchema = z.object({
  rows: z.array(voucherSchema),
  /** The last row's id, to pass as startingAfter; null at the end of the list. */
  nextCursor: z.string().nullable(),
  /** True when these rows came from the local cache rather than the service. */
  fromCache: z.boolean(),
  /**
   * Rows the service sent and main appended: the first one's position in the cache's paging
   * order (0-based), so the page places them without reading them again. Null for rows read from
   * the cache, and for a page not cached (the list was refreshed under the reader).
   */
  at: z.number().int().nonnegative().nullable(),
  info: cacheInfoSchema,
});
export type BrowsePage = z.infer<typeof browsePageSchema>;

export const sortSchema = z
  .object({ field: z.string().min(1).max(INPUT_LIMITS.sortFieldLength), descending: z.boolean() })
  .strict()
  .nullable();
export type VoucherSort = z.infer<typeof sortSchema>;

export const searchInputSchema = voucherListSchema
  .extend({
    /** Matched, case-insensitively, against every header and line value. */
    text: z.string().max(200).default(''),
    /** Status values to keep (empty keeps all). */
    statuses: z.array(z.string().max(INPUT_LIMITS.statusLength)).max(100).default([]),
    sort: sortSchema.default(null),
    offset: z.number().int().nonnegative().default(0),
    limit: z.number().int().positive().max(1000).default(200),
    /**
     * Only the first upTo cached rows (in paging order): a snapshot, so rows loaded later never
     * move the results the user is looking at. Absent: every cached row.
     */
    upTo: z.number().int().nonnegative().optional(),
    /** Date ranges and one group's rows (voucher-filters.ts). */
    ...listFiltersShape,
  })
  .strict();
export type SearchInput = z.input<typeof searchInputSchema>;

/** A grouping or chart of a list: the search's filters, without order or window. */
export const filterInputSchema = searchInputSchema.omit({ sort: true, offset: true, limit: true });
export const groupsInputSchema = filterInputSchema.extend({
  groupBy: z.string().min(1).max(INPUT_LIMITS.sortFieldLength),
});

export const searchResultSchema = z.object({
  rows: z.array(voucherSchema),
  /** Rows of the cache matching the search and filters. */
  matched: z.number().int().nonnegative(),
  info: cacheInfoSchema,
  /**
   * Status values seen in the cached rows, with how many rows carry each and the colour slot
   * given to each value in this list (first seen, first coloured; kept across restarts).
   */
  statuses: z.array(
    z.object({ value: z.string(), count: z.number().int(), slot: z.number().int().nonnegative() }),
  ),
  /** Lines known over the rows searched (the snapshot upTo). */
  lines: linesCoverageSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** 'capped': stopped at the run's safety limit (a list that never ends must not fill the disk). */
export const LOAD_STATES = ['running', 'paused', 'done', 'cancelled', 'failed', 'capped'] as const;

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
  /** When capped: which limit stopped the run, and its value (rows, or bytes of row data). */
  ceiling: z
    .object({ by: z.enum(['rows', 'bytes']), limit: z.number().int().positive() })
    .nullable()
    .optional(),
});
export type LoadProgress = z.infer<typeof loadProgressSchema>;

/** Completing the lines of a list's rows with detail reads (see linesCoverageSchema). */
export const linesProgressSchema = z.object({
  profileId: z.string(),
  kind: voucherKindSchema,
  productCode: z.string().nullable(),
  state: z.enum(LOAD_STATES),
  /** Detail reads this run made. */
  reads: z.number().int().nonnegative(),
  lines: linesCoverageSchema,
  startedAt: z.number(),
  /** While paused by the rate limit: when reading resumes (ms since epoch). */
  resumeAt: z.number().nullable(),
  error: appErrorSchema.nullable(),
});
export type LinesProgress = z.infer<typeof linesProgressSchema>;

/** A voucher screen's columns: order, hidden ones and widths (kept by main per connection). */
const columnName = z.string().max(1_000);
export const columnPrefsSchema = z.object({
  order: z.array(columnName).max(500),
  hidden: z.array(columnName).max(500),
  widths: boundedRecord(
    columnName,
    z.number().min(0).max(100_000),
    INPUT_LIMITS.columnWidths,
    `More than ${String(INPUT_LIMITS.columnWidths)} column widths.`,
  ),
  /** The number column stays on screen while the others scroll sideways (absent: yes). */
  frozen: z.boolean().optional(),
});
export type ColumnPrefsData = z.infer<typeof columnPrefsSchema>;

/** A screen's name for its column preferences, e.g. "vouchers.purchase_orders". */
export const columnScreenSchema = z.string().min(1).max(100);
