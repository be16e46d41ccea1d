import type { DatabaseSync } from 'node:sqlite';
import { loadDrafts } from '../handlers/draft-handlers.ts';
import { changedDraftIds } from '../imports/changed-ids.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import { createCatalogViews } from '../store/catalog/views.ts';
import { createDraftsReader } from '../store/drafts-repo.ts';
import { createProfilesRepo } from '../store/profiles-repo.ts';
import { createSentCatalogRepo } from '../store/sent-catalog-repo.ts';
import { notFound } from '../store/store-errors.ts';
import { createTransactor } from '../store/transaction.ts';

// The calls the core answers in its reading thread (reads-worker.ts) rather than its own: long
// reads of the store that need nothing the core's thread holds in memory. Each is the same
// handler the core's table has, over the thread's own read-only connection. A view's windows,
// find, copy and edges stay in the core's thread, which holds the view's order. "Changed rows
// only" compares every row with the last send (3.5 s of the core's thread at 125,000 products
// with most of them changed, every other call waiting): here it reads the rows from the tables.

export const READS_THREAD_CALLS = ['drafts.load', 'catalog.values', 'catalog.changedIds'] as const;

export type ReadsThreadCall = (typeof READS_THREAD_CALLS)[number];

export function isReadsThreadCall(name: string): name is ReadsThreadCall {
  return (READS_THREAD_CALLS as readonly string[]).includes(name);
}

/**
 * The reading thread's handlers, over its own connection: made before the connection is set to
 * read only (the views' temp table is created here), never written through after.
 */
export function readsHandlers(db: DatabaseSync): Pick<HandlerTable, ReadsThreadCall> {
  const tx = createTransactor(db);
  const drafts = createDraftsReader(db);
  const profiles = createProfilesRepo(db, tx, () => '');
  const views = createCatalogViews(db, tx, (profileId) => drafts.version(profileId));
  // Read only: its writes are never called here (the connection refuses them besides).
  const sent = createSentCatalogRepo(db, tx, () => '');
  const checkProfile = (profileId: string): void => {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  };
  return {
    'drafts.load': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(loadDrafts(drafts, profileId));
    },
    'catalog.values': ({ profileId, spec, column }) => {
      checkProfile(profileId);
      return Promise.resolve(views.values(profileId, spec, column));
    },
    'catalog.changedIds': ({ profileId }) => {
      checkProfile(profileId);
      return Promise.resolve(changedDraftIds({ drafts, sent }, profileId));
    },
  };
}
