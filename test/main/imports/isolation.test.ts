import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { historyDetail } from '../../../main/imports/history-view.ts';
import { resetStats, setImportErrorDetail, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { catalog } from '../../service/helpers.ts';
import { openHarness, pad, targetOf, type ImportHarness } from './harness.ts';

// One bad row never stops a send: against the stand-in, a refused request's rows at fault are
// found (from the elements its answer names, else by splitting it) and every other row is applied;
// products naming a refused master wait with it; an import can stop at the first refusal instead.

let standIn: StandIn;
let harness: ImportHarness | null = null;

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none' });
});
afterAll(async () => standIn.stop());
afterEach(async () => {
  await setImportErrorDetail(standIn, 'elements');
  await harness?.close();
  harness = null;
});

const brands = (prefix: string, n: number): MasterRow[] =>
  Array.from({ length: n }, (_, i) => ({ code: `${prefix}${pad(i)}`, name: `Brand ${i}` }));
const products = (prefix: string, n: number, brandOf: (i: number) => string): ProductRow[] =>
  Array.from({ length: n }, (_, i) => ({
    product_code: `${prefix}${pad(i)}`,
    name: `Product ${i}`,
    brand_code: brandOf(i),
    skus: [{ color_code: 'BLK', size_code: 'M' }],
  }));

function detailOf(h: ImportHarness, importId: string) {
  return historyDetail(h.store.imports.get(importId) ?? expect.fail('no record'));
}

