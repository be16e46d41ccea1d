import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { historyDetail } from '../../../main/imports/history-view.ts';
import { clearFaults, injectFault, resetStats, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { catalog, postImport } from '../../service/helpers.ts';
import { openHarness, pad, targetOf, type ImportHarness } from './harness.ts';
import { until } from '../../support/until.ts';

// Sending the catalog against the stand-in over loopback, with a real store file: the planned
// number of requests and created counts, a dropped answer resent with its key, a refusal in the
// middle, a 409, and 429s.

let standIn: StandIn;
let harness: ImportHarness | null = null;

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none' });
});
afterAll(async () => standIn.stop());
afterEach(async () => {
  await clearFaults(standIn);
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
    skus: [
      { color_code: 'BLK', size_code: 'M' },
      { color_code: 'WHT', size_code: 'L' },
    ],
  }));

describe('sending the catalog', () => {
  it('sends 1,000 products and 300 masters in the planned 10 requests with the expected counts', async () => {
    await resetStats(standIn);
    harness = openHarness(targetOf(standIn));
    harness.draft({
      brands: brands('A', 300),
      products: products('PA', 1000, (i) => `A${pad(i % 300)}`),
    });
    const preview = harness.coordinator.preview(harness.profileId);
    expect(preview.requests).toHaveLength(10);
    expect(preview.fewestPossible).toBe(10);

    const { importId, last } = await harness.send();
    expect(last).toMatchObject({ state: 'done', requestsDone: 10, rowsDone: 1300 });
    const record = harness.store.imports.get(importId);
    const detail = historyDetail(record ?? expect.fail('no record'));
    expect(detail.totals).toEqual({
      mastersCreated: { brands: 300 },
      productsCreated: 1000,
      productsUpdated: 0,
    });
    expect((await statsOf(standIn)).imports.committed).toBe(10);
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code.startsWith('PA'))).toHaveLength(1000);
    // Applied rows left the draft; the sent catalog has them.
    expect(harness.store.drafts.list(harness.profileId, 'products')).toEqual([]);
    expect(harness.store.sent.list(harness.profileId, { limit: 1 }).total).toBe(1300);
    expect(harness.store.sent.codes(harness.profileId, 'brands')).toHaveLength(300);
  });

  it('resends a request whose answer was dropped after commit with the same key: nothing applied twice', async () => {
    harness = openHarness(targetOf(standIn));
    harness.draft({ products: products('PB', 250, () => '') });
    await resetStats(standIn);
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'drop_after_commit',
    });
    const { importId, last } = await harness.send();
    expect(last.state).toBe('done');
    const stats = await statsOf(standIn);
    expect(stats.dropped).toBe(1);
    expect(stats.imports).toEqual({ committed: 3, replayed: 1 });
    const detail = historyDetail(harness.store.imports.get(importId) ?? expect.fail('no record'));
    // The replayed answer is the stored one: every product created once.
    expect(detail.totals.productsCreated).toBe(250);
  });

  it('keeps the refused row of a refused request with the service’s message and sends every other', async () => {
    harness = openHarness(targetOf(standIn));
    const rows = products('PC', 250, () => '');
    // The 150th product (in the 2nd request) has a name the service refuses.
    rows[150] = { ...(rows[150] as ProductRow), name: 'broken \ud800 name' };
    harness.draft({ products: rows });
    const { importId, last } = await harness.send();
    // The refused request is sent again without the row the service named.
    expect(last).toMatchObject({
      state: 'failed',
      requestsDone: 3,
      requestsFailed: 0,
      requestsSplit: 1,
    });
    const detail = historyDetail(harness.store.imports.get(importId) ?? expect.fail('no record'));
    const refused = detail.batches[1];
    expect(refused?.state).toBe('failed');
    expect(refused?.responseStatus).toBe(422);
    expect(refused).toMatchObject({ errorCode: 'refused', errorParams: { status: 422 } });
    expect(refused?.problems).toEqual([
      expect.objectContaining({ path: 'products[50].name', draftId: 'p-PC00150' }),
    ]);
    expect(detail.batches.map((b) => b.state)).toEqual(['done', 'failed', 'done', 'done']);
    expect(detail.batches[3]).toMatchObject({ parentSeq: 1, fate: 'applied' });
    const left = harness.store.drafts.list(harness.profileId, 'products').map((d) => d.id);
    expect(left).toEqual(['p-PC00150']);
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code.startsWith('PC'))).toHaveLength(249);
  });

  it('holds back a request whose products name masters of a refused request', async () => {
    harness = openHarness(targetOf(standIn));
    // The brands products name go first: DZZZZZ (broken name) is in the 1st request, and the
    // one product naming it cannot fit there, so the 2nd request depends on the 1st.
    const list = brands('D', 201);
    list[200] = { code: 'DZZZZZ', name: 'bad \udfff' };
    harness.draft({
      brands: list,
      products: [...products('PD', 100, (i) => `D${pad(i)}`), ...products('PE', 1, () => 'DZZZZZ')],
    });
    const preview = harness.coordinator.preview(harness.profileId);
    const { importId, last } = await harness.send();
    expect(last.state).toBe('failed');
    const record = harness.store.imports.get(importId) ?? expect.fail('no record');
    expect(preview.requests.map((r) => r.dependsOn)).toEqual([[], [0]]);
    const [refused, dependent] = record.batches;
    expect(refused).toMatchObject({ state: 'failed', responseStatus: 422 });
    expect(dependent).toMatchObject({ state: 'failed', attempts: 0 });
    expect(dependent?.lastError).toMatch(/Not sent/);
    expect(dependent?.lastErrorCode).toEqual({
      code: 'waiting_for_master',
      params: { masters: 'DZZZZZ' },
    });
    // Only the product naming the refused brand waits; every other row was applied.
    const notApplied = historyDetail(record).rowsNotApplied ?? [];
    expect(notApplied.map((r) => [r.code, r.fate])).toEqual([
      ['DZZZZZ', 'refused'],
      ['PE00000', 'waiting'],
    ]);
    expect(
      (await catalog(standIn)).products.filter((p) => p.product_code.startsWith('PD')),
    ).toHaveLength(100);
  });

  it('sends the next request while one is in flight, but a dependent one only after its masters were applied', async () => {
    const order: string[] = [];
    harness = openHarness(targetOf(standIn), {
      hooks: {
        afterMarkSent: (seq) => order.push(`sent ${seq}`),
        afterMarkDone: (seq) => order.push(`done ${seq}`),
      },
    });
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'delay',
      delay_ms: 200,
    });
    // Independent requests: the 2nd goes out before the (delayed) 1st is answered…
    harness.draft({ products: products('PL', 300, () => '') });
    expect((await harness.send()).last.state).toBe('done');
    expect(order.indexOf('sent 1')).toBeLessThan(order.indexOf('done 0'));
    // …and never more than two at once.
    let out = 0;
    let most = 0;
    for (const event of order) {
      out += event.startsWith('sent') ? 1 : -1;
      most = Math.max(most, out);
    }
    expect(most).toBe(2);

    // The 2nd request's product names a brand of the 1st: it waits for the 1st's answer.
    order.length = 0;
    const list = brands('M', 201);
    list[200] = { code: 'MZZZZZ', name: 'Last brand' };
    harness.draft({
      brands: list,
      products: [...products('PM', 100, (i) => `M${pad(i)}`), ...products('PN', 1, () => 'MZZZZZ')],
    });
    expect(harness.coordinator.preview(harness.profileId).requests.map((r) => r.dependsOn)).toEqual(
      [[], [0]],
    );
    expect((await harness.send()).last.state).toBe('done');
    expect(order).toEqual(['sent 0', 'done 0', 'sent 1', 'done 1']);
  });

  it('shows a 409 as an internal error and never retries it', async () => {
    harness = openHarness(targetOf(standIn));
    const record = harness.store.imports.create({
      profileId: harness.profileId,
      batches: [
        {
          body: JSON.stringify({ products: [{ product_code: 'PF-1' }] }),
          idempotencyKey: 'reused-key-409',
          rows: [{ grid: 'products', draftId: 'p-PF-1', code: 'PF-1' }],
        },
      ],
    });
    const token = standIn.app('demo', 'full').token;
    expect(
      (await postImport(standIn, token, 'reused-key-409', { products: [{ product_code: 'PF-0' }] }))
        .status,
    ).toBe(200);
    harness.coordinator.resumeUnfinished();
    const last = await harness.ended(record.id);
    expect(last.state).toBe('failed');
    const batch = harness.store.imports.get(record.id)?.batches[0];
    expect(batch).toMatchObject({ state: 'failed', responseStatus: 409, attempts: 1 });
    expect(batch?.lastError).toMatch(/^Internal error/);
    expect(batch?.lastErrorCode?.code).toBe('idempotency_conflict');
  });

  it('waits out 429s, showing the wait, and finishes', async () => {
    harness = openHarness(targetOf(standIn));
    harness.draft({ products: products('PG', 150, () => '') });
    await resetStats(standIn);
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'status',
      status: 429,
      retry_after: 1,
      times: 6,
    });
    const { last } = await harness.send();
    expect(last).toMatchObject({ state: 'done', requestsDone: 2 });
    expect((await statsOf(standIn)).rate_limited).toBe(6);
    expect(
      harness.progress.some(
        (p) =>
          p.state === 'waiting' &&
          p.waitingFor === 'rate_limit' &&
          p.messageCode === 'rate_limit_wait' &&
          typeof p.messageParams?.['untilMs'] === 'number',
      ),
    ).toBe(true);
  });

  it('cancels after the request in flight and keeps what was applied', async () => {
    harness = openHarness(targetOf(standIn));
    harness.draft({ products: products('PH', 300, () => '') });
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'delay',
      delay_ms: 300,
    });
    const { importId } = harness.coordinator.start(harness.profileId);
    harness.coordinator.cancel(importId);
    const last = await harness.ended(importId);
    expect(last.state).toBe('cancelled');
    const record = harness.store.imports.get(importId) ?? expect.fail('no record');
    expect(record.stopReason).toBe('cancelled');
    expect(record.batches.filter((b) => b.state === 'done').length).toBeLessThanOrEqual(1);
    expect(record.batches.at(-1)?.lastError).toMatch(/cancelled/);
    expect(record.batches.at(-1)?.lastErrorCode?.code).toBe('not_sent_cancelled');
  });

  it('sends nothing while paused and finishes after resume', async () => {
    harness = openHarness(targetOf(standIn));
    harness.draft({ products: products('PI', 300, () => '') });
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'delay',
      delay_ms: 200,
    });
    await resetStats(standIn);
    const { importId } = harness.coordinator.start(harness.profileId);
    expect(harness.coordinator.pause(importId).state).toBe('paused');
    // The request in flight when pausing finishes (its batch leaves 'sent'); nothing after it
    // goes out: no batch is sent again while paused.
    const running = harness;
    await vi.waitFor(
      () => {
        const record = running.store.imports.get(importId) ?? expect.fail('no record');
        expect(record.batches.filter((b) => b.state === 'sent')).toEqual([]);
      },
      { timeout: 30_000 },
    );
    expect((await statsOf(standIn)).imports.committed).toBeLessThanOrEqual(1);
    const paused = harness.store.imports.get(importId) ?? expect.fail('no record');
    expect(paused.batches.filter((b) => b.state === 'pending').length).toBeGreaterThanOrEqual(2);
    harness.coordinator.resume(importId);
    expect((await harness.ended(importId)).state).toBe('done');
    expect((await statsOf(standIn)).imports.committed).toBe(3);
  });

  it('stops at a 403, naming the missing permission; what was not sent says why', async () => {
    harness = openHarness({ url: standIn.url, token: standIn.app('demo', 'readonly').token });
    harness.draft({ products: products('PO', 300, () => '') });
    const { importId, last } = await harness.send();
    expect(last).toMatchObject({
      state: 'failed',
      messageCode: 'permission_missing',
      messageParams: { permission: 'kikan_products_write' },
    });
    const record = harness.store.imports.get(importId) ?? expect.fail('no record');
    expect(record.stopReason).toBe('forbidden');
    expect(record.batches[0]?.lastErrorCode).toEqual({
      code: 'permission_missing',
      params: { permission: 'kikan_products_write' },
    });
    // The 2nd request may have gone out before the 1st's answer came back; the 3rd never did.
    expect(['permission_missing', 'not_sent_forbidden']).toContain(
      record.batches[1]?.lastErrorCode?.code,
    );
    expect(record.batches[2]).toMatchObject({ attempts: 0 });
    expect(record.batches[2]?.lastErrorCode?.code).toBe('not_sent_forbidden');
  });

  it('waits for a reconnect after a 401 and continues with the same request', async () => {
    const before = standIn.app('other', 'full').token;
    let token = 'svc_tok_not-valid-anymore';
    const gate: { reconnect: (() => void) | null } = { reconnect: null };
    harness = openHarness(
      { url: standIn.url, token: () => token },
      {
        waitForConnection: () =>
          new Promise<void>((resolve) => {
            gate.reconnect = resolve;
          }),
      },
    );
    harness.draft({ products: products('PJ', 120, () => '') });
    const { importId } = harness.coordinator.start(harness.profileId);
    const reconnect = await until(() => gate.reconnect ?? undefined, 'the wait for a reconnect');
    const waiting = harness.progress.findLast((p) => p.importId === importId);
    expect(waiting).toMatchObject({
      state: 'waiting',
      waitingFor: 'reconnect',
      messageCode: 'reconnect_profile',
    });
    token = before;
    reconnect();
    expect((await harness.ended(importId)).state).toBe('done');
    const first = harness.store.imports.get(importId)?.batches[0];
    expect(first?.attempts).toBe(2);
  });

  it('drops an unfinished import saying which requests were, may have been, or were not applied', async () => {
    harness = openHarness(targetOf(standIn));
    const body = (code: string) => JSON.stringify({ products: [{ product_code: code }] });
    const record = harness.store.imports.create({
      profileId: harness.profileId,
      batches: [{ body: body('PK-0') }, { body: body('PK-1') }, { body: body('PK-2') }],
    });
    harness.store.imports.markSent(record.id, 0);
    harness.store.imports.markDone(record.id, 0, { status: 200, text: '{"ok":true}' });
    harness.store.imports.markSent(record.id, 1);
    const statement = await harness.coordinator.drop(record.id);
    expect(statement).toEqual({ applied: [0], mayHaveApplied: [1], notApplied: [2] });
    const dropped = harness.store.imports.get(record.id);
    expect(dropped?.stopReason).toBe('dropped');
    expect(harness.store.imports.listUnfinished(harness.profileId)).toEqual([]);
    expect(dropped?.batches[1]?.lastError).toMatch(/may or may not/);
    expect(dropped?.batches.map((b) => b.lastErrorCode?.code ?? null)).toEqual([
      null,
      'unanswered_dropped',
      'not_sent_dropped',
    ]);
  });
});
