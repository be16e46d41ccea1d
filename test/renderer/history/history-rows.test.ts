import { describe, expect, it } from 'vitest';
import type { HistoryDetail, HistoryEntry } from '../../../app/imports/schemas.ts';
import { IMPORT_MESSAGE_CODES } from '../../../app/imports/messages.ts';
import {
  batchError,
  historyDetailTable,
  historyListTable,
  mastersCreated,
  orderedKinds,
  rowFateKey,
  rowOutcomeText,
  shownOutcome,
} from '../../../renderer/src/history/history-rows.ts';
import { requestRanges, type Label } from '../../../renderer/src/ui/format.ts';
import { historyStrings } from '../../../renderer/src/history/strings.ts';
import { sendStrings } from '../../../renderer/src/review-send/strings.ts';
import { historyRow } from '../support/history-row.ts';

// The History screen's pure pieces: created-master summaries, the words for the rows' fates main
// sent, and the CSV tables.

/** Echoes keys with their options, so a test sees which text went where. */
const label: Label = (key, options) => {
  if (options === undefined) return key;
  const shown = Object.entries(options)
    .filter(([name]) => name !== 'defaultValue')
    .map(([name, value]) => `${name}=${String(value)}`);
  return shown.length === 0 ? key : `${key}(${shown.join(',')})`;
};

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  importId: 'imp-1',
  profileId: 'p',
  createdAt: '2026-11-22T10:00:00.000Z',
  finishedAt: '2026-11-22T10:01:00.000Z',
  outcome: 'done',
  requests: 2,
  rows: 3,
  totals: { mastersCreated: {}, productsCreated: 0, productsUpdated: 0 },
  ...over,
});

const row = historyRow;

const detail: HistoryDetail = {
  ...entry({ outcome: 'failed' }),
  batches: [
    {
      seq: 0,
      idempotencyKey: 'key-0',
      fate: 'applied',
      state: 'done',
      attempts: 2,
      responseStatus: 200,
      error: null,
      result: {
        ok: true,
        created: { colors: 1, brands: 2 },
        products: [
          { id: 'P-1', created: true },
          { id: 'P-2', created: false },
        ],
      },
      rows: [
        row('brands', 'b1', 'BR', { fate: 'applied', seq: 0 }),
        row('products', 'd1', 'P-1', { fate: 'applied', seq: 0, created: true }),
        row('products', 'd2', 'P-2', { fate: 'applied', seq: 0, created: false }),
      ],
      problems: [],
    },
    {
      seq: 1,
      idempotencyKey: 'key-1',
      fate: 'split',
      state: 'failed',
      attempts: 1,
      responseStatus: 422,
      error: 'The import was refused, "as a whole"',
      result: null,
      rows: [
        row('products', 'd3', 'P-3', { fate: 'applied', seq: 3 }),
        row('products', 'd4', 'P-4', { fate: 'refused', seq: 4, message: 'unknown brand' }),
      ],
      problems: [
        { path: 'products[1].brand_code', message: 'unknown brand', draftId: 'd4' },
        { path: null, message: 'check your data', draftId: null },
      ],
    },
    {
      seq: 2,
      idempotencyKey: 'key-2',
      fate: 'sent',
      state: 'sent',
      attempts: 1,
      responseStatus: null,
      error: null,
      result: null,
      rows: [row('colors', 'c1', 'NV', { fate: 'unanswered', seq: 2 })],
      problems: [],
    },
  ],
};

describe('created masters', () => {
  it('orders brands, colours, then other kinds by name, and leaves out zero counts', () => {
    expect(orderedKinds(['zips', 'colors', 'aprons', 'brands'])).toEqual([
      'brands',
      'colors',
      'aprons',
      'zips',
    ]);
    expect(mastersCreated({ colors: 3, brands: 0, sizes: 1 })).toEqual([
      ['colors', 3],
      ['sizes', 1],
    ]);
  });
});

describe('row outcomes', () => {
  const [done, split, sent] = detail.batches;
  it('words the fate main sent: products applied as created or updated, masters as applied', () => {
    if (!done) throw new Error('fixture');
    expect(done.rows.map(rowFateKey)).toEqual(['applied', 'created', 'updated']);
    expect(done.rows.map((r) => rowOutcomeText(done, r, label))).toEqual([
      'history.rowFate.applied',
      'history.rowFate.created',
      'history.rowFate.updated',
    ]);
  });
  it('names the request that decided a row when another one did (a split request’s rows)', () => {
    if (!split || !sent) throw new Error('fixture');
    expect(split.rows.map((r) => rowOutcomeText(split, r, label))).toEqual([
      'history.rowFateIn(fate=history.rowFate.applied,request=4)',
      'history.rowFateIn(fate=history.rowFate.refused,request=5)',
    ]);
    expect(sent.rows.map((r) => rowOutcomeText(sent, r, label))).toEqual([
      'history.rowFate.unanswered',
    ]);
    const waiting = row('products', 'd9', 'P-9', { fate: 'waiting', seq: 2, masters: ['B', 'C'] });
    expect(rowOutcomeText(sent, waiting, label)).toBe('history.rowFate.waiting(masters=B, C)');
  });
  it('says a request and a row in the results’ words, in English and Japanese', () => {
    for (const language of ['en', 'ja'] as const) {
      const history = historyStrings[language].history;
      const results = sendStrings[language].send.results;
      expect(history.requestFate).toEqual(results.fates);
      expect(history.rowFate).toMatchObject({
        applied: results.fates.applied,
        refused: results.rowRefused,
        waiting: results.rowWaiting,
        not_sent: results.rowNotSent,
        unanswered: results.rowUnanswered,
        pending: results.fates.pending,
      });
    }
  });
});

