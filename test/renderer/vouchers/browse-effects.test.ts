// The rows of a page the list asked the service for (vouchers.browse) go into the block of the
// list's window they continue, without reading them again: the renderer's query effects applied
// to a real react-query client whose block query reads a real core (through its handler table, as
// IPC does) over the stand-in on loopback HTTP, as load-all-effects.test.ts does.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, VoucherList } from '../../../app/resources/voucher-cache.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { effectsOfCall } from '../../../renderer/src/lib/query-effects.ts';
import { applyQueryEffects } from '../../../renderer/src/lib/queries.ts';
import { voucherKeys } from '../../../renderer/src/vouchers/voucher-keys.ts';
import { customProfile, startCore, type CoreHarness } from '../../main/core/core-harness.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

const BLOCK = 200;

describe('a page the list asked for', () => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let profileId: string;

  beforeAll(async () => {
    standIn = await startStandIn({ size: 600 });
    harness = await startCore({ vault: createMemoryVault() });
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

  it('fills the block it continues without reading it again, and sets the row count', async () => {
    const list: VoucherList = { kind: 'sales_orders' };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = await harness.ok('vouchers.browse', list);
    expect(first.at).toBe(0);
    let reads = 0;
    const block = new QueryObserver<SearchResult>(client, {
      queryKey: voucherKeys.block(profileId, list, { offset: 0, limit: BLOCK }),
      queryFn: () => {
        reads += 1;
        return harness.ok('vouchers.search', { ...list, offset: 0, limit: BLOCK });
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
    const stop = block.subscribe(() => undefined);
    await block.refetch();
    const held = block.getCurrentResult().data?.rows.length ?? 0;
    expect(held).toBe(first.rows.length);
    expect(held).toBeLessThan(BLOCK);

    const input = { ...list, startingAfter: first.rows.at(-1)?.id ?? '' };
    const next = await harness.ok('vouchers.browse', input);
    expect(next.at).toBe(held);
    await applyQueryEffects(
      client,
      effectsOfCall('vouchers.browse', { input, output: next, activeId: profileId }),
    );

    expect(reads).toBe(1);
    const shown = (block.getCurrentResult().data?.rows ?? []).map((row) => row.id);
    const fresh = await harness.ok('vouchers.search', { ...list, offset: 0, limit: BLOCK });
    expect(shown).toEqual(fresh.rows.map((row) => row.id));
    expect(shown.length).toBe(Math.min(BLOCK, held + next.rows.length));
    expect(client.getQueryData(voucherKeys.info(profileId, list))).toEqual(next.info);
    stop();
  });

  it('a page served from the cache says no place, and changes no block', async () => {
    const list: VoucherList = { kind: 'sales_orders' };
    const again = await harness.ok('vouchers.browse', list);
    expect(again.fromCache).toBe(true);
    expect(again.at).toBeNull();
    const effects = effectsOfCall('vouchers.browse', {
      input: list,
      output: again,
      activeId: profileId,
    });
    expect(effects.some((effect) => effect.op === 'listGrew' && effect.added !== undefined)).toBe(
      false,
    );
  });
});
