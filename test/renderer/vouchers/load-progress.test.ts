import { describe, expect, it } from 'vitest';
import type { LoadProgress } from '../../../app/resources/voucher-cache.ts';
import {
  addSample,
  durationParts,
  newerProgress,
  progressView,
  type PaceSample,
} from '../../../renderer/src/vouchers/load-progress.ts';

// The "load all" estimate: pages and pace always; a time left only when the list's length can be
// estimated (its length when last loaded in full), "unknown" otherwise.

const WINDOW = 60_000;
const T0 = 1_000_000;

function progress(patch: Partial<LoadProgress> = {}): LoadProgress {
  return {
    profileId: 'p',
    kind: 'purchase_orders',
    productCode: null,
    state: 'running',
    rows: 0,
    startRows: 0,
    pages: 0,
    expectedRows: null,
    startedAt: T0,
    resumeAt: null,
    msPerCall: WINDOW / 120,
    error: null,
    ...patch,
  };
}

/** One sample a page, `step` ms apart, from the run's start. */
function steady(pages: number, step: number): PaceSample[] {
  return Array.from({ length: pages }, (_, i) => ({ at: T0 + (i + 1) * step, pages: i + 1 }));
}

describe('load-all progress', () => {
  it('says the time left is unknown without a length to go by, whatever the pace', () => {
    const view = progressView(progress({ rows: 1000, pages: 20 }), T0 + 2000, steady(20, 100));
    expect(view.timeLeft).toEqual({ known: false, reason: 'no-total' });
    expect(view.pages).toBe(20);
    expect(view.boundPagesPerMinute).toBe(120);
  });

  it('expects the bound while a young run bursts faster (the burst cannot last)', () => {
    const view = progressView(progress({ rows: 1000, pages: 20 }), T0 + 2000, steady(20, 100));
    expect(view.pagesPerMinute).toBe(120);
  });

  it('shows a slow service’s own pace in a young run', () => {
    const view = progressView(progress({ rows: 100, pages: 2 }), T0 + 10_000, steady(2, 5000));
    expect(view.pagesPerMinute).toBe(12);
  });

  it('measures the pace over the last window once the run is older, never above the bound', () => {
    // 120 pages at once, then one every second: 60 pages in the last minute.
    const samples = [
      ...steady(120, 10),
      ...Array.from({ length: 120 }, (_, i) => ({ at: T0 + 61_000 + i * 1000, pages: 121 + i })),
    ];
    const now = T0 + 61_000 + 119 * 1000;
    const view = progressView(progress({ rows: 12_000, pages: 240 }), now, samples);
    expect(view.pagesPerMinute).toBe(60);
    // A fast service and an idle token: the bound still caps it.
    const fast = progressView(
      progress({ rows: 15_000, pages: 300 }),
      T0 + 70_000,
      steady(300, 200),
    );
    expect(fast.pagesPerMinute).toBe(120);
  });

  it('has no pace before the first page, and is still estimating with a length to go by', () => {
    expect(progressView(progress(), T0 + 500, []).pagesPerMinute).toBeNull();
    expect(progressView(progress({ expectedRows: 900 }), T0 + 500, []).timeLeft).toEqual({
      known: false,
      reason: 'measuring',
    });
  });

  it('estimates the time left from the last full length at the bound', () => {
    // 120 pages of 50 rows in 6 s; the list had 36,000 rows: 600 pages to go, none allowed in
    // this window any more, so 600 pages at 120 a minute.
    const view = progressView(
      progress({ rows: 6000, pages: 120, expectedRows: 36_000 }),
      T0 + 6000,
      steady(120, 50),
    );
    expect(view.timeLeft).toEqual({ known: true, seconds: 300, expectedRows: 36_000 });
  });

  it('counts what the window still allows at the run’s own speed', () => {
    // 10 pages of 50 rows in 1 s; 40 pages to go, all inside the window's remaining 110.
    const view = progressView(
      progress({ rows: 500, pages: 10, expectedRows: 2500 }),
      T0 + 1000,
      steady(10, 100),
    );
    expect(view.timeLeft).toEqual({ known: true, seconds: 4, expectedRows: 2500 });
  });

  it('uses the rows per page of this run, not the rows the cache had before it', () => {
    const view = progressView(
      progress({ rows: 10_000, startRows: 9000, pages: 10, expectedRows: 10_500 }),
      T0 + 1000,
      steady(10, 100),
    );
    // 100 rows a page: 5 pages to go.
    expect(view.timeLeft).toEqual({ known: true, seconds: 1, expectedRows: 10_500 });
  });

  it('adds a rate-limit pause to the time left and counts it down', () => {
    const view = progressView(
      progress({
        state: 'paused',
        rows: 500,
        pages: 10,
        expectedRows: 2500,
        resumeAt: T0 + 1000 + 12_500,
      }),
      T0 + 1000,
      steady(10, 100),
    );
    expect(view.resumeInSeconds).toBe(13);
    expect(view.timeLeft).toEqual({ known: true, seconds: 17, expectedRows: 2500 });
  });

  it('says unknown again once the list is longer than it was', () => {
    const view = progressView(
      progress({ rows: 2600, pages: 52, expectedRows: 2500 }),
      T0 + 5000,
      steady(52, 90),
    );
    expect(view.timeLeft).toEqual({ known: false, reason: 'past-total' });
  });

  it('keeps only the samples the window needs', () => {
    let samples: PaceSample[] = [];
    for (let i = 1; i <= 500; i += 1)
      samples = addSample(samples, { at: i * 1000, pages: i }, WINDOW);
    expect(samples[0]).toEqual({ at: 440_000, pages: 440 });
    expect(samples.length).toBe(61);
  });

  it('words durations in seconds, minutes or hours', () => {
    expect(durationParts(42.4)).toEqual({ key: 'durationSeconds', values: { s: 42 } });
    expect(durationParts(245)).toEqual({ key: 'durationMinutes', values: { m: 4, s: 5 } });
    expect(durationParts(7800)).toEqual({ key: 'durationHours', values: { h: 2, m: 10 } });
  });

  it('shows the run a load-all call started until its events arrive, then the events', () => {
    const earlier = progress({ state: 'cancelled', startedAt: T0 - 5000 });
    const started = progress({ state: 'running', startedAt: T0 });
    const event = progress({ state: 'running', startedAt: T0, pages: 1 });
    expect(newerProgress(earlier, started)).toBe(started);
    expect(newerProgress(null, started)).toBe(started);
    expect(newerProgress(event, started)).toBe(event);
    expect(newerProgress(event, null)).toBe(event);
  });
});
