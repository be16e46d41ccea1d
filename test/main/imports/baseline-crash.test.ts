import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyRows, lastSentIndex } from '../../../app/catalog/last-sent.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { openStore, type Store } from '../../../main/store/index.ts';
import { catalog } from '../../service/helpers.ts';
import { resetStats, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { runCrashChild } from './crash-run.ts';
import { pad } from './harness.ts';
import { journalBaseline, productsOfBatch } from './journal-baseline.ts';

// The baseline ("last sent", what the grids and the review compare the drafts against) after a
// kill -9 at each point of a send, in real child processes killed with SIGKILL: 1,000 products
// sent once (10 requests), then all 1,000 changed (a new name; every third a SKU added) and sent
// again. At every point the baseline is what the journal's applied requests sent (never what was
// drafted, never what the service holds without the journal knowing), and after the resume it is
// the second send's values, each request applied by the service once.

const WINDOW_MS = 2_000;
const PRODUCTS = 1000; // 10 requests of 100
let standIn: StandIn;
const dirs: string[] = [];

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none', rateWindowMs: WINDOW_MS });
});
afterAll(async () => {
  await standIn.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const first = (prefix: string, i: number): ProductRow => ({
  product_code: `${prefix}-${pad(i)}`,
  name: `First ${String(i)}`,
  brand_code: '',
  skus: [{ color_code: 'BLK', size_code: 'M' }],
});
const second = (prefix: string, i: number): ProductRow => ({
  ...first(prefix, i),
  name: `Second ${String(i)}`,
  skus:
    i % 3 === 0
      ? [
          { color_code: 'BLK', size_code: 'M' },
          { color_code: 'BLK', size_code: 'L' },
        ]
      : [{ color_code: 'BLK', size_code: 'M' }],
});

function draft(store: Store, profileId: string, rows: ProductRow[]): void {
  store.drafts.save(profileId, 'products', {
    upserts: rows.map((row, i) => ({ id: `p-${row.product_code}`, position: i, row })),
    deletes: [],
  });
}

const child = (path: string, mode: 'start' | 'resume', killAt: string | null = null) =>
  runCrashChild(standIn, { path, mode, killAt, windowMs: WINDOW_MS });

/** A store whose connection sent the first values of 1,000 products, with the second drafted. */
async function sentOnce(prefix: string): Promise<{ path: string; profileId: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-baseline-'));
  dirs.push(dir);
  const path = join(dir, 'kikan.sqlite');
  const store = openStore(path);
  const profile = store.profiles.create({
    name: 'Stand-in',
    hostKind: 'custom',
    baseUrl: standIn.url,
  });
  draft(
    store,
    profile.id,
    Array.from({ length: PRODUCTS }, (_, i) => first(prefix, i)),
  );
  store.close();
  const sent = await child(path, 'start');
  expect((JSON.parse(sent.stdout.trim()) as ImportProgress[])[0]?.state).toBe('done');
  const again = openStore(path);
  draft(
    again,
    profile.id,
    Array.from({ length: PRODUCTS }, (_, i) => second(prefix, i)),
  );
  again.close();
  return { path, profileId: profile.id };
}

/** The baseline as the store keeps it, by code. */
function baselineOf(store: Store, profileId: string): Map<string, ProductRow> {
  return new Map(
    store.sent
      .values(profileId, 'products')
      .map(({ code, value }) => [code, value as ProductRow] as const),
  );
}

/**
 * After a crash: the baseline is the journal's applied requests folded in order, every product
 * of an applied request of the second send has its second values, every other its first.
 */
function expectBaselineFromJournal(path: string, profileId: string, prefix: string) {
  const store = openStore(path);
  try {
    const baseline = baselineOf(store, profileId);
    expect(baseline).toEqual(journalBaseline(store, profileId));
    const [latest] = store.imports.list(profileId, { limit: 1 });
    if (latest === undefined) throw new Error('no import');
    const applied = new Set(
      latest.batches.filter((b) => b.state === 'done').flatMap((b) => productsOfBatch(b)),
    );
    for (let i = 0; i < PRODUCTS; i += 1) {
      const code = first(prefix, i).product_code;
      expect(baseline.get(code)).toEqual(applied.has(code) ? second(prefix, i) : first(prefix, i));
    }
    // The review and the grids classify the drafts left against it: each one changed.
    const drafts = store.drafts.list(profileId, 'products');
    const { counts } = classifyRows(
      drafts.map((d) => ({ id: d.id, row: d.row as ProductRow })),
      lastSentIndex([...baseline].map(([code, value]) => ({ code, value }))),
    );
    expect(counts).toEqual({ new: 0, changed: PRODUCTS - applied.size, same: 0 });
    return { applied, latest };
  } finally {
    store.close();
  }
}

/** After the resume: every product's baseline is its second values, from the second send. */
async function expectResumedBaseline(path: string, profileId: string, prefix: string) {
  const store = openStore(path);
  try {
    const baseline = baselineOf(store, profileId);
    expect(baseline).toEqual(journalBaseline(store, profileId));
    const [latest] = store.imports.list(profileId, { limit: 1 });
    expect(latest?.state).toBe('done');
    for (let i = 0; i < PRODUCTS; i += 1) {
      expect(baseline.get(first(prefix, i).product_code)).toEqual(second(prefix, i));
    }
    const entries = store.sent.list(profileId, { grid: 'products', limit: 1000 }).entries;
    expect(new Set(entries.map((e) => e.importId))).toEqual(new Set([latest?.id]));
    // Every request of the second send applied by the service once.
    expect((await statsOf(standIn)).imports.committed).toBe(10);
    const held = (await catalog(standIn)).products.filter((p) =>
      p.product_code.startsWith(`${prefix}-`),
    );
    expect(held.filter((p) => p.name?.startsWith('Second '))).toHaveLength(PRODUCTS);
  } finally {
    store.close();
  }
}

describe('the baseline after a kill -9', () => {
  it(
    'before a request: the requests applied before it, nothing of the rest',
    {
      timeout: 180_000,
    },
    async () => {
      const { path, profileId } = await sentOnce('BA');
      await resetStats(standIn);
      const crashed = await child(path, 'start', 'before-send:4');
      expect(crashed.signal).toBe('SIGKILL');
      const { applied } = expectBaselineFromJournal(path, profileId, 'BA');
      expect(applied.size).toBeGreaterThan(0);
      expect(applied.size).toBeLessThan(PRODUCTS);
      await child(path, 'resume');
      await expectResumedBaseline(path, profileId, 'BA');
    },
  );

  it(
    'after the service applied a request but before the journal recorded it: not in the baseline until the resume',
    {
      timeout: 180_000,
    },
    async () => {
      const { path, profileId } = await sentOnce('BB');
      await resetStats(standIn);
      const crashed = await child(path, 'start', 'after-answer:3');
      expect(crashed.signal).toBe('SIGKILL');
      const { applied, latest } = expectBaselineFromJournal(path, profileId, 'BB');
      // The service holds the second values of a request the journal has as sent, unanswered: the
      // baseline keeps their first values (it follows the journal, not the service or the draft).
      const held = new Map(
        (await catalog(standIn)).products.map((p) => [p.product_code, p.name] as const),
      );
      const unanswered = latest.batches
        .filter((b) => b.state === 'sent')
        .flatMap((b) => productsOfBatch(b))
        .filter((code) => held.get(code)?.startsWith('Second '));
      expect(unanswered.length).toBeGreaterThan(0);
      for (const code of unanswered) expect(applied.has(code)).toBe(false);
      await child(path, 'resume');
      await expectResumedBaseline(path, profileId, 'BB');
    },
  );

  it(
    'during the resume: the resume of the resume ends with the second values',
    {
      timeout: 240_000,
    },
    async () => {
      const { path, profileId } = await sentOnce('BC');
      await resetStats(standIn);
      expect((await child(path, 'start', 'after-answer:3')).signal).toBe('SIGKILL');
      expectBaselineFromJournal(path, profileId, 'BC');
      // Killed again between the resume's second answer and its journal record.
      expect((await child(path, 'resume', 'after-answer:2')).signal).toBe('SIGKILL');
      const { applied } = expectBaselineFromJournal(path, profileId, 'BC');
      expect(applied.size).toBeLessThan(PRODUCTS);
      await child(path, 'resume');
      await expectResumedBaseline(path, profileId, 'BC');
    },
  );
});
