// A credential belongs to the address it was issued for. Two loopback servers: the stand-in (A)
// and a recording server (B). Moving a profile from A to B drops its token and remembered
// secret from the keychain, and no credential of A is ever sent to B. Also: addresses that could
// leak a token (plain http to a non-loopback host, a query) are refused before anything is sent,
// and a profile with an unfinished import cannot be removed (it would take the journal along).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../main/store/index.ts';
import { createKeychainVault, vaultAccount } from '../../../main/vault/index.ts';
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { statsOf } from '../../support/stand-in-admin.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let other: HostileServer;
let harness: CoreHarness;
const keychain = createKeychainVault();
const OTHER_TOKEN = 'svc_tok_issued_by_the_other_service_42';

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000, seed: 'none' });
  // B accepts any token for reads (an empty list) and issues tokens to anyone.
  other = await startHostileServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      request.url.startsWith('/v1/oauth/token')
        ? JSON.stringify({ access_token: 'svc_tok_from_b', token_type: 'Bearer', scope: '' })
        : '[]',
    );
  });
  harness = await startCore({ pacingWindowMs: 1000 });
});
afterAll(async () => {
  await harness.close();
  await other.stop();
  await standIn.stop();
});

function sentToOther(): string {
  return JSON.stringify(other.received);
}

describe('credentials bound to their address', () => {
  it('moving a profile to another address drops its token and secret; reconnect sends nothing there', async () => {
    const full = standIn.app('demo', 'full');
    const atA = await harness.ok('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Moves'),
      clientId: full.client_id,
      clientSecret: full.live_secret,
      scope: [],
      rememberSecret: true,
    });
    expect(await keychain.get(vaultAccount.clientSecret(atA.id))).toBe(full.live_secret);
    const tokenOfA = await keychain.get(vaultAccount.token(atA.id));
    expect(tokenOfA).toMatch(/^svc_tok_/);

    const atB = await harness.ok('connections.connectWithToken', {
      profileId: atA.id,
      profile: customProfile(other.url, 'Moves'),
      token: OTHER_TOKEN,
    });
    expect(atB.id).toBe(atA.id);
    expect(atB.baseUrl).toBe(other.url);
    expect(atB.clientId).toBeNull();
    expect(atB.secretRemembered).toBe(false);
    expect(await keychain.get(vaultAccount.clientSecret(atA.id))).toBeNull();
    expect(await keychain.get(vaultAccount.token(atA.id))).toBe(OTHER_TOKEN);

    const reconnect = await harness.call('connections.reconnect', { profileId: atA.id });
    expect(reconnect).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const seen = sentToOther();
    expect(seen).not.toContain(full.live_secret);
    expect(seen).not.toContain(full.client_id);
    expect(seen).not.toContain(String(tokenOfA));
    expect(seen).not.toContain(
      Buffer.from(`${full.client_id}:${full.live_secret}`).toString('base64'),
    );
  });

  it('a failed move keeps the profile where it was, with its credentials', async () => {
    const full = standIn.app('demo', 'full');
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Stays'),
      token: full.token,
    });
    const moved = await harness.call('connections.connectWithToken', {
      profileId: view.id,
      profile: customProfile(`${standIn.url.replace(/:\d+$/, '')}:1`, 'Stays'),
      token: full.token,
    });
    expect(moved.ok).toBe(false);
    const { profiles } = await harness.ok('connections.list', {});
    expect(profiles.find((p) => p.id === view.id)?.baseUrl).toBe(standIn.url);
    expect(await keychain.get(vaultAccount.token(view.id))).toBe(full.token);
  });
});

describe('addresses that could leak a token', () => {
  it('refuses plain http outside a custom loopback profile, and a query, before sending anything', async () => {
    const full = standIn.app('demo', 'full');
    const before = (await statsOf(standIn)).requests;
    const cases = [
      { profile: { ...customProfile(standIn.url), hostKind: 'production' as const } },
      { profile: { ...customProfile(standIn.url), hostKind: 'development' as const } },
      { profile: customProfile(`${standIn.url}/?next=/purchase_orders`) },
      { profile: customProfile(`${standIn.url}/#x`) },
    ];
    for (const { profile } of cases) {
      const result = await harness.call('connections.connectWithToken', {
        profile,
        token: full.token,
      });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'invalid_input', fields: [{ path: 'profile.baseUrl' }] },
      });
    }
    const https = await harness.call('connections.connectWithToken', {
      profile: { ...customProfile(standIn.url), hostKind: 'production' },
      token: full.token,
    });
    expect(https.ok ? '' : https.error.message).toContain('Use https://');
    expect((await statsOf(standIn)).requests).toBe(before);
  });
});

describe('removing a profile', () => {
  it('is refused while one of its imports is unfinished, and allowed once it is done', async () => {
    // A workspace with vouchers, so the connection has cached rows to keep or lose.
    const seeded = await startStandIn({ rateWindowMs: 1000, size: 12 });
    const full = seeded.app('demo', 'full');
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(seeded.url, 'Importing'),
      token: full.token,
    });
    await harness.ok('vouchers.browse', { kind: 'leases' });
    const cached = (await harness.ok('vouchers.cacheInfo', { kind: 'leases' })).rows;
    expect(cached).toBeGreaterThan(0);
    const store = openStore(join(harness.userDataDir, 'kikan.sqlite'));
    try {
      const started = store.imports.create({ profileId: view.id, batches: [{ body: '{}' }] });
      store.imports.markSent(started.id, 0);
      const refused = await harness.call('connections.remove', { profileId: view.id });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict' } });
      expect(refused.ok ? '' : refused.error.message).toContain('has a send that has not finished');
      expect(await keychain.get(vaultAccount.token(view.id))).toBe(full.token);
      // A refused removal changes nothing: the connection keeps its cached rows too.
      expect((await harness.ok('vouchers.cacheInfo', { kind: 'leases' })).rows).toBe(cached);

      store.imports.markDone(started.id, 0, { status: 200, text: '{"ok":true}' });
      expect(await harness.ok('connections.remove', { profileId: view.id })).toEqual({
        removed: true,
      });
      expect(await keychain.get(vaultAccount.token(view.id))).toBeNull();
      expect(store.imports.get(started.id)).toBeNull(); // the cascade took the journal along
    } finally {
      store.close();
      await seeded.stop();
    }
  });
});
