import { z } from 'zod';
import { appIdSchema } from '../ipc/input-limits.ts';
import { cellSchema, operationColumnSchema, operationGroupSchema } from './operations.ts';

// Ctrl+D and Ctrl+Enter over a range of a view's places (issue 28): the page names the view the
// core holds, the view's version its places are of, the places and the columns; the core finds
// the rows at those places itself and fills them in one step of its history. So the call is the
// same few bytes for 5,000 rows or a million (a list of the rows' ids was megabytes, past the
// preview bridge's 1 MB and the contract's 200,000 rows). The core refuses the fill (a conflict)
// when the view's rows moved since that version: its places would name other rows.

const place = z.number().int().min(0);

export const viewFillSchema = z
  .object({
    viewId: z.number().int().min(0),
    /** The view's version the page's places are of (its window's `version`). */
    version: z.number().int().min(0),
    /** Places top … bottom of the view, both included. */
    top: place,
    bottom: place,
    /** The view's columns filled (not the products view's SKU summary). */
    columns: z.array(operationColumnSchema).min(1).max(8),
    /** Ctrl+Enter: this value into every cell. Absent (Ctrl+D): the top row's values go down. */
    value: cellSchema.optional(),
  })
  .strict();
export type ViewFill = z.infer<typeof viewFillSchema>;

const fillBounds = (fill: { top: number; bottom: number; value?: string | undefined }): boolean =>
  fill.value === undefined ? fill.top < fill.bottom : fill.top <= fill.bottom;
const boundsMessage = 'The range is empty (Ctrl+D needs a row below the top one).';

export const viewFillInputSchema = viewFillSchema
  .extend({
    profileId: appIdSchema,
    /** One of a user action's steps: undone and redone with the others. */
    group: operationGroupSchema.optional(),
  })
  .strict()
  .refine(fillBounds, boundsMessage);
export type ViewFillInput = z.infer<typeof viewFillInputSchema>;
