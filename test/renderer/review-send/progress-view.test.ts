import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { progressView } from '../../../renderer/src/review-send/progress-view.ts';

const base: ImportProgress = {
  importId: 'i1',
  profileId: 'p1',
  state: 'running',
  waitingFor: null,
  waitUntil: null,
  requestsTotal: 10,
  requestsDone: 0,
  requestsFailed: 0,
  rowsTotal: 1000,
  rowsDone: 0,
  etaMs: null,
  message: null,
};

describe('progressView', () => {
  it('counts answered requests (applied or refused) on the bar, rows applied apart', () => {
    const view = progressView({ ...base, requestsDone: 3, requestsFailed: 1, rowsDone: 300 }, 0);
    expect(view).toMatchObject({
      phase: 'sending',
      finished: 4,
      total: 10,
      applied: 3,
      refused: 1,
      rowsDone: 300,
      percent: 40,
      ended: false,
    });
  });
  it('says answered only of requests the service answered: never sent and unanswered apart', () => {
    const view = progressView(
      {
        ...base,
        state: 'failed',
        requestsTotal: 12,
        requestsDone: 6,
        requestsSplit: 2,
        requestsFailed: 4,
        requestsNotSent: 2,
        requestsUnanswered: 1,
        rowsDone: 500,
        rowsNotSent: 150,
        rowsUnanswered: 100,
      },
      0,
    );
    expect(view).toMatchObject({
      finished: 12,
      answered: 9,
      applied: 6,
      split: 2,
      refused: 1,
      notSent: 2,
      unanswered: 1,
      rowsNotSent: 150,
      rowsUnanswered: 100,
    });
  });
  it('has no time left until something was answered, then bounds it by the rate limit', () => {
    expect(progressView(base, 0).timeLeftMs).toBeNull();
    // 6 left at 200 ms each is 1.2 s: the limit does not bind.
    expect(progressView({ ...base, requestsDone: 4, etaMs: 1200 }, 0).timeLeftMs).toBe(1200);
    // 300 left: the limit allows 120 a minute, so at least two more windows.
    const many = { ...base, requestsTotal: 310, requestsDone: 10, etaMs: 30_000 };
    expect(progressView(many, 0).timeLeftMs).toBe(120_000);
  });
  it('counts down while the rate limit holds the queue, and adds the wait to the time left', () => {
    const view = progressView(
      {
        ...base,
        state: 'waiting',
        waitingFor: 'rate_limit',
        waitUntil: 12_400,
        requestsDone: 5,
        etaMs: 1000,
      },
      2_000,
    );
    expect(view).toMatchObject({ phase: 'rateLimit', waitSeconds: 11, timeLeftMs: 12_000 });
    expect(view.canPause).toBe(true);
  });
  it('waits for a reconnect without a clock', () => {
    const view = progressView({ ...base, state: 'waiting', waitingFor: 'reconnect' }, 0);
    expect(view).toMatchObject({ phase: 'reconnect', waitSeconds: null });
  });
  it('offers the actions each state allows', () => {
    const actions = (state: ImportProgress['state']) => {
      const v = progressView({ ...base, state }, 0);
      return [v.canPause, v.canResume, v.canCancel, v.canDrop];
    };
    expect(actions('running')).toEqual([true, false, true, false]);
    expect(actions('paused')).toEqual([false, true, true, false]);
    expect(actions('interrupted')).toEqual([false, true, false, true]);
    expect(actions('done')).toEqual([false, false, false, false]);
    expect(actions('cancelled')).toEqual([false, false, false, false]);
  });
  it('ends with no time left and reads its last message', () => {
    const view = progressView(
      {
        ...base,
        state: 'failed',
        requestsDone: 9,
        requestsFailed: 1,
        etaMs: 100,
        message: 'The service refused the request (HTTP 422) while sending.',
      },
      0,
    );
    expect(view).toMatchObject({
      ended: true,
      percent: 100,
      timeLeftMs: null,
      message: { kind: 'refused', status: 422 },
    });
  });
  it('prefers the message’s code to its text', () => {
    const view = progressView(
      {
        ...base,
        state: 'failed',
        message: 'This connection lacks the permission needed for this operation.',
        messageCode: 'permission_missing',
        messageParams: { permission: 'kikan_products_write' },
      },
      0,
    );
    expect(view.message).toEqual({ kind: 'forbidden', permission: 'kikan_products_write' });
  });
});
