import type { ImportMessage } from '../../app/imports/messages.ts';
import { pacerPaused } from './run-messages.ts';
import type { EndOutcome, RunPhase, RunState, StopCause } from './run-state.ts';
import { closeWait, openWait, type Wait, type WaitKey } from './run-waits.ts';

// An import run's transitions, pure: state + event → the next state and what the run must do
// (effects, as data, in order), or a refusal when the event means nothing in that state (the run
// then changes nothing and does nothing). import-run.ts does the effects.

export type RunEvent =
  /** run() was called. */
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel' }
  /** The app is closing (or the import is being dropped). */
  | { type: 'shutdown' }
  /** A 403: the batch failed and nothing more is sent. */
  | { type: 'forbidden'; message: ImportMessage }
  /**
   * A batch was refused; `message` is what the progress says now (the refusal, or how its rows
   * are being found); `stop` when the import stops at the first refusal.
   */
  | { type: 'refused'; message: ImportMessage; stop: boolean }
  | { type: 'waitOpened'; key: WaitKey; wait: Wait; message: ImportMessage }
  | { type: 'waitClosed'; key: WaitKey }
  /** The token's queue paused after a 429 until `resumeAt`, or resumed (null). */
  | { type: 'pacing'; resumeAt: number | null }
  /** A request went out (each attempt), at `at` (ms since epoch). */
  | { type: 'sent'; at: number }
  | { type: 'applied'; at: number }
  /** The reconnect wait after a 401 ended (reconnected or interrupted). */
  | { type: 'reconnected' }
  /** A batch's work threw (a journal write failed); the run rethrows it once its lanes end. */
  | { type: 'laneFailed' }
  | { type: 'ended'; outcome: EndOutcome };

export type RunEffect =
  /** Emit the progress (of the new state). */
  | 'emit'
  /** Abort the requests still queued at the pacer, before they go. */
  | 'takeBackQueued'
  /** Let the lanes waiting at the gate look at the state again. */
  | 'wakeGate'
  /** End every wait at once, and every wait after (the signal stays aborted). */
  | 'interruptWaits'
  /** Abort the requests in flight. */
  | 'abortInFlight';

export type Transition =
  | { accepted: true; state: RunState; effects: readonly RunEffect[] }
  | { accepted: false; why: string };

type ActivePhase = Extract<RunPhase, { name: 'sending' | 'paused' | 'stopping' }>;

const HALT: readonly RunEffect[] = ['interruptWaits', 'takeBackQueued', 'wakeGate'];

/**
 * Which reason decides how a stopping run ends: a shutdown over all; a 403 or a stop at a
 * refusal over a cancel, the last of them counting.
 */
const RANK: Record<StopCause, number> = { cancelled: 1, forbidden: 2, refused: 2, shutdown: 3 };

const accept = (state: RunState, effects: readonly RunEffect[] = []): Transition => ({
  accepted: true,
  state,
  effects,
});

const refuse = (why: string): Transition => ({ accepted: false, why });

/**
 * Stops for `why`, or keeps stopping for the reason that outranks it. Halts every time, as a
 * request that passed the gate just before the first stop may have reached the pacer's queue since.
 */
function stopFor(phase: ActivePhase, why: StopCause): { phase: RunPhase; effects: RunEffect[] } {
  const effects: RunEffect[] = why === 'shutdown' ? ['abortInFlight', ...HALT] : [...HALT];
  if (phase.name !== 'stopping') {
    return { phase: { name: 'stopping', why, paused: phase.name === 'paused' }, effects };
  }
  return { phase: RANK[why] < RANK[phase.why] ? phase : { ...phase, why }, effects };
}

function endsAs(phase: ActivePhase, outcome: EndOutcome): boolean {
  const why = phase.name === 'stopping' ? phase.why : null;
  switch (outcome) {
    case 'interrupted':
      return why === 'shutdown';
    case 'cancelled':
      return why === 'cancelled';
    case 'done':
    case 'failed':
      return why !== 'shutdown';
  }
}

