import { afterEach, describe, expect, it } from 'vitest';
import { isKikanError } from '../../../app/errors.ts';
import { PlanThread } from '../../../main/imports/plan-thread.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { planImport, type PlanGrid } from '../../../app/imports/plan.ts';
import type { TakeBack } from '../../../app/imports/take-back.ts';
import { batchElements } from '../../../main/imports/batch-elements.ts';
import { takeBack, takeBackPlan } from '../../../main/imports/take-back.ts';
import { takeBackBaseline } from '../../../main/imports/take-back-baseline.ts';
import type { Store } from '../../../main/store/index.ts';
import {
  openTempStore,
  sampleProfile,
  steppingClock,
  tempDbPath,
  thrownKind,
} from '../store/temp-store.ts';

// The take-back's baseline from a real store file: imports journalled and answered as the run
// records them (each applied request's body merged into the sent catalog, its rows leaving the
// draft), then "take back" reads the journal alone to say what each applied row was before.

const REFUSAL = { status: 422, text: '{"error":"products[0].brand_code: unknown brand"}' };
const OK = { status: 200, text: '{"ok":true,"created":{},"products":[]}' };

const product = (code: string, name: string, brand = 'KK', sizes = ['M']): ProductRow => ({
  product_code: code,
  name,
  brand_code: brand,
  skus: sizes.map((size) => ({ color_code: 'BK', size_code: size })),
});

interface Setup {
  store: Store;
  profileId: string;
  path: string;
}

function setup(path = tempDbPath()): Setup {
  const store = openTempStore(path, { now: steppingClock() });
  return { store, profileId: store.profiles.create(sampleProfile).id, path };
}

let ids = 0;

/** Drafts the rows and sends the connection's whole draft as the run does (refusing `refuse`). */
function send(
  { store, profileId }: Setup,
  rows: { brands?: MasterRow[]; products?: ProductRow[] },
  refuse: readonly string[] = [],
): string {
  for (const [grid, values] of [
    ['brands', rows.brands ?? []],
    ['products', rows.products ?? []],
  ] as const) {
    store.drafts.save(profileId, grid, {
      upserts: values.map((row, index) => ({ id: `d${String(ids++)}`, position: index, row })),
      deletes: [],
    });
  }
  return sendDraft({ store, profileId }, refuse);
}

/** Sends what the draft holds: products named in `refuse` go in a request the service refuses. */
function sendDraft(
  { store, profileId }: Pick<Setup, 'store' | 'profileId'>,
  refuse: readonly string[] = [],
) {
  const read = (grid: PlanGrid) =>
    store.drafts.list(profileId, grid).map((d) => ({ id: d.id, row: d.row as never }));
  const kept = read('products').filter((d) => !refuse.includes((d.row as ProductRow).product_code));
  const refused = read('products').filter((d) =>
    refuse.includes((d.row as ProductRow).product_code),
  );
  const good = planImport({ brands: read('brands'), colors: read('colors'), products: kept });
  const bad = planImport({ brands: [], colors: [], products: refused });
  const batches = [...good.requests, ...bad.requests].map((r) => ({ body: r.body, rows: r.rows }));
  const record = store.imports.create({ profileId, batches });
  for (const batch of record.batches) {
    store.imports.markSent(record.id, batch.seq);
    if (batch.seq >= good.requests.length) {
      store.imports.markFailed(record.id, batch.seq, 'Refused', REFUSAL);
      continue;
    }
    store.transaction(() => {
      store.imports.markDone(record.id, batch.seq, OK);
      store.sent.recordBody(profileId, record.id, batch.body);
      const elements = batchElements(batch.body, batch.rows).map((e) => e.value);
      store.appliedDrafts.clear(profileId, batch.rows, elements);
    });
  }
  return record.id;
}

const draftProducts = ({ store, profileId }: Setup) =>
  new Map(
    store.drafts
      .list(profileId, 'products')
      .map((d) => [(d.row as ProductRow).product_code, d.row as ProductRow]),
  );

const threads: PlanThread[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});

const reasons = (result: TakeBack) => result.listed.map((row) => [row.reason, row.code]);

