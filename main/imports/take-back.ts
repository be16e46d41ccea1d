import { randomUUID } from 'node:crypto';
import { KikanError } from '../../app/errors.ts';
import { lastSentIndex } from '../../app/catalog/last-sent.ts';
import {
  DEFAULT_CHANGED_LATER,
  TAKE_BACK_LISTED_MAX,
  type ChangedLaterChoice,
  type TakeBack,
} from '../../app/imports/take-back.ts';
import type {
  DraftsReader,
  DraftsRepo,
  ImportJournalRepo,
  SentCatalogRepo,
} from '../store/index.ts';
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

/** What the plan reads: the planning thread has it through its own read-only connection. */
export interface TakeBackSource {
  imports: Pick<ImportJournalRepo, 'get' | 'list' | 'listUnfinished'>;
  drafts: DraftsReader;
  sent: Pick<SentCatalogRepo, 'values'>;
}

/** What the write needs besides: the drafts' save, in one transaction with the check. */
export interface TakeBackStore extends TakeBackSource {
  drafts: DraftsRepo;
  transaction<T>(work: () => T): T;
}

export interface TakeBackOptions {
  changedLater?: ChangedLaterChoice;
  newId?: () => string;
}

/** Every import of the connection, oldest first (the journal lists newest first). */
const ALL_IMPORTS = -1;

/** What taking the send back would do (the rows put back, those listed and why); writes nothing. */
export function takeBackPlan(
  source: TakeBackSource,
  importId: string,
  options: TakeBackOptions = {},
): TakeBack {
  return worked(source, importId, options).result;
}

/** Puts the rows in the draft, unless the grids hold unsent edits (then it writes nothing). */
export function takeBack(
  store: TakeBackStore,
  importId: string,
  options: TakeBackOptions = {},
): TakeBack {
  // The check and the draft's rows commit together: nothing typed meanwhile is written over.
  return store.transaction(() => {
    const { result, rows, drafts } = worked(store, importId, options);
    if (result.unsentEdits > 0) {
      throw new KikanError({
        kind: 'conflict',
        message: `The grids hold ${String(result.unsentEdits)} rows not sent yet. Send or discard them first, then take this send back.`,
      });
    }
    const upserts = takeBackUpserts(rows.write, drafts, options.newId ?? randomUUID);
    for (const grid of TAKE_BACK_GRIDS) {
      if (upserts[grid].length > 0) {
        store.drafts.save(result.profileId, grid, { upserts: upserts[grid], deletes: [] });
      }
    }
    return { ...result, written: true };
  });
}

function worked(source: TakeBackSource, importId: string, options: TakeBackOptions) {
  const record = source.imports.get(importId);
  if (record === null)
    throw new KikanError({ kind: 'not_found', message: 'There is no such send.' });
  const { profileId } = record;
  if (record.finishedAt === null || source.imports.listUnfinished(profileId).length > 0) {
    throw new KikanError({
      kind: 'conflict',
      message: 'A send from this connection has not ended yet; take a send back once it has.',
    });
  }
  const imports = source.imports.list(profileId, { limit: ALL_IMPORTS }).reverse();
  const baseline = takeBackBaseline(imports, importId) ?? [];
  const rows = takeBackRows(baseline, options.changedLater ?? DEFAULT_CHANGED_LATER);
  const drafts = {} as Record<keyof GridDrafts, GridDrafts[keyof GridDrafts]>;
  const lastSent = {} as Record<keyof GridLastSent, GridLastSent[keyof GridLastSent]>;
  for (const grid of TAKE_BACK_GRIDS) {
    drafts[grid] = source.drafts.list(profileId, grid);
    // What was sent last matters only to a grid holding draft rows (a long read otherwise).
    lastSent[grid] =
      drafts[grid].length === 0 ? new Map() : lastSentIndex(source.sent.values(profileId, grid));
  }
  const result: TakeBack = {
    importId,
    profileId,
    createdAt: record.createdAt,
    counts: rows.counts,
    listed: rows.listed.slice(0, TAKE_BACK_LISTED_MAX),
    unsentEdits: unsentEdits(drafts, lastSent),
    written: false,
  };
  return { result, rows, drafts };
}
