import { describe, expect, it } from 'vitest';
import { pacerPaused } from '../../../main/imports/run-messages.ts';
import type { RunPhase, RunState } from '../../../main/imports/run-state.ts';
import {
  nextRunState,
  type RunEffect,
  type RunEvent,
} from '../../../main/imports/run-transitions.ts';
import { describePhase, EVENTS, note, PHASES, stateIn, STOP_CAUSES } from './run-state-fixtures.ts';

// Every transition of an import run's state (run-transitions.ts), the refused ones too: an event
// that means nothing in a state is refused, and the run then changes nothing and does nothing.

const HALT: readonly RunEffect[] = ['interruptWaits', 'takeBackQueued', 'wakeGate'];

function accepted(state: RunState, event: RunEvent): { state: RunState; effects: RunEffect[] } {
  const transition = nextRunState(state, event);
  if (!transition.accepted) throw new Error(`refused: ${transition.why}`);
  return { state: transition.state, effects: [...transition.effects] };
}

function refusal(state: RunState, event: RunEvent): string {
  const transition = nextRunState(state, event);
  if (transition.accepted)
    throw new Error(`accepted ${event.type} in ${describePhase(state.phase)}`);
  return transition.why;
}

const sending: RunPhase = { name: 'sending' };
const paused: RunPhase = { name: 'paused' };
const stopping = (why: (typeof STOP_CAUSES)[number], isPaused = false): RunPhase => ({
  name: 'stopping',
  why,
  paused: isPaused,
});
const ACTIVE: readonly RunPhase[] = PHASES.filter(
  (phase) => phase.name !== 'planned' && phase.name !== 'ended',
);

describe('a planned run', () => {
  it('starts sending and says so', () => {
    expect(accepted(stateIn({ name: 'planned' }), { type: 'start' })).toEqual({
      state: stateIn(sending),
      effects: ['emit'],
    });
  });

  it.each(EVENTS.filter((event) => event.type !== 'start'))(
    'refuses $type before it started',
    (event) => {
      expect(refusal(stateIn({ name: 'planned' }), event)).toBe('not started');
    },
  );
});

describe('an ended run', () => {
  const outcomes = ['done', 'failed', 'cancelled', 'interrupted'] as const;
  it.each(outcomes.flatMap((outcome) => EVENTS.map((event) => ({ outcome, event }))))(
    'refuses $event.type once $outcome',
    ({ outcome, event }) => {
      expect(refusal(stateIn({ name: 'ended', outcome }), event)).toBe(`ended (${outcome})`);
    },
  );
});

const eachActive = ACTIVE.map((phase) => ({ phase, name: describePhase(phase) }));

describe('start', () => {
  it.each(eachActive)('is refused when $name: the run started already', ({ phase }) => {
    expect(refusal(stateIn(phase), { type: 'start' })).toBe('already started');
  });
});

describe('pause', () => {
  it('takes back the queued requests and shows paused', () => {
    expect(accepted(stateIn(sending), { type: 'pause' })).toEqual({
      state: stateIn(paused),
      effects: ['takeBackQueued', 'emit'],
    });
  });

  it('is refused when paused already', () => {
    expect(refusal(stateIn(paused), { type: 'pause' })).toBe('already paused');
    expect(refusal(stateIn(stopping('cancelled', true)), { type: 'pause' })).toBe('already paused');
  });

  it.each(STOP_CAUSES)('while stopping (%s) only shows paused until the end', (why) => {
    expect(accepted(stateIn(stopping(why)), { type: 'pause' })).toEqual({
      state: stateIn(stopping(why, true)),
      effects: ['takeBackQueued', 'emit'],
    });
  });
});

describe('resume', () => {
  it('wakes the lanes waiting at the gate and shows running', () => {
    expect(accepted(stateIn(paused), { type: 'resume' })).toEqual({
      state: stateIn(sending),
      effects: ['wakeGate', 'emit'],
    });
  });

  it('is refused when not paused', () => {
    expect(refusal(stateIn(sending), { type: 'resume' })).toBe('not paused');
    expect(refusal(stateIn(stopping('forbidden')), { type: 'resume' })).toBe('not paused');
  });

  it.each(STOP_CAUSES)('while stopping (%s) shows running again, still stopping', (why) => {
    expect(accepted(stateIn(stopping(why, true)), { type: 'resume' })).toEqual({
      state: stateIn(stopping(why)),
      effects: ['emit'],
    });
  });
});

describe('cancel', () => {
  it('stops: the waits end, the queued requests are taken back, the gate opens (no event yet)', () => {
    expect(accepted(stateIn(sending), { type: 'cancel' })).toEqual({
      state: stateIn(stopping('cancelled')),
      effects: HALT,
    });
  });

  it('of a paused run keeps showing paused while it stops', () => {
    expect(accepted(stateIn(paused), { type: 'cancel' })).toEqual({
      state: stateIn(stopping('cancelled', true)),
      effects: HALT,
    });
  });

  it.each(STOP_CAUSES)('is refused while stopping (%s)', (why) => {
    expect(refusal(stateIn(stopping(why)), { type: 'cancel' })).toBe(`already stopping (${why})`);
  });
});

