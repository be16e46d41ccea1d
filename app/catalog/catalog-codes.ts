import { z } from 'zod';
import { appIdSchema } from '../ipc/input-limits.ts';
import { gridNameSchema } from './rows.ts';

// What screens outside the grids read of the drafts when the core holds them (issue 28, core
// mode): the brands' and colours' codes with their names (the code pickers, "did you mean"), the
// unknown codes the products name (the review's list), and the codes of rows named by id (the
// review's rows left out).

/** At most this many ids in one catalog.rowCodes call, and unknown codes listed in one answer. */
export const CATALOG_CODES_MAX = 2_000;

const codeOptionSchema = z.object({ code: z.string(), name: z.string() });

export const masterCodesSchema = z.object({
  /** The catalog's version the lists are of (operations.ts). */
  version: z.number(),
  brands: z.array(codeOptionSchema),
  colors: z.array(codeOptionSchema),
});
export type MasterCodes = z.infer<typeof masterCodesSchema>;

export const unknownCodesAnswerSchema = z.object({
  version: z.number(),
  /** Products naming at least one unknown code. */
  products: z.number(),
  /** Brands first, then colours; most products first (unknown-codes.ts), at most CATALOG_CODES_MAX. */
  codes: z.array(
    z.object({
      grid: z.enum(['brands', 'colors']),
      code: z.string(),
      products: z.number(),
      suggestion: z.string().nullable(),
    }),
  ),
  /** Unknown codes past the list's end. */
  more: z.number(),
});
export type UnknownCodesAnswer = z.infer<typeof unknownCodesAnswerSchema>;

export const rowCodesInputSchema = z
  .object({
    profileId: appIdSchema,
    grid: gridNameSchema,
    ids: z.array(appIdSchema).max(CATALOG_CODES_MAX),
  })
  .strict();
export type RowCodesInput = z.infer<typeof rowCodesInputSchema>;

export const rowCodesSchema = z.object({
  /** The code of each id asked for, in order; '' for a row that is gone. */
  codes: z.array(z.string()),
});
export type RowCodesAnswer = z.infer<typeof rowCodesSchema>;

export const codeRowsInputSchema = z
  .object({
    profileId: appIdSchema,
    grid: gridNameSchema,
    codes: z.array(z.string().max(200)).max(CATALOG_CODES_MAX),
  })
  .strict();
export type CodeRowsInput = z.infer<typeof codeRowsInputSchema>;

const placedSchema = z.object({ id: z.string(), position: z.number() });

export const codeRowsSchema = z.object({
  /** For each code asked, the first row of the grid (in its order) with that code, or null. */
  rows: z.array(placedSchema.nullable()),
  /** The position of the grid's last row (null: the grid is empty). */
  last: z.number().nullable(),
});
export type CodeRowsAnswer = z.infer<typeof codeRowsSchema>;
