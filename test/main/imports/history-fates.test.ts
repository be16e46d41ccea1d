import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../../../app/imports/plan.ts';
import type { HistoryDetail } from '../../../app/imports/schemas.ts';
import { historyDetail, historyEntry } from '../../../main/imports/history-view.ts';
import { notSentDropped, refused, unansweredDropped } from '../../../main/imports/run-messages.ts';
import type { NewBatch, Store } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

// History's detail says each row's fate as main/imports/row-fates.ts derives it from the journal
// (a real store file): a row of a refused request that was narrowed down and then applied by a
// request made from it is applied, only the truly refused rows are refused, and the summary's
// counts are the detail's.

const REFUSAL = { status: 422, text: '{"error":"The import was rejected."}' };
const refusal = refused('The service refused the request (HTTP 422).', 422);

const brand = (code: string): PlannedRow => ({ grid: 'brands', draftId: `b-${code}`, code });
const color = (code: string): PlannedRow => ({ grid: 'colors', draftId: `c-${code}`, code });
const product = (code: string): PlannedRow => ({ grid: 'products', draftId: `p-${code}`, code });

/** A body and its rows, in the body's order (masters by kind, then products). */
function batchOf(brands: string[], colors: string[], products: [string, string][]): NewBatch {
  const body: Record<string, unknown[]> = {};
  if (brands.length > 0) body['brands'] = brands.map((code) => ({ brand_code: code, name: code }));
  if (colors.length > 0) body['colors'] = colors.map((code) => ({ color_code: code, name: code }));
  if (products.length > 0) {
    body['products'] = products.map(([code, brandCode]) => ({
      product_code: code,
      name: code,
      brand_code: brandCode,
      skus: [{ color_code: 'BLUE', size_code: 'M' }],
    }));
  }
  return {
    body: JSON.stringify(body),
    rows: [...brands.map(brand), ...colors.map(color), ...products.map(([code]) => product(code))],
  };
}

const answer = (created: Record<string, number>, products: [string, boolean][] = []) => ({
  status: 200,
  text: JSON.stringify({
    ok: true,
    created,
    products: products.map(([id, isNew]) => ({ id, created: isNew })),
  }),
});

function setup(): { store: Store; profileId: string } {
  const store = openTempStore(tempDbPath(), { now: steppingClock() });
  return { store, profileId: store.profiles.create(sampleProfile).id };
}

const key = (row: PlannedRow): string => `${row.grid}:${row.draftId}`;

/** Each row of the import once, with the fate the detail gives it (the same in every request). */
function fatesOf(detail: HistoryDetail): Map<string, string> {
  const fates = new Map<string, string>();
  for (const batch of detail.batches) {
    for (const row of batch.rows) {
      const seen = fates.get(key(row));
      expect(seen === undefined || seen === row.fate).toBe(true);
      fates.set(key(row), row.fate);
    }
  }
  return fates;
}

/** The summary's counts worked out again from the detail's rows and requests. */
function countsOf(detail: HistoryDetail) {
  const rows = [...fatesOf(detail).values()];
  const fates = detail.batches.map((batch) => batch.fate);
  const count = <T>(list: T[], ...of: T[]) => list.filter((item) => of.includes(item)).length;
  return {
    rowCounts: {
      applied: count(rows, 'applied'),
      refused: count(rows, 'refused'),
      waiting: count(rows, 'waiting'),
      notSent: count(rows, 'not_sent'),
      unanswered: count(rows, 'unanswered'),
    },
    requestCounts: {
      applied: count(fates, 'applied'),
      refused: count(fates, 'refused'),
      split: count(fates, 'split'),
      notSent: count(fates, 'not_sent'),
      unanswered: count(fates, 'unanswered'),
      pending: count(fates, 'pending', 'sent'),
    },
  };
}

