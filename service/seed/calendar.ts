// Dates for generated vouchers, formatted once: formatting per row would dominate a 200,000 seed.

const FIRST_DAY = Date.UTC(2025, 5, 2);
const DAY_MS = 86_400_000;
export const CALENDAR_DAYS = 1200;

const DATES: string[] = Array.from({ length: CALENDAR_DAYS }, (_, day) =>
  new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10),
);

/** YYYY-MM-DD for a day number counted from 2025-06-02 (clamped to the calendar). */
export function dateOf(day: number): string {
  const clamped = Math.min(Math.max(0, Math.floor(day)), CALENDAR_DAYS - 1);
  return DATES[clamped] ?? '2025-06-02';
}

function two(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

const PLAN_DAYS = 500;
const WORKING_SECONDS = 36_000;

/**
 * An ISO 8601 date-time in +09:00 for the n-th order plan: unique for every n below 18 million
 * (each of 500 days holds one per second of 09:00–18:59), so it can be part of the plan's id.
 */
export function dateTimeOf(n: number): string {
  const day = n % PLAN_DAYS;
  const second = (Math.floor(n / PLAN_DAYS) + day * 7919) % WORKING_SECONDS;
  const hour = 9 + Math.floor(second / 3600);
  return `${dateOf(day)}T${two(hour)}:${two(Math.floor((second % 3600) / 60))}:${two(second % 60)}+09:00`;
}
