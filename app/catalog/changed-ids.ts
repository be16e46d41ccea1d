import { z } from 'zod';

// The answer of catalog.changedIds and catalog.problemIds: each grid's draft ids new or changed
// since this connection last sent them, or with a problem ("only these rows" in core mode).

export const changedIdsSchema = z.object({
  brands: z.array(z.string()),
  colors: z.array(z.string()),
  products: z.array(z.string()),
});
export type ChangedIds = z.infer<typeof changedIdsSchema>;
/** Draft ids per grid. */
export type IdsPerGrid = ChangedIds;
