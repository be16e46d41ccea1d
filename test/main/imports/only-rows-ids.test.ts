import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { calls } from '../../../app/ipc/contract.ts';
import { isKikanError } from '../../../app/errors.ts';
import { changedDraftIds } from '../../../main/imports/changed-ids.ts';
import { catalogOnlyRowsHandlers } from '../../../main/handlers/catalog-only-rows-handlers.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// "Only these rows" in core mode over a real store file: catalog.changedIds, the rows new or
// changed since the connection last sent them, compared as the grid compares (codes trimmed,
// texts NFC, SKUs a set), and again after an operation of the core changed a row; and
// catalog.problemIds, the rows the core's validation finds a problem in.

const product = (i: number, name = `Product ${String(i)}`): ProductRow => ({
  product_code: `CC-${String(i).padStart(3, '0')}`,
  name,
  brand_code: 'CC-BR',
  skus: [
    { color_code: 'CC-NV', size_code: 'M' },
    { color_code: 'CC-BK', size_code: 'S' },
  ],
});

function setUp() {
  const store = openTempStore();
  const profileId = store.profiles.create(sampleProfile).id;
  const sent = Array.from({ length: 8 }, (_, i) => product(i));
  store.sent.recordBody(
    profileId,
    'earlier',
    JSON.stringify({
      brands: [{ brand_code: 'CC-BR', name: 'Brand' }],
      colors: [
        { color_code: 'CC-NV', name: 'Navy' },
        { color_code: 'CC-BK', name: 'Black' },
      ],
      products: sent,
    }),
  );
  const rows: ProductRow[] = sent.map((row) => ({ ...row, skus: [...row.skus] }));
  // p-1: renamed; p-2: the same name in decomposed form (the same); p-3: SKUs in another order
  // (the same); p-4: a SKU added; p-5: its code with a stray space (the same); p-8: never sent.
  rows[1] = { ...product(1), name: 'Renamed' };
  rows[2] = { ...product(2), name: 'Product 2'.normalize('NFD') };
  rows[3] = { ...product(3), skus: [...product(3).skus].reverse() };
  rows[4] = { ...product(4), skus: [...product(4).skus, { color_code: 'CC-NV', size_code: 'L' }] };
  rows[5] = { ...product(5), product_code: ` ${product(5).product_code} ` };
  rows.push(product(8));
  store.drafts.save(profileId, 'products', {
    upserts: rows.map((row, i) => ({ id: `p-${String(i)}`, position: i, row })),
    deletes: [],
  });
  store.drafts.save(profileId, 'brands', {
    upserts: [
      { id: 'b-0', position: 0, row: { code: 'CC-BR', name: 'Brand' } },
      { id: 'b-1', position: 1, row: { code: 'CC-NEW', name: 'New brand' } },
    ],
    deletes: [],
  });
  store.drafts.save(profileId, 'colors', {
    upserts: [{ id: 'c-0', position: 0, row: { code: 'CC-NV', name: 'Navy blue' } }],
    deletes: [],
  });
  const handlers = catalogOnlyRowsHandlers(store, store.catalogProblems, store.profiles);
  return { store, profileId, handlers };
}

describe('catalog.changedIds', () => {
  it('lists each grid’s rows new or changed since last sent, as the grid compares them', async () => {
    const { store, profileId, handlers } = setUp();
    const answer = calls['catalog.changedIds'].output.parse(
      await handlers['catalog.changedIds']({ profileId }, {}),
    );
    expect(answer).toEqual({ brands: ['b-1'], colors: ['c-0'], products: ['p-1', 'p-4', 'p-8'] });
    // The products read from the tables, not the validation's rows, come to the same.
    expect(changedDraftIds({ drafts: store.drafts, sent: store.sent }, profileId)).toEqual(answer);
  });

  it('follows the core’s operations on the rows (an edit, its undo)', async () => {
    const { store, profileId, handlers } = setUp();
    store.catalog.apply(profileId, {
      kind: 'set',
      grid: 'products',
      cells: [
        { row: { id: 'p-0' }, column: 'name', value: 'Edited' },
        { row: { id: 'p-1' }, column: 'name', value: 'Product 1' },
      ],
    });
    const edited = await handlers['catalog.changedIds']({ profileId }, {});
    expect(edited.products).toEqual(['p-0', 'p-4', 'p-8']);
    store.catalog.undo(profileId);
    const undone = await handlers['catalog.changedIds']({ profileId }, {});
    expect(undone.products).toEqual(['p-1', 'p-4', 'p-8']);
  });

  it('with nothing sent every row is new; an unknown connection is refused', async () => {
    const store = openTempStore();
    const profileId = store.profiles.create(sampleProfile).id;
    store.drafts.save(profileId, 'products', {
      upserts: [{ id: 'p-0', position: 0, row: product(0) }],
      deletes: [],
    });
    const handlers = catalogOnlyRowsHandlers(store, store.catalogProblems, store.profiles);
    expect((await handlers['catalog.changedIds']({ profileId }, {})).products).toEqual(['p-0']);
    const refused = await Promise.resolve()
      .then(() => handlers['catalog.changedIds']({ profileId: 'nobody' }, {}))
      .then(
        () => null,
        (error: unknown) => (isKikanError(error) ? error.error.kind : 'other'),
      );
    expect(refused).toBe('not_found');
  });

  it('catalog.problemIds lists each grid’s rows with a problem, in order, after operations too', async () => {
    const { store, profileId, handlers } = setUp();
    // Nothing wrong yet: every brand and colour is in the drafts or was sent.
    expect(await handlers['catalog.problemIds']({ profileId }, {})).toEqual({
      brands: [],
      colors: [],
      products: [],
    });
    store.catalog.apply(profileId, {
      kind: 'set',
      grid: 'products',
      cells: [
        { row: { id: 'p-6' }, column: 'product_code', value: '' },
        { row: { id: 'p-2' }, column: 'brand_code', value: 'NOBODY' },
        { row: { id: 'p-6' }, column: 'name', value: '' },
      ],
    });
    store.catalog.apply(profileId, {
      kind: 'set',
      grid: 'brands',
      cells: [{ row: { id: 'b-1' }, column: 'code', value: 'CC-BR' }],
    });
    const answer = calls['catalog.problemIds'].output.parse(
      await handlers['catalog.problemIds']({ profileId }, {}),
    );
    // p-6 once, though it has two problems; the brands' duplicate code on both rows.
    expect(answer).toEqual({ brands: ['b-0', 'b-1'], colors: [], products: ['p-2', 'p-6'] });
    store.catalog.undo(profileId);
    expect((await handlers['catalog.problemIds']({ profileId }, {})).brands).toEqual([]);
  });
});
