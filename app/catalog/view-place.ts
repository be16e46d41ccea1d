import { z } from 'zod';
import { appIdSchema } from '../ipc/input-limits.ts';
import { viewInfoSchema } from './views.ts';

// Where a row shows in a view the core holds (issue 28, step 4): a problem's jump and the grid
// opened at a refused row go to its place without the page holding the view's rows.

export const placeInputSchema = z
  .object({
    viewId: z.number().int().min(0),
    /** The draft row's id. */
    id: appIdSchema,
    /** The per-SKU view's SKU of the product to look for (-1 or absent: the product's first row). */
    sku: z.number().int().min(-1).max(10_000).optional(),
  })
  .strict();
export type PlaceInput = z.infer<typeof placeInputSchema>;

export const placeAnswerSchema = viewInfoSchema.extend({
  /** The row's place in the view (the SKU's when asked and shown), null: the view hides it. */
  place: z.number().nullable(),
});
export type PlaceAnswer = z.infer<typeof placeAnswerSchema>;
