import { z } from 'zod';
import { findQuerySchema } from './operations.ts';
import { viewInfoSchema } from './views.ts';
import { englishNumber } from '../english-number.ts';

// Find, copy and Ctrl+Arrow over a view the core holds (issue 28, step 5), so the page never
// needs every row. A cell is named by its place (the row's position in the view, as
// catalog.window's `from` counts) and its column. Columns count as the grid numbers them: by
// the grid's shown columns when `columns` lists them (a layout hides or moves some: the view's
// column of each, in shown order), else the view's own columns in order.

/** Cells a copy may hold at most (see README, "A million SKU rows", step 5). */
export const COPY_CELLS_MAX = 1_000_000;
/** Characters a copy's text may hold at most (a cell holds up to 10,000). */
export const COPY_TEXT_MAX = 32 * 1024 * 1024;

const place = z.number().int().min(0);
const col = z.number().int().min(0).max(15);

export const cellAtSchema = z.object({ place, col }).strict();
export type CellAt = z.infer<typeof cellAtSchema>;

/** The grid's shown columns: the view's column of each, in shown order. */
export const shownColumnsSchema = z.array(z.number().int().min(0).max(7)).min(1).max(8);

/** Places top … bottom × (shown) columns left … right, both ends included. */
export const placeRangeSchema = z
  .object({ top: place, bottom: place, left: col, right: col })
  .strict()
  .refine((r) => r.top <= r.bottom && r.left <= r.right, 'The range is empty.');
export type PlaceRange = z.infer<typeof placeRangeSchema>;

const viewId = z.number().int().min(0);

const findBase = {
  viewId,
  query: findQuerySchema,
  columns: shownColumnsSchema.optional(),
  /** The find bar's "selected cells" (or one column): absent, every cell of the view. */
  range: placeRangeSchema.optional(),
};

export const findInputSchema = z.union([
  z.object({ ...findBase, count: z.literal(true) }).strict(),
  z
    .object({
      ...findBase,
      /** The next matching cell after `after` in reading order (before it, backwards), wrapping. */
      next: z.object({ after: cellAtSchema, backwards: z.boolean() }).strict(),
    })
    .strict(),
]);
export type FindInput = z.infer<typeof findInputSchema>;

export const findAnswerSchema = viewInfoSchema.extend({
  /** A query that finds nothing by itself: empty text, or a regular expression that is not one. */
  invalid: z.object({ reason: z.enum(['empty', 'invalid']), message: z.string() }).optional(),
  /** For `count`: the matching cells and the rows holding them. */
  cells: z.number().optional(),
  rows: z.number().optional(),
  /** For `next`: the matching cell, or null when nothing matches. */
  match: cellAtSchema.nullable().optional(),
});
export type FindAnswer = z.infer<typeof findAnswerSchema>;

export const copyInputSchema = z
  .object({ viewId, columns: shownColumnsSchema.optional(), range: placeRangeSchema })
  .strict()
  .refine(
    (r) =>
      (r.range.bottom - r.range.top + 1) * (r.range.right - r.range.left + 1) <= COPY_CELLS_MAX,
    `A copy holds at most ${englishNumber(COPY_CELLS_MAX)} cells.`,
  );
export type CopyInput = z.infer<typeof copyInputSchema>;

export const copyAnswerSchema = viewInfoSchema.extend({
  /** Tab-separated text as Excel puts it on the clipboard (app/catalog/tsv.ts). */
  text: z.string(),
  /** The rows copied: the range clipped to the view's rows. */
  rows: z.number(),
});
export type CopyAnswer = z.infer<typeof copyAnswerSchema>;

export const edgeInputSchema = z
  .object({
    viewId,
    columns: shownColumnsSchema.optional(),
    from: cellAtSchema,
    direction: z.enum(['up', 'down', 'left', 'right']),
  })
  .strict();
export type EdgeInput = z.infer<typeof edgeInputSchema>;

export const edgeAnswerSchema = viewInfoSchema.extend({ at: cellAtSchema });
export type EdgeAnswer = z.infer<typeof edgeAnswerSchema>;
