import type { HandlerTable } from '../ipc/handler-table.ts';
import { changedDraftIds, type ChangedIdsSource } from '../imports/changed-ids.ts';
import type { ProfilesRepo } from '../store/index.ts';
import { notFound } from '../store/store-errors.ts';

// catalog.changedIds: "Changed rows only" of the grids in core mode, answered from the store.

export function catalogChangedHandlers(
  source: ChangedIdsSource,
  profiles: ProfilesRepo,
): Pick<HandlerTable, 'catalog.changedIds'> {
  return {
    'catalog.changedIds': ({ profileId }) => {
      if (profiles.get(profileId) === null) throw notFound('The connection');
      return Promise.resolve(changedDraftIds(source, profileId));
    },
  };
}
