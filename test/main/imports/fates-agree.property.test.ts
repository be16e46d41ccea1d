import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { HistoryDetail, HistoryEntry, ImportProgress } from '../../../app/imports/schemas.ts';
import { historyDetail, historyEntry } from '../../../main/imports/history-view.ts';
import { requestFate, rowOutcomes } from '../../../main/imports/row-fates.ts';
import type { ImportRecord } from '../../../main/store/index.ts';
import {
  progressView,
  type ProgressView,
} from '../../../renderer/src/review-send/progress-view.ts';
import { progressFromDetail, resultsSummary } from '../../../renderer/src/review-send/results.ts';
import { outcomeWords } from '../../../renderer/src/ui/outcome-words.ts';
import { setImportErrorDetail } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { catalog } from '../../service/helpers.ts';
import { openHarness, pad, targetOf } from './harness.ts';

// Random refusal patterns driven through the real import run against the stand-in over loopback
// (named elements taken out, unnamed refusals split in two, masters refused with the products
// naming them waiting), then every number the three screens show — the results (header and
// body, as the renderer works them out from the progress and imports.detail), History's list
// entry and History's detail — is checked against the count of rows (or requests) with that
// fate, and the fates against what the stand-in holds afterwards.
//
// Sized for CI on a loaded 2-core machine: FATES_CASES cases (40 by default), at most a few
// hundred rows each. FATES_SEED replays a failing run (fast-check prints the seed).

const CASES = Number(process.env['FATES_CASES'] ?? '40');
const SEED =
  process.env['FATES_SEED'] === undefined ? undefined : Number(process.env['FATES_SEED']);

interface Pattern {
  brands: number;
  products: number;
  /** Indices of brands the service refuses (a name over 200 characters). */
  badBrands: number[];
  /** Indices of products the service refuses (a code with a space). */
  badProducts: number[];
  /** Product i names brand (i·stride + offset) mod brands. */
  stride: number;
  offset: number;
  detail: 'elements' | 'none';
}

const patterns: fc.Arbitrary<Pattern> = fc
  .record({
    // Mostly small; sometimes over a request's 200 masters or 100 products.
    brands: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 198, max: 215 })),
    products: fc.oneof(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 95, max: 130 })),
    badBrands: fc.uniqueArray(fc.nat({ max: 214 }), { maxLength: 3 }),
    badProducts: fc.uniqueArray(fc.nat({ max: 129 }), { maxLength: 3 }),
    stride: fc.integer({ min: 1, max: 7 }),
    offset: fc.nat({ max: 50 }),
    detail: fc.constantFrom('elements' as const, 'none' as const),
  })
  .map((p) => ({
    ...p,
    badBrands: p.badBrands.filter((i) => i < p.brands),
    badProducts: p.badProducts.filter((i) => i < p.products),
  }));

let standIn: StandIn;
let run = 0;

beforeAll(async () => {
  // A one-second window: the token's 120 calls go by in a second, so pacing never holds a case.
  standIn = await startStandIn({ seed: 'none', rateWindowMs: 1_000 });
});
afterAll(async () => {
  await standIn.stop();
});

interface Drafted {
  brands: MasterRow[];
  products: ProductRow[];
  /** Codes the service must refuse, and products naming a refused brand (never applied). */
  refused: Set<string>;
  dependants: Set<string>;
}

function drafted(p: Pattern, prefix: string): Drafted {
  const bad = new Set(p.badBrands);
  const brands = Array.from({ length: p.brands }, (_, i) => ({
    code: `${prefix}B${pad(i)}`,
    name: bad.has(i) ? 'x'.repeat(201) : `Brand ${i}`,
  }));
  const badProducts = new Set(p.badProducts);
  const refused = new Set(p.badBrands.map((i) => brands[i]?.code ?? ''));
  const dependants = new Set<string>();
  const products = Array.from({ length: p.products }, (_, i): ProductRow => {
    const brandIndex = (i * p.stride + p.offset) % p.brands;
    const code = badProducts.has(i) ? `${prefix}P ${pad(i)}` : `${prefix}P${pad(i)}`;
    // A product naming a refused brand may be held back before the service sees its own fault.
    if (bad.has(brandIndex)) dependants.add(code);
    else if (badProducts.has(i)) refused.add(code);
    return {
      product_code: code,
      name: `Product ${i}`,
      brand_code: brands[brandIndex]?.code ?? '',
      skus: [{ color_code: 'BLK', size_code: 'M' }],
    };
  });
  return { brands, products, refused, dependants };
}

