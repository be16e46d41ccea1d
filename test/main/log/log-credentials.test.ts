// After a full connect / import / browse run through the real core and the stand-in, the log
// holds a summary of every service call and not one credential in any form.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedFetch } from '../../../main/log/logged-fetch.ts';
import { RotatingLog } from '../../../main/log/rotating-log.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';

let standIn: StandIn;
let harness: CoreHarness;
let log: RotatingLog;

const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-log-run-'));

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
  // The same wrapper main/index.ts puts around the service session's fetch.
  log = new RotatingLog(join(userDataDir, 'logs'), { maxBytes: 2048, keep: 20 });
  harness = await startCore({ pacingWindowMs: 1000, userDataDir, fetch: loggedFetch(fetch, log) });
});

afterAll(async () => {
  await harness.close();
  await standIn.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

function allLogText(): string {
  return readdirSync(log.dir)
    .map((file) => readFileSync(join(log.dir, file), 'utf8'))
    .join('');
}

describe('the log file', () => {
  it('summarises every service call and holds no credential', async () => {
    const full = standIn.app('demo', 'full');
    const token = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url, 'Token'),
      token: full.token,
    });
    const body = await harness.ok('connections.connectWithSecret', {
      profile: customProfile(standIn.url, 'Secret in body'),
      clientId: full.client_id,
      clientSecret: full.live_secret,
      scope: [],
      rememberSecret: true,
    });
    await harness.ok('connections.connectWithSecret', {
      profile: { ...customProfile(standIn.url, 'Secret as Basic'), secretTransport: 'basic' },
      clientId: full.client_id,
      clientSecret: full.test_secret,
      scope: [],
      rememberSecret: true,
    });
    await harness.ok('connections.reconnect', { profileId: body.id });
    await harness.ok('connections.activate', { profileId: token.id });
    const page = await harness.ok('vouchers.browse', { kind: 'purchase_orders' });
    await harness.ok('vouchers.get', { kind: 'purchase_orders', number: page.rows[0]?.id ?? '' });
    await harness.ok('vouchers.browse', { kind: 'leases' });

    // An import through the same fetch (the import pipeline's calls go out this way).
    const marker = `IMPORT-BODY-${Date.now()}`;
    const imported = await loggedFetch(fetch, log)(`${standIn.url}/v1/imports`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${full.token}`,
        'content-type': 'application/json',
        'idempotency-key': `key-${marker}`,
      },
      body: JSON.stringify({ masters: [{ kind: 'brand', code: marker, name: marker }] }),
    });
    expect(imported.status).toBeGreaterThanOrEqual(200);

    const text = allLogText();
    // Every call left its summary: method, path, status, time.
    expect(text).toMatch(/service-call method=POST path=\/v1\/oauth\/token status=200 ms=\d+/);
    expect(text).toMatch(/service-call method=GET path=\/purchase_orders status=200 ms=\d+/);
    expect(text).toMatch(/service-call method=GET path=\/leases status=200/);
    expect(text).toMatch(/service-call method=POST path=\/v1\/imports status=\d{3}/);

    const basic = Buffer.from(`${full.client_id}:${full.test_secret}`).toString('base64');
    const forbidden = [
      full.token,
      full.live_secret,
      full.test_secret,
      full.client_id,
      basic,
      encodeURIComponent(full.live_secret),
      'svc_tok_',
      'svc_sec_',
      'Bearer',
      'Basic ',
      'authorization',
      marker,
    ];
    for (const credential of forbidden) expect(text, credential).not.toContain(credential);
  });
});
