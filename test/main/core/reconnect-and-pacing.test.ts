// Reinstall → reconnect state, a 429 → a pacing pause the UI hears about, and paging through every
// list via the handler table under both list-envelope styles of the stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import { VOUCHER_KINDS } from '../../../app/resources/vouchers.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

describe('reinstall and rate limits', () => {
  let standIn: StandIn;
  let harness: CoreHarness;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: 1000 });
    harness = await startCore({ pacingWindowMs: 1000 });
  });
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  it('pauses on an injected 429, tells the UI, then completes', async () => {
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    const heard: EventPayload<'pacing.changed'>[] = [];
    const unsubscribe = harness.core.events.subscribe((name, payload) => {
      if (name === 'pacing.changed') heard.push(payload as EventPayload<'pacing.changed'>);
    });
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 429,
      retry_after: 1,
      times: 1,
    });
    const page = await harness.ok('vouchers.browse', { kind: 'leases' });
    unsubscribe();
    expect(page.rows.length).toBeGreaterThan(0);
    expect(heard[0]?.profileId).toBe(view.id);
    expect(heard[0]?.resumeAt).toBeTypeOf('number');
    expect(heard.at(-1)).toEqual({ profileId: view.id, resumeAt: null });
  });

  it('puts the profile in the reconnect state after the app is reinstalled, without a crash loop', async () => {
    const reinstall = await standIn.admin('/_admin/apps/demo/full/reinstall');
    expect(reinstall.ok).toBe(true);
    const fresh = (await reinstall.json()) as {
      live_secret: string;
      token: string;
      client_id: string;
    };

    const first = await harness.call('vouchers.browse', { kind: 'purchase_orders' });
    expect(first).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    const { profiles, activeId } = await harness.ok('connections.list', {});
    const profile = profiles.find((p) => p.id === activeId);
    expect(profile?.state).toBe('reconnect_needed');

    // Further calls fail fast with the same typed error instead of hammering the service.
    const stats = async () => (await statsOf(standIn)).requests;
    const before = await stats();
    expect(await harness.call('vouchers.browse', { kind: 'purchase_orders' })).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(await stats()).toBe(before);

    // A pasted token has no secret to reconnect with: the form is asked for a new one.
    expect(
      await harness.call('connections.reconnect', { profileId: activeId ?? '' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', fields: [{ path: 'token' }] },
    });
    const again = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      profileId: activeId ?? '',
      token: fresh.token,
    });
    expect(again.state).toBe('connected');
    expect(again.id).toBe(activeId);
    expect(
      (await harness.ok('vouchers.browse', { kind: 'purchase_orders' })).rows.length,
    ).toBeGreaterThan(0);
  });

  it('reconnects with a remembered secret', async () => {
    const readonly = standIn.app('demo', 'readonly');
    const view = await harness.ok('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Remembered'),
      clientId: readonly.client_id,
      clientSecret: readonly.live_secret,
      scope: ['kikan_leases_read'],
      rememberSecret: true,
    });
    const again = await harness.ok('connections.reconnect', { profileId: view.id });
    expect(again.state).toBe('connected');
    expect(again.grantedPermissions).toEqual(['kikan_leases_read']);
  });
});

describe.each(['array', 'object'] as const)(
  'paging every list with the %s envelope',
  (envelope) => {
    let standIn: StandIn;
    let harness: CoreHarness;

    beforeAll(async () => {
      standIn = await startStandIn({ envelope, rateWindowMs: 1000 });
      harness = await startCore({ pacingWindowMs: 1000 });
      await harness.ok('connections.connectWithToken', {
        profile: customProfile(standIn.url),
        token: standIn.app('demo', 'full').token,
      });
    });
    afterAll(async () => {
      await harness.close();
      await standIn.stop();
    });

    it.each(VOUCHER_KINDS)('reads all %s, each once', async (kind) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 100; page++) {
        const result: { rows: { id: string }[]; nextCursor: string | null } = await harness.ok(
          'vouchers.browse',
          {
            kind,
            ...(cursor === null ? {} : { startingAfter: cursor }),
          },
        );
        ids.push(...result.rows.map((row) => row.id));
        cursor = result.nextCursor;
        if (cursor === null) break;
      }
      expect(cursor).toBeNull();
      expect(ids.length).toBe(standIn.workspaces.find((w) => w.name === 'demo')?.counts[kind]);
      expect(new Set(ids).size).toBe(ids.length);
    });
  },
);
