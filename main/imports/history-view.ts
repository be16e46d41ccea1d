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
 * Why requests were never sent, one entry per reason: those holding products that wait for a
 * refused master (held back, or not sent), with the masters' codes; then the others by message.
 */
function notSentWhyOf(
  record: ImportRecord,
  outcomes: readonly RowOutcome[],
): NonNullable<HistoryEntry['notSentWhy']> {
  const why: NonNullable<HistoryEntry['notSentWhy']> = [];
  const waitingIn = new Set<number>();
  const masters = new Set<string>();
  for (const { fate } of outcomes) {
    if (fate.fate !== 'waiting') continue;
    waitingIn.add(fate.seq);
    for (const master of fate.masters) masters.add(master);
  }
  if (waitingIn.size > 0) {
    why.push({
      code: 'waiting_for_master',
      requests: waitingIn.size,
      masters: [...masters].sort(),
    });
  }
  const byCode = new Map<ImportMessageCode | null, number>();
  for (const batch of record.batches) {
    if (requestFate(record.batches, batch) !== 'not_sent' || waitingIn.has(batch.seq)) continue;
    const code = batch.lastErrorCode?.code ?? null;
    if (code !== null && WAITING_CODES.has(code)) continue;
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
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

function entryOf(
  record: ImportRecord,
  results: readonly (ImportResult | null)[],
  outcomes: readonly RowOutcome[],
): HistoryEntry {
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
    rows: record.batches
      .filter((batch) => batch.parentSeq === null)
      .reduce((sum, batch) => sum + batch.rows.length, 0),
    requestCounts: requestCounts(record),
    rowCounts: rowCountsOf(outcomes),
    notSentWhy: notSentWhyOf(record, outcomes),
    totals,
  };
}

/** The rows a finished import did not apply: refused, or waiting for a refused master. */
export function refusedRows(record: ImportRecord): HistoryDetail['rowsNotApplied'] {
  return rowOutcomes(record)
    .filter((outcome) => outcome.fate.fate === 'refused' || outcome.fate.fate === 'waiting')
    .map(viewOf);
}

export function historyEntry(record: ImportRecord): HistoryEntry {
  return entryOf(record, record.batches.map(resultOf), rowOutcomes(record));
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
    const answer =
      fate.fate === 'applied' && row.grid === 'products'
        ? results.get(fate.seq)?.products.find((product) => product.id === row.code)
        : undefined;
    return { ...viewOf({ row, fate }), created: answer?.created ?? null };
  });
}

export function historyDetail(record: ImportRecord): HistoryDetail {
  const results = record.batches.map(resultOf);
  const outcomes = rowOutcomes(record);
  const fates = new Map(outcomes.map((outcome) => [rowKey(outcome.row), outcome]));
  const resultBySeq = new Map(
    record.batches.map((batch, index) => [batch.seq, results[index] ?? null]),
  );
  return {
    ...entryOf(record, results, outcomes),
    rowsNotApplied: outcomes
      .filter((outcome) => outcome.fate.fate !== 'applied' && outcome.fate.fate !== 'pending')
      .map(viewOf),
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
        parentSeq: batch.parentSeq,
        fate: requestFate(record.batches, batch),
        idempotencyKey: batch.idempotencyKey,
        state: batch.state,
        attempts: batch.attempts,
        responseStatus: batch.responseStatus,
        error: batch.lastError,
        errorCode: batch.lastErrorCode?.code ?? null,
        errorParams: batch.lastErrorCode?.params ?? null,
        result: results[index] ?? null,
        rows: rowsWithFates(batch, fates, resultBySeq),
        problems,
      };
    }),
  };
}