describe('History’s detail: each row’s fate from the journal', () => {
  it('says applied for the rows of a refused, narrowed-down request that later requests applied, and refused only for the refused one', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({
      profileId,
      batches: [
        batchOf(['CORE', 'XBAD'], ['BLUE'], []),
        { ...batchOf([], [], [['P-1', 'CORE']]), dependsOn: [0] },
      ],
    });
    // Request 1 is refused as a whole and split in two (requests 3 and 4)…
    store.imports.markSent(id, 0);
    store.imports.replace(id, 0, refusal, REFUSAL, [
      batchOf(['CORE', 'XBAD'], [], []),
      batchOf([], ['BLUE'], []),
    ]);
    store.imports.markSent(id, 3);
    store.imports.markDone(id, 3, answer({ colors: 1 }));
    // …request 3 is refused again and split (requests 5 and 6): only XBAD is refused.
    store.imports.markSent(id, 2);
    store.imports.replace(id, 2, refusal, REFUSAL, [
      batchOf(['CORE'], [], []),
      batchOf(['XBAD'], [], []),
    ]);
    store.imports.markSent(id, 4);
    store.imports.markDone(id, 4, answer({ brands: 1 }));
    store.imports.markSent(id, 5);
    store.imports.markFailed(id, 5, refusal, REFUSAL);
    store.imports.markSent(id, 1);
    store.imports.markDone(id, 1, answer({}, [['P-1', true]]));

    const record = store.imports.get(id) ?? expect.fail('no import');
    const detail = historyDetail(record);
    expect(detail.batches.map((batch) => batch.fate)).toEqual([
      'split',
      'applied',
      'split',
      'applied',
      'applied',
      'refused',
    ]);
    // The first request's card: its rows went on, and say what became of them and where.
    expect(
      detail.batches[0]?.rows.map((row) => [row.code, row.fate, row.seq, row.created]),
    ).toEqual([
      ['CORE', 'applied', 4, null],
      ['XBAD', 'refused', 5, null],
      ['BLUE', 'applied', 3, null],
    ]);
    expect(detail.batches[1]?.rows.map((row) => [row.code, row.fate, row.created])).toEqual([
      ['P-1', 'applied', true],
    ]);
    const refusedRows = detail.batches.flatMap((batch) =>
      batch.rows.filter((row) => row.fate === 'refused').map((row) => row.code),
    );
    expect(new Set(refusedRows)).toEqual(new Set(['XBAD']));
    expect(detail.batches[5]?.rows[0]).toMatchObject({
      fate: 'refused',
      message: 'The import was rejected.',
    });

    // The summary says what the rows and requests say.
    expect(detail.rowCounts).toEqual({
      applied: 3,
      refused: 1,
      waiting: 0,
      notSent: 0,
      unanswered: 0,
    });
    expect(detail.requestCounts).toMatchObject({ applied: 3, refused: 1, split: 2 });
    expect(countsOf(detail)).toEqual({
      rowCounts: detail.rowCounts,
      requestCounts: detail.requestCounts,
    });
    expect(historyEntry(record)).toMatchObject({
      rowCounts: detail.rowCounts,
      requestCounts: detail.requestCounts,
    });
    expect(detail.rowsNotApplied?.map((row) => [row.code, row.fate])).toEqual([
      ['XBAD', 'refused'],
    ]);
  });

  it('says a row sent without an answer may have been applied, and one never sent was not', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({
      profileId,
      batches: [batchOf(['CORE'], [], []), batchOf(['NEXT'], [], []), batchOf(['LAST'], [], [])],
    });
    store.imports.markSent(id, 0);
    store.imports.markDone(id, 0, answer({ brands: 1 }));
    store.imports.markSent(id, 1);

    // Interrupted: request 2 went out and its answer was never recorded.
    const interrupted = historyDetail(store.imports.get(id) ?? expect.fail('no import'));
    expect(interrupted.batches.map((batch) => [batch.fate, batch.rows[0]?.fate])).toEqual([
      ['applied', 'applied'],
      ['sent', 'unanswered'],
      ['pending', 'pending'],
    ]);
    expect(countsOf(interrupted)).toEqual({
      rowCounts: interrupted.rowCounts,
      requestCounts: interrupted.requestCounts,
    });

    const dropped = store.imports.stop(id, 'dropped', {
      notSent: notSentDropped(),
      unanswered: unansweredDropped(),
    });
    const detail = historyDetail(dropped);
    expect(detail.batches.map((batch) => [batch.fate, batch.rows[0]?.fate])).toEqual([
      ['applied', 'applied'],
      ['unanswered', 'unanswered'],
      ['not_sent', 'not_sent'],
    ]);
    expect(detail.batches[1]?.rows[0]?.message).toBe(unansweredDropped().text);
    expect(detail.rowCounts).toEqual({
      applied: 1,
      refused: 0,
      waiting: 0,
      notSent: 1,
      unanswered: 1,
    });
    expect(countsOf(detail)).toEqual({
      rowCounts: detail.rowCounts,
      requestCounts: detail.requestCounts,
    });
  });
});
