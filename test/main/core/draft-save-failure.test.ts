// The catalog store's saver when the real store cannot be written: another connection holds the
// SQLite file with BEGIN EXCLUSIVE (as another program or a stuck process would). Saves go
// through the real core's handler table into the real file; the keychain is the in-memory vault.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import type { CallInput, CallName, CallOutput } from '../../../app/ipc/contract.ts';
import { CatalogStore, type CatalogSnapshot } from '../../../renderer/src/drafts/catalog-store.ts';
import { allRows } from '../../../renderer/src/catalog/model/view.ts';
import { layBlock, writeCells } from '../../../renderer/src/catalog/model/write-cells.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
let profileId = '';

/** As the renderer's bridge client does: an error result is thrown as its typed error. */
async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const result = await harness.call(name, input);
  if (!result.ok) throw new KikanError(result.error);
  return result.value;
}

function newStore(): CatalogStore {
  return new CatalogStore({
    load: (id) => call('drafts.load', { profileId: id }),
    save: (batch) => call('drafts.save', batch),
    discard: (id) => call('drafts.discard', { profileId: id }),
    saveDelayMs: 20,
  });
}

function until(store: CatalogStore, done: (snap: CatalogSnapshot) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (done(store.getSnapshot())) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000, vault: createMemoryVault() });
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

describe('saving drafts while the store cannot be written', () => {
  it('says "not saved" with the reason, keeps every edit and saves them once the lock goes', async () => {
    const store = newStore();
    await store.open(profileId);
    const locker = new DatabaseSync(join(harness.userDataDir, 'kikan.sqlite'));
    locker.exec('BEGIN EXCLUSIVE');
    try {
      const type = (block: string[][]) => {
        const data = store.getSnapshot().data;
        const rows = allRows('brands', data);
        const at = { top: rows.length, left: 0, bottom: rows.length, right: 0 };
        let n = rows.length;
        const result = writeCells('brands', data, rows, layBlock(block, at, 2), () => `b${++n}`);
        if (result === null) throw new Error('nothing written');
        store.apply(result.edit, result.trimmed);
      };
      type([['KK', 'Kikan']]);
      await until(store, (snap) => snap.saveState === 'failed');
      expect(store.getSnapshot().saveFailure?.message).toMatch(/locked by another program/);
      // Typed while the save keeps failing: kept too.
      type([['ZZ', 'Zed']]);
      await until(store, (snap) => snap.saveFailure !== null && snap.data.brands.length === 2);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    await until(store, (snap) => snap.saveState === 'saved');
    expect(store.getSnapshot().saveFailure).toBeNull();
    const reopened = newStore();
    await reopened.open(profileId);
    expect(reopened.getSnapshot().data.brands.map((b) => b.row)).toEqual([
      { code: 'KK', name: 'Kikan' },
      { code: 'ZZ', name: 'Zed' },
    ]);
  }, 120_000);
});