type Fate = ReturnType<typeof rowOutcomes>[number]['fate']['fate'];

function countBy<T>(items: readonly T[], of: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(of(item), (counts.get(of(item)) ?? 0) + 1);
  return counts;
}

/** The numbers the results' header shows, as ProgressPanel words them. */
function header(view: ProgressView) {
  return {
    answered: view.answered,
    total: view.total,
    refused: view.refused,
    split: view.split,
    notSent: view.notSent,
    unanswered: view.unanswered,
    rowsDone: view.rowsDone,
    rowsTotal: view.rowsTotal,
    rowsRefused: view.rowsRefused,
    rowsWaiting: view.rowsWaiting,
    rowsNotSent: view.rowsNotSent,
    rowsUnanswered: view.rowsUnanswered,
  };
}

/** Every number the three screens show for one ended import, checked against the fates. */
function checkScreens(record: ImportRecord, live: ImportProgress, service: Set<string>): void {
  const outcomes = rowOutcomes(record);
  const rows = countBy(outcomes, (o) => o.fate.fate);
  const row = (fate: Fate) => rows.get(fate) ?? 0;
  const requests = countBy(record.batches, (b) => requestFate(record.batches, b));
  const request = (fate: string) => requests.get(fate) ?? 0;
  const made = record.batches.length - request('replaced');
  const appliedProducts = outcomes.filter(
    (o) => o.fate.fate === 'applied' && o.row.grid === 'products',
  ).length;
  const appliedBrands = outcomes.filter(
    (o) => o.fate.fate === 'applied' && o.row.grid === 'brands',
  ).length;

  // The fates are what the service holds: applied rows, and only they, reached it.
  expect(new Set(outcomes.filter((o) => o.fate.fate === 'applied').map((o) => o.row.code))).toEqual(
    service,
  );
  expect(row('pending') + row('unanswered')).toBe(0);

  const expected = {
    answered: request('applied') + request('refused') + request('split'),
    total: made,
    refused: request('refused'),
    split: request('split'),
    notSent: request('not_sent'),
    unanswered: request('unanswered'),
    rowsDone: row('applied'),
    rowsTotal: outcomes.length,
    rowsRefused: row('refused'),
    rowsWaiting: row('waiting'),
    rowsNotSent: row('not_sent'),
    rowsUnanswered: row('unanswered'),
  };
  const detail: HistoryDetail = historyDetail(record);
  // The results' header: from the last progress event, and from the journal after a reload.
  expect(header(progressView(live, 0))).toEqual(expected);
  expect(header(progressView(progressFromDetail(detail), 0))).toEqual(expected);

  // The results' body.
  const summary = resultsSummary(detail);
  expect(summary.rowsApplied).toBe(row('applied'));
  expect(summary.rowsKept).toBe(outcomes.length - row('applied'));
  expect(summary.refusedRequests).toBe(request('refused'));
  // Every product and brand code is new to the service: each applied one was created.
  expect(summary.productsCreated).toBe(appliedProducts);
  expect(summary.productsUpdated).toBe(0);
  expect(summary.mastersCreated['brands'] ?? 0).toBe(appliedBrands);
  expect(summary.rowsNotApplied.map((r) => r.code).sort()).toEqual(
    outcomes
      .filter((o) => o.fate.fate !== 'applied')
      .map((o) => o.row.code)
      .sort(),
  );
  for (const r of summary.rowsNotApplied) expect(service.has(r.code)).toBe(false);

  // The words the results and History both show.
  const checkWords = (entry: HistoryEntry) => {
    const words = new Map(outcomeWords(entry).map((w) => [w.key, w.options]));
    expect(words.get('outcome.requests')).toEqual({
      applied: request('applied'),
      refused: request('refused'),
      split: request('split'),
      notSent: request('not_sent'),
    });
    const rowWords = words.get('outcome.rows');
    if (row('refused') + row('waiting') + row('not_sent') > 0) {
      // "refused" counts the refused rows, not the requests narrowed down.
      expect(rowWords).toEqual({
        applied: row('applied'),
        refused: row('refused'),
        waiting: row('waiting'),
        notSent: row('not_sent'),
      });
    } else expect(rowWords).toBeUndefined();
    // Products waiting for a refused master are counted as the rows waiting.
    const waitingWords = words.get('outcome.notSent.waiting_for_master');
    expect(waitingWords?.['count'] ?? 0).toBe(row('waiting'));
    // The reasons requests were never sent add up to the requests never sent.
    const why = entry.notSentWhy ?? [];
    expect(why.reduce((sum, w) => sum + w.requests, 0)).toBe(request('not_sent'));
  };
  checkWords(detail);

  // History's list entry.
  const entry = historyEntry(record);
  expect(entry.requests).toBe(made);
  expect(entry.rows).toBe(outcomes.length);
  expect(entry.rowCounts).toEqual({
    applied: row('applied'),
    refused: row('refused'),
    waiting: row('waiting'),
    notSent: row('not_sent'),
    unanswered: row('unanswered'),
  });
  expect(entry.totals.productsCreated + entry.totals.productsUpdated).toBe(appliedProducts);
  expect(entry.totals.mastersCreated['brands'] ?? 0).toBe(appliedBrands);
  checkWords(entry);
  expect(entry.outcome).toBe(row('applied') === outcomes.length ? 'done' : 'failed');

  // History's detail: the same entry, and each row the same fate in every request that held it;
  // a row a later request applied is never "not applied".
  const { batches: _batches, rowsNotApplied: _rows, ...detailEntry } = detail;
  expect(detailEntry).toEqual(entry);
  expect(detail.batches.filter((b) => b.fate !== 'replaced')).toHaveLength(made);
  const fateOf = new Map(outcomes.map((o) => [`${o.row.grid}:${o.row.draftId}`, o.fate.fate]));
  for (const batch of detail.batches) {
    for (const held of batch.rows) {
      expect(held.fate).toBe(fateOf.get(`${held.grid}:${held.draftId}`));
      if (service.has(held.code)) expect(held.fate).toBe('applied');
    }
    if (batch.state === 'done') expect(batch.rows.every((r) => r.fate === 'applied')).toBe(true);
  }
  // Each applied product says "Created" (its code was new), once per request that held it.
  const appliedHeld = detail.batches
    .flatMap((b) => b.rows)
    .filter((r) => r.fate === 'applied' && r.grid === 'products');
  expect(appliedHeld.every((r) => r.created === true)).toBe(true);
  expect(new Set(appliedHeld.map((r) => r.code)).size).toBe(appliedProducts);
}