describe('take back a send', () => {
  it('puts back what the connection sent before, across several sends of one product', () => {
    const s = setup();
    const first = send(s, {
      brands: [{ code: 'KK', name: 'Kikan' }],
      products: [product('P1', 'Shirt'), product('P2', 'Coat')],
    });
    const second = send(s, { products: [product('P1', 'Shirt 2', 'KK', ['M', 'L'])] });
    const third = send(s, {
      products: [product('P1', 'Shirt 3', 'KK', ['M', 'L']), product('P2', 'Coat 2')],
    });
    expect(s.store.drafts.list(s.profileId, 'products')).toEqual([]);

    // The third's rows were sent before it: both go back, as the second and the first left them.
    const plan = takeBackPlan(s.store, third);
    expect(plan.counts).toMatchObject({ applied: 2, takenBack: 2, firstSent: 0, changedLater: 0 });
    expect(plan.written).toBe(false);
    expect(s.store.drafts.list(s.profileId, 'products')).toEqual([]);
    const written = takeBack(s.store, third);
    expect(written.written).toBe(true);
    expect(draftProducts(s)).toEqual(
      new Map([
        ['P1', product('P1', 'Shirt 2', 'KK', ['M', 'L'])],
        ['P2', product('P2', 'Coat')],
      ]),
    );

    // The second's P1 was changed again by the third: listed, and put back only when asked.
    s.store.drafts.clear(s.profileId);
    const second1 = takeBackPlan(s.store, second);
    expect(second1.counts).toMatchObject({ applied: 1, takenBack: 0, changedLater: 1 });
    expect(second1.listed).toEqual([
      {
        grid: 'products',
        code: 'P1',
        reason: 'changed_later',
        fields: [],
        laterImportId: third,
        laterAt: s.store.imports.get(third)?.createdAt,
      },
    ]);
    takeBack(s.store, second, { changedLater: 'take_back' });
    expect(draftProducts(s)).toEqual(new Map([['P1', product('P1', 'Shirt')]]));

    // The journal replayed ends where the sent catalog stands.
    const all = s.store.imports.list(s.profileId).reverse();
    for (const row of takeBackBaseline(all, first) ?? []) {
      expect(row.now).toEqual(s.store.sent.get(s.profileId, row.grid, row.code)?.value);
    }

    // The first send's rows were all first sent by it: none can be taken back.
    s.store.drafts.clear(s.profileId);
    const firstBack = takeBack(s.store, first);
    expect(firstBack.counts).toMatchObject({ applied: 3, takenBack: 0, firstSent: 3 });
    expect(reasons(firstBack)).toEqual([
      ['first_sent', 'KK'],
      ['first_sent', 'P1'],
      ['first_sent', 'P2'],
    ]);
    expect(s.store.drafts.list(s.profileId, 'products')).toEqual([]);
  });

  it('takes back only the rows applied, leaves out rows first sent by it, and says why', () => {
    const s = setup();
    send(s, {
      brands: [{ code: 'KK', name: 'Kikan' }],
      products: [product('P1', 'A'), product('P2', 'B')],
    });
    // P2 refused, P3 new: only P1 is taken back; P3 is listed as first sent by this send.
    const mixed = send(
      s,
      { products: [product('P1', 'A2'), product('P2', 'B2'), product('P3', 'C')] },
      ['P2'],
    );
    expect(s.store.imports.get(mixed)?.state).toBe('failed');
    s.store.drafts.clear(s.profileId);
    const result = takeBack(s.store, mixed);
    expect(result.counts).toMatchObject({ applied: 2, takenBack: 1, firstSent: 1 });
    expect(reasons(result)).toEqual([['first_sent', 'P3']]);
    expect(draftProducts(s)).toEqual(new Map([['P1', product('P1', 'A')]]));
  });

  it('a take-back of a take-back restores the original, also after the store is reopened', () => {
    const s = setup();
    send(s, {
      brands: [{ code: 'KK', name: 'Kikan' }],
      products: [product('P1', 'Old', 'KK', ['M'])],
    });
    const change = send(s, {
      brands: [{ code: 'KK', name: 'Kikan 2' }],
      products: [product('P1', 'New', 'KK', ['M', 'L'])],
    });
    takeBack(s.store, change);
    const back = sendDraft(s);
    expect(s.store.sent.get(s.profileId, 'products', 'P1')?.value).toEqual(product('P1', 'Old'));
    expect(s.store.sent.get(s.profileId, 'brands', 'KK')?.value).toEqual({
      code: 'KK',
      name: 'Kikan',
    });

    s.store.close();
    const again = {
      ...s,
      store: openTempStore(s.path, { now: steppingClock(Date.UTC(2026, 1, 1)) }),
    };
    // Taking back the first send again now: its rows were changed again by the take-back.
    const stale = takeBackPlan(again.store, change);
    expect(stale.counts).toMatchObject({ takenBack: 0, changedLater: 2 });
    expect(stale.listed.map((row) => row.laterImportId)).toEqual([back, back]);

    const restored = takeBack(again.store, back);
    expect(restored.counts).toMatchObject({ applied: 2, takenBack: 2 });
    expect(draftProducts(again)).toEqual(new Map([['P1', product('P1', 'New', 'KK', ['M', 'L'])]]));
    sendDraft(again);
    expect(again.store.sent.get(again.profileId, 'products', 'P1')?.value).toEqual(
      product('P1', 'New', 'KK', ['M', 'L']),
    );
    expect(again.store.sent.get(again.profileId, 'brands', 'KK')?.value).toEqual({
      code: 'KK',
      name: 'Kikan 2',
    });
  });

  it('never writes over unsent edits; rows the same as last sent take the value in place', () => {
    const s = setup();
    send(s, {
      brands: [{ code: 'KK', name: 'Kikan' }],
      products: [product('P1', 'A'), product('P2', 'B')],
    });
    const change = send(s, { products: [product('P1', 'A2'), product('P2', 'B2')] });
    // The draft holds P2 as last sent (not an edit) and an edit of a brand.
    s.store.drafts.save(s.profileId, 'products', {
      upserts: [{ id: 'keep-p2', position: 7, row: product('P2', 'B2') }],
      deletes: [],
    });
    s.store.drafts.save(s.profileId, 'brands', {
      upserts: [{ id: 'edit-kk', position: 0, row: { code: 'KK', name: 'Typed' } }],
      deletes: [],
    });
    expect(takeBackPlan(s.store, change).unsentEdits).toBe(1);
    expect(thrownKind(() => takeBack(s.store, change))).toBe('conflict');
    expect(s.store.drafts.list(s.profileId, 'brands').map((d) => d.row)).toEqual([
      { code: 'KK', name: 'Typed' },
    ]);
    expect(draftProducts(s)).toEqual(new Map([['P2', product('P2', 'B2')]]));

    s.store.drafts.clear(s.profileId, 'brands');
    // Two rows of one code, both as last sent: a problem to fix first, not written over.
    s.store.drafts.save(s.profileId, 'products', {
      upserts: [{ id: 'twin-p2', position: 9, row: product('P2', 'B2') }],
      deletes: [],
    });
    expect(takeBackPlan(s.store, change).unsentEdits).toBe(2);
    expect(thrownKind(() => takeBack(s.store, change))).toBe('conflict');
    s.store.drafts.save(s.profileId, 'products', { upserts: [], deletes: ['twin-p2'] });
    takeBack(s.store, change, { newId: () => 'new-p1' });
    expect(s.store.drafts.list(s.profileId, 'products')).toEqual([
      { id: 'keep-p2', position: 7, row: product('P2', 'B') },
      { id: 'new-p1', position: 8, row: product('P1', 'A') },
    ]);
  });

  it('keeps a field the send was the first to fill, and lists it', () => {
    const s = setup();
    send(s, {
      products: [
        { ...product('P1', 'A'), brand_code: '' },
        { ...product('P2', 'B'), brand_code: '' },
      ],
    });
    const change = send(s, {
      brands: [{ code: 'KK', name: 'Kikan' }],
      products: [product('P1', 'A2'), product('P2', 'B')],
    });
    s.store.drafts.clear(s.profileId);
    const result = takeBack(s.store, change);
    expect(result.listed.map((row) => [row.reason, row.code, row.fields])).toEqual([
      ['first_sent', 'KK', []],
      ['cannot_clear', 'P1', ['brand_code']],
      ['cannot_clear', 'P2', ['brand_code']],
    ]);
    // P2 differs only in the brand it cannot clear: nothing of it to put back.
    expect(result.counts).toMatchObject({ takenBack: 1, cannotClear: 2, firstSent: 1 });
    expect(draftProducts(s)).toEqual(new Map([['P1', product('P1', 'A')]]));
  });

  it('refuses while a send of the connection has not ended', () => {
    const s = setup();
    const done = send(s, { products: [product('P1', 'A')] });
    const plan = planImport({
      brands: [],
      colors: [],
      products: [{ id: 'x', row: product('P1', 'B') }],
    });
    const open = s.store.imports.create({
      profileId: s.profileId,
      batches: plan.requests.map((r) => ({ body: r.body, rows: r.rows })),
    });
    expect(thrownKind(() => takeBackPlan(s.store, done))).toBe('conflict');
    expect(thrownKind(() => takeBackPlan(s.store, open.id))).toBe('conflict');
    expect(thrownKind(() => takeBackPlan(s.store, 'nope'))).toBe('not_found');
  });

  it('the planning thread reads the same take-back through its own connection', async () => {
    const s = setup();
    send(s, { brands: [{ code: 'KK', name: 'Kikan' }], products: [product('P1', 'A')] });
    const change = send(s, { products: [product('P1', 'A2'), product('P2', 'B')] });
    const thread = new PlanThread(s.path);
    threads.push(thread);
    for (const changedLater of ['leave', 'take_back'] as const) {
      expect(await thread.takeBack(change, changedLater)).toEqual(
        takeBackPlan(s.store, change, { changedLater }),
      );
    }
    const refused = await thread.takeBack('nope', 'leave').catch((error: unknown) => error);
    expect(isKikanError(refused) ? refused.error.kind : refused).toBe('not_found');
  });
});
