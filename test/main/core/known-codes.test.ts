// "Known codes": brand and colour codes this connection sent count as known to validation, so a
// product naming them gets no "unknown" warning. The real core sends to the stand-in over
// loopback HTTP; sent.codes is read through the handler table as IPC calls it, and the catalog
// store validates with the answer (the memory vault stands in for the keychain, which this test
// is not about).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { NO_KNOWN_CODES, type KnownCodes } from '../../../app/catalog/validation.ts';
import { CatalogStore } from '../../../renderer/src/drafts/catalog-store.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none' });
  harness = await startCore({ vault: createMemoryVault() });
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

async function connect(name: string): Promise<string> {
  const view = await harness.ok('connections.connectWithToken', {
    profile: customProfile(standIn.url, name),
    token: standIn.app('demo', 'full').token,
  });
  return view.id;
}

async function sendAndWait(profileId: string): Promise<ImportProgress> {
  const ended = new Promise<ImportProgress>((resolve) => {
    const stop = harness.core.events.subscribe((name, payload) => {
      const progress = payload as ImportProgress;
      if (name !== 'imports.progress' || progress.profileId !== profileId) return;
      if (['running', 'waiting', 'paused'].includes(progress.state)) return;
      stop();
      resolve(progress);
    });
  });
  await harness.ok('imports.start', { profileId });
  return ended;
}

async function knownCodes(profileId: string): Promise<KnownCodes> {
  const codes = await harness.ok('sent.codes', { profileId });
  return { brands: new Set(codes.brands), colors: new Set(codes.colors) };
}

function storeOf(): CatalogStore {
  return new CatalogStore({
    load: (profileId) => harness.ok('drafts.load', { profileId }),
    save: (batch) => harness.ok('drafts.save', batch),
    discard: (profileId) => harness.ok('drafts.discard', { profileId }),
    saveDelayMs: 20,
  });
}

const product = {
  id: 'draft-1',
  position: 1,
  row: {
    product_code: 'KP-1',
    name: 'Known-codes coat',
    brand_code: 'SENT-B',
    skus: [{ color_code: 'SENT-C', size_code: 'M' }],
  },
};

describe('known codes from the sent catalog', () => {
  it('sent.codes lists the distinct brand and colour codes of what this connection sent', async () => {
    const profileId = await connect('Sender');
    expect(await harness.ok('sent.codes', { profileId })).toEqual({ brands: [], colors: [] });
    await harness.ok('drafts.save', {
      profileId,
      grid: 'brands',
      upserts: [
        { id: 'b1', position: 1, row: { code: 'SENT-B', name: 'Sent brand' } },
        { id: 'b2', position: 2, row: { code: 'A-B', name: 'Another' } },
      ],
      deletes: [],
    });
    await harness.ok('drafts.save', {
      profileId,
      grid: 'colors',
      upserts: [{ id: 'c1', position: 1, row: { code: 'SENT-C', name: 'Sent colour' } }],
      deletes: [],
    });
    expect(await sendAndWait(profileId)).toMatchObject({ state: 'done' });
    expect(await harness.ok('sent.codes', { profileId })).toEqual({
      brands: ['A-B', 'SENT-B'],
      colors: ['SENT-C'],
    });
  });

  it('a product naming codes known only from the sent catalog gets no unknown warning; without them it does', async () => {
    const sender = await connect('Sender again');
    await harness.ok('drafts.save', {
      profileId: sender,
      grid: 'brands',
      upserts: [{ id: 'b1', position: 1, row: { code: 'SENT-B', name: 'Sent brand' } }],
      deletes: [],
    });
    await harness.ok('drafts.save', {
      profileId: sender,
      grid: 'colors',
      upserts: [{ id: 'c1', position: 1, row: { code: 'SENT-C', name: 'Sent colour' } }],
      deletes: [],
    });
    await sendAndWait(sender);
    // Another connection never sent them.
    const other = await connect('Never sent');

    for (const profileId of [sender, other]) {
      const store = storeOf();
      await store.open(profileId);
      // The masters went out with the import: the drafts hold no brand or colour now.
      expect(store.getSnapshot().data.brands).toEqual([]);
      store.apply({
        grid: 'products',
        changes: [{ id: product.id, before: null, after: product }],
      });
      const codes = (known: KnownCodes) =>
        store
          .problems(known)
          .map((p) => p.code)
          .sort();
      const known = await knownCodes(profileId);
      if (profileId === sender) expect(codes(known)).toEqual([]);
      else expect(codes(known)).toEqual(['unknown_brand', 'unknown_color']);
      // Absent from the known codes (before the answer comes), the warnings show.
      expect(codes(NO_KNOWN_CODES)).toEqual(['unknown_brand', 'unknown_color']);
      await store.flush();
      store.dispose();
    }
  });
});
