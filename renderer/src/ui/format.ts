import type { TFunction } from 'i18next';

// Times as staff read them: the user's locale, date and time of day; the stored ISO text when it
// does not parse (a journal written by a later version, say).

export function formatTime(iso: string, locale: string, short = false): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const dateStyle = short ? 'short' : 'medium';
  return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'medium' }).format(at);
}

/** i18next's t as the plain labeller the pure table builders take. */
export const asLabel =
  (t: TFunction): Label =>
  (key, options) =>
    t(key, options ?? {});

/** A table builder's labeller: i18next's t, or a plain one in tests. */
export type Label = (key: string, options?: Record<string, unknown>) => string;

/** 0-based request numbers as 1-based ranges: [0,1,2,5] → "1–3, 6". */
export function requestRanges(seqs: readonly number[]): string {
  const sorted = [...new Set(seqs)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start: number | null = null;
  let previous = -2;
  const close = () => {
    if (start === null) return;
    parts.push(start === previous ? `${start + 1}` : `${start + 1}–${previous + 1}`);
  };
  for (const seq of sorted) {
    if (seq !== previous + 1) {
      close();
      start = seq;
    }
    previous = seq;
  }
  close();
  return parts.join(', ');
}

// Numbers, amounts and dates in the language the user chose (issue 27): every screen formats
// through these, with i18n.language, never the browser's own locale (toLocaleString() without a
// locale showed US dates on Japanese screens).

/** A count or quantity in the language's digits grouping ("4,623" / "4,623"). */
export function formatNumber(value: number, locale: string, maxDigits = 6): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits }).format(value);
}

/** The minor-unit digits of a currency (USD 2, JPY 0, KWD 3); null when the code is not one. */
export function currencyDigits(currency: string): number | null {
  if (!/^[A-Za-z]{3}$/.test(currency)) return null;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? null
    );
  } catch {
    return null;
  }
}

/**
 * An amount with its currency's minor units, the code before it as staff write it: "USD 4,623.60",
 * "JPY 4,624", "KWD 1.250". Without a currency (or with a code that is not one) the number as
 * sent, up to 6 decimals, so nothing is rounded away that the service said.
 */
export function formatAmount(value: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  if (digits === null) {
    const number = formatNumber(value, locale);
    return currency === '' ? number : `${currency} ${number}`;
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${currency.toUpperCase()}\u00a0${number}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC time of a YYYY-MM-DD day, or null when it is not a real day. */
export function dayTime(value: string): number | null {
  const match = DAY.exec(value);
  if (match === null) return null;
  const [, y, m, d] = match;
  const at = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return Number.isNaN(at) || new Date(at).getUTCDate() !== Number(d) ? null : at;
}

/** A day (YYYY-MM-DD) in the language's form: "Nov 27, 2026", "2026/11/27"; as sent if not one. */
export function formatDay(value: string, locale: string): string {
  const at = dayTime(value);
  if (at === null) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** A moment (ISO 8601 or epoch ms) as a date and time of day in the language's form. */
export function formatDateTime(value: string | number, locale: string): string {
  const at = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(at)) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A time of day ("3:04:05 PM", "15:04:05"). */
export function formatTimeOfDay(value: string | number, locale: string): string {
  const at = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(at)) return String(value);
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(at);
}
