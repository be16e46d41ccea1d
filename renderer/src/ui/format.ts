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
