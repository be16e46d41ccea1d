import type { HandlerTable } from '../ipc/handler-table.ts';
import type { ImportCoordinator } from '../imports/import-coordinator.ts';
import { historyDetail, historyEntry, refusedRows } from '../imports/history-view.ts';
import type { ImportJournalRepo, ResumeNoticesRepo, SentCatalogRepo } from '../store/index.ts';
import { KikanError } from '../../app/errors.ts';

type ImportHandlers = Pick<
  HandlerTable,
  | 'imports.preview'
  | 'imports.changes'
  | 'imports.start'
  | 'imports.list'
  | 'imports.pause'
  | 'imports.resume'
  | 'imports.cancel'
  | 'imports.drop'
  | 'imports.history'
  | 'imports.detail'
  | 'imports.refusedRows'
  | 'imports.resumeNotices'
  | 'imports.resumeNoticeShown'
  | 'sent.list'
  | 'sent.codes'
  | 'sent.lookup'
>;

export function importHandlers(
  coordinator: ImportCoordinator,
  journal: ImportJournalRepo,
  sent: SentCatalogRepo,
  notices: ResumeNoticesRepo,
): ImportHandlers {
  return {
    'imports.preview': ({ profileId, atRisk, unchanged }) =>
      coordinator.previewSoon(profileId, atRisk, unchanged),
    'imports.changes': ({ profileId, grid, which, search, offset, limit }) =>
      coordinator.changesSoon(profileId, {
        offset,
        limit,
        ...(grid === undefined ? {} : { grid }),
        ...(which === undefined ? {} : { which }),
        ...(search === undefined ? {} : { search }),
      }),
    'imports.start': ({ profileId, stopAtRefusal, atRisk, unchanged }) =>
      coordinator.startSoon(profileId, {
        stopAtRefusal: stopAtRefusal === true,
        ...(atRisk === undefined ? {} : { atRisk }),
        ...(unchanged === undefined ? {} : { unchanged }),
      }),
    'imports.list': ({ profileId }) => Promise.resolve({ imports: coordinator.list(profileId) }),
    'imports.pause': ({ importId }) => Promise.resolve(coordinator.pause(importId)),
    'imports.resume': ({ importId }) => Promise.resolve(coordinator.resume(importId)),
    'imports.cancel': ({ importId }) => Promise.resolve(coordinator.cancel(importId)),
    'imports.drop': ({ importId }) => coordinator.drop(importId),
    'imports.history': ({ profileId, limit }) =>
      Promise.resolve({
        imports: journal.list(profileId, limit === undefined ? {} : { limit }).map(historyEntry),
      }),
    'imports.detail': ({ importId }) => {
      const record = journal.get(importId);
      if (record === null) {
        throw new KikanError({ kind: 'not_found', message: 'There is no such send.' });
      }
      return Promise.resolve(historyDetail(record));
    },
    'imports.refusedRows': ({ profileId }) => {
      const newest = journal.list(profileId, { limit: 1 })[0];
      const finished = newest !== undefined && newest.finishedAt !== null;
      return Promise.resolve(
        finished
          ? { importId: newest.id, rows: refusedRows(newest) ?? [] }
          : { importId: null, rows: [] },
      );
    },
    'imports.resumeNotices': ({ profileId }) =>
      Promise.resolve({
        notices: notices.list(profileId).map(({ importId, interruptedAt, resumedAt }) => ({
          importId,
          interruptedAt,
          resumedAt,
        })),
      }),
    'imports.resumeNoticeShown': ({ importId }) =>
      Promise.resolve({ shown: notices.markShown(importId) }),
    'sent.list': ({ profileId, grid, search, limit, offset }) =>
      Promise.resolve(
        sent.list(profileId, {
          ...(grid === undefined ? {} : { grid }),
          ...(search === undefined ? {} : { search }),
          ...(limit === undefined ? {} : { limit }),
          ...(offset === undefined ? {} : { offset }),
        }),
      ),
    'sent.codes': ({ profileId }) =>
      Promise.resolve({
        brands: sent.codes(profileId, 'brands'),
        colors: sent.codes(profileId, 'colors'),
      }),
    'sent.lookup': ({ profileId, grid, codes }) =>
      Promise.resolve({ entries: sent.lookup(profileId, grid, codes) }),
  };
}
