// What the end of a "load all" costs the service: the renderer's query effects applied to a real
// react-query client whose queries call a real main-process core (through its handler table, as
// IPC does) over the stand-in on loopback HTTP. The list screen's queries are mirrored from
// use-voucher-window.ts: blocks of rows read by position from main's cache (vouchers.search under
// voucherKeys.block) and the cache's row count; the service's next page is asked for with
// vouchers.browse as the user nears the cached end. The hook itself needs React and the bridge.
// The app applies these same effects: "load all" and its cancel go through callAndApply
// (use-load-all.ts), and the events through useQueryEvents.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import type {
  BrowsePage,
  SearchResult,
  VoucherList,
} from '../../../app/resources/voucher-cache.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { effectsOfCall, effectsOfEvent } from '../../../renderer/src/lib/query-effects.ts';
import { applyQueryEffects } from '../../../renderer/src/lib/queries.ts';
import { voucherKeys } from '../../../renderer/src/vouchers/voucher-keys.ts';
import { customProfile, startCore, type CoreHarness } from '../../main/core/core-harness.ts';
import { clearFaults, injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

const WINDOW_MS = 1000;
const BLOCK = 200;

describe('the end of a load all', () => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let profileId: string;
  let client: QueryClient;
  let blockReads: number;
  let infoReads: number;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 600 });
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
    profileId = (
      await harness.ok('connections.connectWithToken', {
        profile: customProfile(standIn.url),
        token: standIn.app('demo', 'full').token,
      })
    ).id;
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    blockReads = 0;
    infoReads = 0;
  });

  /** The list screen: two blocks of rows on screen, and the cache's row count. */
  async function watch(list: VoucherList) {
    const blocks = [0, 1].map(
      (block) =>
        new QueryObserver<SearchResult>(client, {
          queryKey: voucherKeys.block(profileId, list, { offset: block * BLOCK, limit: BLOCK }),
          queryFn: () => {
            blockReads += 1;
            return harness.ok('vouchers.search', { ...list, offset: block * BLOCK, limit: BLOCK });
          },
          staleTime: Number.POSITIVE_INFINITY,
        }),
    );
    const info = new QueryObserver(client, {
      queryKey: voucherKeys.info(profileId, list),
      queryFn: () => {
        infoReads += 1;
        return harness.ok('vouchers.cacheInfo', list);
      },
    });
    // Mounted, as on screen: invalidation refetches only observed queries.
    const stop = [...blocks, info].map((observer) => observer.subscribe(() => undefined));
    await Promise.all(blocks.map((observer) => observer.refetch()));
    return {
      blocks,
      ids: () =>
        blocks.flatMap((b) => (b.getCurrentResult().data?.rows ?? []).map((row) => row.id)),
      stop: () => {
        for (const off of stop) off();
      },
    };
  }

  /** The service's next pages, as scrolling near the cached end asks for them. */
  async function scrollPages(list: VoucherList, pages: number) {
    let cursor: string | null = null;
    for (let i = 0; i < pages; i += 1) {
      const page: BrowsePage = await harness.ok('vouchers.browse', {
        ...list,
        ...(cursor === null ? {} : { startingAfter: cursor }),
      });
      cursor = page.nextCursor;
    }
  }

  function finished(list: VoucherList): Promise<EventPayload<'vouchers.loadProgress'>> {
    return new Promise((resolve) => {
      const off = harness.core.events.subscribe((name, payload) => {
        const progress = payload as EventPayload<'vouchers.loadProgress'>;
        if (name !== 'vouchers.loadProgress' || progress.kind !== list.kind) return;
        if (progress.state === 'running' || progress.state === 'paused') return;
        off();
        resolve(progress);
      });
    });
  }

  it('after a cancel, reads nothing from the service; the rows on screen read again locally', async () => {
    const list: VoucherList = { kind: 'purchase_orders' };
    await scrollPages(list, 5);
    const screen = await watch(list);
    const shown = screen.ids();
    // The load's first call is held by the service, so the cancel lands while it is in flight.
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/purchase_orders',
      kind: 'delay',
      delay_ms: 1500,
      times: 1,
    });
    const ended = finished(list);
    const started = await harness.ok('vouchers.loadAll', list);
    await applyQueryEffects(
      client,
      effectsOfCall('vouchers.loadAll', { input: list, output: started, activeId: profileId }),
    );
    const answer = await harness.ok('vouchers.cancelLoad', list);
    await applyQueryEffects(
      client,
      effectsOfCall('vouchers.cancelLoad', { input: list, output: answer, activeId: profileId }),
    );
    const last = await ended;
    expect(last.state).toBe('cancelled');
    const requests = (await statsOf(standIn)).requests;
    const reads = blockReads;
    const counted = infoReads;

    await applyQueryEffects(client, effectsOfEvent('vouchers.loadProgress', last));

    expect((await statsOf(standIn)).requests).toBe(requests);
    // The blocks and the row count did read again, from main's store, and show the same rows.
    expect(blockReads).toBeGreaterThan(reads);
    expect(infoReads).toBeGreaterThan(counted);
    expect(screen.ids()).toEqual(shown);
    screen.stop();
    await clearFaults(standIn);
  });

  it('after it is done, reads nothing from the service and shows the rows it loaded', async () => {
    const list: VoucherList = { kind: 'leases' };
    await scrollPages(list, 2);
    const screen = await watch(list);
    expect(screen.ids()).toHaveLength(100);
    const ended = finished(list);
    await harness.ok('vouchers.loadAll', list);
    const last = await ended;
    expect(last.state).toBe('done');
    const requests = (await statsOf(standIn)).requests;

    await applyQueryEffects(client, effectsOfEvent('vouchers.loadProgress', last));

    expect((await statsOf(standIn)).requests).toBe(requests);
    const ids = screen.ids();
    expect(ids).toHaveLength(Math.min(last.rows, 2 * BLOCK));
    expect(new Set(ids).size).toBe(ids.length);
    screen.stop();
  });
});
