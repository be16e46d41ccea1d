import type { HistoryDetail, HistoryEntry } from '../../app/imports/schemas.ts';
import { readImportResultText, type ImportResult } from '../../app/resources/import-result.ts';
import { elementProblems } from '../client/element-problems.ts';
import type { ImportBatchRecord, ImportRecord } from '../store/index.ts';

// The History screen's view of the journal: every import with its outcome and totals, and per
// request its key, status, result or error, the rows it held and the service's problems mapped to
// those rows (a path such as "products[3].brand_code" names the 4th product of the body).

function outcomeOf(record: ImportRecord): HistoryEntry['outcome'] {
  if (record.stopReason !== null) return record.stopReason;
  return record.state;
}

function draftIdAt(batch: ImportBatchRecord, path: string | null): string | null {
  if (path === null) return null;
  const match = /^([a-z_]+)\[(\d+)\]/.exec(path);
  if (!match) return null;
  const [, grid, index] = match;
  const ofGrid = batch.rows.filter((row) => row.grid === grid);
  return ofGrid[Number(index)]?.draftId ?? null;
}

/** A done batch's answer as the service gave it; null when not done or unreadable. */
function resultOf(batch: ImportBatchRecord): ImportResult | null {
  if (batch.state !== 'done' || batch.responseText === null) return null;
  const reading = readImportResultText(batch.responseText);
  return reading.ok ? reading.result : null;
}

function entryOf(record: ImportRecord, results: readonly (ImportResult | null)[]): HistoryEntry {
  const totals: HistoryEntry['totals'] = {
    mastersCreated: {},
    productsCreated: 0,
    productsUpdated: 0,
  };
  for (const result of results) {
    if (result === null) continue;
    for (const [kind, count] of Object.entries(result.created)) {
      totals.mastersCreated[kind] = (totals.mastersCreated[kind] ?? 0) + count;
    }
    for (const product of result.products) {
      if (product.created) totals.productsCreated += 1;
      else totals.productsUpdated += 1;
    }
  }
  return {
    importId: record.id,
    profileId: record.profileId,
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    outcome: outcomeOf(record),
    requests: record.batches.length,
    rows: record.batches.reduce((sum, batch) => sum + batch.rows.length, 0),
    totals,
  };
}

export function historyEntry(record: ImportRecord): HistoryEntry {
  return entryOf(record, record.batches.map(resultOf));
}

export function historyDetail(record: ImportRecord): HistoryDetail {
  const results = record.batches.map(resultOf);
  return {
    ...entryOf(record, results),
    batches: record.batches.map((batch, index) => {
      const problems =
        batch.state === 'failed' && batch.responseText !== null
          ? elementProblems(batch.responseText, (text) => text).map((problem) => ({
              ...problem,
              draftId: draftIdAt(batch, problem.path),
            }))
          : [];
      return {
        seq: batch.seq,
        idempotencyKey: batch.idempotencyKey,
        state: batch.state,
        attempts: batch.attempts,
        responseStatus: batch.responseStatus,
        error: batch.lastError,
        errorCode: batch.lastErrorCode?.code ?? null,
        errorParams: batch.lastErrorCode?.params ?? null,
        result: results[index] ?? null,
        rows: batch.rows,
        problems,
      };
    }),
  };
}
