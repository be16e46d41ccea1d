import { z } from 'zod';
import { gridNameSchema, masterRowSchema, productRowSchema } from './rows.ts';

// What crosses IPC for drafts: rows with their local id and position, per connection (profile).

export const draftIdSchema = z.string().min(1).max(200);

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

const profileId = z.string().min(1);
const deletes = z.array(draftIdSchema);

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
      upserts: z.array(masterDraftSchema),
      deletes,
      part,
    })
    .strict(),
  z
    .object({
      profileId,
      grid: z.literal('colors'),
      upserts: z.array(masterDraftSchema),
      deletes,
      part,
    })
    .strict(),
  z
    .object({
      profileId,
      grid: z.literal('products'),
      upserts: z.array(productDraftSchema),
      deletes,
      part,
    })
    .strict(),
]);
export type DraftBatch = z.infer<typeof draftBatchSchema>;

export const draftDiscardSchema = z.object({ profileId, grid: gridNameSchema.optional() }).strict();
