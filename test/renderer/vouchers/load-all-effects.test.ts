// What the end of a "load all" costs the service: the renderer's cache effects applied to a real
// react-query client whose queries call a real main-process core (through its handler table, as
// IPC does) over the stand-in on loopback HTTP. The browse query mirrors use-voucher-list.ts (its
// key and cursor); the hook itself needs React and the bridge, so the observer stands in for it.
import {
  InfiniteQueryObserver,
  QueryClient,
  QueryObserver,
  type InfiniteData,
} from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import type { BrowsePage, VoucherList } from '../../../app/resources/voucher-cache.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { effectsOfCall, effectsOfEvent } from '../../../renderer/src/lib/cache-effects.ts';
import { applyCacheEffects } from '../../../renderer/src/lib/queries.ts';
import { voucherKeys } from '../../../renderer/src/vouchers/voucher-keys.ts';
import { customProfile, startCore, type CoreHarness } from '../../main/core/core-harness.ts';
import { clearFaults, injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

const WINDOW_MS = 1000;

describe('the end of a load all', () => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let profileId: string;
  let client: QueryClient;
  let browseCalls: number;
  let infoCalls: number;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 400 });
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
    browseCalls = 0;
    infoCalls = 0;
  });

  /** The list screen's queries: browse (infinite, cursor-paged) and the cache's row count. */
  function watch(list: VoucherList) {
    const browse = new InfiniteQueryObserver<
      BrowsePage,
      Error,
      InfiniteData<BrowsePage, string | null>,
      ReturnType<typeof voucherKeys.browse>,
      string | null
    >(client, {
      queryKey: voucherKeys.browse(profileId, list),
      queryFn: ({ pageParam }) => {
        browseCalls += 1;
        return harness.ok('vouchers.browse', {
          ...list,
          ...(pageParam === null ? {} : { startingAfter: pageParam }),
        });
      },
      initialPageParam: null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: Number.POSITIVE_INFINITY,
    });
    const info = new QueryObserver(client, {
      queryKey: voucherKeys.info(profileId, list),
      queryFn: () => {
        infoCalls += 1;
        return harness.ok('vouchers.cacheInfo', list);
      },
    });
    // Mounted, as on screen: invalidation refetches only observed queries.
    const stop = [browse.subscribe(() => undefined), info.subscribe(() => undefined)];
    return {
      browse,
      info,
      stop: () => {
        for (const off of stop) off();
      },
    };
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

  async function scrollPages(browse: ReturnType<typeof watch>['browse'], pages: number) {
    await browse.refetch();
    for (let i = 1; i < pages; i += 1) await browse.fetchNextPage();
  }

  it('after a cancel, reads no page from the service and keeps the rows on screen', async () => {
    const list: VoucherList = { kind: 'purchase_orders' };
    const screen = watch(list);
    // Five service pages on screen; the cache holds exactly them.
    await scrollPages(screen.browse, 5);
    const shown = screen.browse.getCurrentResult().data;
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
    await applyCacheEffects(
      client,
      effectsOfCall('vouchers.loadAll', { input: list, output: started, activeId: profileId }),
    );
    const answer = await harness.ok('vouchers.cancelLoad', list);
    await applyCacheEffects(
      client,
      effectsOfCall('vouchers.cancelLoad', { input: list, output: answer, activeId: profileId }),
    );
    const last = await ended;
    expect(last.state).toBe('cancelled');
    const requests = (await statsOf(standIn)).requests;
    const browsed = browseCalls;
    const counted = infoCalls;

    await applyCacheEffects(client, effectsOfEvent('vouchers.loadProgress', last));

    expect((await statsOf(standIn)).requests).toBe(requests);
    expect(browseCalls).toBe(browsed);
    // The row count did read again (from main's store).
    expect(infoCalls).toBeGreaterThan(counted);
    expect(screen.browse.getCurrentResult().data).toBe(shown);
    screen.stop();
    await clearFaults(standIn);
  });

  it('after it is done, reads nothing from the service and scrolls on from the cache', async () => {
    const list: VoucherList = { kind: 'leases' };
    const screen = watch(list);
    await scrollPages(screen.browse, 4);
    const ended = finished(list);
    await harness.ok('vouchers.loadAll', list);
    const last = await ended;
    expect(last.state).toBe('done');
    const requests = (await statsOf(standIn)).requests;
    const browsed = browseCalls;

    await applyCacheEffects(client, effectsOfEvent('vouchers.loadProgress', last));
    expect(browseCalls).toBe(browsed);

    // Scrolling on reaches the end from the cache alone, each row once.
    while (screen.browse.getCurrentResult().hasNextPage) await screen.browse.fetchNextPage();
    const ids = (screen.browse.getCurrentResult().data?.pages ?? []).flatMap((page) =>
      page.rows.map((row) => row.id),
    );
    expect(ids.length).toBe(last.rows);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await statsOf(standIn)).requests).toBe(requests);
    screen.stop();
  });
});
