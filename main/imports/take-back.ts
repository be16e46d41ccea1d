import { randomUUID } from 'node:crypto';
import { KikanError } from '../../app/errors.ts';
import { lastSentIndex } from '../../app/catalog/last-sent.ts';
import {
  DEFAULT_CHANGED_LATER,
  TAKE_BACK_LISTED_MAX,
  type ChangedLaterChoice,
  type TakeBack,
} from '../../app/imports/take-back.ts';
import type { DraftsRepo, ImportJournalRepo, SentCatalogRepo } from '../store/index.ts';
import { takeBackBaseline } from './take-back-baseline.ts';
import {
  TAKE_BACK_GRIDS,
  takeBackUpserts,
  unsentEdits,
  type GridDrafts,
  type GridLastSent,
} from './take-back-draft.ts';
import { takeBackRows } from './take-back-rows.ts';

// "Take back this send" from the store: the import's applied rows against the journal replayed
// (take-back-baseline.ts), what becomes of each (take-back-rows.ts), and the draft written in one
// transaction with the check that it holds no unsent edits (take-back-draft.ts). Nothing is sent:
// the draft goes through Review and send like any other.

export interface TakeBackStore {
  imports: ImportJournalRepo;
  drafts: DraftsRepo;
  sent: SentCatalogRepo;
  transaction<T>(work: () => T): T;
}

export interface TakeBackOptions {
  changedLater?: ChangedLaterChoice;
  /** Put the rows in the draft (false: only say what it would do). */
  write: boolean;
  newId?: () => string;
}

/** Every import of the connection, oldest first (the journal lists newest first). */
const ALL_IMPORTS = -1;

export function takeBack(
  store: TakeBackStore,
  importId: string,
  options: TakeBackOptions,
): TakeBack {
  const record = store.imports.get(importId);
  if (record === null)
    throw new KikanError({ kind: 'not_found', message: 'There is no such send.' });
  const { profileId } = record;
  if (record.finishedAt === null || store.imports.listUnfinished(profileId).length > 0) {
    throw new KikanError({
      kind: 'conflict',
      message: 'A send from this connection has not ended yet; take a send back once it has.',
    });
  }
  // Only a write takes the store's write lock: the check and the draft's rows commit together.
  const within = <T>(work: () => T): T => (options.write ? store.transaction(work) : work());
  return within(() => {
    const imports = store.imports.list(profileId, { limit: ALL_IMPORTS }).reverse();
    const baseline = takeBackBaseline(imports, importId) ?? [];
    const rows = takeBackRows(baseline, options.changedLater ?? DEFAULT_CHANGED_LATER);
    const drafts = {} as Record<keyof GridDrafts, GridDrafts[keyof GridDrafts]>;
    const lastSent = {} as Record<keyof GridLastSent, GridLastSent[keyof GridLastSent]>;
    for (const grid of TAKE_BACK_GRIDS) {
      drafts[grid] = store.drafts.list(profileId, grid);
      lastSent[grid] = lastSentIndex(store.sent.values(profileId, grid));
    }
    const waiting = unsentEdits(drafts, lastSent);
    let written = false;
    if (options.write) {
      if (waiting > 0) {
        throw new KikanError({
          kind: 'conflict',
          message: `The grids hold ${String(waiting)} rows not sent yet. Send or discard them first, then take this send back.`,
        });
      }
      const upserts = takeBackUpserts(rows.write, drafts, options.newId ?? randomUUID);
      for (const grid of TAKE_BACK_GRIDS) {
        if (upserts[grid].length > 0) {
          store.drafts.save(profileId, grid, { upserts: upserts[grid], deletes: [] });
        }
      }
      written = true;
    }
    return {
      importId,
      createdAt: record.createdAt,
      counts: rows.counts,
      listed: rows.listed.slice(0, TAKE_BACK_LISTED_MAX),
      unsentEdits: waiting,
      written,
    };
  });
}
