// A signed-out connection's cached vouchers and a removed connection's drafts leave no readable
// copy in the store's files: the raw bytes of the database and its write-ahead log are searched
// for them after each step. Real core, real stand-in, real node:sqlite files; the keychain is
// the in-memory vault (this test is about the store).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000, vault: createMemoryVault() });
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

/** Every file of the store (database, write-ahead log, shared memory) as raw bytes. */
function storeBytes(): string {
  const base = join(harness.userDataDir, 'kikan.sqlite');
  return [base, `${base}-wal`, `${base}-shm`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n');
}

const DRAFT_TEXT = 'Scrubbed-draft-name-7Q2Z';

describe('deleted rows leave the store file', () => {
  it('drops a signed-out connection’s vouchers and a removed one’s drafts from the raw bytes', async () => {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Scrubbed'),
      token: standIn.app('demo', 'full').token,
    });
    const page = await harness.ok('vouchers.browse', { kind: 'purchase_orders' });
    const ids = page.rows.map((row) => row.id).filter((id) => id.length >= 6);
    expect(ids.length).toBeGreaterThan(0);
    await harness.ok('drafts.save', {
      profileId: view.id,
      grid: 'brands',
      upserts: [{ id: 'b1', position: 1, row: { code: 'SCRB', name: DRAFT_TEXT } }],
      deletes: [],
    });
    const before = storeBytes();
    expect(ids.some((id) => before.includes(id))).toBe(true);
    expect(before).toContain(DRAFT_TEXT);

    await harness.ok('connections.signOut', { profileId: view.id });
    const signedOut = storeBytes();
    for (const id of ids) expect(signedOut.includes(id), id).toBe(false);
    // A sign-out keeps the connection's drafts (the staff member's work).
    expect(signedOut).toContain(DRAFT_TEXT);

    await harness.ok('connections.remove', { profileId: view.id });
    expect(storeBytes()).not.toContain(DRAFT_TEXT);
  });
});
