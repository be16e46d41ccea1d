import type { DateFilter } from './voucher-filters.ts';

// Quick date filters a buyer uses, as plain ranges of calendar days. "Today" is the user's local
// calendar day (the machine's time zone), taken once by the caller; the arithmetic is on
// YYYY-MM-DD days in UTC, so no daylight-saving change can move a day.

export const QUICK_DATES = ['next7', 'thisMonth', 'past', 'overdue'] as const;
export type QuickDate = (typeof QUICK_DATES)[number];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar day of an instant, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? NaN, month ?? NaN, date ?? NaN];
}

function dayOf(time: number): string {
  const at = new Date(time);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The day n days after (before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = parts(day);
  return dayOf(Date.UTC(year, month - 1, date + n));
}

/** The first and last day of the day's month. */
export function monthOf(day: string): { from: string; to: string } {
  const [year, month] = parts(day);
  // Day 0 of the next month is the last day of this one (28, 29, 30 or 31).
  return { from: dayOf(Date.UTC(year, month - 1, 1)), to: dayOf(Date.UTC(year, month, 0)) };
}

/**
 * A quick filter on a date field as a range, for `today` (YYYY-MM-DD, local):
 * - next7: today and the 6 days after it (7 calendar days);
 * - thisMonth: the first to the last day of today's month;
 * - past: before today;
 * - overdue: before today with something outstanding (not fully received or returned).
 */
export function quickDateFilter(quick: QuickDate, field: string, today: string): DateFilter {
  switch (quick) {
    case 'next7':
      return { field, from: today, to: addDays(today, 6) };
    case 'thisMonth':
      return { field, ...monthOf(today) };
    case 'past':
      return { field, to: addDays(today, -1) };
    case 'overdue':
      return { field, to: addDays(today, -1), open: true };
  }
}
