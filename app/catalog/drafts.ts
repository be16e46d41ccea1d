import { z } from 'zod';
import { INPUT_LIMITS, appIdSchema } from '../ipc/input-limits.ts';
import { gridNameSchema, masterRowSchema, productRowSchema } from './rows.ts';
import { englishNumber } from '../english-number.ts';

// What crosses IPC for drafts: rows with their local id and position, per connection (profile).

export const draftIdSchema = appIdSchema;

function entrySchema<S extends z.ZodType>(row: S) {
  return z.object({ id: draftIdSchema, position: z.number(), row }).strict();
}
export const masterDraftSchema = entrySchema(masterRowSchema);
export const productDraftSchema = entrySchema(productRowSchema);
export type MasterDraft = z.infer<typeof masterDraftSchema>;
export type ProductDraft = z.infer<typeof productDraftSchema>;

export const draftsSnapshotSchema = z.object({
  brands: z.array(masterDraftSchema),
  colors: z.array(masterDraftSchema),
  products: z.array(productDraftSchema),
});
export type DraftsSnapshot = z.infer<typeof draftsSnapshotSchema>;

const profileId = appIdSchema;
const ROWS = INPUT_LIMITS.draftRowsPerBatch;
const tooManyRows = `One save may hold at most ${englishNumber(ROWS)} rows.`;
// The maximum first: zod refuses a longer array before it parses a single element.
const deletes = z.array(draftIdSchema).max(ROWS, tooManyRows);
const masterUpserts = z.array(masterDraftSchema).max(ROWS, tooManyRows);
const productUpserts = z.array(productDraftSchema).max(ROWS, tooManyRows);

/**
 * A save too large for one call goes out in parts under one save id: parts are staged in main
 * and the one marked last applies them all in one transaction, so a kill between parts leaves
 * the drafts as they were before the save. Without it, the batch is a save of its own.
 */
export const draftPartSchema = z
  .object({ saveId: z.string().min(1).max(100), index: z.number().int().min(0), last: z.boolean() })
  .strict();
export type DraftPart = z.infer<typeof draftPartSchema>;
const part = draftPartSchema.optional();

/** One batch of edits to one grid: rows to write (whole rows) and ids to drop. */
export const draftBatchSchema = z.discriminatedUnion('grid', [
  z
    .object({
      profileId,
      grid: z.literal('brands'),
      upserts: masterUpserts,
      deletes,
      part,
    })
    .strict(),
  z
    .object({
      profileId,
      grid: z.literal('colors'),
      upserts: masterUpserts,
      deletes,
      part,
    })
    .strict(),
  z
    .object({
      profileId,
      grid: z.literal('products'),
      upserts: productUpserts,
      deletes,
      part,
    })
    .strict(),
]);
export type DraftBatch = z.infer<typeof draftBatchSchema>;

/** drafts.save's input: the batch, and at most INPUT_LIMITS.draftRowsPerBatch rows in all. */
export const boundedDraftBatchSchema = draftBatchSchema.superRefine((batch, context) => {
  if (batch.upserts.length + batch.deletes.length > ROWS) {
    context.addIssue({ code: 'custom', path: ['upserts'], message: tooManyRows });
  }
});

export const draftDiscardSchema = z.object({ profileId, grid: gridNameSchema.optional() }).strict();
