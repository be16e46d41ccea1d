import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CatalogRowReads } from '../store/catalog/row-reads.ts';
import type { ProfilesRepo } from '../store/index.ts';
import { notFound } from '../store/store-errors.ts';

// Whole draft rows for the grids in core mode (issue 28, step 4): the SKU matrix's product, a
// file's rows looked up by code, the neighbours a row added below the selection goes between.

export function catalogRowHandlers(
  reads: CatalogRowReads,
  profiles: ProfilesRepo,
): Pick<HandlerTable, 'catalog.row' | 'catalog.rowsByCode' | 'catalog.neighbours'> {
  function checkProfile(profileId: string): void {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  }
  return {
    'catalog.row': ({ profileId, grid, id }) => {
      checkProfile(profileId);
      return Promise.resolve(reads.row(profileId, grid, id));
    },
    'catalog.rowsByCode': ({ profileId, grid, codes }) => {
      checkProfile(profileId);
      return Promise.resolve({ rows: reads.byCodes(profileId, grid, codes) });
    },
    'catalog.neighbours': ({ profileId, grid, after }) => {
      checkProfile(profileId);
      return Promise.resolve(reads.neighbours(profileId, grid, after));
    },
  };
}
