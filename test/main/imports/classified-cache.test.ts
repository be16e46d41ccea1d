import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { previewCatalog, type PlanSource } from '../../../main/imports/catalog-plan.ts';
import { readChanges } from '../../../main/imports/changes-read.ts';
import { ClassifiedCache } from '../../../main/imports/classified-drafts.ts';
import type { Store } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// What a plan classified is kept (classified-drafts.ts) and the review's pages read from it, over
// a real store file: kept while the drafts and the Sent catalog stay as they are, made again when
// either moves on (a save, a clear, a send applied, a sign-out), never answering from rows gone.

const product = (i: number, name = `Product ${String(i)}`): ProductRow => ({
  product_code: `CC-${String(i).padStart(3, '0')}`,
  name,
  brand_code: 'CC-BR',
  skus: [
    { color_code: 'CC-NV', size_code: 'M' },
    { color_code: 'CC-BK', size_code: 'S' },
  ],
});

function setUp(count: number): {
  store: Store;
  profileId: string;
  source: PlanSource;
  reads: () => number;
} {
  const store = openTempStore();
  const profileId = store.profiles.create(sampleProfile).id;
  const all = Array.from({ length: count }, (_, i) => product(i));
  store.sent.recordBody(
    profileId,
    'earlier',
    JSON.stringify({
      brands: [{ brand_code: 'CC-BR', name: 'Brand' }],
      colors: [
        { color_code: 'CC-NV', name: 'Navy' },
        { color_code: 'CC-BK', name: 'Black' },
      ],
      products: all,
    }),
  );
  store.drafts.save(profileId, 'products', {
    upserts: all.map((row, i) => ({
      id: `p-${String(i)}`,
      position: i,
      row: i < 3 ? { ...row, name: `${row.name} 2` } : row,
    })),
    deletes: [],
  });
  // The store's own reader, counted: how many times the drafts were read whole.
  let lists = 0;
  const drafts = {
    list: (id: string, grid: string) => {
      if (grid === 'products') lists += 1;
      return store.drafts.list(id, grid);
    },
    version: (id: string) => store.drafts.version(id),
  };
  const source: PlanSource = { drafts, sent: store.sent, classified: new ClassifiedCache() };
  return { store, profileId, source, reads: () => lists };
}

describe('what a plan classified, kept for the review', () => {
  it('serves the next plan and the pages without reading the drafts again', () => {
    const { profileId, source, reads } = setUp(20);
    const preview = previewCatalog(source, profileId, {});
    expect(preview.unchanged.products).toEqual({ new: 0, changed: 3, same: 17 });
    expect(reads()).toBe(1);
    const page = readChanges(source, profileId, { offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.code)).toEqual(['CC-000', 'CC-001']);
    expect(readChanges(source, profileId, { which: 'same', offset: 0, limit: 50 }).total).toBe(17);
    expect(previewCatalog(source, profileId, {}, undefined, 'send').requests).toHaveLength(1);
    expect(reads()).toBe(1);
  });

  it('is made again when a draft is saved, and the page shows the edit', () => {
    const { store, profileId, source, reads } = setUp(20);
    previewCatalog(source, profileId, {});
    store.drafts.save(profileId, 'products', {
      upserts: [{ id: 'p-10', position: 10, row: product(10, 'Renamed') }],
      deletes: [],
    });
    const page = readChanges(source, profileId, { search: 'renamed', offset: 0, limit: 10 });
    expect(reads()).toBe(2);
    expect(page.rows).toEqual([
      {
        grid: 'products',
        draftId: 'p-10',
        code: 'CC-010',
        fields: [{ field: 'name', before: 'Product 10', after: 'Renamed' }],
      },
    ]);
    expect(previewCatalog(source, profileId, {}).unchanged.products.changed).toBe(4);
  });

  it('is made again when the drafts are cleared: no row of them is answered after', () => {
    const { store, profileId, source } = setUp(20);
    expect(readChanges(source, profileId, { offset: 0, limit: 10 }).total).toBe(3);
    store.drafts.clear(profileId, 'products');
    expect(readChanges(source, profileId, { offset: 0, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    });
    expect(previewCatalog(source, profileId, {}).requests).toEqual([]);
  });

  it('is made again when a send is applied: what it sent is the same now', () => {
    const { store, profileId, source, reads } = setUp(20);
    expect(previewCatalog(source, profileId, {}).unchanged.products.changed).toBe(3);
    // The service answered the request holding the three renamed products.
    const renamed = [0, 1, 2].map((i) => ({ ...product(i), name: `${product(i).name} 2` }));
    store.sent.recordBody(profileId, 'this-send', JSON.stringify({ products: renamed }));
    expect(previewCatalog(source, profileId, {}).unchanged.products).toEqual({
      new: 0,
      changed: 0,
      same: 20,
    });
    expect(readChanges(source, profileId, { offset: 0, limit: 10 }).total).toBe(0);
    expect(reads()).toBe(2);
  });

  it('is made again when the connection forgets what it sent: every row is new', () => {
    const { store, profileId, source } = setUp(20);
    expect(previewCatalog(source, profileId, {}).unchanged.products.same).toBe(17);
    store.sent.clearProfile(profileId);
    expect(previewCatalog(source, profileId, {}).unchanged.products).toEqual({
      new: 20,
      changed: 0,
      same: 0,
    });
  });

  it('keeps one connection’s rows from another’s answers', () => {
    const { store, profileId, source } = setUp(20);
    const other = store.profiles.create({ ...sampleProfile, name: 'Osaka' }).id;
    expect(readChanges(source, profileId, { offset: 0, limit: 10 }).total).toBe(3);
    expect(readChanges(source, other, { offset: 0, limit: 10 })).toEqual({ rows: [], total: 0 });
    expect(readChanges(source, profileId, { offset: 0, limit: 10 }).total).toBe(3);
  });
});

describe('the versions the classification is kept by', () => {
  it('move on with every save, commit and clear of the drafts, and every write of the Sent catalog', () => {
    const store = openTempStore();
    const profileId = store.profiles.create(sampleProfile).id;
    const drafts = [store.drafts.version(profileId)];
    store.drafts.save(profileId, 'brands', {
      upserts: [{ id: 'b', position: 0, row: { code: 'B', name: 'Brand' } }],
      deletes: [],
    });
    drafts.push(store.drafts.version(profileId));
    store.drafts.commit('s-1', 0, profileId, 'brands', {
      upserts: [{ id: 'c', position: 1, row: { code: 'C', name: 'Other' } }],
      deletes: [],
    });
    drafts.push(store.drafts.version(profileId));
    store.drafts.clear(profileId);
    drafts.push(store.drafts.version(profileId));
    expect(new Set(drafts).size).toBe(4);

    const sent = [store.sent.version(profileId)];
    store.sent.recordBody(
      profileId,
      'i',
      JSON.stringify({ brands: [{ brand_code: 'B', name: 'x' }] }),
    );
    sent.push(store.sent.version(profileId));
    store.sent.recordBody(
      profileId,
      'i',
      JSON.stringify({ brands: [{ brand_code: 'B', name: 'y' }] }),
    );
    sent.push(store.sent.version(profileId));
    store.sent.clearProfile(profileId);
    sent.push(store.sent.version(profileId));
    expect(new Set(sent).size).toBe(4);
  });
});
