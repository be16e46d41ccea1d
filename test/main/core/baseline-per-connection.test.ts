// The baseline ("last sent", sent.lookup) belongs to one connection: another connection to the
// same workspace never compares against it, and signing out, removing the connection or moving it
// to another address forgets it with the rest of that connection's data. The real core sends to
// the stand-in over loopback HTTP; everything goes through the handler table as IPC calls it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyRows, lastSentIndex } from '../../../app/catalog/last-sent.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
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

async function connect(name: string, baseUrl = standIn.url, profileId?: string): Promise<string> {
  const view = await harness.ok('connections.connectWithToken', {
    profile: customProfile(baseUrl, name),
    token: standIn.app('demo', 'full').token,
    ...(profileId === undefined ? {} : { profileId }),
  });
  return view.id;
}

const row = (prefix: string, i: number): ProductRow => ({
  product_code: `${prefix}-${String(i)}`,
  name: `Shirt ${String(i)}`,
  brand_code: '',
  skus: [{ color_code: 'BLK', size_code: 'M' }],
});
const rows = (prefix: string) => Array.from({ length: 5 }, (_, i) => row(prefix, i));

async function draft(profileId: string, products: ProductRow[]): Promise<void> {
  await harness.ok('drafts.save', {
    profileId,
    grid: 'products',
    upserts: products.map((p, i) => ({ id: `p-${p.product_code}`, position: i, row: p })),
    deletes: [],
  });
}

async function send(profileId: string): Promise<ImportProgress> {
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

/** What the connection last sent with these products' codes, as the grid reads it. */
async function lastSent(profileId: string, products: ProductRow[]) {
  const codes = products.map((p) => p.product_code);
  return (await harness.ok('sent.lookup', { profileId, grid: 'products', codes })).entries;
}

/** The drafts classified against the connection's baseline as sent.lookup gives it. */
async function classified(profileId: string, products: ProductRow[]) {
  const index = lastSentIndex(await lastSent(profileId, products));
  return classifyRows(
    products.map((p) => ({ id: p.product_code, row: p })),
    index,
  ).counts;
}

/** A connection that sent five products: its baseline holds them. */
async function sentFive(name: string, prefix: string): Promise<string> {
  const profileId = await connect(name);
  await draft(profileId, rows(prefix));
  expect(await send(profileId)).toMatchObject({ state: 'done' });
  expect(await classified(profileId, rows(prefix))).toEqual({ new: 0, changed: 0, same: 5 });
  // Asked for some codes, it answers those it sent (exactly as sent), not the others.
  const asked = [row(prefix, 1), row(prefix, 3), row('NEVER', 1)];
  expect(await lastSent(profileId, asked)).toEqual([
    { code: `${prefix}-1`, value: row(prefix, 1) },
    { code: `${prefix}-3`, value: row(prefix, 3) },
  ]);
  return profileId;
}

describe('the baseline is per connection', () => {
  it('another connection to the same workspace finds the rows new, not the same', async () => {
    await sentFive('First', 'PC');
    const other = await connect('Second');
    expect(await lastSent(other, rows('PC'))).toEqual([]);
    expect(await classified(other, rows('PC'))).toEqual({ new: 5, changed: 0, same: 0 });
  });

  it('signing out forgets it; a sign-in again compares against nothing', async () => {
    const profileId = await sentFive('Signs out', 'SO');
    await harness.ok('connections.signOut', { profileId });
    expect(await lastSent(profileId, rows('SO'))).toEqual([]);
    expect(await harness.ok('sent.codes', { profileId })).toEqual({ brands: [], colors: [] });
    await connect('Signs out', standIn.url, profileId);
    expect(await classified(profileId, rows('SO'))).toEqual({ new: 5, changed: 0, same: 0 });
  });

  it('moving the connection to another address forgets it', async () => {
    const profileId = await sentFive('Moves', 'MV');
    const moved = standIn.url.replace('127.0.0.1', 'localhost');
    expect(moved).not.toBe(standIn.url);
    await connect('Moves', moved, profileId);
    expect(await lastSent(profileId, rows('MV'))).toEqual([]);
  });

  it('removing the connection removes it with the rest of its data', async () => {
    const profileId = await sentFive('Removed', 'RM');
    const kept = await sentFive('Kept', 'KP');
    expect(await harness.ok('connections.remove', { profileId })).toEqual({ removed: true });
    expect(await lastSent(profileId, rows('RM'))).toEqual([]);
    // The other connection's baseline stays whole.
    expect(await classified(kept, rows('KP'))).toEqual({ new: 0, changed: 0, same: 5 });
  });
});
