import { describe, expect, it } from 'vitest';
import { closingOf, gateOf, viewOf, type RunPhase } from '../../../main/imports/run-state.ts';
import { closeWait, newestWait, openWait } from '../../../main/imports/run-waits.ts';
import { describePhase, note, PHASES, stateIn } from './run-state-fixtures.ts';

// What an import run reads from its state (run-state.ts): whether a request may go, what the
// progress says, and how the run ends once its lanes finished.

const named = PHASES.map((phase) => ({ phase, name: describePhase(phase) }));

describe('the gate', () => {
  const expected: Record<RunPhase['name'], string> = {
    planned: 'stop',
    sending: 'go',
    paused: 'wait',
    stopping: 'stop',
    ended: 'stop',
  };

  it.each(named)('when $name', ({ phase }) => {
    expect(gateOf(stateIn(phase))).toBe(expected[phase.name]);
  });
});

describe('the view', () => {
  it.each(named)('shows $name as today’s progress state', ({ phase }) => {
    const shown =
      phase.name === 'ended'
        ? phase.outcome
        : phase.name === 'paused' || (phase.name === 'stopping' && phase.paused)
          ? 'paused'
          : 'running';
    expect(viewOf(stateIn(phase)).state).toBe(shown);
  });

  it('carries the message and the newest open wait', () => {
    const view = viewOf(
      stateIn(
        { name: 'sending' },
        {
          message: note('rate_limit_wait'),
          waits: [
            { key: 'reconnect', waitingFor: 'reconnect', until: null },
            { key: 4, waitingFor: 'rate_limit', until: 8_000 },
          ],
        },
      ),
    );
    expect(view).toEqual({
      state: 'running',
      wait: { waitingFor: 'rate_limit', until: 8_000 },
      message: note('rate_limit_wait'),
      perAnswerMs: null,
    });
  });

  it('gives the mean time per answer once one came (none before the first send)', () => {
    expect(viewOf(stateIn({ name: 'sending' }, { firstSentAt: 1_000 })).perAnswerMs).toBeNull();
    expect(viewOf(stateIn({ name: 'sending' }, { answered: 2 })).perAnswerMs).toBeNull();
    expect(
      viewOf(
        stateIn({ name: 'sending' }, { firstSentAt: 1_000, answered: 4, lastAnsweredAt: 3_000 }),
      ).perAnswerMs,
    ).toBe(500);
  });
});

describe('the waits', () => {
  const network = { waitingFor: 'network', until: 1 } as const;

  it('open, reopen as the newest, and close by key', () => {
    const one = openWait([], 0, network);
    const two = openWait(one, 'pacing', { waitingFor: 'rate_limit', until: 2 });
    expect(newestWait(two)).toEqual({ waitingFor: 'rate_limit', until: 2 });
    const reopened = openWait(two, 0, { waitingFor: 'network', until: 3 });
    expect(reopened.map((wait) => wait.key)).toEqual(['pacing', 0]);
    expect(newestWait(reopened)).toEqual({ waitingFor: 'network', until: 3 });
    expect(newestWait(closeWait(reopened, 0))).toEqual({ waitingFor: 'rate_limit', until: 2 });
    expect(newestWait(closeWait(closeWait(reopened, 0), 'pacing'))).toBeNull();
    expect(one).toEqual([{ key: 0, ...network }]);
  });
});

describe('the closing', () => {
  const stopping = (why: 'cancelled' | 'forbidden' | 'refused' | 'shutdown'): RunPhase => ({
    name: 'stopping',
    why,
    paused: false,
  });

  it.each([
    { phase: stopping('shutdown'), unfinished: true, journal: null, outcome: 'interrupted' },
    { phase: stopping('shutdown'), unfinished: false, journal: null, outcome: 'interrupted' },
    {
      phase: stopping('cancelled'),
      unfinished: true,
      journal: 'stop_cancelled',
      outcome: 'cancelled',
    },
    { phase: stopping('cancelled'), unfinished: false, journal: null, outcome: 'by_rows' },
    {
      phase: stopping('forbidden'),
      unfinished: true,
      journal: 'stop_forbidden',
      outcome: 'by_rows',
    },
    { phase: stopping('forbidden'), unfinished: false, journal: null, outcome: 'by_rows' },
    {
      phase: stopping('refused'),
      unfinished: true,
      journal: 'fail_unfinished',
      outcome: 'by_rows',
    },
    { phase: stopping('refused'), unfinished: false, journal: null, outcome: 'by_rows' },
    { phase: { name: 'sending' }, unfinished: true, journal: null, outcome: 'by_rows' },
    { phase: { name: 'sending' }, unfinished: false, journal: null, outcome: 'by_rows' },
    { phase: { name: 'paused' }, unfinished: false, journal: null, outcome: 'by_rows' },
  ] as const)(
    '$phase.name $phase.why, unfinished $unfinished: journal $journal, outcome $outcome',
    ({ phase, unfinished, journal, outcome }) => {
      expect(closingOf(stateIn(phase), unfinished)).toEqual({ journal, outcome });
    },
  );
});
