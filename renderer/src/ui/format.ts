import type { TFunction } from 'i18next';
import type { Label } from '../history/history-rows.ts';

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
