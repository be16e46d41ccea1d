// The core's table with its writing thread, in process (main/core-process/write-order.ts): the
// catalog's operations, undo and redo run in the thread over the real store, the validation
// hears each answer as it did in the core's thread, a read sent beside a write answers the
// state before it and one sent after its answer the state after, and the calls that change
// something keep their order behind it.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Operation } from '../../../app/catalog/operations.ts';
import { openStore } from '../../../main/store/open-store.ts';
import { startCore, type CoreHarness } from '../core/core-harness.ts';
import { sampleProfile } from '../store/temp-store.ts';

let harness: CoreHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

async function coreWithProfile(): Promise<{ core: CoreHarness; profileId: string }> {
  const core = await startCore();
  harness = core;
  // Made through a connection of its own: the core's reads the file as it is.
  const other = openStore(join(core.userDataDir, 'kikan.sqlite'));
  const { id } = other.profiles.create(sampleProfile);
  other.close();
  return { core, profileId: id };
}

const twoBrands: Operation = {
  kind: 'insertRows',
  grid: 'brands',
  rows: [
    { id: 'b1', position: 1, row: { code: 'KK', name: 'One' } },
    { id: 'b2', position: 2, row: { code: 'KK', name: 'Two' } },
  ],
};

describe('the core’s table with its writing thread', () => {
  it('tells the validation of each operation, undo and redo run there', async () => {
    const { core, profileId } = await coreWithProfile();
    const problems = () => core.ok('catalog.problems', { profileId, from: 0, count: 10 });
    expect((await problems()).length).toBe(0);
    const applied = await core.ok('catalog.apply', { profileId, operation: twoBrands });
    expect(applied.rows.map((row) => row.id).sort()).toEqual(['b1', 'b2']);
    const duplicated = await problems();
    expect(duplicated.length).toBeGreaterThan(0);
    expect(duplicated.version).toBe(applied.version);
    const undone = await core.ok('catalog.undo', { profileId });
    expect(await problems()).toMatchObject({ length: 0, version: undone.version });
    const redone = await core.ok('catalog.redo', { profileId });
    expect(await problems()).toMatchObject({
      length: duplicated.length,
      version: redone.version,
    });
    const refused = await core.call('catalog.apply', { profileId: 'nobody', operation: twoBrands });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  }, 60_000);

  it('answers a read sent beside a write with the state before it, and keeps changes in order', async () => {
    const { core, profileId } = await coreWithProfile();
    const before = await core.ok('catalog.history', { profileId });
    // Sent in one turn, none awaited: a write, a read beside it, a save on the core's thread.
    const writing = core.ok('catalog.apply', { profileId, operation: twoBrands });
    expect(core.core.writes.inFlight).toBe(1);
    const beside = core.ok('catalog.counts', { profileId });
    const saving = core.ok('drafts.save', {
      profileId,
      grid: 'colors',
      upserts: [{ id: 'c', position: 0, row: { code: 'NV', name: 'Navy' } }],
      deletes: [],
    });
    const read = await beside;
    // Answered from the last committed state, before the write: no brand yet.
    expect(read.brands).toBe(0);
    const written = await writing;
    expect(written.version).toBe(before.version + 1);
    await saving;
    expect(core.core.writes.inFlight).toBe(0);
    const after = await core.ok('catalog.counts', { profileId });
    expect([after.brands, after.colors]).toEqual([2, 1]);
    // The save ran after the write (it starts the history afresh): nothing is left to undo.
    expect(await core.ok('catalog.history', { profileId })).toEqual({
      version: written.version + 1,
      canUndo: false,
      canRedo: false,
    });
  }, 60_000);
});
