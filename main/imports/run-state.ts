import type { ImportMessage } from '../../app/imports/messages.ts';
import type { ImportRunState } from '../../app/imports/schemas.ts';
import { newestWait, type OpenWait, type Wait } from './run-waits.ts';

// An import run's state, one value the run replaces through the transitions (run-transitions.ts),
// and what the run reads from it. The phases:
// - planned: made from the journal record, not started (how an unfinished import that is not
//   running is shown);
// - sending: batches go out. A request waiting (a 429, a network back-off, a reconnect after a
//   401, the token's pause) is an open wait, not a phase: other requests may go meanwhile, and
//   the progress says "waiting" while one is open. Finding refused rows is not a phase either:
//   the run goes on with the batches made from the refused one, and its message says so;
// - paused: nothing more goes until resumed; the requests already out finish;
// - stopping: nothing more goes, and why (a cancel, a 403, a refusal when the import stops at
//   the first one, the app's shutdown); the requests already out finish (a shutdown aborts them);
// - ended: with its outcome.

/** Why a running import is stopping (the journal keeps its own `StopReason` once it ended). */
export type StopCause = 'cancelled' | 'forbidden' | 'refused' | 'shutdown';

export type EndOutcome = 'done' | 'failed' | 'cancelled' | 'interrupted';

export type RunPhase =
  | { name: 'planned' }
  | { name: 'sending' }
  | { name: 'paused' }
  /** `paused`: paused before or while stopping; the progress shows it until the end. */
  | { name: 'stopping'; why: StopCause; paused: boolean }
  | { name: 'ended'; outcome: EndOutcome };

export interface RunState {
  readonly phase: RunPhase;
  /** The last problem or notice (English text, code and params). */
  readonly message: ImportMessage | null;
  /** Oldest first. */
  readonly waits: readonly OpenWait[];
  /** Reconnects seen: a 401 to a request sent before the last one is simply resent. */
  readonly reconnects: number;
  readonly answered: number;
  readonly firstSentAt: number | null;
  readonly lastAnsweredAt: number;
}

export const PLANNED: RunState = {
  phase: { name: 'planned' },
  message: null,
  waits: [],
  reconnects: 0,
  answered: 0,
  firstSentAt: null,
  lastAnsweredAt: 0,
};

/** Whether the next request may go now, must wait for a resume, or must not go at all. */
export type Gate = 'go' | 'wait' | 'stop';

export function gateOf(state: RunState): Gate {
  switch (state.phase.name) {
    case 'sending':
      return 'go';
    case 'paused':
      return 'wait';
    case 'planned':
    case 'stopping':
    case 'ended':
      return 'stop';
  }
}

/** What the progress says of the run (besides its journal record). */
export interface RunView {
  /** running, paused or an end state; an open wait while running shows as "waiting". */
  state: ImportRunState;
  wait: Wait | null;
  message: ImportMessage | null;
  /** Mean time between answers so far (ms); null before the first. */
  perAnswerMs: number | null;
}

function shownState(phase: RunPhase): ImportRunState {
  switch (phase.name) {
    case 'planned':
    case 'sending':
      return 'running';
    case 'paused':
      return 'paused';
    case 'stopping':
      return phase.paused ? 'paused' : 'running';
    case 'ended':
      return phase.outcome;
  }
}

export function viewOf(state: RunState): RunView {
  return {
    state: shownState(state.phase),
    wait: newestWait(state.waits),
    message: state.message,
    perAnswerMs:
      state.answered === 0 || state.firstSentAt === null
        ? null
        : (state.lastAnsweredAt - state.firstSentAt) / state.answered,
  };
}

/**
 * How a run whose lanes finished ends: what the journal is told of the batches still to send or
 * unanswered (`unfinished`), and the outcome ("by_rows": done when every row was applied, else
 * failed, read from the journal afterwards).
 */
export type Closing =
  | { journal: null; outcome: 'interrupted' }
  | { journal: 'stop_cancelled'; outcome: 'cancelled' }
  | { journal: 'stop_forbidden' | 'fail_unfinished' | null; outcome: 'by_rows' };

export function closingOf(state: RunState, unfinished: boolean): Closing {
  const why = state.phase.name === 'stopping' ? state.phase.why : null;
  if (why === 'shutdown') return { journal: null, outcome: 'interrupted' };
  if (why === null || !unfinished) return { journal: null, outcome: 'by_rows' };
  switch (why) {
    case 'forbidden':
      return { journal: 'stop_forbidden', outcome: 'by_rows' };
    case 'refused':
      return { journal: 'fail_unfinished', outcome: 'by_rows' };
    case 'cancelled':
      return { journal: 'stop_cancelled', outcome: 'cancelled' };
  }
}
