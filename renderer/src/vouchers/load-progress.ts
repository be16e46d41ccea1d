import type { LoadProgress } from '../../../app/resources/voucher-cache.ts';

// What the "load all" progress says. The spec gives no row count (§4.4), so the time left can be
// told only once the end is reached; until then the screen shows rows loaded, the pace and the
// fastest the rate limit allows, rather than a made-up estimate.

export interface ProgressView {
  rows: number;
  pages: number;
  elapsedSeconds: number;
  /** Pages a minute so far (null in the first second). */
  pagesPerMinute: number | null;
  /** The most the token allows: 60 000 / msPerCall. */
  boundPagesPerMinute: number;
  /** Seconds until a rate-limit pause ends, when paused. */
  resumeInSeconds: number | null;
}

export function progressView(progress: LoadProgress, now: number): ProgressView {
  const elapsedMs = Math.max(0, now - progress.startedAt);
  return {
    rows: progress.rows,
    pages: progress.pages,
    elapsedSeconds: Math.round(elapsedMs / 1000),
    pagesPerMinute: elapsedMs < 1000 ? null : Math.round((progress.pages * 60_000) / elapsedMs),
    boundPagesPerMinute:
      progress.msPerCall > 0 ? Math.round(60_000 / progress.msPerCall) : Number.POSITIVE_INFINITY,
    resumeInSeconds:
      progress.state === 'paused' && progress.resumeAt !== null
        ? Math.max(0, Math.ceil((progress.resumeAt - now) / 1000))
        : null,
  };
}