describe('results, History’s list and History’s detail agree with the rows’ fates', () => {
  it(`for ${CASES} random refusal patterns sent through the real isolation path`, async () => {
    await fc.assert(
      fc.asyncProperty(patterns, async (p) => {
        run += 1;
        const prefix = `R${run}-`;
        const rows = drafted(p, prefix);
        await setImportErrorDetail(standIn, p.detail);
        const harness = openHarness(targetOf(standIn), { windowMs: 1_000 });
        try {
          harness.draft({ brands: rows.brands, products: rows.products });
          const { importId, last } = await harness.send();
          const record = harness.store.imports.get(importId) ?? expect.fail('no record');
          const held = await catalog(standIn);
          const service = new Set(
            [
              ...held.products.map((product) => product.product_code),
              ...(held.masters.brands ?? []).map((brand) => String(brand.brand_code)),
            ].filter((code) => code.startsWith(prefix)),
          );
          // What the service refused never reached it, nor anything naming it.
          for (const code of [...rows.refused, ...rows.dependants])
            expect(service.has(code)).toBe(false);
          expect(service.size).toBe(
            rows.brands.length + rows.products.length - rows.refused.size - rows.dependants.size,
          );
          const fates = new Map(rowOutcomes(record).map((o) => [o.row.code, o.fate.fate]));
          for (const code of rows.refused) expect(fates.get(code)).toBe('refused');
          for (const code of rows.dependants)
            expect(['waiting', 'refused']).toContain(fates.get(code));
          checkScreens(record, last, service);
        } finally {
          await harness.close();
        }
      }),
      { numRuns: CASES, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
  }, 600_000);
});
