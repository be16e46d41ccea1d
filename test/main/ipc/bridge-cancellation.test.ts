// Cancellation crosses the process boundary: through the loopback test bridge (the same
// CallCancellation the Electron binding uses), a call the page cancels by its id stops in main,
// whether it is waiting for the service's answer or waiting out a 429 pause. Real parts: the
// core, the stand-in over loopback HTTP, the keychain.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBridgeRoutes } from '../../support/bridge/routes.ts';
import { CALL_ID_HEADER, SECRET_HEADER } from '../../support/bridge/shim.ts';
import { clearFaults, injectFault, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';

const SECRET = 'bridge-cancellation-test-secret';
let standIn: StandIn;
let harness: CoreHarness;
let server: Server;
let base = '';

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000, size: 20 });
  harness = await startCore({ pacingWindowMs: 1000 });
  await harness.ok('connections.connectWithToken', {
    profile: customProfile(standIn.url),
    token: standIn.app('demo', 'full').token,
  });
  const routes = createBridgeRoutes(harness.core, SECRET);
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
  await harness.close();
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

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
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
    await until(async () => (await statsOf(standIn)).requests > before); // it reached the service
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
      retry_after: 60,
      times: 1,
    });
    const answer = callThroughBridge('vouchers.page', { kind: 'sales_orders' }, 'page-1');
    await until(async () => ((await statsOf(standIn)).by_status['429'] ?? 0) > 0);
    await cancelThroughBridge('page-1');
    // Cancelled during a pause, the answer says when the service will take calls again.
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'rate_limited' } });
  });
});
