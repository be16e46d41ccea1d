import type { ImportMessageCode } from '../../app/imports/messages.ts';
import type { PlannedRow } from '../../app/imports/plan.ts';
import type { HistoryDetail, HistoryEntry, HistoryRow } from '../../app/imports/schemas.ts';
import { readImportResultText, type ImportResult } from '../../app/resources/import-result.ts';
import { elementProblems } from '../client/element-problems.ts';
import type { ImportBatchRecord, ImportRecord } from '../store/index.ts';
import {
  everyRowApplied,
  requestCounts,
  requestFate,
  rowOutcomes,
  type RowOutcome,
} from './row-fates.ts';

// The History screen's view of the journal: every import with its outcome and totals, and per
// request its key, status, result or error, the rows it held and the service's problems mapped to
// those rows (a path such as "products[3].brand_code" names the 4th product of the body).

function outcomeOf(record: ImportRecord): HistoryEntry['outcome'] {
  if (record.stopReason !== null) return record.stopReason;
  // A refused request whose rows all went again in requests made from it: every row applied.
  if (record.state === 'failed' && everyRowApplied(record)) return 'done';
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

function rowCountsOf(outcomes: readonly RowOutcome[]): NonNullable<HistoryEntry['rowCounts']> {
  const counts = { applied: 0, refused: 0, waiting: 0, notSent: 0, unanswered: 0 };
  for (const { fate } of outcomes) {
    if (fate.fate === 'applied') counts.applied += 1;
    else if (fate.fate === 'refused') counts.refused += 1;
    else if (fate.fate === 'waiting') counts.waiting += 1;
    else if (fate.fate === 'not_sent') counts.notSent += 1;
    else if (fate.fate === 'unanswered') counts.unanswered += 1;
  }
  return counts;
}

/** Codes whose rows wait for a refused master: said once, with the masters, from the rows. */
const WAITING_CODES: ReadonlySet<string> = new Set(['waiting_for_master', 'dependency_refused']);

/**
 * Why requests were never sent, one entry per reason: the products waiting for a refused master
 * (with the masters' codes, how many products, and how many of the requests never sent held
 * them); then the others by message. The requests add up to requestCounts.notSent.
 */
function notSentWhyOf(
  record: ImportRecord,
  outcomes: readonly RowOutcome[],
): NonNullable<HistoryEntry['notSentWhy']> {
  const why: NonNullable<HistoryEntry['notSentWhy']> = [];
  const waitingIn = new Set<number>();
  const masters = new Set<string>();
  let waitingRows = 0;
  for (const { fate } of outcomes) {
    if (fate.fate !== 'waiting') continue;
    waitingRows += 1;
    waitingIn.add(fate.seq);
    for (const master of fate.masters) masters.add(master);
  }
  const byCode = new Map<ImportMessageCode | null, number>();
  let waitingRequests = 0;
  for (const batch of record.batches) {
    if (requestFate(record.batches, batch) !== 'not_sent') continue;
    const code = batch.lastErrorCode?.code ?? null;
    if (waitingIn.has(batch.seq) || (code !== null && WAITING_CODES.has(code))) {
      waitingRequests += 1;
      continue;
    }
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
  }
  if (waitingRows > 0 || waitingRequests > 0) {
    why.push({
      code: 'waiting_for_master',
      requests: waitingRequests,
      rows: waitingRows,
      masters: [...masters].sort(),
    });
  }
  for (const [code, requests] of byCode) why.push({ code, requests, masters: [] });
  return why;
}

function viewOf({ row, fate }: RowOutcome): NonNullable<HistoryDetail['rowsNotApplied']>[number] {
  return {
    grid: row.grid,
    draftId: row.draftId,
    code: row.code,
    fate: fate.fate,
    seq: fate.seq,
    field: fate.fate === 'refused' ? fate.field : null,
    message:
      fate.fate === 'refused' || fate.fate === 'not_sent' || fate.fate === 'unanswered'
        ? fate.message
        : null,
    masters: fate.fate === 'waiting' ? fate.masters : [],
  };
}

/**
 * Products created and updated, summed from the applied product rows (each said created or
 * updated by the answer of the request that applied it), so they add up to the rows applied.
 * A done request journalled without its rows (before the journal kept them) has no row fates:
 * its answer's products are counted as the service gave them.
 */
function productTotals(
  record: ImportRecord,
  outcomes: readonly RowOutcome[],
  resultBySeq: ReadonlyMap<number, ImportResult | null>,
): { productsCreated: number; productsUpdated: number } {
  let productsCreated = 0;
  let productsUpdated = 0;
  for (const { row, fate } of outcomes) {
    if (fate.fate !== 'applied' || row.grid !== 'products') continue;
    if (createdBy(resultBySeq.get(fate.seq), row) === true) productsCreated += 1;
    else productsUpdated += 1;
  }
  for (const batch of record.batches) {
    if (batch.state !== 'done' || batch.rows.length > 0) continue;
    for (const product of resultBySeq.get(batch.seq)?.products ?? []) {
      if (product.created) productsCreated += 1;
      else productsUpdated += 1;
    }
  }
  return { productsCreated, productsUpdated };
}

function createdBy(result: ImportResult | null | undefined, row: PlannedRow): boolean | null {
  return result?.products.find((product) => product.id === row.code)?.created ?? null;
}

function resultsBySeq(record: ImportRecord): Map<number, ImportResult | null> {
  return new Map(record.batches.map((batch) => [batch.seq, resultOf(batch)]));
}

function entryOf(
  record: ImportRecord,
  resultBySeq: ReadonlyMap<number, ImportResult | null>,
  outcomes: readonly RowOutcome[],
): HistoryEntry {
  // Masters: the service only counts those it created, per request (a done request applied all
  // of its rows, so these are counts over applied rows).
  const mastersCreated: Record<string, number> = {};
  for (const result of resultBySeq.values()) {
    if (result === null) continue;
    for (const [kind, count] of Object.entries(result.created)) {
      mastersCreated[kind] = (mastersCreated[kind] ?? 0) + count;
    }
  }
  const requestCountsOf = requestCounts(record);
  const counts = Object.values(requestCountsOf) as number[];
  return {
    importId: record.id,
    profileId: record.profileId,
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    outcome: outcomeOf(record),
    // Requests made or to make: one held back unsent (its rows went on in another) is not one.
    requests: counts.reduce((sum, n) => sum + n, 0),
    rows: outcomes.length,
    requestCounts: requestCountsOf,
    rowCounts: rowCountsOf(outcomes),
    notSentWhy: notSentWhyOf(record, outcomes),
    totals: { mastersCreated, ...productTotals(record, outcomes, resultBySeq) },
  };
}

/** The rows a finished import did not apply: refused, or waiting for a refused master. */
export function refusedRows(record: ImportRecord): HistoryDetail['rowsNotApplied'] {
  return rowOutcomes(record)
    .filter((outcome) => outcome.fate.fate === 'refused' || outcome.fate.fate === 'waiting')
    .map(viewOf);
}

export function historyEntry(record: ImportRecord): HistoryEntry {
  return entryOf(record, resultsBySeq(record), rowOutcomes(record));
}

const rowKey = (row: PlannedRow): string => `${row.grid}\u0000${row.draftId}`;

/**
 * Each row a request held, with its fate in the whole import (a row of a refused request that a
 * request made from it applied is applied) and, for an applied product, whether it was new.
 */
function rowsWithFates(
  batch: ImportBatchRecord,
  fates: ReadonlyMap<string, RowOutcome>,
  results: ReadonlyMap<number, ImportResult | null>,
): HistoryRow[] {
  return batch.rows.map((row) => {
    const outcome = fates.get(rowKey(row)) ?? { row, fate: { fate: 'pending', seq: batch.seq } };
    const { fate } = outcome;
    const created =
      fate.fate === 'applied' && row.grid === 'products'
        ? createdBy(results.get(fate.seq), row)
        : null;
    return { ...viewOf({ row, fate }), created };
  });
}

export function historyDetail(record: ImportRecord): HistoryDetail {
  const outcomes = rowOutcomes(record);
  const fates = new Map(outcomes.map((outcome) => [rowKey(outcome.row), outcome]));
  const resultBySeq = resultsBySeq(record);
  return {
    ...entryOf(record, resultBySeq, outcomes),
    rowsNotApplied: outcomes
      .filter((outcome) => outcome.fate.fate !== 'applied' && outcome.fate.fate !== 'pending')
      .map(viewOf),
    batches: record.batches.map((batch) => {
      const problems =
        batch.state === 'failed' && batch.responseText !== null
          ? elementProblems(batch.responseText, (text) => text).map((problem) => ({
              ...problem,
              draftId: draftIdAt(batch, problem.path),
            }))
          : [];
      return {
        seq: batch.seq,
        parentSeq: batch.parentSeq,
        fate: requestFate(record.batches, batch),
        idempotencyKey: batch.idempotencyKey,
        state: batch.state,
        attempts: batch.attempts,
        responseStatus: batch.responseStatus,
        error: batch.lastError,
        errorCode: batch.lastErrorCode?.code ?? null,
        errorParams: batch.lastErrorCode?.params ?? null,
        result: resultBySeq.get(batch.seq) ?? null,
        rows: rowsWithFates(batch, fates, resultBySeq),
        problems,
      };
    }),
  };
}
