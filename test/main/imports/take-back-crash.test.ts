import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { takeBack } from '../../../main/imports/take-back.ts';
import { openStore } from '../../../main/store/index.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { catalog } from '../../service/helpers.ts';
import { runCrashChild } from './crash-run.ts';
import { pad } from './harness.ts';

// The take-back's baseline after a kill -9 at each point of a send: a first send of 500
// products, then a second with every name changed and one product new, killed by SIGKILL (in the
// crash test's child process) before a request, after the service applied one but before the
// journal recorded its answer, while that record commits, or during the resume itself; resumed,
// the second send is taken back from the journal alone: every changed name goes back to the
// first send's, the new product is listed as first sent by it, and the stand-in holds the second.

const WINDOW_MS = 2_000;
const PRODUCTS = 500; // 5 requests of 100; the second send 6
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

const rowsOf = (prefix: string, name: string, extra: boolean): ProductRow[] => [
  ...Array.from({ length: PRODUCTS }, (_, i) => ({
    product_code: `${prefix}-${pad(i)}`,
    name: `${name} ${String(i)}`,
    brand_code: '',
    skus: [{ color_code: 'BLK', size_code: 'M' }],
  })),
  ...(extra
    ? [
        {
          product_code: `${prefix}-NEW`,
          name: 'New',
          brand_code: '',
          skus: [] as ProductRow['skus'],
        },
      ]
    : []),
];

function draft(path: string, rows: ProductRow[]): string {
  const store = openStore(path);
  const profile =
    store.profiles.list()[0] ??
    store.profiles.create({ name: 'Stand-in', hostKind: 'custom', baseUrl: standIn.url });
  store.drafts.save(profile.id, 'products', {
    upserts: rows.map((row, i) => ({ id: `p-${row.product_code}`, position: i, row })),
    deletes: [],
  });
  store.close();
  return profile.id;
}

describe.each([
  ['before a request went out', ['before-send:3'], 'TA'],
  ['after the service applied a request, before the journal recorded it', ['after-answer:2'], 'TB'],
  ['while the journal records an answer', ['inside-commit:4'], 'TC'],
  ['during the resume', ['after-answer:1', 'before-send:4'], 'TD'],
])('the second send killed %s', (_title, kills, prefix) => {
  it('is taken back to the first send’s values', { timeout: 150_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kikan-take-back-crash-'));
    dirs.push(dir);
    const path = join(dir, 'kikan.sqlite');
    const profileId = draft(path, rowsOf(prefix, 'First', false));
    await runChild(path, 'start', null);
    draft(path, rowsOf(prefix, 'Second', true));
    const [first = null, ...again] = kills;
    expect((await runChild(path, 'start', first)).signal).toBe('SIGKILL');
    for (const killAt of again)
      expect((await runChild(path, 'resume', killAt)).signal).toBe('SIGKILL');
    await runChild(path, 'resume', null);

    const held = await catalog(standIn);
    const ours = held.products.filter((p) => p.product_code.startsWith(`${prefix}-`));
    expect(ours).toHaveLength(PRODUCTS + 1);
    expect(
      ours.every((p) => p.name?.startsWith(p.product_code.endsWith('NEW') ? 'New' : 'Second')),
    ).toBe(true);

    const store = openStore(path);
    try {
      const [second, firstSend] = store.imports.list(profileId);
      expect(firstSend?.state).toBe('done');
      expect(second?.state).toBe('done');
      const result = takeBack(store, second?.id ?? '');
      expect(result.counts).toMatchObject({
        applied: PRODUCTS + 1,
        takenBack: PRODUCTS,
        firstSent: 1,
        changedLater: 0,
        unchanged: 0,
      });
      expect(result.listed.map((row) => [row.reason, row.code])).toEqual([
        ['first_sent', `${prefix}-NEW`],
      ]);
      const drafted = store.drafts.list(profileId, 'products').map((d) => d.row as ProductRow);
      const byCode = (rows: ProductRow[]) =>
        [...rows].sort((a, b) => (a.product_code < b.product_code ? -1 : 1));
      expect(byCode(drafted)).toEqual(byCode(rowsOf(prefix, 'First', false)));
    } finally {
      store.close();
    }
  });
});
