import { describe, expect, it } from 'vitest';
import { answeredOf, outcomeWords } from '../../../renderer/src/ui/outcome-words.ts';
import { notAllPlain } from '../../../renderer/src/history/history-rows.ts';

// The words the results and History both say about an import.

const counts = { applied: 3, refused: 1, split: 2, notSent: 3, unanswered: 0, pending: 0 };

describe('an import’s outcome in words', () => {
  it('says requests and rows by what became of them, and why some were never sent', () => {
    const words = outcomeWords({
      requestCounts: counts,
      rowCounts: { applied: 540, refused: 2, waiting: 8, notSent: 0, unanswered: 4 },
      notSentWhy: [
        { code: 'waiting_for_master', requests: 2, rows: 8, masters: ['BAD-BRAND', 'BAD-COLOUR'] },
        { code: 'not_sent_stopped', requests: 1, masters: [] },
      ],
    });
    expect(words).toEqual([
      {
        key: 'outcome.requests',
        options: { applied: 3, refused: 1, split: 2, notSent: 3 },
      },
      {
        key: 'outcome.rows',
        options: { applied: 540, refused: 2, waiting: 8, notSent: 0 },
      },
      {
        key: 'outcome.notSent.waiting_for_master',
        // Counted as the products waiting (rowCounts.waiting), not their requests.
        options: { count: 8, masters: 'BAD-BRAND, BAD-COLOUR' },
      },
      { key: 'outcome.notSent.not_sent_stopped', options: { count: 1, masters: '' } },
    ]);
  });

  it('says requests without an answer, and a reason it has no words for as plain "never sent"', () => {
    const words = outcomeWords({
      requestCounts: { ...counts, unanswered: 1 },
      rowCounts: { applied: 10, refused: 0, waiting: 0, notSent: 0, unanswered: 3 },
      notSentWhy: [{ code: null, requests: 1, masters: [] }],
    });
    expect(words.map((w) => w.key)).toEqual([
      'outcome.requests',
      'outcome.unanswered',
      'outcome.notSent.other',
    ]);
  });

  it('says nothing for an import journalled before requests were counted', () => {
    expect(outcomeWords({})).toEqual([]);
    expect(notAllPlain({})).toBe(false);
  });

  it('has History add them to its list only where something was not plainly applied', () => {
    const plain = { applied: 2, refused: 0, split: 0, notSent: 0, unanswered: 0, pending: 0 };
    expect(notAllPlain({ requestCounts: plain })).toBe(false);
    expect(notAllPlain({ requestCounts: { ...plain, split: 1 } })).toBe(true);
    expect(notAllPlain({ requestCounts: { ...plain, notSent: 1 } })).toBe(true);
  });

  it('counts as answered only the requests the service answered', () => {
    const progress = {
      importId: 'i1',
      profileId: 'p1',
      state: 'interrupted' as const,
      waitingFor: null,
      waitUntil: null,
      requestsTotal: 9,
      // 3 applied, 2 refused and narrowed down, 1 refused, 1 never sent, 1 without an answer.
      requestsDone: 3,
      requestsSplit: 2,
      requestsFailed: 3,
      requestsNotSent: 1,
      requestsUnanswered: 1,
      rowsTotal: 900,
      rowsDone: 300,
      etaMs: null,
      message: null,
    };
    expect(answeredOf(progress)).toBe(6);
  });
});
