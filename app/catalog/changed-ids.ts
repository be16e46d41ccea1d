import { z } from 'zod';

// The answer of catalog.changedIds: each grid's draft ids new or changed since this connection
// last sent them ("Changed rows only" in core mode).

export const changedIdsSchema = z.object({
  brands: z.array(z.string()),
  colors: z.array(z.string()),
  products: z.array(z.string()),
});
export type ChangedIds = z.infer<typeof changedIdsSchema>;
