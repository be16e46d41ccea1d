import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { AnsweredError, type ServiceClient } from '../../../main/client/index.ts';
import { createPacer } from '../../../main/client/pacer.ts';
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

// POST /v1/imports (spec §4.2): exact body text, Idempotency-Key, safe resends, 409 on reuse.

interface Catalog {
  masters: Record<string, { brand_code?: string }[]>;
  products: { product_code: string }[];
}

async function catalog(standIn: StandIn): Promise<Catalog> {
  const response = await standIn.admin('/_admin/workspaces/demo/catalog', { method: 'GET' });
  expect(response.ok).toBe(true);
  return (await response.json()) as Catalog;
}

function batch(tag: string): string {
  return JSON.stringify({
    brands: [{ brand_code: `ZB${tag}`, name: `Brand ${tag}` }],
    products: [
      {
        product_code: `ZP${tag}`,
        name: `Product ${tag}`,
        brand_code: `ZB${tag}`,
        skus: [{ color_code: 'BLK', size_code: 'M' }],
      },
    ],
  });
}

describe('importBatch', () => {
  let standIn: StandIn;
  let client: ServiceClient;

  beforeAll(async () => {
    standIn = await startShortWindowStandIn({ seed: 'none' });
    client = clientFor(standIn, standIn.app('demo', 'full').token, registryFor(), {
      retry: { retryBackoff: { baseMs: 20, capMs: 50, floorMs: 5 } },
    });
  });
  afterEach(async () => {
    await clearFaults(standIn);
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('returns the created counts; the same key and body again return the same result, applied once', async () => {
    const body = batch('A1');
    const key = randomUUID();
    const first = await client.importBatch(body, key);
    expect(first.result.created['brands']).toBe(1);
    expect(first.result.products).toEqual([{ id: 'ZPA1', created: true }]);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toMatchObject({ products: [{ id: 'ZPA1', created: true }] });
    const again = await client.importBatch(body, key);
    expect(again).toEqual(first);
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code === 'ZPA1')).toHaveLength(1);
    expect(held.masters['brands']?.filter((b) => b.brand_code === 'ZBA1')).toHaveLength(1);
  });

  it('answers conflict, without retrying, when a key is reused with another body', async () => {
    const key = randomUUID();
    await client.importBatch(batch('B1'), key);
    const error = await thrown(client.importBatch(batch('B2'), key));
    expect(error).toBeInstanceOf(KikanError);
    expect((error as KikanError).error.kind).toBe('conflict');
    expect((error as KikanError).message).toMatch(/idempotency key/i);
    const held = await catalog(standIn);
    expect(held.products.some((p) => p.product_code === 'ZPB2')).toBe(false);
  });

  // An import request is retried in one place, the pipeline (from its journal): the client
  // hands a dropped connection or a 5xx to its caller, and a resend with the same key and body
  // gets the stored result back.
  it('hands a connection dropped after commit to the caller; the same key and body then apply once', async () => {
    await resetStats(standIn);
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'drop_after_commit',
      times: 1,
    });
    const key = randomUUID();
    const dropped = await thrown(client.importBatch(batch('C1'), key));
    expect((dropped as KikanError).error.kind).toBe('offline');
    expect((await statsOf(standIn)).imports).toEqual({ committed: 1, replayed: 0 });
    const { result } = await client.importBatch(batch('C1'), key);
    expect(result.products).toEqual([{ id: 'ZPC1', created: true }]);
    const stats = await statsOf(standIn);
    expect(stats.dropped).toBe(1); // the fault fired: the first answer never arrived
    expect(stats.imports).toEqual({ committed: 1, replayed: 1 });
    const held = await catalog(standIn);
    expect(held.products.filter((p) => p.product_code === 'ZPC1')).toHaveLength(1);
  });

  it('hands a 5xx to the caller without sending again', async () => {
    await resetStats(standIn);
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'status',
      status: 502,
      times: 1,
    });
    let attempts = 0;
    const error = await thrown(
      client.importBatch(batch('D1'), randomUUID(), { onAttempt: () => (attempts += 1) }),
    );
    expect((error as KikanError).error).toMatchObject({ status: 502 });
    expect(attempts).toBe(1);
    const stats = await statsOf(standIn);
    expect(stats.by_status['502']).toBe(1);
    expect(stats.imports.committed).toBe(0);
  });

  it('tells the caller right before each attempt goes out, not while it waits for the pacer', async () => {
    // A pacer with room for one call: the second waits for it and is aborted while waiting.
    const tight = clientFor(standIn, standIn.app('demo', 'full').token, registryFor(), {
      pacer: createPacer({ limit: 1, windowMs: 60_000 }),
    });
    let queuedAttempts = 0;
    await tight.importBatch(batch('G2'), randomUUID());
    const stop = new AbortController();
    const queued = tight.importBatch(batch('G3'), randomUUID(), {
      signal: stop.signal,
      onAttempt: () => (queuedAttempts += 1),
    });
    stop.abort();
    expect(((await thrown(queued)) as KikanError).error.kind).toBe('cancelled');
    expect(queuedAttempts).toBe(0);
  });

  it('reports a batch the service refuses with its status and message', async () => {
    const body = JSON.stringify({
      products: [{ product_code: 'ZPE1', brand_code: 'NO-SUCH-BRAND' }],
    });
    const error = await thrown(client.importBatch(body, randomUUID()));
    expect((error as KikanError).error.kind).toBe('rejected');
    expect((error as KikanError).message).toContain('The service said:');
  });

  it('keeps the per-element problems of a refusal, and the answer as sent for the journal', async () => {
    const body = JSON.stringify({
      products: [
        { product_code: 'ZPF1', brand_code: 'NO-SUCH-BRAND' },
        { product_code: 'ZPF2', brand_code: 'NO-SUCH-BRAND-EITHER' },
      ],
    });
    const error = await thrown(client.importBatch(body, randomUUID()));
    expect(error).toBeInstanceOf(AnsweredError);
    const typed = (error as AnsweredError).error;
    if (typed.kind !== 'rejected') throw new Error(`expected rejected, got ${typed.kind}`);
    expect(typed.problems?.map((problem) => problem.path)).toEqual([
      'products[0].brand_code',
      'products[1].brand_code',
    ]);
    expect(typed.problems?.[0]?.message).toMatch(/NO-SUCH-BRAND/);
    const answer = (error as AnsweredError).answer;
    expect(answer.status).toBe(typed.status);
    expect(JSON.parse(answer.text)).toHaveProperty('problems');
  });
});