describe('shutdown', () => {
  it.each([sending, paused])('aborts the requests in flight too ($name)', (phase) => {
    expect(accepted(stateIn(phase), { type: 'shutdown' })).toEqual({
      state: stateIn(stopping('shutdown', phase.name === 'paused')),
      effects: ['abortInFlight', ...HALT],
    });
  });

  it.each(['cancelled', 'forbidden', 'refused'] as const)(
    'outranks stopping (%s) and aborts the requests in flight',
    (why) => {
      expect(accepted(stateIn(stopping(why, true)), { type: 'shutdown' })).toEqual({
        state: stateIn(stopping('shutdown', true)),
        effects: ['abortInFlight', ...HALT],
      });
    },
  );

  it('is refused when shutting down already', () => {
    expect(refusal(stateIn(stopping('shutdown')), { type: 'shutdown' })).toBe(
      'already shutting down',
    );
  });
});

describe('forbidden (a 403)', () => {
  const message = note('permission_missing', 'No imports:write.');
  const event: RunEvent = { type: 'forbidden', message };

  it.each([sending, paused])(
    'stops the run with its message, without an event ($name)',
    (phase) => {
      expect(accepted(stateIn(phase), event)).toEqual({
        state: stateIn(stopping('forbidden', phase.name === 'paused'), { message }),
        effects: HALT,
      });
    },
  );

  it.each(['cancelled', 'refused', 'forbidden'] as const)(
    'outranks stopping (%s): the run ends as forbidden',
    (why) => {
      expect(accepted(stateIn(stopping(why)), event)).toEqual({
        state: stateIn(stopping('forbidden'), { message }),
        effects: HALT,
      });
    },
  );

  it('keeps a shutdown (the run ends interrupted) but says its message', () => {
    expect(accepted(stateIn(stopping('shutdown')), event)).toEqual({
      state: stateIn(stopping('shutdown'), { message }),
      effects: HALT,
    });
  });
});

describe('refused (a batch)', () => {
  const message = note('isolating_split', 'Finding the refused rows: request 1 split in two.');

  it.each(eachActive)(
    'says its message and goes on when the import does not stop at refusals ($name)',
    ({ phase }) => {
      expect(accepted(stateIn(phase), { type: 'refused', message, stop: false })).toEqual({
        state: stateIn(phase, { message }),
        effects: ['emit'],
      });
    },
  );

  it.each([sending, paused])(
    'stops the run when the import stops at the first refusal ($name)',
    (phase) => {
      expect(accepted(stateIn(phase), { type: 'refused', message, stop: true })).toEqual({
        state: stateIn(stopping('refused', phase.name === 'paused'), { message }),
        effects: [...HALT, 'emit'],
      });
    },
  );

  it.each([
    { before: 'cancelled', after: 'refused' },
    { before: 'forbidden', after: 'refused' },
    { before: 'refused', after: 'refused' },
    { before: 'shutdown', after: 'shutdown' },
  ] as const)('while stopping ($before) stops for $after', ({ before, after }) => {
    expect(accepted(stateIn(stopping(before)), { type: 'refused', message, stop: true })).toEqual({
      state: stateIn(stopping(after), { message }),
      effects: [...HALT, 'emit'],
    });
  });
});

describe('waits', () => {
  const network = { waitingFor: 'network', until: 5_000 } as const;
  const rateLimit = { waitingFor: 'rate_limit', until: 7_000 } as const;

  it.each(eachActive)('open with their message and close, each said ($name)', ({ phase }) => {
    const opened = accepted(stateIn(phase), {
      type: 'waitOpened',
      key: 2,
      wait: network,
      message: note('network_retry'),
    });
    expect(opened).toEqual({
      state: stateIn(phase, {
        waits: [{ key: 2, ...network }],
        message: note('network_retry'),
      }),
      effects: ['emit'],
    });
    expect(accepted(opened.state, { type: 'waitClosed', key: 2 })).toEqual({
      state: stateIn(phase, { message: note('network_retry') }),
      effects: ['emit'],
    });
  });

  it('keep each batch’s own; one opened again becomes the newest', () => {
    let state = stateIn(sending);
    state = accepted(state, {
      type: 'waitOpened',
      key: 0,
      wait: network,
      message: note('network_retry', 'a'),
    }).state;
    state = accepted(state, {
      type: 'waitOpened',
      key: 1,
      wait: rateLimit,
      message: note('rate_limit_wait', 'b'),
    }).state;
    state = accepted(state, {
      type: 'waitOpened',
      key: 0,
      wait: { waitingFor: 'network', until: 6_000 },
      message: note('network_retry', 'c'),
    }).state;
    expect(state.waits).toEqual([
      { key: 1, ...rateLimit },
      { key: 0, waitingFor: 'network', until: 6_000 },
    ]);
    expect(state.message).toEqual(note('network_retry', 'c'));
  });

  it('closing one not open changes nothing but is still said', () => {
    const state = stateIn(sending, { waits: [{ key: 1, ...network }] });
    expect(accepted(state, { type: 'waitClosed', key: 'reconnect' })).toEqual({
      state,
      effects: ['emit'],
    });
  });

  it.each(eachActive)(
    'the token’s 429 pause opens and closes one wait with the pacer’s message ($name)',
    ({ phase }) => {
      const opened = accepted(stateIn(phase, { waits: [{ key: 1, ...network }] }), {
        type: 'pacing',
        resumeAt: 9_000,
      });
      expect(opened).toEqual({
        state: stateIn(phase, {
          waits: [
            { key: 1, ...network },
            { key: 'pacing', waitingFor: 'rate_limit', until: 9_000 },
          ],
          message: pacerPaused(9_000),
        }),
        effects: ['emit'],
      });
      const closed = accepted(opened.state, { type: 'pacing', resumeAt: null });
      expect(closed).toEqual({
        state: stateIn(phase, { waits: [{ key: 1, ...network }], message: pacerPaused(9_000) }),
        effects: ['emit'],
      });
    },
  );
});

