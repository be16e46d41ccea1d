// Drafts through the real core's handler table: a real node:sqlite file, profiles made by real
// connects to the stand-in. The keychain is replaced by the in-memory vault: tokens are not what
// this test is about, and the keychain has its own tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
let tokyo: string;
let osaka: string;

const coat = { product_code: 'P1', name: 'Coat', brand_code: 'KK', skus: [] };

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000, vault: createMemoryVault() });
  const token = standIn.app('demo', 'full').token;
  for (const name of ['Tokyo', 'Osaka']) {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, name),
      token,
    });
    if (name === 'Tokyo') tokyo = view.id;
    else osaka = view.id;
  }
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

describe('drafts handlers', () => {
  it('saves batches per connection and loads every grid in position order', async () => {
    await harness.ok('drafts.save', {
      profileId: tokyo,
      grid: 'brands',
      upserts: [
        { id: 'b2', position: 2, row: { code: 'KK', name: 'Kikan' } },
        { id: 'b1', position: 1, row: { code: 'AA', name: '' } },
      ],
      deletes: [],
    });
    await harness.ok('drafts.save', {
      profileId: tokyo,
      grid: 'products',
      upserts: [{ id: 'p1', position: 1, row: coat }],
      deletes: [],
    });
    const loaded = await harness.ok('drafts.load', { profileId: tokyo });
    expect(loaded.brands.map((d) => d.id)).toEqual(['b1', 'b2']);
    expect(loaded.products).toEqual([{ id: 'p1', position: 1, row: coat }]);
    expect(loaded.colors).toEqual([]);
    expect(await harness.ok('drafts.load', { profileId: osaka })).toEqual({
      brands: [],
      colors: [],
      products: [],
    });
  });

  it('refuses a row of the wrong shape for its grid, and an unknown connection', async () => {
    const wrong = await harness.call('drafts.save', {
      profileId: tokyo,
      grid: 'brands',
      // A product row in the brands grid.
      upserts: [{ id: 'x', position: 9, row: coat as never }],
      deletes: [],
    });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const unknown = await harness.call('drafts.load', { profileId: 'nobody' });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect((await harness.ok('drafts.load', { profileId: tokyo })).brands).toHaveLength(2);
  });

  it('discards one grid or every grid of one connection only', async () => {
    await harness.ok('drafts.save', {
      profileId: osaka,
      grid: 'colors',
      upserts: [{ id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } }],
      deletes: [],
    });
    expect(await harness.ok('drafts.discard', { profileId: tokyo, grid: 'brands' })).toEqual({
      discarded: 2,
    });
    expect(await harness.ok('drafts.discard', { profileId: tokyo })).toEqual({ discarded: 1 });
    expect((await harness.ok('drafts.load', { profileId: osaka })).colors).toHaveLength(1);
  });
});
