import { LIMITS } from '../../../app/permissions.ts';
import type { LoadProgress } from '../../../app/resources/voucher-cache.ts';

// What the "load all" progress says, and the honest part of "time left". The spec gives no row
// count (§4.4), so a time left exists only when the list's length can be estimated: from its
// length when it was last loaded in full (main's expectedRows). Otherwise the screen says
// "unknown" and shows what is known: pages so far and the pace, which over a minute can never
// beat the token's bound (calls a window, shared with imports).

/** A progress event as the screen heard it: when, and how many pages the run had then. */
export interface PaceSample {
  at: number;
  pages: number;
}

export type TimeLeft =
  | { known: false; reason: 'no-total' | 'past-total' | 'measuring' }
  | { known: true; seconds: number; expectedRows: number };

export interface ProgressView {
  rows: number;
  pages: number;
  elapsedSeconds: number;
  /**
   * Pages a minute to expect from here: the pace over the last window, never above the bound;
   * null until the first page.
   */
  pagesPerMinute: number | null;
  /** The most the token allows: 60 000 / msPerCall. */
  boundPagesPerMinute: number;
  /** Seconds until a rate-limit pause ends, when paused. */
  resumeInSeconds: number | null;
  timeLeft: TimeLeft;
}

/** Pages the run fetched within the window before `now` (what the window has already spent). */
function pagesInWindow(samples: readonly PaceSample[], now: number, windowMs: number): number {
  const latest = samples.at(-1);
  if (latest === undefined) return 0;
  let before = 0;
  for (const sample of samples) {
    if (sample.at <= now - windowMs) before = sample.pages;
  }
  return latest.pages - before;
}

export function progressView(
  progress: LoadProgress,
  now: number,
  samples: readonly PaceSample[] = [],
): ProgressView {
  const elapsedMs = Math.max(0, now - progress.startedAt);
  const limit = LIMITS.tokenCallsPerMinute;
  const windowMs = progress.msPerCall * limit;
  const boundPerMinute = progress.msPerCall > 0 ? 60_000 / progress.msPerCall : Infinity;
  const resumeMs =
    progress.state === 'paused' && progress.resumeAt !== null
      ? Math.max(0, progress.resumeAt - now)
      : null;

  // The pace to expect: the run's own pace (over the last window once it is older than one;
  // lower when imports share the token or the service is slow), never above the bound, which is
  // what a long list meets once the window's first burst is spent.
  let perMinute: number | null = null;
  if (progress.pages > 0 && windowMs > 0) {
    const recent =
      elapsedMs >= windowMs
        ? (pagesInWindow(samples, now, windowMs) * 60_000) / windowMs
        : (progress.pages * 60_000) / Math.max(1, elapsedMs);
    perMinute = Math.min(recent > 0 ? recent : boundPerMinute, boundPerMinute);
  }

  return {
    rows: progress.rows,
    pages: progress.pages,
    elapsedSeconds: Math.round(elapsedMs / 1000),
    pagesPerMinute: perMinute === null ? null : Math.round(perMinute),
    boundPagesPerMinute: Math.round(boundPerMinute),
    resumeInSeconds: resumeMs === null ? null : Math.ceil(resumeMs / 1000),
    timeLeft: timeLeft(progress, now, samples, windowMs, perMinute, resumeMs ?? 0),
  };
}

function timeLeft(
  progress: LoadProgress,
  now: number,
  samples: readonly PaceSample[],
  windowMs: number,
  perMinute: number | null,
  pauseMs: number,
): TimeLeft {
  const expected = progress.expectedRows;
  if (expected === null || expected <= 0) return { known: false, reason: 'no-total' };
  if (progress.rows >= expected) return { known: false, reason: 'past-total' };
  const added = progress.rows - progress.startRows;
  if (progress.pages === 0 || added <= 0 || perMinute === null) {
    return { known: false, reason: 'measuring' };
  }
  const remainingPages = Math.ceil((expected - progress.rows) / (added / progress.pages));
  // What the current window still allows goes at the run's own speed per page; the rest at the
  // sustained pace.
  const allowance = Math.max(0, LIMITS.tokenCallsPerMinute - pagesInWindow(samples, now, windowMs));
  const elapsedMs = Math.max(1, now - progress.startedAt);
  const msPerPage = elapsedMs / progress.pages;
  const fast = Math.min(remainingPages, allowance);
  const slow = remainingPages - fast;
  const ms = pauseMs + fast * Math.min(msPerPage, 60_000 / perMinute) + (slow * 60_000) / perMinute;
  return { known: true, seconds: Math.ceil(ms / 1000), expectedRows: expected };
}

/**
 * The newer of two views of "load all": the progress a load-all call answered with (shown at once,
 * before the run's first page) and the latest event. Events win within one run.
 */
export function newerProgress(
  event: LoadProgress | null,
  started: LoadProgress | null,
): LoadProgress | null {
  if (started === null) return event;
  if (event === null || event.startedAt < started.startedAt) return started;
  return event;
}

export type DurationKey = 'durationSeconds' | 'durationMinutes' | 'durationHours';

/** A duration as the strings say it: "40 s", "4 min 5 s", "2 h 10 min". */
export function durationParts(totalSeconds: number): {
  key: DurationKey;
  values: Record<string, number>;
} {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return { key: 'durationSeconds', values: { s: seconds } };
  if (seconds < 3600) {
    return { key: 'durationMinutes', values: { m: Math.floor(seconds / 60), s: seconds % 60 } };
  }
  return {
    key: 'durationHours',
    values: { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) },
  };
}

/**
 * The samples with one more; those older than a window are dropped but the newest of them, which
 * is what pagesInWindow counts from.
 */
export function addSample(
  samples: readonly PaceSample[],
  sample: PaceSample,
  windowMs: number,
): PaceSample[] {
  const cutoff = sample.at - windowMs;
  let firstKept = 0;
  for (let i = 0; i < samples.length; i += 1) {
    if ((samples[i]?.at ?? 0) <= cutoff) firstKept = i;
  }
  return [...samples.slice(firstKept), sample];
}
