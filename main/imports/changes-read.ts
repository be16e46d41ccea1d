import {
  changesPage,
  type ChangesPage,
  type ChangesQuery,
} from '../../app/imports/changes-page.ts';
import { classifiedOf, type PlanSource } from './catalog-plan.ts';

// The review's page of changes from what the store holds: every readable draft row against what
// this connection last sent, as the plan classified them (classified-drafts.ts: the planning
// thread keeps that while the drafts and the sent catalog stay as they are, so the review's
// pages after its plan read nothing again). Pure reads, so it runs in the planning thread.

const GRIDS = ['brands', 'colors', 'products'] as const;

export function readChanges(
  source: PlanSource,
  profileId: string,
  query: ChangesQuery,
): ChangesPage {
  const classified = classifiedOf(source, profileId);
  const grids = GRIDS.filter((grid) => query.grid === undefined || query.grid === grid).map(
    (grid) => ({ grid, ...classified[grid] }),
  );
  return changesPage(grids, query);
}
