import type { ImportMessage } from '../../app/imports/messages.ts';
import type { ImportProgress, ImportRunState } from '../../app/imports/schemas.ts';
import type { ImportRecord } from '../store/index.ts';
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
  const failed = batches.filter((b) => b.state === 'failed').length;
  const remaining = batches.length - done.length - failed;
  const waiting = state === 'running' ? wait : null;
  return {
    importId: record.id,
    profileId: record.profileId,
    state: waiting === null ? state : 'waiting',
    waitingFor: waiting?.waitingFor ?? null,
    waitUntil: waiting?.until ?? null,
    requestsTotal: batches.length,
    requestsDone: done.length,
    requestsFailed: failed,
    rowsTotal: batches.reduce((sum, b) => sum + b.rows.length, 0),
    rowsDone: done.reduce((sum, b) => sum + b.rows.length, 0),
    etaMs: perAnswerMs === null ? null : Math.round(perAnswerMs * remaining),
    message: message?.text ?? null,
    messageCode: message?.code ?? null,
    messageParams: message?.params ?? null,
  };
}
