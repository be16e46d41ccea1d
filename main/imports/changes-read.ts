import { masterRowSchema, productRowSchema, type DraftRow } from '../../app/catalog/rows.ts';
import { lastSentIndex, type CatalogValue } from '../../app/catalog/last-sent.ts';
import {
  changesPage,
  type ChangesPage,
  type ChangesQuery,
} from '../../app/imports/changes-page.ts';
import type { PlanSource } from './catalog-plan.ts';

// The review's page of changes from what the store holds: every readable draft row against what
// this connection last sent. Pure reads, so it runs in the planning thread beside the plan.

const GRIDS = ['brands', 'colors', 'products'] as const;
const SCHEMAS = { brands: masterRowSchema, colors: masterRowSchema, products: productRowSchema };

export function readChanges(
  source: PlanSource,
  profileId: string,
  query: ChangesQuery,
): ChangesPage {
  const grids = GRIDS.filter((grid) => query.grid === undefined || query.grid === grid).map(
    (grid) => ({
      grid,
      rows: source.drafts.list(profileId, grid).flatMap((draft): DraftRow<CatalogValue>[] => {
        const parsed = SCHEMAS[grid].safeParse(draft.row);
        return parsed.success ? [{ id: draft.id, row: parsed.data }] : [];
      }),
      lastSent: lastSentIndex(source.sent.values(profileId, grid)),
    }),
  );
  return changesPage(grids, query);
}