describe('requests and answers', () => {
  it.each(eachActive)(
    'note the first send, count each answer and each reconnect ($name)',
    ({ phase }) => {
      const first = accepted(stateIn(phase), { type: 'sent', at: 100 });
      expect(first).toEqual({ state: stateIn(phase, { firstSentAt: 100 }), effects: [] });
      const again = accepted(first.state, { type: 'sent', at: 150 });
      expect(again.state.firstSentAt).toBe(100);
      expect(accepted(again.state, { type: 'applied', at: 400 })).toEqual({
        state: stateIn(phase, { firstSentAt: 100, answered: 1, lastAnsweredAt: 400 }),
        effects: ['emit'],
      });
      expect(accepted(stateIn(phase, { reconnects: 2 }), { type: 'reconnected' })).toEqual({
        state: stateIn(phase, { reconnects: 3 }),
        effects: [],
      });
    },
  );
});

describe('a lane that threw', () => {
  it.each(eachActive)(
    'cuts the waits short and takes back the queued requests, the state as it was ($name)',
    ({ phase }) => {
      const state = stateIn(phase, { message: note('refused') });
      expect(accepted(state, { type: 'laneFailed' })).toEqual({ state, effects: HALT });
    },
  );
});

describe('the end', () => {
  const waits = [{ key: 'pacing', waitingFor: 'rate_limit', until: 1 }] as const;
  const cases: ReadonlyArray<{
    phase: RunPhase;
    ends: ReadonlyArray<'done' | 'failed' | 'cancelled' | 'interrupted'>;
  }> = [
    { phase: sending, ends: ['done', 'failed'] },
    { phase: paused, ends: ['done', 'failed'] },
    { phase: stopping('cancelled'), ends: ['done', 'failed', 'cancelled'] },
    { phase: stopping('forbidden', true), ends: ['done', 'failed'] },
    { phase: stopping('refused'), ends: ['done', 'failed'] },
    { phase: stopping('shutdown', true), ends: ['interrupted'] },
  ];
  const all = ['done', 'failed', 'cancelled', 'interrupted'] as const;

  it.each(
    cases.flatMap(({ phase, ends }) =>
      all.map((outcome) => ({
        phase,
        outcome,
        fits: ends.includes(outcome),
        name: describePhase(phase),
      })),
    ),
  )('from $name as $outcome: accepted $fits', ({ phase, outcome, fits }) => {
    const state = stateIn(phase, { waits, message: note('refused') });
    if (fits) {
      expect(accepted(state, { type: 'ended', outcome })).toEqual({
        state: stateIn({ name: 'ended', outcome }, { message: note('refused') }),
        effects: ['emit'],
      });
    } else {
      expect(refusal(state, { type: 'ended', outcome })).toBe(
        `a run ${describePhase(phase).replace(', paused', '')} cannot end ${outcome}`,
      );
    }
  });
});

describe('a run from start to end', () => {
  it('paused during a 429, resumed, cancelled behind a 403, ends as forbidden', () => {
    const steps: RunEvent[] = [
      { type: 'start' },
      { type: 'sent', at: 10 },
      { type: 'pacing', resumeAt: 500 },
      { type: 'pause' },
      { type: 'pacing', resumeAt: null },
      { type: 'resume' },
      { type: 'applied', at: 30 },
      { type: 'cancel' },
      { type: 'forbidden', message: note('permission_missing') },
      { type: 'pause' },
      { type: 'ended', outcome: 'failed' },
    ];
    const phases: string[] = [];
    let state = stateIn({ name: 'planned' });
    for (const event of steps) {
      state = accepted(state, event).state;
      phases.push(describePhase(state.phase));
    }
    expect(phases).toEqual([
      'sending',
      'sending',
      'sending',
      'paused',
      'paused',
      'sending',
      'sending',
      'stopping (cancelled)',
      'stopping (forbidden)',
      'stopping (forbidden, paused)',
      'ended (failed)',
    ]);
    expect(state).toEqual(
      stateIn(
        { name: 'ended', outcome: 'failed' },
        {
          message: note('permission_missing'),
          firstSentAt: 10,
          answered: 1,
          lastAnsweredAt: 30,
        },
      ),
    );
  });
});
