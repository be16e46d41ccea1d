// An import and the vouchers' "load all" running together on one token share its limit (spec
// §8: 120 calls a window) through the token's one pacer: together they make more calls than one
// window allows, and the stand-in, which counts its window itself, answers none with a 429. Real
// core, stand-in over loopback with a short window; the memory vault stands in for the keychain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { VOUCHER_KINDS } from '../../../app/resources/vouchers.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { resetStats, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';
import { until } from '../../support/until.ts';

/** Long enough that the import alone fills the window before it ends. */
const WINDOW_MS = 4_000;
const PRODUCTS = 13_000; // 130 requests

let standIn: StandIn;
let harness: CoreHarness;

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 300 });
  harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

describe('an import and "load all" at once', () => {
  it(
    'share the token’s limit: more calls than one window allows, no 429',
    { timeout: 120_000 },
    async () => {
      const view = await harness.ok('connections.connectWithToken', {
        profile: customProfile(standIn.url),
        token: standIn.app('demo', 'full').token,
      });
      const profileId = view.id;
      await harness.ok('drafts.save', {
        profileId,
        grid: 'products',
        upserts: Array.from({ length: PRODUCTS }, (_, i) => ({
          id: `p${i}`,
          position: i,
          row: {
            product_code: `SH-${String(i).padStart(5, '0')}`,
            name: `Shared ${i}`,
            brand_code: '',
            skus: [{ color_code: 'BLK', size_code: 'M' }],
          },
        })),
        deletes: [],
      });
      await resetStats(standIn);

      const loadsEnded = new Set<string>();
      const importEnded = new Promise<ImportProgress>((resolve) => {
        harness.core.events.subscribe((name, payload) => {
          if (name === 'vouchers.loadProgress') {
            const load = payload as EventPayload<'vouchers.loadProgress'>;
            if (load.state !== 'running' && load.state !== 'paused') loadsEnded.add(load.kind);
          }
          if (name !== 'imports.progress') return;
          const progress = payload as ImportProgress;
          if (!['running', 'waiting', 'paused'].includes(progress.state)) resolve(progress);
        });
      });
      await harness.ok('imports.start', { profileId });
      for (const kind of VOUCHER_KINDS) await harness.ok('vouchers.loadAll', { kind });

      expect(await importEnded).toMatchObject({ state: 'done', requestsDone: 130 });
      await until(() => loadsEnded.size === VOUCHER_KINDS.length, 'every load to end');
      const stats = await statsOf(standIn);
      expect(stats.imports.committed).toBe(130);
      // The loads' pages too (at least one per list): more than one window's 120 in all.
      expect(stats.requests).toBeGreaterThanOrEqual(130 + VOUCHER_KINDS.length);
      expect(stats.rate_limited).toBe(0);
    },
  );
});
