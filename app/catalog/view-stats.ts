import { z } from 'zod';
import { placeRangeSchema, shownColumnsSchema } from './view-find.ts';
import { viewInfoSchema } from './views.ts';

// The status bar's figures over a view the core holds (issue 28, step 4: catalog.stats), so a
// selection of a million cells is counted where the rows are. Ranges and columns count as
// catalog.copy's do (view-find.ts); the figures follow the grid's rules (selection-stats.ts).

/** Ranges a call may name at most. */
export const STATS_RANGES_MAX = 64;

export const statsInputSchema = z
  .object({
    viewId: z.number().int().min(0),
    columns: shownColumnsSchema.optional(),
    /** The selected ranges; a cell named by two ranges counts twice. Clipped to the view's rows. */
    ranges: z.array(placeRangeSchema).min(1).max(STATS_RANGES_MAX),
  })
  .strict();
export type StatsInput = z.infer<typeof statsInputSchema>;

export const statsAnswerSchema = viewInfoSchema.extend({
  /** Cells with any text. */
  count: z.number(),
  /** Cells whose whole text is a number. */
  numbers: z.number(),
  sum: z.number(),
  /** Null when no cell holds a number. */
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;
