// The planning thread (a node:worker_threads Worker started by plan-thread.ts): plans the
// catalog's import with a read-only connection of its own to the store's file, so planning
// 50,000 products (seconds of reading, checking and packing) never holds the core's thread.
// WAL lets it read beside the core's writes; it sees each committed state whole.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { createDraftsReader } from '../store/drafts-repo.ts';
import { createImportJournalRepo } from '../store/import-journal-repo.ts';
import { createSentCatalogRepo } from '../store/sent-catalog-repo.ts';
import { isKikanError } from '../../app/errors.ts';
import { takeBackPlan } from './take-back.ts';
import { createTransactor } from '../store/transaction.ts';
import { planCatalog, previewCatalog, type PlanSource } from './catalog-plan.ts';
import { ClassifiedCache } from './classified-drafts.ts';
import { readChanges } from './changes-read.ts';
import type { PlanReply, PlanRequest } from './plan-thread.ts';

const { dbPath } = workerData as { dbPath: string };
const db = new DatabaseSync(dbPath);
db.exec('PRAGMA busy_timeout = 5000');
// Reads only: a write from here would take the write lock from the core.
db.exec('PRAGMA query_only = ON');
const now = () => new Date().toISOString();
const source: PlanSource = {
  drafts: createDraftsReader(db),
  sent: createSentCatalogRepo(db, createTransactor(db), now),
  // What the last plan classified, for the review's pages and the next plan while nothing moved.
  classified: new ClassifiedCache(),
};
const journal = createImportJournalRepo(db, createTransactor(db), now);

function answer(request: PlanRequest): PlanReply {
  try {
    // One read transaction: every table as of one moment, whatever the core writes meanwhile.
    db.exec('BEGIN');
    try {
      const value =
        request.kind === 'takeBack'
          ? takeBackPlan({ ...source, imports: journal }, request.importId, {
              changedLater: request.changedLater,
            })
          : request.kind === 'changes'
            ? readChanges(source, request.profileId, request.query)
            : request.kind === 'preview'
              ? previewCatalog(
                  source,
                  request.profileId,
                  request.limits,
                  request.atRisk,
                  request.unchanged,
                )
              : planCatalog(source, request.profileId, request.atRisk, request.unchanged);
      return { id: request.id, ok: true, value };
    } finally {
      db.exec('COMMIT');
    }
  } catch (error) {
    const kind =
      isKikanError(error) && (error.error.kind === 'not_found' || error.error.kind === 'conflict')
        ? error.error.kind
        : undefined;
    return {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(kind === undefined ? {} : { kind }),
    };
  }
}

parentPort?.on('message', (request: PlanRequest) => {
  parentPort?.postMessage(answer(request));
});
