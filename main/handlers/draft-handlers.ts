import type { z } from 'zod';
import { masterDraftSchema, productDraftSchema } from '../../app/catalog/drafts.ts';
import type { CallOutput } from '../../app/ipc/contract.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { DraftRecord, DraftsRepo, ProfilesRepo } from '../store/index.ts';
import { notFound } from '../store/store-errors.ts';

// Drafts of the catalog grids, per connection. Every save names its connection, so a batch
// queued before the user switched connections still lands in the drafts it was made in.

/** Only what the app saved is in the file; a row edited outside the app into another shape is
 * left out rather than failing the whole load. */
function rowsFitting<S extends z.ZodType>(schema: S, records: DraftRecord[]): z.output<S>[] {
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The whole draft of a connection, each grid's rows that fit their schema (`drafts.load`). */
export function loadDrafts(
  drafts: Pick<DraftsRepo, 'list'>,
  profileId: string,
): CallOutput<'drafts.load'> {
  return {
    brands: rowsFitting(masterDraftSchema, drafts.list(profileId, 'brands')),
    colors: rowsFitting(masterDraftSchema, drafts.list(profileId, 'colors')),
    products: rowsFitting(productDraftSchema, drafts.list(profileId, 'products')),
  };
}

export function draftHandlers(
  drafts: DraftsRepo,
  profiles: ProfilesRepo,
): Pick<HandlerTable, 'drafts.load' | 'drafts.save' | 'drafts.discard'> {
  function checkProfile(profileId: string): void {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  }
  return {
    'drafts.load': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(loadDrafts(drafts, profileId));
    },
    'drafts.save': async ({ profileId, grid, upserts, deletes, part }) => {
      checkProfile(profileId);
      const changes = { upserts, deletes };
      if (part === undefined) return drafts.save(profileId, grid, changes);
      if (part.last) {
        const saved = drafts.commit(part.saveId, part.index, profileId, grid, changes);
        // The save is whole once committed; answering when its rows are in place keeps the
        // next large save from committing over one still moving (drafts-repo.ts).
        await drafts.settled();
        return saved;
      }
      drafts.stage(part.saveId, part.index, profileId, grid, changes);
      return { upserted: 0, deleted: 0 };
    },
    'drafts.discard': ({ profileId, grid }) => {
      checkProfile(profileId);
      return Promise.resolve({ discarded: drafts.clear(profileId, grid) });
    },
  };
}
