import { dayTime, formatDateTime, formatDay } from '../ui/format.ts';

// Dates shown in the user's locale, with the YYYY-MM-DD value kept for hover and copy (issue 7).
// A value that is not a date is shown as sent.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

export interface ShownDate {
  text: string;
  /** The value as sent (YYYY-MM-DD or ISO 8601), for the title and the clipboard; null if not a date. */
  iso: string | null;
}

export function showDate(value: unknown, locale: string): ShownDate {
  if (typeof value === 'number' || typeof value === 'boolean')
    return { text: String(value), iso: null };
  if (typeof value !== 'string') return { text: '', iso: null };
  if (DATE.test(value)) {
    return dayTime(value) === null
      ? { text: value, iso: null }
      : { text: formatDay(value, locale), iso: value };
  }
  if (DATE_TIME.test(value)) {
    if (Number.isNaN(Date.parse(value))) return { text: value, iso: null };
    return { text: formatDateTime(value, locale), iso: value };
  }
  return { text: value, iso: null };
}
