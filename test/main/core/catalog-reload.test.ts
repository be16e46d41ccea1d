// After an import, the catalog editor's store (renderer/src/catalog/model) loads the drafts again:
// the rows main applied have left them. Against the real core and stand-in; only the transport is
// skipped (the handler table is called directly), and the memory vault stands in for the keychain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { CatalogStore } from '../../../renderer/src/drafts/catalog-store.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
let profileId: string;

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none' });
  harness = await startCore({ vault: createMemoryVault() });
  const view = await harness.ok('connections.connectWithToken', {
    profile: customProfile(standIn.url),
    token: standIn.app('demo', 'full').token,
  });
  profileId = view.id;
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

function ended(importId: string): Promise<ImportProgress> {
  return new Promise((resolve) => {
    const stop = harness.core.events.subscribe((name, payload) => {
      const progress = payload as ImportProgress;
      if (name !== 'imports.progress' || progress.importId !== importId) return;
      if (['done', 'failed', 'cancelled', 'dropped'].includes(progress.state)) {
        stop();
        resolve(progress);
      }
    });
  });
}

describe('CatalogStore.reload after an import', () => {
  it('drops the applied rows, keeps the ones left out and an edit made meanwhile', async () => {
    let loads = 0;
    const store = new CatalogStore({
      load: (id) => {
        loads += 1;
        return harness.ok('drafts.load', { profileId: id });
      },
      save: (batch) => harness.ok('drafts.save', batch),
      discard: (id) => harness.ok('drafts.discard', { profileId: id }),
      saveDelayMs: 10,
    });
    await store.open(profileId);
    const row = (id: string, code: string, position = 0) => ({
      id,
      position,
      row: {
        product_code: code,
        name: `Shirt ${code}`,
        brand_code: 'RB',
        skus: [{ color_code: 'BLK', size_code: 'M' }],
      },
    });
    store.apply({
      grid: 'brands',
      changes: [
        {
          id: 'rb',
          before: null,
          after: { id: 'rb', position: 0, row: { code: 'RB', name: 'Reload brand' } },
        },
      ],
    });
    // Two products to send and one with an empty code (left out).
    store.apply({
      grid: 'products',
      changes: [
        { id: 'a', before: null, after: row('a', 'R-1') },
        { id: 'b', before: null, after: row('b', 'R-2', 1) },
        { id: 'c', before: null, after: row('c', '', 2) },
      ],
    });
    await store.flush();
    const { importId } = await harness.ok('imports.start', { profileId });
    expect(await ended(importId)).toMatchObject({ state: 'done', rowsDone: 3 });

    // The store still shows its own copy until it reloads.
    expect(store.getSnapshot().data.products).toHaveLength(3);
    const loadsBefore = loads;
    const reloading = store.reload(profileId);
    // An edit while the load runs is saved and loaded again, not lost.
    store.apply({
      grid: 'products',
      changes: [{ id: 'd', before: null, after: row('d', 'R-4', 3) }],
    });
    await reloading;
    const codes = store.getSnapshot().data.products.map((entry) => entry.row.product_code);
    expect(codes.sort()).toEqual(['', 'R-4']);
    expect(loads - loadsBefore).toBe(2);
    expect(store.getSnapshot().data.brands).toHaveLength(0);
    expect(store.getSnapshot().undoStack.past).toHaveLength(0);

    // Another connection's import leaves this store alone.
    await store.reload('someone-else');
    expect(loads - loadsBefore).toBe(2);
    store.dispose();
  });
});
