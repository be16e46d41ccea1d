import { z } from 'zod';
import { INPUT_LIMITS, appIdSchema } from '../ipc/input-limits.ts';
import { columnFilterSchema, type ColumnFilters } from './column-filters.ts';
import { rowProblemsSchema, type RowProblemsAnswer } from './problems-window.ts';

// A view of a catalog grid kept by the core (issue 28, step 3): which rows a grid shows and in
// which order, after sort, quick filter, "only these rows" and column filters. The core keeps
// the order (place → row); the grid asks for the window it draws. As in the grid today, an edit
// never re-sorts: rows keep their places, new rows are fitted in, deleted rows leave, and the
// view says it is stale until it is sorted or filtered again.

export const CATALOG_VIEWS = ['brands', 'colors', 'products', 'skus'] as const;
export type CatalogViewName = (typeof CATALOG_VIEWS)[number];

export const VIEW_COLUMN_KEYS = {
  brands: ['code', 'name'],
  colors: ['code', 'name'],
  products: ['product_code', 'name', 'brand_code', 'skus'],
  skus: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
} as const satisfies Record<CatalogViewName, readonly string[]>;

export const viewSpecSchema = z
  .object({
    view: z.enum(CATALOG_VIEWS),
    sort: z
      .object({ column: z.string().max(40), descending: z.boolean() })
      .strict()
      .nullable(),
    /** Rows with a cell containing this text (any case) stay. */
    filter: z.string().max(INPUT_LIMITS.cellLength),
    /** When set, only rows of these draft ids stay (rows with problems, changed rows). */
    onlyIds: z.array(appIdSchema).max(INPUT_LIMITS.draftRowsPerBatch).nullable(),
    columnFilters: z.array(columnFilterSchema).max(8),
  })
  .strict();
/** A view's spec; its column filters are the grid's own (read-only) shape. */
export type ViewSpec = Omit<z.infer<typeof viewSpecSchema>, 'columnFilters'> & {
  columnFilters: ColumnFilters;
};

export const NO_VIEW_SPEC = { sort: null, filter: '', onlyIds: null, columnFilters: [] } as const;

/** What a view is now: its rows' count, a version that moves when they change, and staleness. */
export interface ViewInfo {
  viewId: number;
  length: number;
  version: number;
  /** Edited since its sort or filters were applied: rows may be out of order or not match. */
  stale: boolean;
}

/** One row of a window: its draft id, the SKU's place in the per-SKU view, its cells. */
export interface ViewRow {
  id: string;
  /** The SKU's place in its product (per-SKU view; absent for a product without SKUs). */
  place?: number;
  cells: string[];
}

export interface ViewWindow extends ViewInfo {
  /**
   * The catalog's version (an operation answer's `version`) the rows are as of: a window whose
   * catalogVersion is at or past an answer's version shows that operation's changes. The core
   * always sends it (optional here only for windows the page makes up itself).
   */
  catalogVersion?: number;
  from: number;
  rows: ViewRow[];
  /**
   * The problems of the window's rows, when asked (`problems`) and the core's validation of the
   * connection is already built (a window never waits for the whole catalog's check).
   */
  problems?: RowProblemsAnswer;
}

export const windowInputSchema = z
  .object({
    viewId: z.number().int().min(0),
    from: z.number().int().min(0),
    count: z.number().int().min(0).max(2_000),
    /** Send the rows' problems too, when the validation is built (one call per block). */
    problems: z.boolean().optional(),
  })
  .strict();

/** How many rows each grid of a connection holds (catalog.counts). */
export const catalogCountsSchema = z.object({
  brands: z.number(),
  colors: z.number(),
  products: z.number(),
  /** Rows of the per-SKU view: a product's SKUs, or one row for a product without any. */
  skuRows: z.number(),
});
export type CatalogCounts = z.infer<typeof catalogCountsSchema>;

export const viewInfoSchema = z.object({
  viewId: z.number(),
  length: z.number(),
  version: z.number(),
  stale: z.boolean(),
});

export const viewWindowSchema = viewInfoSchema.extend({
  catalogVersion: z.number(),
  from: z.number(),
  rows: z.array(
    z.object({ id: z.string(), place: z.number().optional(), cells: z.array(z.string()) }),
  ),
  problems: rowProblemsSchema.optional(),
});

export const valuesListSchema = z.object({
  values: z.array(z.object({ value: z.string(), count: z.number() })),
  rows: z.number(),
});
