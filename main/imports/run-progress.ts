import type { ImportMessage } from '../../app/imports/messages.ts';
import type { ImportProgress, ImportRunState } from '../../app/imports/schemas.ts';
import type { ImportRecord } from '../store/index.ts';
import { requestCounts, rowOutcomes, type RowFate } from './row-fates.ts';
import type { Wait } from './run-waits.ts';

// An import run's progress event from its journal record and what the run is doing.

export interface RunSnapshot {
  record: ImportRecord;
  /** running, paused or an end state; an open wait while running shows as "waiting". */
  state: ImportRunState;
  wait: Wait | null;
  message: ImportMessage | null;
  /** Mean time between answers so far (ms); null before the first. */
  perAnswerMs: number | null;
}

export function progressOf({
  record,
  state,
  wait,
  message,
  perAnswerMs,
}: RunSnapshot): ImportProgress {
  const batches = record.batches;
  const counts = requestCounts(record);
  const failed = counts.refused + counts.notSent + counts.unanswered;
  const total = counts.applied + counts.split + failed + counts.pending;
  const waiting = state === 'running' ? wait : null;
  // Only a failed request leaves rows other than applied or to send: the rows are read only then
  // (until then every row of a done request is applied, and no row is in two requests).
  const outcomes = batches.some((b) => b.state === 'failed') ? rowOutcomes(record) : null;
  const rows = (keep: (fate: RowFate) => boolean) =>
    outcomes === null ? 0 : outcomes.filter((o) => keep(o.fate)).length;
  return {
    importId: record.id,
    profileId: record.profileId,
    state: waiting === null ? state : 'waiting',
    waitingFor: waiting?.waitingFor ?? null,
    waitUntil: waiting?.until ?? null,
    requestsTotal: total,
    requestsDone: counts.applied,
    requestsFailed: failed,
    requestsSplit: counts.split,
    requestsNotSent: counts.notSent,
    requestsUnanswered: counts.unanswered,
    rowsTotal: batches
      .filter((b) => b.parentSeq === null)
      .reduce((sum, b) => sum + b.rows.length, 0),
    rowsDone:
      outcomes === null
        ? batches.filter((b) => b.state === 'done').reduce((sum, b) => sum + b.rows.length, 0)
        : rows((f) => f.fate === 'applied'),
    rowsRefused: rows((f) => f.fate === 'refused'),
    rowsWaiting: rows((f) => f.fate === 'waiting'),
    rowsNotSent: rows((f) => f.fate === 'not_sent'),
    // Rows of a request in flight are not counted: only those whose request gave up on an answer.
    rowsUnanswered: rows((f) => f.fate === 'unanswered' && f.message !== null),
    etaMs: perAnswerMs === null ? null : Math.round(perAnswerMs * counts.pending),
    message: message?.text ?? null,
    messageCode: message?.code ?? null,
    messageParams: message?.params ?? null,
  };
}
