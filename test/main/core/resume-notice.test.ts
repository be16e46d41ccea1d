import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planImport } from '../../../app/imports/plan.ts';
import { openStore } from '../../../main/store/index.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore } from './core-harness.ts';

// After a crash the app resumes unfinished imports by itself, and says so once: a core started
// over a store whose journal holds an unfinished import resumes it and keeps a notice ("An import
// interrupted on <time> was resumed") until the window says it was shown; the next start says
// nothing. The memory vault, shared by the cores, stands in for the keychain.

let standIn: StandIn;
const dirs: string[] = [];

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none' });
});
afterAll(async () => {
  await standIn.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const INTERRUPTED_AT = '2026-11-20T09:15:42.000Z';

describe('an import resumed after a crash', () => {
  it('is resumed by itself, said once with the time it was interrupted, and not again', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-resume-notice-'));
    dirs.push(userDataDir);
    const vault = createMemoryVault();
    const first = await startCore({ userDataDir, vault });
    const { id: profileId } = await first.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    expect(await first.ok('imports.resumeNotices', { profileId })).toEqual({ notices: [] });
    await first.close();

    // What a crash leaves: the import journalled, its first request sent and never answered.
    const plan = planImport({
      brands: [],
      colors: [],
      products: Array.from({ length: 150 }, (_, i) => ({
        id: `p${i}`,
        row: {
          product_code: `RN-${String(i).padStart(3, '0')}`,
          name: 'Resumed product',
          brand_code: '',
          skus: [{ color_code: 'BLK', size_code: 'M' }],
        },
      })),
    });
    const store = openStore(join(userDataDir, 'kikan.sqlite'), { now: () => INTERRUPTED_AT });
    const { id: importId } = store.imports.create({
      profileId,
      batches: plan.requests.map(({ body, rows, dependsOn }) => ({ body, rows, dependsOn })),
    });
    store.imports.markSent(importId, 0);
    store.close();

    const second = await startCore({ userDataDir, vault });
    try {
      await expect
        .poll(
          async () =>
            (await second.ok('imports.history', { profileId })).imports.find(
              (entry) => entry.importId === importId,
            )?.outcome,
          { timeout: 60_000 },
        )
        .toBe('done');
      const { notices } = await second.ok('imports.resumeNotices', { profileId });
      expect(notices).toEqual([
        { importId, interruptedAt: INTERRUPTED_AT, resumedAt: expect.any(String) as string },
      ]);
      expect(Date.parse(notices[0]?.resumedAt ?? '')).toBeGreaterThan(Date.parse(INTERRUPTED_AT));
      // Asked again before the window said it: still there (a reload does not lose it).
      expect((await second.ok('imports.resumeNotices', { profileId })).notices).toHaveLength(1);
      expect(await second.ok('imports.resumeNoticeShown', { importId })).toEqual({ shown: true });
      expect(await second.ok('imports.resumeNotices', { profileId })).toEqual({ notices: [] });
      expect(await second.ok('imports.resumeNoticeShown', { importId })).toEqual({ shown: false });
    } finally {
      await second.close();
    }

    // The next launch has nothing unfinished and nothing to say.
    const third = await startCore({ userDataDir, vault });
    try {
      expect(await third.ok('imports.resumeNotices', { profileId })).toEqual({ notices: [] });
    } finally {
      await third.close();
    }
  });
});
