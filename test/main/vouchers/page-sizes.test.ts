// "Never a duplicate or a gap, whatever the page size" (issue 7): the stand-in serves pages of
// 1, 7 and 120 rows (its own choice is 50; the client sends no page-size parameter and assumes
// none) under both list envelopes, and every list is paged to its end through the real handler
// table and cache, then read again from the cache, each id once and in the service's order.
// The memory vault stands in for the keychain (not what this is about).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_KINDS } from '../../../app/resources/vouchers.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { browseAll } from './browse-all.ts';
import { statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

const WINDOW_MS = 200;
const SIZE = 30;

describe.each([
  { envelope: 'array', pageSize: 1 },
  { envelope: 'object', pageSize: 1 },
  { envelope: 'array', pageSize: 7 },
  { envelope: 'object', pageSize: 7 },
  { envelope: 'object', pageSize: 120 },
] as const)('pages of $pageSize, --envelope $envelope', ({ envelope, pageSize }) => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let counts: Record<string, number>;

  beforeAll(async () => {
    standIn = await startStandIn({ envelope, pageSize, rateWindowMs: WINDOW_MS, size: SIZE });
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
    await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    counts = standIn.workspaces.find((w) => w.name === 'demo')?.counts ?? {};
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  it.each(VOUCHER_KINDS)('pages every %s to its end, each row once, in order', async (kind) => {
    const ids = await browseAll(harness, { kind }, 500);
    expect(ids.length).toBe(counts[kind]);
    expect(new Set(ids).size).toBe(ids.length);
    // The stand-in pages in id order, so the service's order is the sorted order.
    expect(ids).toEqual([...ids].sort());
    const before = (await statsOf(standIn)).requests;
    expect(await browseAll(harness, { kind }, 500)).toEqual(ids);
    expect((await statsOf(standIn)).requests).toBe(before);
  });
});
