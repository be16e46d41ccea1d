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
  const match = DATE.exec(value);
  if (match) {
    const [, y, m, d] = match;
    const at = Date.UTC(Number(y), Number(m) - 1, Number(d));
    if (Number.isNaN(at) || new Date(at).getUTCDate() !== Number(d))
      return { text: value, iso: null };
    const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      at,
    );
    return { text, iso: value };
  }
  if (DATE_TIME.test(value)) {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return { text: value, iso: null };
    const text = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(at);
    return { text, iso: value };
  }
  return { text: value, iso: null };
}
