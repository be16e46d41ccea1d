import type { HistoryDetail, ImportProgress } from '../../../app/imports/schemas.ts';
import { messageKindOf, type MessageKind } from './message-kinds.ts';
import type { PlanGrid } from './plan-summary.ts';

// An ended import as the results view shows it (from imports.detail): per request what was
// created — masters only as counts per kind, because the service's answer only counts them —
// and per product whether it was created or updated; refused requests with the service's
// message against the rows they held (those rows stay in the draft).

type Batch = HistoryDetail['batches'][number];

export interface RowMessage {
  grid: PlanGrid;
  draftId: string;
  code: string;
  /** The service's messages about this row (from its error body's element paths). */
  messages: string[];
}

export interface RequestOutcome {
  seq: number;
  state: Batch['state'];
  /** What became of it: applied, refused, split (narrowed down), replaced (held back), … */
  fate: Batch['fate'];
  rows: number;
  /** Created masters per kind, as the service counted them; null when not applied. */
  mastersCreated: Record<string, number> | null;
  productsCreated: string[];
  productsUpdated: string[];
  /** Why it was not applied (or may not have been). */
  error: { kind: MessageKind; text: string; status: number | null } | null;
  /** Messages of the service that name no row. */
  generalProblems: string[];
  /** The rows of a request that was not applied, each with what the service said about it. */
  keptRows: RowMessage[];
}

export interface ResultsSummary {
  requests: RequestOutcome[];
  mastersCreated: Record<string, number>;
  productsCreated: number;
  productsUpdated: number;
  rowsApplied: number;
  rowsKept: number;
  /** Requests refused whose rows stay (not those narrowed down, never sent or unanswered). */
  refusedRequests: number;
  /** Requests by what became of them; null for an import journalled before they were counted. */
  requestCounts: HistoryDetail['requestCounts'] | null;
  /** The rows not applied, each with why (refused with the service's words, waiting, not sent). */
  rowsNotApplied: NonNullable<HistoryDetail['rowsNotApplied']>;
  /** Requests whose own card says more than their rows do (a whole request refused, no answer). */
  requestCards: RequestOutcome[];
}

function outcomeOf(batch: Batch): RequestOutcome {
  const applied = batch.state === 'done';
  const byRow = new Map<string, string[]>();
  const generalProblems: string[] = [];
  for (const problem of batch.problems) {
    const text = problem.path === null ? problem.message : `${problem.path}: ${problem.message}`;
    if (problem.draftId === null) generalProblems.push(text);
    else byRow.set(problem.draftId, [...(byRow.get(problem.draftId) ?? []), problem.message]);
  }
  const products = batch.result?.products ?? [];
  return {
    seq: batch.seq,
    state: batch.state,
    fate: batch.fate,
    rows: batch.rows.length,
    mastersCreated: applied ? (batch.result?.created ?? {}) : null,
    productsCreated: products.filter((p) => p.created).map((p) => p.id),
    productsUpdated: products.filter((p) => !p.created).map((p) => p.id),
    error:
      applied || batch.error === null
        ? null
        : {
            kind: messageKindOf(batch.errorCode, batch.errorParams, batch.error),
            text: batch.error,
            status: batch.responseStatus,
          },
    generalProblems,
    keptRows: applied
      ? []
      : batch.rows.map(({ grid, draftId, code }) => ({
          grid,
          draftId,
          code,
          messages: byRow.get(draftId) ?? [],
        })),
  };
}

export function resultsSummary(detail: HistoryDetail): ResultsSummary {
  const requests = detail.batches.map(outcomeOf);
  const rows = detail.rowCounts;
  const rowsNotApplied = detail.rowsNotApplied ?? [];
  // Without row outcomes (an import journalled before them), a request's rows stand for it.
  const byRequest = detail.rowsNotApplied === undefined;
  return {
    requests,
    mastersCreated: detail.totals.mastersCreated,
    productsCreated: detail.totals.productsCreated,
    productsUpdated: detail.totals.productsUpdated,
    rowsApplied:
      rows?.applied ??
      requests.filter((r) => r.state === 'done').reduce((sum, r) => sum + r.rows, 0),
    rowsKept:
      rows === undefined
        ? requests.filter((r) => r.state !== 'done').reduce((sum, r) => sum + r.rows, 0)
        : rows.refused + rows.waiting + rows.notSent + rows.unanswered,
    refusedRequests: requests.filter((r) => r.fate === 'refused').length,
    requestCounts: detail.requestCounts ?? null,
    rowsNotApplied,
    requestCards: requests.filter(
      (r) =>
        (byRequest && r.state !== 'done') ||
        (r.fate === 'refused' && r.rows > 1) ||
        r.fate === 'unanswered',
    ),
  };
}

/** The progress of an import that is no longer running, read from its journal (after a reload). */
export function progressFromDetail(detail: HistoryDetail): ImportProgress {
  const done = detail.batches.filter((b) => b.state === 'done');
  const failed = detail.batches.filter((b) => b.state === 'failed');
  const counts = detail.requestCounts;
  const state: ImportProgress['state'] =
    detail.outcome === 'forbidden'
      ? 'failed'
      : detail.outcome === 'pending' || detail.outcome === 'running'
        ? 'interrupted'
        : detail.outcome;
  const last = [...failed].reverse().find((b) => b.error !== null);
  return {
    importId: detail.importId,
    profileId: detail.profileId,
    state,
    waitingFor: null,
    waitUntil: null,
    requestsTotal:
      counts === undefined
        ? detail.batches.length
        : counts.applied +
          counts.refused +
          counts.split +
          counts.notSent +
          counts.unanswered +
          counts.pending,
    requestsDone: counts?.applied ?? done.length,
    requestsFailed:
      counts === undefined ? failed.length : counts.refused + counts.notSent + counts.unanswered,
    requestsSplit: counts?.split ?? 0,
    requestsNotSent: counts?.notSent ?? 0,
    requestsUnanswered: counts?.unanswered ?? 0,
    rowsTotal: detail.rows,
    rowsDone: detail.rowCounts?.applied ?? done.reduce((sum, b) => sum + b.rows.length, 0),
    rowsRefused: detail.rowCounts?.refused ?? 0,
    rowsWaiting: detail.rowCounts?.waiting ?? 0,
    rowsNotSent: detail.rowCounts?.notSent ?? 0,
    rowsUnanswered: detail.rowCounts?.unanswered ?? 0,
    etaMs: null,
    message: last?.error ?? null,
    messageCode: last?.errorCode ?? null,
    messageParams: last?.errorParams ?? null,
  };
}