function pause(state: RunState, phase: ActivePhase): Transition {
  if (phase.name === 'sending') {
    return accept({ ...state, phase: { name: 'paused' } }, ['takeBackQueued', 'emit']);
  }
  if (phase.name === 'paused' || phase.paused) return refuse('already paused');
  // Stopping: nothing more goes anyway; the progress says paused until the end.
  return accept({ ...state, phase: { ...phase, paused: true } }, ['takeBackQueued', 'emit']);
}

function resume(state: RunState, phase: ActivePhase): Transition {
  if (phase.name === 'paused') {
    return accept({ ...state, phase: { name: 'sending' } }, ['wakeGate', 'emit']);
  }
  if (phase.name === 'sending' || !phase.paused) return refuse('not paused');
  return accept({ ...state, phase: { ...phase, paused: false } }, ['emit']);
}

function active(state: RunState, phase: ActivePhase, event: RunEvent): Transition {
  switch (event.type) {
    case 'start':
      return refuse('already started');
    case 'pause':
      return pause(state, phase);
    case 'resume':
      return resume(state, phase);
    case 'cancel': {
      if (phase.name === 'stopping') return refuse(`already stopping (${phase.why})`);
      const stop = stopFor(phase, 'cancelled');
      return accept({ ...state, phase: stop.phase }, stop.effects);
    }
    case 'shutdown': {
      if (phase.name === 'stopping' && phase.why === 'shutdown') {
        return refuse('already shutting down');
      }
      const stop = stopFor(phase, 'shutdown');
      return accept({ ...state, phase: stop.phase }, stop.effects);
    }
    case 'forbidden': {
      const stop = stopFor(phase, 'forbidden');
      return accept({ ...state, phase: stop.phase, message: event.message }, stop.effects);
    }
    case 'refused': {
      if (!event.stop) return accept({ ...state, message: event.message }, ['emit']);
      const stop = stopFor(phase, 'refused');
      return accept({ ...state, phase: stop.phase, message: event.message }, [
        ...stop.effects,
        'emit',
      ]);
    }
    case 'waitOpened':
      return accept(
        {
          ...state,
          waits: openWait(state.waits, event.key, event.wait),
          message: event.message,
        },
        ['emit'],
      );
    case 'waitClosed':
      return accept({ ...state, waits: closeWait(state.waits, event.key) }, ['emit']);
    case 'pacing':
      if (event.resumeAt === null) {
        return accept({ ...state, waits: closeWait(state.waits, 'pacing') }, ['emit']);
      }
      return accept(
        {
          ...state,
          waits: openWait(state.waits, 'pacing', {
            waitingFor: 'rate_limit',
            until: event.resumeAt,
          }),
          message: pacerPaused(event.resumeAt),
        },
        ['emit'],
      );
    case 'sent':
      return accept({ ...state, firstSentAt: state.firstSentAt ?? event.at });
    case 'applied':
      return accept({ ...state, answered: state.answered + 1, lastAnsweredAt: event.at }, ['emit']);
    case 'reconnected':
      return accept({ ...state, reconnects: state.reconnects + 1 });
    case 'laneFailed':
      // As before the state machine: the waits are cut short and the queued requests taken
      // back, but the run goes on and ends by its state (then rethrows).
      return accept(state, HALT);
    case 'ended':
      if (!endsAs(phase, event.outcome)) {
        const now = phase.name === 'stopping' ? `stopping (${phase.why})` : phase.name;
        return refuse(`a run ${now} cannot end ${event.outcome}`);
      }
      return accept({ ...state, phase: { name: 'ended', outcome: event.outcome }, waits: [] }, [
        'emit',
      ]);
  }
}

export function nextRunState(state: RunState, event: RunEvent): Transition {
  const { phase } = state;
  if (phase.name === 'ended') return refuse(`ended (${phase.outcome})`);
  if (phase.name === 'planned') {
    return event.type === 'start'
      ? accept({ ...state, phase: { name: 'sending' } }, ['emit'])
      : refuse('not started');
  }
  return active(state, phase, event);
}
