import type { ImportMessage } from '../../app/imports/messages.ts';
import type { ImportProgress, ImportRunState } from '../../app/imports/schemas.ts';
import type { ImportRecord } from '../store/index.ts';
import { requestCounts, rowOutcomes } from './row-fates.ts';
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
  const done = batches.filter((b) => b.state === 'done');
  const counts = requestCounts(record);
  const failed = counts.refused + counts.notSent + counts.unanswered;
  const total = counts.applied + counts.split + failed + counts.pending;
  const waiting = state === 'running' ? wait : null;
  // Only a refusal leaves rows refused or waiting: the rows are read only then.
  const outcomes = batches.some((b) => b.state === 'failed') ? rowOutcomes(record) : [];
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
    rowsTotal: batches
      .filter((b) => b.parentSeq === null)
      .reduce((sum, b) => sum + b.rows.length, 0),
    rowsDone: done.reduce((sum, b) => sum + b.rows.length, 0),
    rowsRefused: outcomes.filter((o) => o.fate.fate === 'refused').length,
    rowsWaiting: outcomes.filter((o) => o.fate.fate === 'waiting').length,
    etaMs: perAnswerMs === null ? null : Math.round(perAnswerMs * counts.pending),
    message: message?.text ?? null,
    messageCode: message?.code ?? null,
    messageParams: message?.params ?? null,
  };
}
