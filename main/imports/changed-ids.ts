import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import type { ChangedIds } from '../../app/catalog/changed-ids.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import type { DraftsReader, SentCatalogRepo } from '../store/index.ts';
import type { CatalogProblems } from '../store/catalog/validation-store.ts';
import { readRows } from './plan-rows.ts';
import { SentIndex } from './sent-index.ts';

// "Changed rows only" in the core (issue 28, step 4): the draft ids of each grid's rows new to
// this connection or changed since it last sent them, compared as the grid's marks and the
// review compare them (app/catalog/last-sent.ts). The page no longer holds the drafts in core
// mode, so the core reads them; a row the store cannot read as its grid's shape is not in any
// grid and is left out.

export interface ChangedIdsSource {
  drafts: Pick<DraftsReader, 'list'>;
  sent: Pick<SentCatalogRepo, 'texts'>;
  /**
   * The products the core's validation holds, kept current (validation-store.ts): read from
   * there rather than from the tables (at 50,000 products 150–345 ms of CPU against 433–466).
   */
  catalogProblems?: Pick<CatalogProblems, 'heldProducts'>;
}

const GRIDS = ['brands', 'colors', 'products'] as const satisfies readonly PlanGrid[];

export function changedDraftIds(source: ChangedIdsSource, profileId: string): ChangedIds {
  const idsOf = (grid: PlanGrid): string[] => {
    const held = grid === 'products' ? source.catalogProblems?.heldProducts(profileId) : undefined;
    const rows =
      held === undefined
        ? readRows<MasterRow | ProductRow>(grid, source.drafts.list(profileId, grid)).rows
        : [...held.values()].sort((a, b) => a.position - b.position);
    const lastSent = new SentIndex(source.sent.texts(profileId, grid));
    const ids: string[] = [];
    for (const row of rows) if (lastSent.changeOf(row.row) !== 'same') ids.push(row.id);
    return ids;
  };
  const [brands, colors, products] = GRIDS.map(idsOf);
  return { brands: brands ?? [], colors: colors ?? [], products: products ?? [] };
}
