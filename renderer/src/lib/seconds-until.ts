/** Whole seconds from `now` until `until` (never negative); null when there is nothing to wait for. */
export function secondsUntil(until: number, now: number): number;
export function secondsUntil(until: number | null, now: number): number | null;
export function secondsUntil(until: number | null, now: number): number | null {
  if (until === null) return null;
  return Math.max(0, Math.ceil((until - now) / 1000));
}
