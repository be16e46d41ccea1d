import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { PlanThread } from '../../../main/imports/plan-thread.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { openHarness, targetOf, type ImportHarness } from './harness.ts';

// The setup the review's tests through main share: one empty stand-in for the file, and per test
// a store file in a folder of its own with the import harness over it and, when asked, a planning
// thread on the same file; all closed and removed after each test.

export interface PlanSession {
  standIn(): StandIn;
  /** Opens a fresh store file (its folder named after `label`) and the harness over it. */
  open(label: string): { h: ImportHarness; path: string };
  /** A planning thread on the store file `path`, closed after the test. */
  thread(path: string): PlanThread;
}

export function usePlanSession(): PlanSession {
  let standIn: StandIn | null = null;
  let harness: ImportHarness | null = null;
  let thread: PlanThread | null = null;
  let dir: string | null = null;
  beforeAll(async () => {
    standIn = await startStandIn({ seed: 'none' });
  });
  afterAll(async () => standIn?.stop());
  afterEach(async () => {
    await thread?.close();
    await harness?.close();
    if (dir !== null) rmSync(dir, { recursive: true, force: true });
    thread = null;
    harness = null;
    dir = null;
  });
  const running = (): StandIn => {
    if (standIn === null) throw new Error('The stand-in has not started.');
    return standIn;
  };
  return {
    standIn: running,
    open(label) {
      dir = mkdtempSync(join(tmpdir(), `kikan-${label}-`));
      const path = join(dir, 'kikan.sqlite');
      harness = openHarness(targetOf(running()), { path });
      return { h: harness, path };
    },
    thread(path) {
      thread = new PlanThread(path);
      return thread;
    },
  };
}

/** Product `i`'s code: `<prefix>-` and `i` padded to `digits`. */
export const codeOf =
  (prefix: string, digits: number) =>
  (i: number): string =>
    `${prefix}-${String(i).padStart(digits, '0')}`;

/** Product `i`: coded by `code`, named "Product <i>", of brand `<prefix>-BR`, with `skus`. */
export function productsOf(prefix: string, code: (i: number) => string, skus: ProductRow['skus']) {
  return (i: number, over: Partial<ProductRow> = {}): ProductRow => ({
    product_code: code(i),
    name: `Product ${String(i)}`,
    brand_code: `${prefix}-BR`,
    skus: skus.map((sku) => ({ ...sku })),
    ...over,
  });
}

/** Saves `rows` as the profile's product draft, ids `p-<position>`. */
export function saveProducts(h: ImportHarness, rows: readonly ProductRow[]): void {
  h.store.drafts.save(h.profileId, 'products', {
    upserts: rows.map((row, position) => ({ id: `p-${String(position)}`, position, row })),
    deletes: [],
  });
}