describe('finding the refused rows', () => {
  it('applies 249 products and every master when one product code is refused, and keeps that one with its message', async () => {
    await resetStats(standIn);
    harness = openHarness(targetOf(standIn));
    const good = products('PA', 249, (i) => `A${pad(i % 300)}`);
    const bad: ProductRow = {
      ...good[0],
      product_code: 'PA 0150',
      brand_code: 'A00000',
    } as ProductRow;
    harness.draft({ brands: brands('A', 300), products: [...good, bad] });
    expect(harness.coordinator.preview(harness.profileId).requests).toHaveLength(3);

    const { importId, last } = await harness.send();
    expect(last).toMatchObject({
      state: 'failed',
      requestsDone: 3,
      requestsFailed: 0,
      requestsSplit: 1,
      rowsDone: 549,
      rowsRefused: 1,
      rowsWaiting: 0,
    });
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code.startsWith('PA'))).toHaveLength(249);
    expect(held.masters.brands?.filter((b) => String(b.brand_code).startsWith('A'))).toHaveLength(
      300,
    );
    // One refusal and one resend without the named row: one extra request.
    expect((await statsOf(standIn)).by_status).toMatchObject({ '200': 3, '422': 1 });

    const detail = detailOf(harness, importId);
    expect(detail.requestCounts).toEqual({
      applied: 3,
      refused: 0,
      split: 1,
      notSent: 0,
      unanswered: 0,
      pending: 0,
    });
    expect(detail.rowsNotApplied).toEqual([
      expect.objectContaining({
        grid: 'products',
        code: 'PA 0150',
        draftId: 'p-PA 0150',
        fate: 'refused',
        field: 'product_code',
        message: expect.stringContaining('must be 1–40 characters') as string,
      }),
    ]);
    const drafts = harness.store.drafts.list(harness.profileId, 'products');
    expect(drafts.map((d) => d.id)).toEqual(['p-PA 0150']);
    expect(harness.store.drafts.list(harness.profileId, 'brands')).toEqual([]);
  });

  it('holds back the products naming a refused master and applies every other row', async () => {
    harness = openHarness(targetOf(standIn));
    const masters = brands('B', 250);
    // The stand-in refuses a name longer than 200 characters (its choice).
    masters[7] = { code: 'B-BAD', name: 'x'.repeat(201) };
    const list = products('PB', 150, (i) => (i % 50 === 7 ? 'B-BAD' : `B${pad(i % 250)}`));
    harness.draft({ brands: masters, products: list });

    const { importId, last } = await harness.send();
    expect(last).toMatchObject({ state: 'failed', rowsRefused: 1, rowsWaiting: 3 });
    const detail = detailOf(harness, importId);
    const notApplied = detail.rowsNotApplied ?? [];
    expect(notApplied.filter((r) => r.fate === 'refused').map((r) => r.code)).toEqual(['B-BAD']);
    expect(
      notApplied
        .filter((r) => r.fate === 'waiting')
        .map((r) => [r.code, r.masters])
        .sort(),
    ).toEqual([
      ['PB00007', ['B-BAD']],
      ['PB00057', ['B-BAD']],
      ['PB00107', ['B-BAD']],
    ]);
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code.startsWith('PB'))).toHaveLength(147);
    expect(held.masters.brands?.filter((b) => String(b.brand_code).startsWith('B'))).toHaveLength(
      249,
    );
    expect(detail.rowCounts).toEqual({
      applied: 396,
      refused: 1,
      waiting: 3,
      notSent: 0,
      unanswered: 0,
    });
    // The results and History say why the waiting products were not sent: held back out of
    // requests that went without them, so no request counts as never sent.
    expect(detail.notSentWhy).toEqual([
      { code: 'waiting_for_master', requests: 0, rows: 3, masters: ['B-BAD'] },
    ]);
    expect(detail.requestCounts?.notSent).toBe(0);
    expect(detail.requests).toBe(detail.batches.filter((b) => b.fate !== 'replaced').length);
  });

  it('splits a refused request whose answer names no element until the refused row stands alone, within the bound', async () => {
    await setImportErrorDetail(standIn, 'none');
    await resetStats(standIn);
    harness = openHarness(targetOf(standIn));
    const list = products('PC', 250, () => '');
    list[123] = { ...list[123], product_code: 'PC 0123' } as ProductRow;
    harness.draft({ products: list });

    const { importId, last } = await harness.send();
    expect(last).toMatchObject({ state: 'failed', rowsDone: 249, rowsRefused: 1 });
    const stats = await statsOf(standIn);
    const extra = stats.requests - 3;
    // At most 2·⌈log2 n⌉ extra requests for the one refused row of a request of n = 100 rows.
    expect(extra).toBeGreaterThan(0);
    expect(extra).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(100)));
    expect(stats.imports.committed + (stats.by_status['422'] ?? 0)).toBe(stats.requests);
    const detail = detailOf(harness, importId);
    expect(detail.rowsNotApplied).toEqual([
      expect.objectContaining({
        code: 'PC 0123',
        fate: 'refused',
        field: null,
        message: 'The import was rejected and nothing was written.',
      }),
    ]);
    // Every request made from a refused one records where it came from and has its own key.
    const batches = harness.store.imports.get(importId)?.batches ?? [];
    expect(batches.filter((b) => b.parentSeq !== null).length).toBeGreaterThan(0);
    expect(new Set(batches.map((b) => b.idempotencyKey)).size).toBe(batches.length);
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code.startsWith('PC'))).toHaveLength(249);
  });

  it('stops at the first refusal when asked to: nothing more is sent', async () => {
    harness = openHarness(targetOf(standIn));
    const list = products('PD', 250, () => '');
    list[0] = { ...list[0], product_code: 'PD 0000' } as ProductRow;
    harness.draft({ products: list });
    await resetStats(standIn);
    const { importId } = harness.coordinator.start(harness.profileId, { stopAtRefusal: true });
    const last = await harness.ended(importId);
    // The request already in flight beside the refused one (two go at once) may be applied.
    expect(last.state).toBe('failed');
    expect(last.requestsDone + (last.requestsNotSent ?? 0)).toBe(2);
    expect((await statsOf(standIn)).requests).toBe(1 + last.requestsDone);
    const detail = detailOf(harness, importId);
    expect(detail.rowCounts?.refused).toBe(100);
    expect(detail.requestCounts?.split).toBe(0);
    expect(detail.batches[0]?.errorCode).toBe('refused');
    expect(detail.batches.slice(1).map((b) => b.errorCode ?? b.fate)).not.toContain('refused');
    expect(detail.batches.filter((b) => b.fate === 'not_sent').map((b) => b.errorCode)).toEqual(
      Array.from({ length: last.requestsNotSent ?? 0 }, () => 'not_sent_stopped'),
    );
    expect(detail.notSentWhy).toEqual(
      last.requestsNotSent === 0
        ? []
        : [{ code: 'not_sent_stopped', requests: last.requestsNotSent, masters: [] }],
    );
  });
});

describe('a finished import', () => {
  it('cannot be dropped, and resuming it answers its finished state without sending', async () => {
    harness = openHarness(targetOf(standIn));
    harness.draft({ products: products('PE', 3, () => '') });
    const { importId, last } = await harness.send();
    expect(last.state).toBe('done');
    await resetStats(standIn);
    const events = harness.progress.length;
    expect(harness.coordinator.resume(importId)).toMatchObject({ state: 'done', requestsDone: 1 });
    await expect(harness.coordinator.drop(importId)).rejects.toMatchObject({
      error: { kind: 'invalid_input' },
    });
    expect(harness.progress).toHaveLength(events);
    expect((await statsOf(standIn)).requests).toBe(0);
    expect(harness.store.imports.get(importId)?.stopReason).toBeNull();
  });
});
