// "Load all" tells the renderer what it can know of the list's length: the rows the cache held
// when the run started, and the list's length when it was last loaded in full (before a
// refresh), as the only estimate there is (the spec gives no row count). Real core, stand-in
// over loopback HTTP; the memory vault stands in for the keychain (not what this is about).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { injectFault } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

const WINDOW_MS = 1000;

describe('load all: what is known of the length', () => {
  let standIn: StandIn;
  let harness: CoreHarness;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 150 });
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  function ended(): Promise<EventPayload<'vouchers.loadProgress'>> {
    return new Promise((resolve) => {
      const off = harness.core.events.subscribe((name, payload) => {
        const progress = payload as EventPayload<'vouchers.loadProgress'>;
        if (name !== 'vouchers.loadProgress') return;
        if (progress.state === 'running' || progress.state === 'paused') return;
        off();
        resolve(progress);
      });
    });
  }

  it('estimates from the last full length after a refresh, and forgets it on sign-out', async () => {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    const list = { kind: 'purchase_orders' as const };
    const firstPage = await harness.ok('vouchers.browse', list);

    let done = ended();
    const first = await harness.ok('vouchers.loadAll', list);
    expect(first).toMatchObject({ startRows: firstPage.rows.length, expectedRows: null });
    const total = (await done).rows;
    expect(total).toBe(150);

    // A refresh replaces the rows with the service's first page once it has arrived.
    await harness.ok('vouchers.refresh', list);
    done = ended();
    const second = await harness.ok('vouchers.loadAll', list);
    expect(second).toMatchObject({ startRows: firstPage.rows.length, expectedRows: total });
    expect((await done).expectedRows).toBe(total);

    // A refresh of a list that was not complete leaves no estimate behind it.
    await harness.ok('vouchers.refresh', { kind: 'leases' });
    done = ended();
    expect((await harness.ok('vouchers.loadAll', { kind: 'leases' })).expectedRows).toBeNull();
    await done;

    // Signed out and in again: the estimate went with the connection's rows.
    await harness.ok('connections.signOut', { profileId: view.id });
    await harness.ok('connections.activate', { profileId: view.id });
    done = ended();
    expect((await harness.ok('vouchers.loadAll', list)).expectedRows).toBeNull();
    await done;
  });

  it('stops a run when the core closes, before the store does (quitting mid-load)', async () => {
    const other = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
    await other.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Quit'),
      token: standIn.app('demo', 'full').token,
    });
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/sales_orders',
      kind: 'delay',
      delay_ms: 1500,
      times: 1,
    });
    const heard: string[] = [];
    other.core.events.subscribe((name, payload) => {
      if (name === 'vouchers.loadProgress') {
        heard.push((payload as EventPayload<'vouchers.loadProgress'>).state);
      }
    });
    await other.ok('vouchers.loadAll', { kind: 'sales_orders' });
    await other.close();
    expect(heard.at(-1)).toBe('cancelled');
  });
});
