import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KikanError, type AppErrorKind } from '../../../app/errors.ts';
import type { ServiceClient } from '../../../main/client/index.ts';
import type { StandIn } from '../../support/stand-in.ts';
import {
  clearFaults,
  clientFor,
  injectFault,
  registryFor,
  resetStats,
  startShortWindowStandIn,
  statsOf,
  thrown,
} from './support.ts';

// Every error kind the client can meet against the real stand-in, retries that heal transient
// faults, and the promise that no error ever carries the token.

const FAST_RETRY = { retryBackoff: { baseMs: 20, capMs: 50, floorMs: 5 } };

describe('service client errors', () => {
  let standIn: StandIn;
  let token: string;
  let client: ServiceClient;
  const caught: unknown[] = [];

  async function failure(call: Promise<unknown>, kind: AppErrorKind): Promise<KikanError> {
    const error = await thrown(call);
    caught.push(error);
    expect(error).toBeInstanceOf(KikanError);
    expect((error as KikanError).error.kind).toBe(kind);
    return error as KikanError;
  }

  beforeAll(async () => {
    standIn = await startShortWindowStandIn();
    token = standIn.app('demo', 'full').token;
    client = clientFor(standIn, token, registryFor(), { retry: FAST_RETRY });
  });
  afterEach(async () => {
    await clearFaults(standIn);
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('retries a read after one 5xx and succeeds', async () => {
    await resetStats(standIn);
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 503,
      times: 1,
    });
    const page = await client.listVouchers('leases');
    expect(page.rows.length).toBeGreaterThan(0);
    const stats = await statsOf(standIn);
    expect(stats.by_status['503']).toBe(1);
    expect(stats.by_status['200']).toBe(1);
  });

  it('retries a read after a dropped connection and succeeds', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/sales_orders',
      kind: 'drop',
      times: 1,
    });
    const page = await client.listVouchers('sales_orders');
    expect(page.rows.length).toBeGreaterThan(0);
  });

  it('gives up on a persistent 5xx with the status and the service’s message', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 500,
      times: 10,
    });
    const error = await failure(client.listVouchers('leases'), 'rejected');
    expect(error.error).toMatchObject({ status: 500 });
    expect(error.message).toContain('HTTP 500');
  });

  it('reports offline after bounded retries when nothing listens', async () => {
    const closed = clientFor(standIn, token, registryFor(), {
      baseUrl: 'http://127.0.0.1:9',
      retry: FAST_RETRY,
    });
    const error = await failure(closed.listVouchers('leases'), 'offline');
    expect(error.message).toContain('127.0.0.1:9');
  });

  it('times out when the service answers slower than timeoutMs', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'delay',
      delay_ms: 3000,
      times: 3,
    });
    const slow = clientFor(standIn, token, registryFor(), { timeoutMs: 300, retry: FAST_RETRY });
    const error = await failure(slow.listVouchers('leases'), 'timeout');
    expect(error.message).toContain('0.3 s');
  });

  it('stops with cancelled when the caller aborts', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'delay',
      delay_ms: 3000,
      times: 1,
    });
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 150);
    await failure(client.listVouchers('leases', { signal: controller.signal }), 'cancelled');
    await failure(client.listVouchers('leases', { signal: AbortSignal.abort() }), 'cancelled');
  });

  it('reports rate_limited with the resume time when 429s persist', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 429,
      retry_after: 1,
      times: 1,
    });
    const strict = clientFor(standIn, token, registryFor(), { retry: { maxRateLimitRetries: 0 } });
    const before = Date.now();
    const error = await failure(strict.listVouchers('leases'), 'rate_limited');
    expect(error.error.kind === 'rate_limited' && error.error.until).toBeGreaterThanOrEqual(
      before + 1000,
    );
  });

  it('reports rate_limited when the caller stops waiting out a 429 pause', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 429,
      retry_after: 3,
      times: 1,
    });
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 300);
    const paused = clientFor(standIn, token, registryFor());
    await failure(paused.listVouchers('leases', { signal: controller.signal }), 'rate_limited');
  });

  it('names the missing permission on 403', async () => {
    const readonly = clientFor(standIn, standIn.app('demo', 'readonly').token, registryFor());
    const body = JSON.stringify({ products: [{ product_code: 'ZZ-FORBIDDEN', name: 'Denied' }] });
    const error = await failure(readonly.importBatch(body, 'key-forbidden-1'), 'forbidden');
    expect(error.error).toMatchObject({ permission: 'kikan_products_write' });
    expect(error.message).toContain('This connection lacks the permission kikan_products_write');
  });

  it('asks to reconnect after the app was reinstalled, and tells the caller', async () => {
    const oldToken = standIn.app('other', 'full').token;
    let told = 0;
    const other = clientFor(standIn, oldToken, registryFor(), {
      onUnauthorized: () => (told += 1),
    });
    await other.listVouchers('purchase_orders');
    const response = await standIn.admin('/_admin/apps/other/full/reinstall', { method: 'POST' });
    expect(response.ok).toBe(true);
    const error = await failure(other.listVouchers('purchase_orders'), 'unauthorized');
    expect(error.message).toMatch(/reconnect/i);
    expect(told).toBe(1);
    expect(JSON.stringify(error)).not.toContain(oldToken);
  });

  it('refuses to call without a token', async () => {
    const signedOut = clientFor(standIn, token, registryFor(), { token: () => null });
    await failure(signedOut.listVouchers('leases'), 'not_connected');
  });

  it('never puts the token into any error it threw', () => {
    expect(caught.length).toBeGreaterThanOrEqual(10);
    for (const error of caught) {
      expect(JSON.stringify(error)).not.toContain(token);
      expect((error as Error).message).not.toContain(token);
      expect(String((error as Error).stack)).not.toContain(token);
    }
  });
});
