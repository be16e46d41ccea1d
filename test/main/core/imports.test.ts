import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

// Sending the catalog through the contract, as the renderer will: drafts.save, imports.preview,
// imports.start, imports.progress events, imports.history / detail and sent.list, with the real
// core (the memory vault stands in for the keychain, which this test is not about).

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

describe('imports through the contract', () => {
  it('previews, sends with progress events, and shows history and the sent catalog', async () => {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    const profileId = view.id;
    await harness.ok('drafts.save', {
      profileId,
      grid: 'brands',
      upserts: [{ id: 'b1', position: 1, row: { code: 'CB1', name: 'Core brand' } }],
      deletes: [],
    });
    await harness.ok('drafts.save', {
      profileId,
      grid: 'products',
      upserts: Array.from({ length: 150 }, (_, i) => ({
        id: `p${i}`,
        position: i,
        row: {
          product_code: `CP-${String(i).padStart(3, '0')}`,
          name: `Core product ${i}`,
          brand_code: 'CB1',
          skus: [{ color_code: 'BLK', size_code: 'M' }],
        },
      })),
      deletes: [],
    });

    const preview = await harness.ok('imports.preview', { profileId });
    expect(preview.requests.map((r) => r.counts)).toEqual([
      { brands: 1, colors: 0, products: 100 },
      { brands: 0, colors: 0, products: 50 },
    ]);
    expect(preview.fastestMs).toBe(0);

    const seen: ImportProgress[] = [];
    const ended = new Promise<ImportProgress>((resolve) => {
      harness.core.events.subscribe((name, payload) => {
        if (name !== 'imports.progress') return;
        const progress = payload as ImportProgress;
        seen.push(progress);
        if (!['running', 'waiting', 'paused'].includes(progress.state)) resolve(progress);
      });
    });
    const { importId } = await harness.ok('imports.start', { profileId });
    expect(await ended).toMatchObject({ importId, state: 'done', rowsDone: 151 });
    expect(seen.some((p) => p.requestsDone === 1)).toBe(true);

    const { imports } = await harness.ok('imports.history', { profileId });
    expect(imports[0]).toMatchObject({
      importId,
      outcome: 'done',
      requests: 2,
      rows: 151,
      totals: { mastersCreated: { brands: 1 }, productsCreated: 150, productsUpdated: 0 },
    });
    const detail = await harness.ok('imports.detail', { importId });
    expect(detail.batches.map((b) => [b.state, b.responseStatus])).toEqual([
      ['done', 200],
      ['done', 200],
    ]);
    expect((await harness.ok('drafts.load', { profileId })).products).toEqual([]);
    const sent = await harness.ok('sent.list', { profileId, search: 'core product 14' });
    expect(sent.entries.map((e) => e.code)).toEqual([
      'CP-014',
      'CP-140',
      'CP-141',
      'CP-142',
      'CP-143',
      'CP-144',
      'CP-145',
      'CP-146',
      'CP-147',
      'CP-148',
      'CP-149',
    ]);
    expect((await harness.ok('imports.list', { profileId })).imports).toEqual([]);
  });
});
