// Replace all through the catalog editor's store against the real main-process core: a brand
// code renamed in the brands grid and in the products naming it is one undo step, undo and redo
// restore and re-apply both grids at once, validation follows, and the saved drafts (a real
// node:sqlite file through the handler table) hold what the grid shows after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_KNOWN_CODES, validateCatalog } from '../../../app/catalog/validation.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { compileQuery, EMPTY_QUERY } from '../../../renderer/src/catalog/find/find-query.ts';
import { MatchScan } from '../../../renderer/src/catalog/find/find-scan.ts';
import { followRenames, planReplace } from '../../../renderer/src/catalog/find/replace-plan.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { CatalogStore } from '../../../renderer/src/drafts/catalog-store.ts';
import { allRows } from '../../../renderer/src/catalog/model/view.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
let profileId = '';

function newStore(): CatalogStore {
  return new CatalogStore({
    load: (id) => harness.ok('drafts.load', { profileId: id }),
    save: (batch) => harness.ok('drafts.save', batch),
    discard: (id) => harness.ok('drafts.discard', { profileId: id }),
    saveDelayMs: 20,
  });
}

const product = (i: number, brand: string) => ({
  id: `p${String(i)}`,
  position: i + 1,
  row: {
    product_code: `P-${String(i)}`,
    name: `Coat ${String(i)}`,
    brand_code: brand,
    skus: [{ color_code: 'NV', size_code: 'M' }],
  },
});

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000, vault: createMemoryVault() });
  const view = await harness.ok('connections.connectWithToken', {
    profile: customProfile(standIn.url, 'Replace'),
    token: standIn.app('demo', 'full').token,
  });
  profileId = view.id;
  await harness.ok('drafts.save', {
    profileId,
    grid: 'brands',
    upserts: [
      { id: 'b1', position: 1, row: { code: 'AA', name: 'Alpha' } },
      { id: 'b2', position: 2, row: { code: 'BB', name: 'Beta' } },
    ],
    deletes: [],
  });
  await harness.ok('drafts.save', {
    profileId,
    grid: 'products',
    upserts: Array.from({ length: 30 }, (_, i) => product(i, i % 3 === 0 ? 'BB' : 'AA')),
    deletes: [],
  });
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

const brandsOf = (data: CatalogData) => data.brands.map((b) => b.row.code);
const productBrands = (data: CatalogData) => data.products.map((p) => p.row.brand_code);

async function saved(): Promise<CatalogData> {
  const check = newStore();
  await check.open(profileId);
  const { data } = check.getSnapshot();
  check.dispose();
  return data;
}

describe('replace all with the references that follow a rename', () => {
  it('is one undo step over both grids, saved as the grid shows it', async () => {
    const store = newStore();
    await store.open(profileId);
    const before = store.getSnapshot().data;
    const compiled = compileQuery({ ...EMPTY_QUERY, text: '^A(A)$', regex: true });
    if (!compiled.ok) throw new Error('bad query');
    const target = { view: 'brands' as const, data: before, rows: allRows('brands', before) };
    const scan = new MatchScan(target, { kind: 'all' }, compiled.matcher);
    scan.run();
    const plan = planReplace(target, scan.matches(), compiled.matcher, 'Z$1', () => 'new', 2);
    if (plan.edit === null) throw new Error('nothing to replace');
    const follow = followRenames(before, plan.edit);
    expect(follow.products).toBe(20);
    store.apply(follow.edit === null ? plan.edit : [plan.edit, follow.edit], plan.trimmed);

    const after = store.getSnapshot().data;
    expect(brandsOf(after)).toEqual(['ZA', 'BB']);
    expect(productBrands(after).filter((b) => b === 'ZA')).toHaveLength(20);
    expect(store.getSnapshot().undoStack.past).toHaveLength(1);
    // The references stayed whole: no product names a brand that is not there.
    expect(store.problems(NO_KNOWN_CODES)).toEqual(validateCatalog(after));
    expect(store.problems(NO_KNOWN_CODES).filter((p) => p.code === 'unknown_brand')).toEqual([]);
    await store.flush();
    expect(await saved()).toEqual(after);

    store.undo();
    expect(store.getSnapshot().data).toEqual(before);
    expect(store.getSnapshot().undoStack.past).toHaveLength(0);
    expect(store.problems(NO_KNOWN_CODES)).toEqual(validateCatalog(before));
    await store.flush();
    expect(await saved()).toEqual(before);

    store.redo();
    expect(store.getSnapshot().data).toEqual(after);
    await store.flush();
    expect(await saved()).toEqual(after);
    store.undo();
    await store.flush();
    store.dispose();
  });
});
