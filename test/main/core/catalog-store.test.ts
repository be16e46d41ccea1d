// The catalog editor's store (renderer/src/catalog/model) against the real main-process core:
// its saves and loads go through the same handler table IPC uses, into a real node:sqlite file.
// Only the transport is skipped (dispatch is called directly); the keychain is the in-memory
// vault, as tokens are not what this test is about.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { CatalogStore } from '../../../renderer/src/drafts/catalog-store.ts';
import { allRows } from '../../../renderer/src/catalog/model/view.ts';
import { layBlock, writeCells } from '../../../renderer/src/catalog/model/write-cells.ts';
import { insertRows } from '../../../renderer/src/catalog/model/row-ops.ts';
import { NO_KNOWN_CODES, validateCatalog, type Problem } from '../../../app/catalog/validation.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
const profiles: string[] = [];

function newStore(): CatalogStore {
  return new CatalogStore({
    load: (profileId) => harness.ok('drafts.load', { profileId }),
    save: (batch) => harness.ok('drafts.save', batch),
    discard: (profileId) => harness.ok('drafts.discard', { profileId }),
    saveDelayMs: 20,
  });
}

let ids = 0;
const newId = () => `id-${++ids}`;

function paste(
  store: CatalogStore,
  block: string[][],
  grid: 'brands' | 'products' = 'brands',
): void {
  const data = store.getSnapshot().data;
  const rows = allRows(grid, data);
  const at = { top: rows.length, left: 0, bottom: rows.length, right: 0 };
  const result = writeCells(grid, data, rows, layBlock(block, at, 4), newId);
  if (result === null) throw new Error('nothing written');
  store.apply(result.edit, result.trimmed);
}

const codes = (data: CatalogData) => data.brands.map((b) => b.row.code);

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000, vault: createMemoryVault() });
  for (const name of ['Tokyo', 'Osaka']) {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, name),
      token: standIn.app('demo', 'full').token,
    });
    profiles.push(view.id);
  }
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

describe('catalog store', () => {
  it('saves edits in the background and a new store finds them exactly, in order', async () => {
    const [tokyo = ''] = profiles;
    const store = newStore();
    await store.open(tokyo);
    paste(store, [
      ['KK', 'Kikan'],
      [' ZZ ', 'Zed'],
    ]);
    const data = store.getSnapshot().data;
    store.apply(insertRows('brands', data, allRows('brands', data), 0, 1, newId));
    expect(store.getSnapshot().trimmed.size).toBe(1);
    await store.flush();
    expect(store.getSnapshot().saveState).toBe('saved');

    const reopened = newStore();
    await reopened.open(tokyo);
    expect(reopened.getSnapshot().data).toEqual(store.getSnapshot().data);
    expect(codes(reopened.getSnapshot().data)).toEqual(['KK', '', 'ZZ']);
    // The undo stack does not survive a restart.
    expect(reopened.getSnapshot().undoStack.past).toHaveLength(0);
    store.dispose();
    reopened.dispose();
  });

  it('saves undo and redo too, by itself, without an explicit flush', async () => {
    const [tokyo = ''] = profiles;
    const store = newStore();
    await store.open(tokyo);
    paste(store, [['NEW', 'x']]);
    store.undo();
    store.redo();
    expect(store.getSnapshot().saveState).not.toBe('saved');
    // The saver goes out on its own timer: wait for it to say so, however slow the machine.
    await vi.waitFor(
      () => {
        expect(store.getSnapshot().saveState).toBe('saved');
      },
      {
        timeout: 60_000,
      },
    );
    const redone = newStore();
    await redone.open(tokyo);
    expect(codes(redone.getSnapshot().data)).toContain('NEW');
    redone.dispose();
    store.undo();
    expect(store.getSnapshot().saveState).not.toBe('saved');
    await vi.waitFor(
      () => {
        expect(store.getSnapshot().saveState).toBe('saved');
      },
      {
        timeout: 60_000,
      },
    );
    const reopened = newStore();
    await reopened.open(tokyo);
    expect(codes(reopened.getSnapshot().data)).toEqual(['KK', '', 'ZZ']);
    store.dispose();
    reopened.dispose();
  });

  it('switching connections switches drafts; edits queued before the switch land in their own', async () => {
    const [tokyo = '', osaka = ''] = profiles;
    const store = newStore();
    await store.open(tokyo);
    paste(store, [['TOKYO-ONLY', '']]);
    await store.open(osaka);
    expect(store.getSnapshot().data.brands).toEqual([]);
    paste(store, [['OSAKA', '']]);
    await store.flush();
    const check = newStore();
    await check.open(tokyo);
    expect(codes(check.getSnapshot().data)).toEqual(['KK', '', 'ZZ', 'TOKYO-ONLY']);
    await check.open(osaka);
    expect(codes(check.getSnapshot().data)).toEqual(['OSAKA']);
    store.dispose();
    check.dispose();
  });

  it('saves a paste larger than one save call in several calls, and finds all of it', async () => {
    const [, osaka = ''] = profiles;
    const store = newStore();
    await store.open(osaka);
    const block = Array.from({ length: 2500 }, (_, i) => [`C${i}`, `カラー ${i}`]);
    const data = store.getSnapshot().data;
    const rows = allRows('colors', data);
    const at = { top: rows.length, left: 0, bottom: rows.length, right: 0 };
    const result = writeCells('colors', data, rows, layBlock(block, at, 2), newId);
    if (result === null) throw new Error('nothing written');
    store.apply(result.edit);
    await store.flush();
    const check = newStore();
    await check.open(osaka);
    expect(check.getSnapshot().data.colors).toEqual(store.getSnapshot().data.colors);
    expect(check.getSnapshot().data.colors).toHaveLength(2500);
    store.dispose();
    check.dispose();
  });

  it('discard all empties this connection’s grids only', async () => {
    const [tokyo = '', osaka = ''] = profiles;
    const store = newStore();
    await store.open(osaka);
    paste(store, [['P1', 'Coat', 'KK', 'NV: S M']], 'products');
    await store.discardAll();
    expect(store.getSnapshot().data.products).toEqual([]);
    const check = newStore();
    await check.open(osaka);
    expect(check.getSnapshot().data).toEqual({ brands: [], colors: [], products: [] });
    await check.open(tokyo);
    expect(check.getSnapshot().data.brands).toHaveLength(4);
    store.dispose();
    check.dispose();
  });

  it('keeps its problems as validateCatalog finds them through edits, undo, redo and a switch', async () => {
    const [tokyo = '', osaka = ''] = profiles;
    const store = newStore();
    const sorted = (problems: readonly Problem[]) => problems.map((p) => JSON.stringify(p)).sort();
    const check = () => {
      const { data } = store.getSnapshot();
      expect(sorted(store.problems(NO_KNOWN_CODES))).toEqual(sorted(validateCatalog(data)));
    };
    await store.open(tokyo);
    check();
    paste(store, [['P1', 'Coat', 'NOPE', 'NV: S S']], 'products');
    paste(store, [['KK', 'dup']]);
    check();
    expect(store.problems(NO_KNOWN_CODES).length).toBeGreaterThan(0);
    store.undo();
    check();
    store.redo();
    check();
    const known = { brands: new Set(['NOPE']), colors: new Set(['NV']) };
    const { data } = store.getSnapshot();
    expect(sorted(store.problems(known))).toEqual(sorted(validateCatalog(data, known)));
    await store.open(osaka);
    check();
    store.dispose();
  });
});
