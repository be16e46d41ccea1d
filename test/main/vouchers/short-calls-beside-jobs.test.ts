// Short calls beside the voucher jobs, in the real core over a real SQLite file, against the
// stand-in over loopback HTTP: while "load all" pages 30,000 purchase orders (with their lines)
// into the cache, and while a sorted search reads that list for the first time, app.info,
// vouchers.cacheInfo and a one-row search of the cache keep answering (how fast is the bench's:
// `npm run bench -- fairness` measures the p99 against 250 ms; a test asserts no wall-clock time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { latencyBeside } from './latency-probe.ts';

const SIZE = 30_000;
const list = { kind: 'purchase_orders' as const };

describe('short calls beside the voucher jobs', () => {
  let standIn: StandIn;
  let harness: CoreHarness;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: 1, size: SIZE });
    harness = await startCore({ pacingWindowMs: 1, vault: createMemoryVault() });
    await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
  }, 120_000);
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  it('keep answering while load all runs, and while a sorted list is first read', async () => {
    const firstId = (await harness.ok('vouchers.browse', list)).rows[0]?.id ?? '';
    const loaded = new Promise<EventPayload<'vouchers.loadProgress'>>((resolve) => {
      const off = harness.core.events.subscribe((name, payload) => {
        const progress = payload as EventPayload<'vouchers.loadProgress'>;
        if (name !== 'vouchers.loadProgress' || ['running', 'paused'].includes(progress.state))
          return;
        off();
        resolve(progress);
      });
    });
    const shortCalls = async () => {
      await harness.ok('app.info', {});
      await harness.ok('vouchers.cacheInfo', list);
      // Answered from the cache: the list's own row (the stand-in is not what is measured).
      await harness.ok('vouchers.search', { ...list, text: firstId.toLowerCase(), limit: 1 });
    };
    const load = await latencyBeside(
      harness.ok('vouchers.loadAll', list).then(() => loaded),
      shortCalls,
    );
    expect(load.result).toMatchObject({ state: 'done', rows: SIZE });
    expect(load.calls).toBeGreaterThan(10);

    const sorted = await latencyBeside(
      harness.ok('vouchers.search', {
        ...list,
        sort: { field: 'expected_date', descending: true },
      }),
      shortCalls,
      2,
    );
    expect(sorted.result.matched).toBe(SIZE);
  }, 300_000);
});
