import { z } from 'zod';
import { appIdSchema } from '../ipc/input-limits.ts';
import { gridNameSchema } from './rows.ts';

// The core's validation of the catalog (issue 28, step 5): counts per grid and severity, a
// window of the problem list, and the problems of the rows a grid window shows.

/** At most this many problems in one window, and row ids in one rowProblems call. */
export const PROBLEMS_WINDOW_MAX = 2_000;

const gridSchema = gridNameSchema;

export const problemSchema = z.object({
  grid: gridSchema,
  id: z.string(),
  field: z.string(),
  sku: z.number(),
  severity: z.enum(['error', 'warning']),
  code: z.enum([
    'required',
    'duplicate_code',
    'duplicate_sku',
    'unknown_brand',
    'unknown_color',
    'looks_secret',
    'refused',
    'waiting_master',
    'file_disagreement',
  ]),
  value: z.string(),
});

export const problemsInputSchema = z
  .object({
    profileId: appIdSchema,
    /** One grid's problems only; all three (brands, colours, products) when absent. */
    grid: gridSchema.optional(),
    from: z.number().int().min(0),
    count: z.number().int().min(0).max(PROBLEMS_WINDOW_MAX),
  })
  .strict();
export type ProblemsInput = z.infer<typeof problemsInputSchema>;

const severityCounts = z.object({ error: z.number(), warning: z.number() });
export type SeverityCounts = z.infer<typeof severityCounts>;

export const problemsWindowSchema = z.object({
  /** The catalog's version the problems are of (operations.ts). */
  version: z.number(),
  /** Problems per grid and severity. */
  counts: z.object({ brands: severityCounts, colors: severityCounts, products: severityCounts }),
  /** Rows with at least one problem, per grid. */
  rows: z.object({ brands: z.number(), colors: z.number(), products: z.number() }),
  /** How many problems the list holds (of the grid asked for, or all). */
  length: z.number(),
  /** The list's problems from … from + count: grid by grid, rows in the grid's order. */
  problems: z.array(problemSchema),
});
export type ProblemsWindow = z.infer<typeof problemsWindowSchema>;

export const rowProblemsInputSchema = z
  .object({
    profileId: appIdSchema,
    grid: gridSchema,
    ids: z.array(appIdSchema).max(PROBLEMS_WINDOW_MAX),
  })
  .strict();
export type RowProblemsInput = z.infer<typeof rowProblemsInputSchema>;

export const rowProblemsSchema = z.object({
  version: z.number(),
  /** The rows asked for that have problems (a row without any is left out). */
  rows: z.array(z.object({ id: z.string(), problems: z.array(problemSchema) })),
});
export type RowProblemsAnswer = z.infer<typeof rowProblemsSchema>;
