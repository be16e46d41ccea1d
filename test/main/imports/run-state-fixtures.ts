import type { ImportMessage } from '../../../app/imports/messages.ts';
import {
  PLANNED,
  type RunPhase,
  type RunState,
  type StopCause,
} from '../../../main/imports/run-state.ts';
import type { RunEvent } from '../../../main/imports/run-transitions.ts';

// Run states and events for the state machine's tests: one of each phase, and one of each event.

function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** A state in `phase`, deep-frozen: a transition that changed it in place would throw. */
export function stateIn(phase: RunPhase, rest: Partial<Omit<RunState, 'phase'>> = {}): RunState {
  return frozen({ ...PLANNED, ...rest, phase });
}

export const note = (code: ImportMessage['code'], text: string = code): ImportMessage => ({
  code,
  params: {},
  text,
});

export const STOP_CAUSES: readonly StopCause[] = ['cancelled', 'forbidden', 'refused', 'shutdown'];

/** Every phase a run can be in, each stopping reason paused and not. */
export const PHASES: readonly RunPhase[] = [
  { name: 'planned' },
  { name: 'sending' },
  { name: 'paused' },
  ...STOP_CAUSES.flatMap((why): RunPhase[] => [
    { name: 'stopping', why, paused: false },
    { name: 'stopping', why, paused: true },
  ]),
  { name: 'ended', outcome: 'done' },
  { name: 'ended', outcome: 'failed' },
  { name: 'ended', outcome: 'cancelled' },
  { name: 'ended', outcome: 'interrupted' },
];

/** One of every kind of event. */
export const EVENTS: readonly RunEvent[] = [
  { type: 'start' },
  { type: 'pause' },
  { type: 'resume' },
  { type: 'cancel' },
  { type: 'shutdown' },
  { type: 'forbidden', message: note('permission_missing') },
  { type: 'refused', message: note('refused'), stop: false },
  { type: 'refused', message: note('refused'), stop: true },
  {
    type: 'waitOpened',
    key: 3,
    wait: { waitingFor: 'network', until: 5_000 },
    message: note('network_retry'),
  },
  { type: 'waitClosed', key: 3 },
  { type: 'pacing', resumeAt: 9_000 },
  { type: 'pacing', resumeAt: null },
  { type: 'sent', at: 100 },
  { type: 'applied', at: 200 },
  { type: 'reconnected' },
  { type: 'laneFailed' },
  { type: 'ended', outcome: 'done' },
  { type: 'ended', outcome: 'failed' },
  { type: 'ended', outcome: 'cancelled' },
  { type: 'ended', outcome: 'interrupted' },
];

export const describePhase = (phase: RunPhase): string => {
  switch (phase.name) {
    case 'stopping':
      return `stopping (${phase.why}${phase.paused ? ', paused' : ''})`;
    case 'ended':
      return `ended (${phase.outcome})`;
    default:
      return phase.name;
  }
};
