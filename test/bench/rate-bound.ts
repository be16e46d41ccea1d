// The rate bound every benchmark measures its ratio against, stated once (spec §8): a token may
// make 120 calls per window of 60 s, counted from its first call. Call k (from 0) can go no
// earlier than ⌊k / 120⌋ windows after the first, so n calls need at least ⌊(n − 1) / 120⌋ windows,
// plus the time the service takes to answer the calls of the last window once they may go (each
// benchmark measures that tail its own way and says how). BENCH_WINDOW_MS shortens the window
// for the import and client benchmarks (the stand-in and the app get the same one), to see the
// pipeline's behaviour in less time; the tables in the README are taken at the real 60 s.
import { LIMITS } from '../../app/permissions.ts';

/** Calls a token may make per window. */
export const CALLS_PER_WINDOW = LIMITS.tokenCallsPerMinute;

/** The real window, or BENCH_WINDOW_MS. */
export function benchWindowMs(): number {
  const asked = Number(process.env['BENCH_WINDOW_MS'] ?? 60_000);
  return Number.isFinite(asked) && asked > 0 ? asked : 60_000;
}

/** The calls that go in the last window: all calls after the last full window's worth. */
export function lastWaveCalls(calls: number): number {
  return calls <= 0 ? 0 : calls - Math.floor((calls - 1) / CALLS_PER_WINDOW) * CALLS_PER_WINDOW;
}

/** The least time `calls` calls can take: ⌊(calls − 1) / 120⌋ windows, plus `tailMs`. */
export function rateBoundMs(calls: number, windowMs: number, tailMs = 0): number {
  if (calls <= 0) return 0;
  return Math.floor((calls - 1) / CALLS_PER_WINDOW) * windowMs + tailMs;
}

/** One line for each table's footnote: the bound, as every benchmark uses it. */
export function rateBoundNote(windowMs: number): string {
  return `Bound: ${CALLS_PER_WINDOW} calls per ${(windowMs / 1000).toLocaleString('en')} s window counted from the first call, so n calls take at least ⌊(n − 1)/${CALLS_PER_WINDOW}⌋ windows, plus the measured time to answer the last window's calls (test/bench/rate-bound.ts).`;
}
