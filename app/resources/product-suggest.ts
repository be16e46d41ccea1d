import { z } from 'zod';

// The Products screen's look-up as the user types (issue 27): product codes and names from the
// cached vouchers' lines (and order plans) and the catalog (drafts and the sent catalog), ranked
// exact code, code prefix, name prefix, then contains.

/** At most this many suggestions per answer. */
export const SUGGEST_LIMIT = 20;

export const productSuggestInputSchema = z
  .object({
    /** '' answers nothing but makes the core ready (it reads the cached codes ahead of typing). */
    text: z.string().trim().max(100),
    limit: z.number().int().min(1).max(SUGGEST_LIMIT).optional(),
  })
  .strict();
export type ProductSuggestInput = z.infer<typeof productSuggestInputSchema>;

export const suggestionSourceSchema = z.enum(['vouchers', 'drafts', 'sent']);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

/** How a suggestion matched what was typed: the order they are ranked in. */
export const suggestionMatchSchema = z.enum(['code', 'codePrefix', 'namePrefix', 'contains']);
export type SuggestionMatch = z.infer<typeof suggestionMatchSchema>;

export const productSuggestionSchema = z.object({
  code: z.string(),
  /** The catalog's name for it (a draft's before the sent one's); '' when none is known. */
  name: z.string(),
  match: suggestionMatchSchema,
  sources: z.array(suggestionSourceSchema),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const productSuggestOutputSchema = z.object({
  suggestions: z.array(productSuggestionSchema),
  /** Every product that matched (the answer lists the first `limit`). */
  matched: z.number().int().nonnegative(),
});
export type ProductSuggestOutput = z.infer<typeof productSuggestOutputSchema>;
