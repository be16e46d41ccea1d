import type { DatabaseSync } from 'node:sqlite';
import { loadDrafts } from '../handlers/draft-handlers.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import { createDraftsReader } from '../store/drafts-repo.ts';
import { createProfilesRepo } from '../store/profiles-repo.ts';
import { notFound } from '../store/store-errors.ts';
import { createTransactor } from '../store/transaction.ts';

// The calls the core answers in its reading thread (reads-worker.ts) rather than its own: long
// reads of the store that need nothing the core's thread holds in memory. Each is the same
// handler the core's table has, over the thread's own read-only connection.

export const READS_THREAD_CALLS = ['drafts.load'] as const;

export type ReadsThreadCall = (typeof READS_THREAD_CALLS)[number];

export function isReadsThreadCall(name: string): name is ReadsThreadCall {
  return (READS_THREAD_CALLS as readonly string[]).includes(name);
}

/** The reading thread's handlers, over its own connection (never written through). */
export function readsHandlers(db: DatabaseSync): Pick<HandlerTable, ReadsThreadCall> {
  const drafts = createDraftsReader(db);
  const profiles = createProfilesRepo(db, createTransactor(db), () => '');
  return {
    'drafts.load': ({ profileId }) => {
      if (profiles.get(profileId) === null) throw notFound('The connection');
      return Promise.resolve(loadDrafts(drafts, profileId));
    },
  };
}
