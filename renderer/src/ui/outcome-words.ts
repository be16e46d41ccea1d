import type { HistoryDetail, HistoryEntry, ImportProgress } from '../../../app/imports/schemas.ts';

// An import's outcome in words, the same on the send results and in History: its requests by what
// became of them (applied, refused, split to find the refused rows, never sent), its rows likewise,
// and why the requests never sent were not sent. Keys and options only: the screens translate.

export interface Words {
  key: string;
  /** `count` drives the plural; the other numbers are formatted by the screen. */
  options: Record<string, string | number>;
}

/** Reasons the app gives a never-sent request its own sentence for; others say "never sent". */
const NOT_SENT_REASONS = new Set([
  'waiting_for_master',
  'dependency_refused',
  'not_sent_stopped',
  'not_sent_cancelled',
  'not_sent_forbidden',
  'not_sent_dropped',
]);

export function outcomeWords(
  entry: Pick<HistoryEntry, 'requestCounts' | 'rowCounts' | 'notSentWhy'>,
): Words[] {
  const words: Words[] = [];
  const requests = entry.requestCounts;
  if (requests !== undefined) {
    words.push({
      key: 'outcome.requests',
      options: {
        applied: requests.applied,
        refused: requests.refused,
        split: requests.split,
        notSent: requests.notSent,
      },
    });
    if (requests.unanswered > 0) {
      words.push({ key: 'outcome.unanswered', options: { count: requests.unanswered } });
    }
  }
  const rows = entry.rowCounts;
  if (rows !== undefined && rows.refused + rows.waiting + rows.notSent > 0) {
    // Rows sent without an answer are said with their requests ("outcome.unanswered").
    const { applied, refused, waiting, notSent } = rows;
    words.push({ key: 'outcome.rows', options: { applied, refused, waiting, notSent } });
  }
  for (const why of entry.notSentWhy ?? []) {
    const reason = why.code !== null && NOT_SENT_REASONS.has(why.code) ? why.code : 'other';
    // Products waiting for a refused master are counted as products (rowCounts.waiting), which
    // may have gone in requests never sent or been held back out of requests that went.
    const count = why.rows ?? why.requests;
    if (count === 0) continue;
    words.push({
      key: `outcome.notSent.${reason}`,
      options: { count, masters: why.masters.join(', ') },
    });
  }
  return words;
}

/** The badge tone of a request's fate, the same on the results and in History. */
export type FateTone = 'ok' | 'bad' | 'warn' | 'info';

export function requestFateTone(fate: HistoryDetail['batches'][number]['fate']): FateTone {
  switch (fate) {
    case 'applied':
      return 'ok';
    case 'refused':
    case 'not_sent':
      return 'bad';
    case 'unanswered':
    case 'sent':
    case 'pending':
      return 'warn';
    // Refused, then narrowed down or held back: its rows went on in other requests.
    case 'split':
    case 'replaced':
      return 'info';
  }
}

/**
 * Requests the service answered: applied, refused, or refused and narrowed down (not those never
 * sent, nor those sent without an answer). The progress line and the unfinished-send prompt.
 */
export function answeredOf(progress: ImportProgress): number {
  const notAnswered = (progress.requestsNotSent ?? 0) + (progress.requestsUnanswered ?? 0);
  return (
    progress.requestsDone + progress.requestsFailed - notAnswered + (progress.requestsSplit ?? 0)
  );
}
