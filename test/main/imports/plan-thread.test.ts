import { afterEach, describe, expect, it } from 'vitest';
import type { DraftChanges } from '../../../main/store/drafts-repo.ts';
import { previewCatalog } from '../../../main/imports/catalog-plan.ts';
import { PlanThread } from '../../../main/imports/plan-thread.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';

// The planning thread reads the store through a connection of its own: its plan is the one the
// core's thread would make, it sees a committed save whole while the save's rows still move into
// place, and a thread that cannot start answers with an error instead of leaving the call open.

const threads: PlanThread[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});

function threadFor(path: string, entry?: string): PlanThread {
  const thread = new PlanThread(path, entry);
  threads.push(thread);
  return thread;
}

const products = (from: number, count: number, name: string): DraftChanges => ({
  upserts: Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      id: `p${String(i)}`,
      position: i,
      row: {
        product_code: `PT${String(i).padStart(5, '0')}`,
        name,
        brand_code: 'PTB',
        skus: [{ color_code: 'NV', size_code: 'M' }],
      },
    };
  }),
  deletes: [],
});

function storeWithMasters(path: string) {
  const store = openTempStore(path);
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'brands', {
    upserts: [{ id: 'b', position: 0, row: { code: 'PTB', name: 'Brand' } }],
    deletes: [],
  });
  store.drafts.save(id, 'colors', {
    upserts: [{ id: 'c', position: 0, row: { code: 'NV', name: 'Navy' } }],
    deletes: [],
  });
  return { store, profileId: id };
}

describe('the planning thread', () => {
  it('makes the plan the core’s thread makes, from its own connection', async () => {
    const path = tempDbPath();
    const { store, profileId } = storeWithMasters(path);
    store.drafts.save(profileId, 'products', products(0, 250, 'Plain'));
    const limits = { callsPerWindow: 120, windowMs: 60_000 };
    const here = previewCatalog({ drafts: store.drafts, sent: store.sent }, profileId, limits);
    const there = await threadFor(path).preview(profileId, limits);
    expect(there).toEqual(here);
    expect(there.totals).toEqual({ brands: 1, colors: 1, products: 250 });
  });

  it('sees a committed save whole before its rows have moved into place', async () => {
    const path = tempDbPath();
    const { store, profileId } = storeWithMasters(path);
    store.drafts.save(profileId, 'products', products(0, 3000, 'Before'));
    store.drafts.stage('s', 0, profileId, 'products', products(0, 1500, 'After'));
    store.drafts.commit('s', 1, profileId, 'products', products(1500, 1500, 'After'));
    // Closed before the first slice moves: the file holds the commit and every row still staged.
    store.close();
    const thread = threadFor(path);
    const { plan } = await thread.plan(profileId);
    const names = new Set(
      plan.requests.flatMap(
        (request) =>
          (JSON.parse(request.body) as { products?: { name: string }[] }).products?.map(
            (p) => p.name,
          ) ?? [],
      ),
    );
    expect(names).toEqual(new Set(['After']));
    // Opened again, the store finishes the move: the same plan from the rows in place.
    const reopened = openTempStore(path);
    expect(reopened.drafts.list(profileId, 'products')).toHaveLength(3000);
    expect((await thread.plan(profileId)).plan.requests).toEqual(plan.requests);
  });

  it('answers an error when the thread cannot run', async () => {
    const path = tempDbPath();
    storeWithMasters(path);
    const thread = threadFor(path, `${path}.missing-entry.js`);
    await expect(thread.preview('anyone', {})).rejects.toThrow(/Planning the import failed/);
  });
});
