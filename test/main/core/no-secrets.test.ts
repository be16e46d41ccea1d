// Tokens and secrets never leave main: not in the store file, not in any IPC result or event,
// not in what the app writes to its console.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_NAMES } from '../../../app/ipc/contract.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { injectFault } from '../../support/stand-in-admin.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
let harness: CoreHarness;
const printed: string[] = [];
const results: unknown[] = [];
const events: unknown[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(
        args
          .map((a) => (a instanceof Error ? `${a.name} ${a.message} ${a.stack ?? ''}` : String(a)))
          .join(' '),
      );
    });
  }
  standIn = await startStandIn({ rateWindowMs: 1000 });
  harness = await startCore({ pacingWindowMs: 1000 });
  harness.core.events.subscribe((name, payload) => events.push({ name, payload }));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await harness.close();
  await standIn.stop();
});

describe('secrets stay in main', () => {
  it('appear in no store file, IPC result, event or console line', async () => {
    const full = standIn.app('demo', 'full');
    const record = async (name: (typeof CALL_NAMES)[number], input: unknown) => {
      results.push(await harness.call(name as 'connections.list', input as Record<string, never>));
    };
    await record('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Token'),
      token: full.token,
    });
    await record('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Secret'),
      clientId: full.client_id,
      clientSecret: full.live_secret,
      scope: [],
      rememberSecret: true,
    });
    await record('vouchers.browse', { kind: 'purchase_orders' });
    await record('connections.list', {});
    await record('app.info', {});
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/sales_orders',
      kind: 'status',
      status: 500,
      times: 10,
    });
    await record('vouchers.browse', { kind: 'sales_orders' });
    await standIn.admin('/_admin/apps/demo/full/reinstall');
    await record('vouchers.browse', { kind: 'leases' });
    await record('connections.reconnect', {
      profileId: (await harness.ok('connections.list', {})).activeId ?? '',
    });

    const secrets = [full.token, full.live_secret];
    // The token issued for the secret is unknown to the test, so also look for the prefixes.
    const texts = [JSON.stringify(results), JSON.stringify(events), printed.join('\n')];
    for (const text of texts) {
      for (const secret of secrets) expect(text.includes(secret)).toBe(false);
      expect(text).not.toMatch(/svc_tok_[A-Za-z0-9_-]{8,}/);
      expect(text).not.toMatch(/svc_sec_(live|test)_[A-Za-z0-9_-]{8,}/);
    }
    for (const file of readdirSync(harness.userDataDir)) {
      const bytes = readFileSync(join(harness.userDataDir, file)).toString('latin1');
      expect(bytes, file).not.toMatch(/svc_tok_|svc_sec_/);
    }
    expect(results.length).toBe(8);
  });
});
