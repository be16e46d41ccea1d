// "Load all" against a service that never ends its list (a loopback server that answers every
// page with fresh rows and never an empty page, has_more:false or a null cursor): the run stops
// at its row limit, or at its byte limit, says which, and keeps what it loaded. The limits are
// lowered through the core's option; the real ones are LOAD_ALL_MAX_ROWS and LOAD_ALL_MAX_BYTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import type { LoadProgress } from '../../../app/resources/voucher-cache.ts';
import { LOAD_ALL_MAX_BYTES, LOAD_ALL_MAX_ROWS } from '../../../main/vouchers/load-all.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

const PAGE = 50;
const NOTE = 'n'.repeat(400);
const rowSent = (n: number) => ({ id: `PO-${String(n)}`, status: 'ordered', note: NOTE });
let endless: HostileServer;
let pagesServed = 0;

beforeAll(async () => {
  endless = await startHostileServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    const url = new URL(request.url, 'http://x');
    if (!url.pathname.endsWith('/purchase_orders')) {
      response.end('[]');
      return;
    }
    pagesServed += 1;
    const after = Number((url.searchParams.get('starting_after') ?? 'PO-0').slice(3));
    const rows = Array.from({ length: PAGE }, (_, i) => rowSent(after + i + 1));
    response.end(JSON.stringify(rows));
  });
});
afterAll(async () => {
  await endless.stop();
});

/** Connects to the endless service; counts pages from then on (connecting reads one). */
async function connect(harness: CoreHarness): Promise<string> {
  const profile = await harness.ok('connections.connectWithToken', {
    profile: customProfile(endless.url, 'Endless'),
    token: 'svc_tok_endless_list_test_0001',
  });
  pagesServed = 0;
  return profile.id;
}

async function loadAllUntilItStops(harness: CoreHarness, profileId: string): Promise<LoadProgress> {
  const stopped = new Promise<LoadProgress>((resolve) => {
    harness.core.events.subscribe((name, payload) => {
      if (name !== 'vouchers.loadProgress') return;
      const progress = payload as EventPayload<'vouchers.loadProgress'>;
      if (progress.profileId === profileId && !['running', 'paused'].includes(progress.state))
        resolve(progress);
    });
  });
  await harness.ok('vouchers.loadAll', { kind: 'purchase_orders' });
  return stopped;
}

describe('"load all" of a list that never ends', () => {
  it('has generous real limits', () => {
    expect(LOAD_ALL_MAX_ROWS).toBeGreaterThanOrEqual(1_000_000);
    expect(LOAD_ALL_MAX_BYTES).toBeGreaterThanOrEqual(1024 ** 3);
  });

  it('stops at the row limit, says so and keeps the rows', async () => {
    const harness = await startCore({
      pacingWindowMs: 1000,
      vault: createMemoryVault(),
      loadAllLimits: { rows: 220, bytes: 1024 ** 3 },
    });
    try {
      const profileId = await connect(harness);
      const progress = await loadAllUntilItStops(harness, profileId);
      expect(progress.state).toBe('capped');
      expect(progress.ceiling).toEqual({ by: 'rows', limit: 220 });
      // The limit holds within a page: of the fifth page, the rows up to it are kept.
      expect(progress.rows).toBe(220);
      expect(pagesServed).toBe(5);
      const info = await harness.ok('vouchers.cacheInfo', { kind: 'purchase_orders' });
      expect(info).toMatchObject({ rows: 220, complete: false });
      // Asked again, it stops before asking the service for more.
      const again = await loadAllUntilItStops(harness, profileId);
      expect(again).toMatchObject({ state: 'capped', ceiling: { by: 'rows' }, rows: 220 });
      expect(pagesServed).toBe(5);
    } finally {
      await harness.close();
    }
  }, 60_000);

  it('stops at the byte limit, says so and keeps the rows', async () => {
    const harness = await startCore({
      pacingWindowMs: 1000,
      vault: createMemoryVault(),
      loadAllLimits: { rows: 1_000_000, bytes: 60_000 },
    });
    try {
      const profileId = await connect(harness);
      const progress = await loadAllUntilItStops(harness, profileId);
      expect(progress.state).toBe('capped');
      expect(progress.ceiling).toEqual({ by: 'bytes', limit: 60_000 });
      // About 22 kB a page: the third page passes 60 kB, and is kept up to it (bytes as sent).
      expect(pagesServed).toBe(3);
      let rows = 0;
      for (let bytes = 0; bytes + JSON.stringify(rowSent(rows + 1)).length <= 60_000; rows += 1) {
        bytes += JSON.stringify(rowSent(rows + 1)).length;
      }
      expect(rows).toBeGreaterThan(100);
      expect(progress.rows).toBe(rows);
    } finally {
      await harness.close();
    }
  }, 60_000);
});
