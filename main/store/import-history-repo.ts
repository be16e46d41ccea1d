import type {
  BatchState,
  ImportJournalRepo,
  ImportRecord,
  ImportState,
} from './import-journal-repo.ts';
import { readImportResultText, type ImportResult } from '../../app/resources/import-result.ts';

// The import history: per import, what each batch did, derived from the journal's stored
// responses (the response text is the single source; nothing is stored twice).

export interface ImportHistoryBatch {
  seq: number;
  state: BatchState;
  attempts: number;
  lastError: string | null;
  responseStatus: number | null;
  /** Null until the batch is done, or when the response had an unexpected shape. */
  result: ImportResult | null;
}

export interface ImportTotals {
  mastersCreated: Record<string, number>;
  productsCreated: number;
  productsUpdated: number;
}

export interface ImportHistoryEntry {
  importId: string;
  profileId: string;
  createdAt: string;
  finishedAt: string | null;
  state: ImportState;
  batches: ImportHistoryBatch[];
  /** Sums over the done batches. */
  totals: ImportTotals;
}

export interface ImportHistoryRepo {
  /** Newest first. */
  list(profileId: string, options?: { limit?: number }): ImportHistoryEntry[];
  get(importId: string): ImportHistoryEntry | null;
}

export function summarizeImport(record: ImportRecord): ImportHistoryEntry {
  const totals: ImportTotals = { mastersCreated: {}, productsCreated: 0, productsUpdated: 0 };
  const batches = record.batches.map((batch): ImportHistoryBatch => {
    const reading =
      batch.state === 'done' && batch.responseText !== null
        ? readImportResultText(batch.responseText)
        : null;
    const result = reading?.ok === true ? reading.result : null;
    if (result !== null) {
      for (const [kind, count] of Object.entries(result.created)) {
        totals.mastersCreated[kind] = (totals.mastersCreated[kind] ?? 0) + count;
      }
      for (const product of result.products) {
        if (product.created) totals.productsCreated += 1;
        else totals.productsUpdated += 1;
      }
    }
    return {
      seq: batch.seq,
      state: batch.state,
      attempts: batch.attempts,
      lastError: batch.lastError,
      responseStatus: batch.responseStatus,
      result,
    };
  });
  return {
    importId: record.id,
    profileId: record.profileId,
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    state: record.state,
    batches,
    totals,
  };
}

export function createImportHistoryRepo(journal: ImportJournalRepo): ImportHistoryRepo {
  return {
    list: (profileId, options) => journal.list(profileId, options).map(summarizeImport),
    get(importId) {
      const record = journal.get(importId);
      return record === null ? null : summarizeImport(record);
    },
  };
}
