import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { fastestScheduleMs } from '../../../app/imports/plan.ts';
import { secondsUntil } from '../lib/seconds-until.ts';
import { answeredOf } from '../ui/outcome-words.ts';
import { messageKindOf, type MessageKind } from './message-kinds.ts';

// The progress view of a running (or ended) import, from the latest imports.progress event:
// what phase it is in, how far it got, how long is left, and which buttons make sense.

export type ProgressPhase =
  | 'sending'
  | 'paused'
  | 'rateLimit'
  | 'network'
  | 'reconnect'
  | 'interrupted'
  | 'done'
  | 'failed'
  | 'cancelled'
  | 'dropped';

export interface ProgressView {
  phase: ProgressPhase;
  ended: boolean;
  /** Requests settled: answered, never sent, or given up without an answer (the bar's value). */
  finished: number;
  /** Requests the service answered: applied, refused, or refused and narrowed down. */
  answered: number;
  total: number;
  applied: number;
  /** Refused requests whose rows stay (the rows at fault). */
  refused: number;
  /** Refused requests narrowed down (split, or sent again without the rows at fault). */
  split: number;
  /** Never sent. */
  notSent: number;
  /** Sent without an answer, no longer in flight: they may have been applied. */
  unanswered: number;
  rowsRefused: number;
  rowsWaiting: number;
  rowsNotSent: number;
  rowsUnanswered: number;
  rowsDone: number;
  rowsTotal: number;
  /** 0–100, whole. */
  percent: number;
  /** Seconds until the queue goes on (rate limit, network retry); null when not waiting on a clock. */
  waitSeconds: number | null;
  /** Estimated time left; null while unknown (nothing answered yet) or once ended. */
  timeLeftMs: number | null;
  message: MessageKind | null;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
  canDrop: boolean;
}

const ENDED: ReadonlySet<ImportProgress['state']> = new Set([
  'done',
  'failed',
  'cancelled',
  'dropped',
]);

export const isEnded = (state: ImportProgress['state']): boolean => ENDED.has(state);

function phaseOf(progress: ImportProgress): ProgressPhase {
  switch (progress.state) {
    case 'running':
      return 'sending';
    case 'waiting':
      if (progress.waitingFor === 'rate_limit') return 'rateLimit';
      if (progress.waitingFor === 'reconnect') return 'reconnect';
      return 'network';
    default:
      return progress.state;
  }
}

export function progressView(progress: ImportProgress, now: number): ProgressView {
  const phase = phaseOf(progress);
  const ended = isEnded(progress.state);
  const split = progress.requestsSplit ?? 0;
  const notSent = progress.requestsNotSent ?? 0;
  const unanswered = progress.requestsUnanswered ?? 0;
  const refused = progress.requestsFailed - notSent - unanswered;
  const finished = progress.requestsDone + progress.requestsFailed + split;
  const total = progress.requestsTotal;
  const remaining = Math.max(0, total - finished);
  const waitSeconds =
    phase === 'rateLimit' || phase === 'network' ? secondsUntil(progress.waitUntil, now) : null;
  let timeLeftMs: number | null = null;
  if (!ended && progress.etaMs !== null) {
    // Answers alone could be quicker than the token's limit allows; the limit bounds it too.
    timeLeftMs = Math.max(progress.etaMs, fastestScheduleMs(remaining)) + (waitSeconds ?? 0) * 1000;
  }
  const active = progress.state === 'running' || progress.state === 'waiting';
  return {
    phase,
    ended,
    finished,
    answered: answeredOf(progress),
    total,
    applied: progress.requestsDone,
    refused,
    split,
    notSent,
    unanswered,
    rowsRefused: progress.rowsRefused ?? 0,
    rowsWaiting: progress.rowsWaiting ?? 0,
    rowsNotSent: progress.rowsNotSent ?? 0,
    rowsUnanswered: progress.rowsUnanswered ?? 0,
    rowsDone: progress.rowsDone,
    rowsTotal: progress.rowsTotal,
    percent: total === 0 ? 100 : Math.floor((finished / total) * 100),
    waitSeconds,
    timeLeftMs,
    message:
      progress.message === null
        ? null
        : messageKindOf(progress.messageCode, progress.messageParams, progress.message),
    canPause: active,
    canResume: progress.state === 'paused' || progress.state === 'interrupted',
    canCancel: active || progress.state === 'paused',
    canDrop: progress.state === 'interrupted',
  };
}
