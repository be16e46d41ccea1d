import type { HandlerTable } from '../ipc/handler-table.ts';
import { changedDraftIds, type ChangedIdsSource } from '../imports/changed-ids.ts';
import type { CatalogProblems } from '../store/catalog/validation-store.ts';
import type { ProfilesRepo } from '../store/index.ts';
import { notFound } from '../store/store-errors.ts';

// "Only these rows" of the grids in core mode, answered from the store: the rows changed since
// last sent (catalog.changedIds) and the rows with a problem (catalog.problemIds), per grid.

export function catalogOnlyRowsHandlers(
  source: ChangedIdsSource,
  problems: Pick<CatalogProblems, 'problemRowIds'>,
  profiles: ProfilesRepo,
): Pick<HandlerTable, 'catalog.changedIds' | 'catalog.problemIds'> {
  function checkProfile(profileId: string): void {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  }
  return {
    'catalog.changedIds': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(changedDraftIds(source, profileId));
    },
    'catalog.problemIds': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(problems.problemRowIds(profileId));
    },
  };
}
