import { z } from 'zod';
import { INPUT_LIMITS, appIdSchema } from '../ipc/input-limits.ts';
import { OPERATION_GRIDS } from './operations.ts';
import { masterRowSchema, productRowSchema, type MasterRow, type ProductRow } from './rows.ts';
import { englishNumber } from '../english-number.ts';

// Whole draft rows read from the core (issue 28, step 4: the grids in core mode hold no rows):
// one row by id, the first row holding each of some codes, and a row's neighbours in draft
// order. The calls catalog.row, catalog.rowsByCode and catalog.neighbours in the contract.

export type RowGrid = (typeof OPERATION_GRIDS)[number];

/** A draft row with its id and position (the grid's draft order is by position, then id). */
export interface CatalogEntry {
  id: string;
  position: number;
  row: ProductRow | MasterRow;
}

/** Where a row sits in draft order: its place, the next row's, and the grid's last position. */
export interface CatalogNeighbours {
  before: { id: string; position: number } | null;
  next: { id: string; position: number } | null;
  last: number | null;
}

/** Codes a file's rows are looked up by in one call. */
export const CODES_PER_LOOKUP = 2_000;

const gridSchema = z.enum(OPERATION_GRIDS);
const placeSchema = z.object({ id: z.string(), position: z.number() }).nullable();
export const catalogEntrySchema = z.object({
  id: z.string(),
  position: z.number(),
  row: z.union([productRowSchema, masterRowSchema]),
});

export const rowInputSchema = z
  .object({ profileId: appIdSchema, grid: gridSchema, id: appIdSchema })
  .strict();
export const rowsByCodeInputSchema = z
  .object({
    profileId: appIdSchema,
    grid: gridSchema,
    codes: z
      .array(z.string().max(INPUT_LIMITS.cellLength))
      .max(CODES_PER_LOOKUP, `At most ${englishNumber(CODES_PER_LOOKUP)} codes.`),
  })
  .strict();
export const neighboursInputSchema = z
  .object({ profileId: appIdSchema, grid: gridSchema, after: appIdSchema.nullable() })
  .strict();
export const rowsByCodeSchema = z.object({ rows: z.array(catalogEntrySchema) });
export const neighboursSchema = z.object({
  before: placeSchema,
  next: placeSchema,
  last: z.number().nullable(),
});
