// Cancellation crosses both process boundaries: through the preview's loopback bridge (the same
// CallCancellation the Electron binding uses) to the core process, a call the page cancels by its
// id stops in the core, whether it is waiting for the service's answer or waiting out a 429
// pause. Real parts: the core's child process, the stand-in over loopback HTTP; secrets in the
// core's memory (a plain Vitest run has no keychain session).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { startTestPreviewCore } from '../../support/preview-core.ts';
import { createBridgeRoutes } from '../../../main/preview/routes.ts';
import { CALL_ID_HEADER, SECRET_HEADER } from '../../../main/preview/shim.ts';
import { clearFaults, injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile } from '../core/core-harness.ts';
import { until } from '../../support/until.ts';

const SECRET = 'bridge-cancellation-test-secret';
let standIn: StandIn;
let core: PreviewCore;
let userDataDir: string;
let server: Server;
let base = '';

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000, size: 20 });
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bridge-'));
  core = await startTestPreviewCore(userDataDir, { pacingWindowMs: 1000 });
  await core.handlers['connections.connectWithToken'](
    { profile: customProfile(standIn.url), token: standIn.app('demo', 'full').token },
    {},
  );
  const routes = createBridgeRoutes(core, SECRET);
  server = createServer((request, response) => {
    if (!routes.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await core.stop();
  rmSync(userDataDir, { recursive: true, force: true });
  await standIn.stop();
});

function callThroughBridge(name: string, input: unknown, callId: string): Promise<unknown> {
  return fetch(`${base}/__bridge/call/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SECRET_HEADER]: SECRET,
      [CALL_ID_HEADER]: callId,
    },
    body: JSON.stringify(input),
  }).then((response) => response.json());
}

async function cancelThroughBridge(callId: string): Promise<void> {
  const response = await fetch(`${base}/__bridge/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
    body: JSON.stringify({ callId }),
  });
  expect(response.status).toBe(204);
}

describe('cancelling a call across the bridge', () => {
  it('stops a call whose request is in flight', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases/',
      kind: 'delay',
      delay_ms: 20_000,
      times: 1,
    });
    const before = (await statsOf(standIn)).requests;
    const answer = callThroughBridge('vouchers.get', { kind: 'leases', number: 'L-1' }, 'get-1');
    await until(async () => (await statsOf(standIn)).requests > before, 'the request'); // it reached the service
    await cancelThroughBridge('get-1');
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    await clearFaults(standIn);
  });

  it('stops a call waiting out a 429 pause, instead of holding it until the pause ends', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/sales_orders',
      kind: 'status',
      status: 429,
      // Within a screen read's 10 s deadline, so the call waits the pause out instead of giving
      // up at once; uncancelled, it would be sent again after the pause and succeed.
      retry_after: 9,
      times: 1,
    });
    const answer = callThroughBridge('vouchers.browse', { kind: 'sales_orders' }, 'page-1');
    await until(async () => ((await statsOf(standIn)).by_status['429'] ?? 0) > 0, 'a 429');
    await cancelThroughBridge('page-1');
    // Cancelled during a pause, the answer says when the service will take calls again.
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'rate_limited' } });
  });
});

describe('a call name that is not valid percent-encoding', () => {
  it('is answered 400, and the preview keeps answering', async () => {
    const bad = await fetch(`${base}/__bridge/call/%zz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
      body: '{}',
    });
    expect(bad.status).toBe(400);
    const info = await fetch(`${base}/__bridge/call/app.info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
      body: '{}',
    });
    expect(await info.json()).toMatchObject({ ok: true });
  });
});
