// A duration as the screens say it: seconds under two minutes, whole minutes (rounded up) under
// an hour and a half, then hours and minutes. Pure, so the wording rules are tested apart.

export type DurationWords =
  | { key: 'seconds'; count: number }
  | { key: 'minutes'; count: number }
  | { key: 'hoursMinutes'; hours: number; minutes: number };

export function durationWords(ms: number): DurationWords {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (safe < 120_000) return { key: 'seconds', count: Math.ceil(safe / 1000) };
  const minutes = Math.ceil(safe / 60_000);
  if (minutes < 90) return { key: 'minutes', count: minutes };
  return { key: 'hoursMinutes', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
