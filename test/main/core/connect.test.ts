// Both connect paths through the real core: stand-in over loopback, node:sqlite in a temp folder,
// the OS keychain (a real Secret Service; npm test provides one on Linux).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychainVault, vaultAccount } from '../../../main/vault/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { statsOf } from '../../support/stand-in-admin.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
const keychain = createKeychainVault();

const requestCount = async (): Promise<number> => (await statsOf(standIn)).requests;

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000 });
});
afterAll(async () => {
  await harness.close();
  await standIn.stop();
});

describe('connect with a pasted token', () => {
  it('verifies the token, keeps it in the keychain and leaves permissions unknown', async () => {
    const full = standIn.app('demo', 'full');
    const view = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: full.token,
    });
    expect(view.state).toBe('connected');
    expect(view.grantedPermissions).toBeNull();
    expect(view.deniedPermissions).toEqual([]);
    expect(await keychain.get(vaultAccount.token(view.id))).toBe(full.token);
    const list = await harness.ok('connections.list', {});
    expect(list.activeId).toBe(view.id);
  });

  it('refuses a token the service does not accept, with a field error, and saves nothing', async () => {
    const before = (await harness.ok('connections.list', {})).profiles.length;
    const result = await harness.call('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Wrong token'),
      token: 'svc_tok_not-a-real-token',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', fields: [{ path: 'token' }] },
    });
    expect((await harness.ok('connections.list', {})).profiles).toHaveLength(before);
  });

  it('refuses a wrong prefix locally without calling the service', async () => {
    const before = await requestCount();
    const result = await harness.call('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').live_secret,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', fields: [{ path: 'token' }] },
    });
    expect(await requestCount()).toBe(before);
  });
});

describe('connect with client ID and secret', () => {
  it('narrows the token to the ticked permissions and keeps them with the profile', async () => {
    const full = standIn.app('demo', 'full');
    const view = await harness.ok('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Narrow'),
      clientId: full.client_id,
      clientSecret: full.live_secret,
      scope: ['kikan_sales_orders_read', 'kikan_leases_read'],
      rememberSecret: false,
    });
    expect(view.grantedPermissions?.sort()).toEqual([
      'kikan_leases_read',
      'kikan_sales_orders_read',
    ]);
    expect(view.secretRemembered).toBe(false);
    expect(await keychain.get(vaultAccount.clientSecret(view.id))).toBeNull();
    const page = await harness.ok('vouchers.browse', { kind: 'sales_orders' });
    expect(page.rows.length).toBeGreaterThan(0);
  });

  it('turns a 403 into a permission error and remembers what the token lacks', async () => {
    const result = await harness.call('vouchers.browse', { kind: 'purchase_orders' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'kikan_purchase_orders_read' },
    });
    const { profiles, activeId } = await harness.ok('connections.list', {});
    expect(profiles.find((p) => p.id === activeId)?.deniedPermissions).toEqual([
      'kikan_purchase_orders_read',
    ]);
  });

  it('grants everything the app holds when no permission is ticked, over Basic too', async () => {
    const readonly = standIn.app('demo', 'readonly');
    const view = await harness.ok('connections.connectWithSecret', {
      profile: { ...customProfile(standIn.url, 'Basic'), secretTransport: 'basic' },
      clientId: readonly.client_id,
      clientSecret: readonly.test_secret,
      scope: [],
      rememberSecret: true,
    });
    expect(view.grantedPermissions?.sort()).toEqual([...readonly.permissions].sort());
    expect(view.secretRemembered).toBe(true);
    expect(await keychain.get(vaultAccount.clientSecret(view.id))).toBe(readonly.test_secret);
  });

  it('shows the service message when a ticked permission is not held by the app', async () => {
    const readonly = standIn.app('demo', 'readonly');
    const result = await harness.call('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Too much'),
      clientId: readonly.client_id,
      clientSecret: readonly.live_secret,
      scope: ['kikan_products_write'],
      rememberSecret: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('rejected');
    expect(result.error.message).toMatch(/kikan_products_write/);
  });

  it('checks prefixes locally: wrong client ID, wrong secret, test secret on a production host', async () => {
    const full = standIn.app('demo', 'full');
    const before = await requestCount();
    const cases = [
      {
        clientId: 'app_123',
        clientSecret: full.live_secret,
        hostKind: 'custom' as const,
        field: 'clientId',
      },
      {
        clientId: full.client_id,
        clientSecret: full.token,
        hostKind: 'custom' as const,
        field: 'clientSecret',
      },
      {
        clientId: full.client_id,
        clientSecret: full.test_secret,
        hostKind: 'production' as const,
        field: 'clientSecret',
      },
    ];
    for (const c of cases) {
      const result = await harness.call('connections.connectWithSecret', {
        profile: { ...customProfile(standIn.url), hostKind: c.hostKind },
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        scope: [],
        rememberSecret: false,
      });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'invalid_input', fields: [{ path: c.field }] },
      });
    }
    expect(await requestCount()).toBe(before);
  });
});

describe('profiles', () => {
  it('switches between profiles and signs out, deleting the keychain entry', async () => {
    const { profiles } = await harness.ok('connections.list', {});
    const [first, second] = profiles;
    if (!first || !second) throw new Error('expected two profiles');
    expect((await harness.ok('connections.activate', { profileId: first.id })).id).toBe(first.id);
    expect((await harness.ok('connections.list', {})).activeId).toBe(first.id);
    await harness.ok('connections.activate', { profileId: second.id });
    expect((await harness.ok('connections.list', {})).activeId).toBe(second.id);

    const signedOut = await harness.ok('connections.signOut', { profileId: second.id });
    expect(signedOut.state).toBe('signed_out');
    expect(await keychain.get(vaultAccount.token(second.id))).toBeNull();
    expect(await harness.call('vouchers.refresh', { kind: 'leases' })).toMatchObject({
      ok: false,
      error: { kind: 'not_connected' },
    });
  });

  it('removes a profile with its keychain entries', async () => {
    const { profiles } = await harness.ok('connections.list', {});
    const target = profiles.find((p) => p.secretRemembered);
    if (!target) throw new Error('expected a profile with a remembered secret');
    expect(await harness.ok('connections.remove', { profileId: target.id })).toEqual({
      removed: true,
    });
    expect(await keychain.get(vaultAccount.token(target.id))).toBeNull();
    expect(await keychain.get(vaultAccount.clientSecret(target.id))).toBeNull();
    expect((await harness.ok('connections.list', {})).profiles.map((p) => p.id)).not.toContain(
      target.id,
    );
  });
});
