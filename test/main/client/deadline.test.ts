import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import type { StandIn } from '../../support/stand-in.ts';
import {
  clearFaults,
  clientFor,
  injectFault,
  registryFor,
  startShortWindowStandIn,
  thrown,
} from './support.ts';

// An overall deadline per call: a read gives up on a long 429 pause at once with rate_limited
// saying when to try again (it used to wait the whole Retry-After, up to ten minutes); an import
// waits the pause out instead, unless told otherwise.

describe('overall deadline', () => {
  let standIn: StandIn;
  let token: string;

  beforeAll(async () => {
    standIn = await startShortWindowStandIn({ seed: 'none' });
    token = standIn.app('demo', 'full').token;
  });
  afterEach(async () => {
    await clearFaults(standIn);
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('a read facing a ten-minute Retry-After answers rate_limited with the resume time', async () => {
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/leases',
      kind: 'status',
      status: 429,
      retry_after: 600,
      times: 1,
    });
    const client = clientFor(standIn, token, registryFor());
    const before = Date.now();
    const error = await thrown(client.listVouchers('leases'));
    expect(error).toBeInstanceOf(KikanError);
    const typed = (error as KikanError).error;
    if (typed.kind !== 'rate_limited') throw new Error(`expected rate_limited, got ${typed.kind}`);
    expect(typed.until).toBeGreaterThanOrEqual(before + 590_000);
    expect(typed.message).toMatch(/paused until \d\d:\d\d:\d\d UTC/);
    // The next read on the same token does not even queue behind the pause.
    const again = await thrown(client.listVouchers('sales_orders'));
    expect((again as KikanError).error.kind).toBe('rate_limited');
  });

  it('a read gives up at its deadline; an import on the same pause waits it out', async () => {
    const fault = {
      path_prefix: '/',
      kind: 'status' as const,
      status: 429,
      retry_after: 1,
      times: 1,
    };
    await injectFault(standIn, { ...fault, method: 'GET' });
    const reader = clientFor(standIn, token, registryFor(), { readDeadlineMs: 300 });
    const read = await thrown(reader.listVouchers('leases'));
    expect((read as KikanError).error.kind).toBe('rate_limited');

    await injectFault(standIn, { ...fault, method: 'POST' });
    const importer = clientFor(standIn, token, registryFor(), { readDeadlineMs: 300 });
    const body = JSON.stringify({ brands: [{ brand_code: 'ZDL1', name: 'Deadline' }] });
    const answer = await importer.importBatch(body, randomUUID());
    expect(answer.result.created['brands']).toBe(1);
  });
});