describe('request ranges', () => {
  it('numbers requests from 1 and joins runs', () => {
    expect(requestRanges([5, 0, 1, 2, 9, 8])).toBe('1–3, 6, 9–10');
    expect(requestRanges([])).toBe('');
    expect(requestRanges([3])).toBe('4');
  });
});

describe('CSV tables', () => {
  it('lists one import a line, with a column per master kind any import created', () => {
    const table = historyListTable(
      [
        entry({
          importId: 'b',
          totals: { mastersCreated: { colors: 4 }, productsCreated: 5, productsUpdated: 1 },
        }),
        entry({ importId: 'a', finishedAt: null, outcome: 'pending' }),
        entry({ importId: 'c', finishedAt: null, outcome: 'running' }),
      ],
      label,
      [{ importId: 'c', state: 'interrupted' }],
    );
    expect(table[0]).toEqual([
      'history.csv.importId',
      'history.csv.started',
      'history.csv.finished',
      'history.csv.outcome',
      'history.csv.requests',
      'history.csv.rows',
      'history.csv.mastersCreated(kind=history.kind.colors)',
      'history.csv.productsCreated',
      'history.csv.productsUpdated',
    ]);
    expect(table[1]).toEqual([
      'b',
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T10:01:00.000Z',
      'history.outcome.done',
      '2',
      '3',
      '4',
      '5',
      '1',
    ]);
    expect(table[2]?.slice(2, 4)).toEqual(['', 'history.outcome.pending']);
    expect(table[2]?.[6]).toBe('0');
    expect(table[3]?.[3]).toBe('history.outcome.interrupted');
  });

  it('gives one line per row a request held, with the request’s key, state, counts and error', () => {
    const table = historyDetailTable(detail, label);
    expect(table).toHaveLength(1 + 3 + 2 + 1);
    const header = table[0] ?? [];
    const column = (name: string) => header.indexOf(name);
    const brands = column('history.csv.requestMastersCreated(kind=history.kind.brands)');
    const colors = column('history.csv.requestMastersCreated(kind=history.kind.colors)');
    expect(brands).toBeLessThan(colors);
    const p2 = table.find((line) => line.includes('P-2')) ?? [];
    expect(p2[column('history.csv.request')]).toBe('1');
    expect(p2[column('history.csv.idempotencyKey')]).toBe('key-0');
    expect(p2[column('history.csv.attempts')]).toBe('2');
    expect(p2[brands]).toBe('2');
    expect(p2[column('history.csv.rowFate')]).toBe('history.rowFate.updated');
    const p3 = table.find((line) => line.includes('P-3')) ?? [];
    expect(p3[column('history.csv.httpStatus')]).toBe('422');
    expect(p3[brands]).toBe('');
    expect(p3[column('history.csv.error')]).toBe(
      'The import was refused, "as a whole" / check your data',
    );
    expect(p3[column('history.csv.problems')]).toBe('');
    const nv = table.find((line) => line.includes('NV')) ?? [];
    expect(nv[column('history.csv.requestState')]).toBe('history.requestFate.sent');
    expect(nv[column('history.csv.rowFate')]).toBe('history.rowFate.unanswered');
    const p4 = table.find((line) => line.includes('P-4')) ?? [];
    expect(p4[column('history.csv.requestState')]).toBe('history.requestFate.split');
    expect(p4[column('history.csv.rowFate')]).toBe(
      'history.rowFateIn(fate=history.rowFate.refused,request=5)',
    );
    expect(p4[column('history.csv.problems')]).toBe('products[1].brand_code: unknown brand');
  });
});

describe('shown outcome', () => {
  it('shows an unfinished import nothing is sending as interrupted, others as journalled', () => {
    const running = entry({ outcome: 'running' });
    expect(shownOutcome(running, [{ importId: 'imp-1', state: 'interrupted' }])).toBe(
      'interrupted',
    );
    expect(shownOutcome(running, [{ importId: 'imp-1', state: 'paused' }])).toBe('running');
    expect(shownOutcome(entry({}), [])).toBe('done');
  });
});

describe('request errors', () => {
  const failed = detail.batches[1];
  it('says a coded error in the user’s words, with its params; text-only errors as written', () => {
    if (!failed) throw new Error('fixture');
    expect(
      batchError({ ...failed, errorCode: 'refused', errorParams: { status: 422 } }, label),
    ).toBe('history.errorCode.refused(status=422)');
    expect(batchError(failed, label)).toBe('The import was refused, "as a whole"');
  });

  it('has English and Japanese text for every code the pipeline uses', () => {
    for (const language of ['en', 'ja'] as const) {
      const codes = Object.keys(historyStrings[language].history.errorCode);
      expect(codes.sort()).toEqual([...IMPORT_MESSAGE_CODES].sort());
    }
  });
});
