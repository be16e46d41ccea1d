import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { historyDetail } from '../../../main/imports/history-view.ts';
import { openStore } from '../../../main/store/index.ts';
import { resetStats, setImportErrorDetail, statsOf } from '../../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { catalog } from '../../service/helpers.ts';
import { runCrashChild } from './crash-run.ts';
import { pad } from './harness.ts';

// kill -9 in the middle of a 30-request import: the pipeline runs in a child process that dies
// by SIGKILL at a chosen point; a new process resumes from the journal, and the service ends with
// exactly the expected rows, each created once.

/** A short rate window (stand-in and child alike), so four runs of 60 requests never wait a minute. */
const WINDOW_MS = 2_000;
let standIn: StandIn;
const dirs: string[] = [];

beforeAll(async () => {
  standIn = await startStandIn({ seed: 'none', rateWindowMs: WINDOW_MS });
});
afterAll(async () => {
  await standIn.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const runChild = (path: string, mode: 'start' | 'resume', killAt: string | null) =>
  runCrashChild(standIn, { path, mode, killAt, windowMs: WINDOW_MS });

const PRODUCTS = 3000; // 30 requests of 100

/** A store file with the rows drafted for a new connection to the stand-in. */
function draftedStore(rows: ProductRow[]): { path: string; profileId: string } {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-crash-'));
  dirs.push(dir);
  const path = join(dir, 'kikan.sqlite');
  const store = openStore(path);
  const profile = store.profiles.create({
    name: 'Stand-in',
    hostKind: 'custom',
    baseUrl: standIn.url,
  });
  store.drafts.save(profile.id, 'products', {
    upserts: rows.map((row, i) => ({ id: `p-${row.product_code}`, position: i, row })),
    deletes: [],
  });
  store.close();
  return { path, profileId: profile.id };
}

describe.each([
  ['before the first send', 'before-send:0', 'KA'],
  ['between a send and its journal update', 'after-answer:10', 'KB'],
  ['while the journal update commits', 'inside-commit:15', 'KC'],
  ['between requests', 'before-send:20', 'KD'],
  // Pipelined: two requests out at once.
  [
    'between an answer and its journal update, the next request in flight',
    'answer-while-next-out:8',
    'KE',
  ],
  [
    'right after the next request went out, the previous one unanswered',
    'sent-while-previous-out:12',
    'KF',
  ],
])('killed %s', (_title, killAt, prefix) => {
  it(
    'resumes after a restart: every product once, nothing applied twice',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kikan-crash-'));
      dirs.push(dir);
      const path = join(dir, 'kikan.sqlite');
      const store = openStore(path);
      const profile = store.profiles.create({
        name: 'Stand-in',
        hostKind: 'custom',
        baseUrl: standIn.url,
      });
      const rows: ProductRow[] = Array.from({ length: PRODUCTS }, (_, i) => ({
        product_code: `${prefix}-${pad(i)}`,
        name: `Crash ${i}`,
        brand_code: '',
        skus: [{ color_code: 'BLK', size_code: 'M' }],
      }));
      store.drafts.save(profile.id, 'products', {
        upserts: rows.map((row, i) => ({ id: `p-${row.product_code}`, position: i, row })),
        deletes: [],
      });
      store.close();
      await resetStats(standIn);

      const crashed = await runChild(path, 'start', killAt);
      expect(crashed.signal).toBe('SIGKILL');
      const resumed = await runChild(path, 'resume', null);
      const ended = JSON.parse(resumed.stdout.trim()) as ImportProgress[];
      expect(ended).toHaveLength(1);
      expect(ended[0]).toMatchObject({ state: 'done', requestsDone: 30, rowsDone: PRODUCTS });

      const stats = await statsOf(standIn);
      expect(stats.imports.committed).toBe(30);
      const held = await catalog(standIn);
      expect(held.products.filter((p) => p.product_code.startsWith(`${prefix}-`))).toHaveLength(
        PRODUCTS,
      );
      const after = openStore(path);
      const record = after.imports.list(profile.id)[0] ?? expect.fail('no import');
      const detail = historyDetail(record);
      expect(detail.totals.productsCreated).toBe(PRODUCTS);
      expect(detail.totals.productsUpdated).toBe(0);
      expect(after.drafts.list(profile.id, 'products')).toEqual([]);
      after.close();
    },
  );
});

// While finding a refused row by splitting (the answer names no element): each half is journalled
// with its own key before it is sent, so a kill -9 anywhere resumes like any other request.
describe.each([
  ['right after a refused request was split in two', 'after-replace:2', 'KG'],
  ['before a half is sent', 'before-send:13', 'KH'],
  ['between a half’s answer and its journal update', 'after-answer:12', 'KI'],
])('killed while finding the refused rows, %s', (_title, killAt, prefix) => {
  beforeAll(() => setImportErrorDetail(standIn, 'none'));
  afterAll(() => setImportErrorDetail(standIn, 'elements'));

  it(
    'resumes: every good product once, the refused one left in the draft',
    { timeout: 120_000 },
    async () => {
      const rows: ProductRow[] = Array.from({ length: 1000 }, (_, i) => ({
        product_code: i === 345 ? `${prefix} 345` : `${prefix}-${pad(i)}`,
        name: `Crash ${i}`,
        brand_code: '',
        skus: [{ color_code: 'BLK', size_code: 'M' }],
      }));
      const { path, profileId } = draftedStore(rows);
      await resetStats(standIn);

      const crashed = await runChild(path, 'start', killAt);
      expect(crashed.signal).toBe('SIGKILL');
      const resumed = await runChild(path, 'resume', null);
      const ended = JSON.parse(resumed.stdout.trim()) as ImportProgress[];
      expect(ended[0]).toMatchObject({ state: 'failed', rowsDone: 999, rowsRefused: 1 });

      const held = await catalog(standIn);
      expect(held.products.filter((p) => p.product_code.startsWith(prefix))).toHaveLength(999);
      const after = openStore(path);
      const record = after.imports.list(profileId)[0] ?? expect.fail('no import');
      const detail = historyDetail(record);
      expect(detail.totals).toMatchObject({ productsCreated: 999, productsUpdated: 0 });
      expect(detail.rowsNotApplied?.map((r) => [r.code, r.fate])).toEqual([
        [`${prefix} 345`, 'refused'],
      ]);
      // Applied once each: the service committed exactly the requests the journal says were applied.
      const stats = await statsOf(standIn);
      expect(stats.imports.committed).toBe(detail.requestCounts?.applied);
      expect(detail.requestCounts?.split).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(100)));
      expect(after.drafts.list(profileId, 'products').map((d) => d.id)).toEqual([
        `p-${prefix} 345`,
      ]);
      after.close();
    },
  );
});
