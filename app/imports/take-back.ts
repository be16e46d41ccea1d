import { z } from 'zod';
import { appIdSchema } from '../ipc/input-limits.ts';
import { planGridSchema } from './schemas.ts';

// "Take back this send" (History): a draft that puts back, for every row an import applied, the
// values this connection had sent before it. What crosses IPC: the choice, and what the take-back
// would do (or did) to the draft, with the rows it cannot take back and why.

/** Rows a later send changed again: left as they are (the default), or taken back anyway. */
export const changedLaterChoiceSchema = z.enum(['leave', 'take_back']);
export type ChangedLaterChoice = z.infer<typeof changedLaterChoiceSchema>;
export const DEFAULT_CHANGED_LATER: ChangedLaterChoice = 'leave';

export const takeBackInputSchema = z
  .object({ importId: appIdSchema, changedLater: changedLaterChoiceSchema.optional() })
  .strict();
export type TakeBackInput = z.infer<typeof takeBackInputSchema>;

/**
 * Why a row is listed: `first_sent`, this send was the first from this connection to send it
 * (the service may have created it, and the interface has no delete): not taken back;
 * `changed_later`, a later send changed it again: not taken back unless chosen; `cannot_clear`,
 * taken back but for `fields` this send was the first to fill (an empty cell is not sent, so the
 * interface cannot clear them; they stay as this send set them, and a row with nothing else to
 * put back is not written).
 */
export const takeBackReasonSchema = z.enum(['first_sent', 'changed_later', 'cannot_clear']);
export type TakeBackReason = z.infer<typeof takeBackReasonSchema>;

export const takeBackListedSchema = z.object({
  grid: planGridSchema,
  code: z.string(),
  reason: takeBackReasonSchema,
  /** cannot_clear: the fields left as this send set them. */
  fields: z.array(z.string()),
  /** changed_later: the send that changed it again (its journal id and start). */
  laterImportId: z.string().nullable(),
  laterAt: z.string().nullable(),
});
export type TakeBackListed = z.infer<typeof takeBackListedSchema>;

/** At most this many listed rows cross IPC; `counts` give every one. */
export const TAKE_BACK_LISTED_MAX = 500;

const countSchema = z.number().int().min(0);

export const takeBackSchema = z.object({
  importId: z.string(),
  profileId: z.string(),
  createdAt: z.string(),
  /** The rows the import applied, by what the take-back does with them. */
  counts: z.object({
    applied: countSchema,
    /** Put back in the draft as they were before (cannot_clear rows with more to put back too). */
    takenBack: countSchema,
    /** The import sent them as they already were: nothing to put back. */
    unchanged: countSchema,
    firstSent: countSchema,
    changedLater: countSchema,
    cannotClear: countSchema,
  }),
  /** The rows listed with their reason, first TAKE_BACK_LISTED_MAX (by reason, grid, code). */
  listed: z.array(takeBackListedSchema),
  /** Draft rows not the same as last sent (new, changed or unreadable): the take-back waits. */
  unsentEdits: countSchema,
  /** True when the rows were put in the draft (imports.takeBack); false for the plan. */
  written: z.boolean(),
});
export type TakeBack = z.infer<typeof takeBackSchema>;
