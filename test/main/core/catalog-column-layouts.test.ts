// The catalog grids' column layouts kept by main per connection and view: the renderer's layout
// store against the real core (the handler table IPC uses, a real node:sqlite file), across a
// restart of the core on the same folder, checked input, and dropped with the connection.
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { ColumnLayoutStore } from '../../../renderer/src/catalog/header/column-layout-store.ts';
import {
  defaultLayout,
  freezeThrough,
  hideColumn,
  moveColumn,
  resizeColumn,
} from '../../../renderer/src/catalog/model/column-layout.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { customProfile, startCore, type CoreHarness } from './core-harness.ts';

let standIn: StandIn;
const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-layouts-'));
const vault = createMemoryVault();

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1000 });
});
afterAll(async () => {
  await standIn.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

const storeOf = (harness: CoreHarness) =>
  new ColumnLayoutStore({
    load: (profileId) => harness.ok('catalog.columnLayouts', { profileId }),
    save: (profileId, view, layout) =>
      harness.ok('catalog.saveColumnLayout', { profileId, view, layout }),
  });

/** The layouts once main's answer is in. */
async function loaded(store: ColumnLayoutStore, profileId: string) {
  const first = store.layouts(profileId);
  await new Promise<void>((resolve) => {
    const stop = store.subscribe(() => {
      stop();
      resolve();
    });
  });
  expect(store.layouts(profileId)).not.toBe(first);
  return store.layouts(profileId);
}

describe('catalog column layouts', () => {
  it('are kept per connection and view across a restart, and dropped with the connection', async () => {
    let harness = await startCore({ userDataDir, vault });
    const ids: string[] = [];
    for (const name of ['Tokyo', 'Osaka']) {
      const view = await harness.ok('connections.connectWithToken', {
        profile: customProfile(standIn.url, name),
        token: standIn.app('demo', 'full').token,
      });
      ids.push(view.id);
    }
    const [tokyo = '', osaka = ''] = ids;

    const store = storeOf(harness);
    expect((await loaded(store, tokyo)).products).toEqual(defaultLayout('products'));
    const products = resizeColumn(
      freezeThrough(moveColumn(hideColumn(defaultLayout('products'), 'skus'), 'name', 1), 'name'),
      'product_code',
      222,
    );
    store.set(tokyo, 'products', products);
    // A drag's steps show at once and are saved only by the step that ends it.
    store.set(tokyo, 'skus', resizeColumn(defaultLayout('skus'), 'name', 400), false);
    const skus = resizeColumn(defaultLayout('skus'), 'name', 410);
    store.set(tokyo, 'skus', skus);
    await store.settled();
    await harness.close();

    harness = await startCore({ userDataDir, vault });
    const again = await loaded(storeOf(harness), tokyo);
    expect(again.products).toEqual(products);
    expect(again.products.order).toEqual(['product_code', 'brand_code', 'name', 'skus']);
    expect(again.skus.widths).toEqual({ name: 410 });
    expect(again.brands).toEqual(defaultLayout('brands'));
    // The other connection has its own (none saved).
    expect((await loaded(storeOf(harness), osaka)).products).toEqual(defaultLayout('products'));

    await harness.ok('connections.remove', { profileId: tokyo });
    const refused = await harness.call('catalog.columnLayouts', { profileId: tokyo });
    expect(refused.ok).toBe(false);
    await harness.close();
    const db = new DatabaseSync(join(userDataDir, 'kikan.sqlite'));
    const left = db
      .prepare("SELECT count(*) AS n FROM settings WHERE key LIKE 'catalog_prefs%' AND key LIKE ?")
      .get(`%${tokyo}%`);
    db.close();
    expect(left).toEqual({ n: 0 });
  });

  it('refuses a layout of the wrong shape or size', async () => {
    const harness = await startCore({ vault: createMemoryVault() });
    try {
      const view = await harness.ok('connections.connectWithToken', {
        profile: customProfile(standIn.url, 'Kyoto'),
        token: standIn.app('demo', 'full').token,
      });
      const good = defaultLayout('brands');
      const bad = [
        { view: 'orders', layout: good },
        { view: 'brands', layout: { ...good, widths: { name: -1 } } },
        { view: 'brands', layout: { ...good, order: Array.from({ length: 21 }, () => 'x') } },
        { view: 'brands', layout: { ...good, frozenThrough: 'x'.repeat(41) } },
        { view: 'brands', layout: { ...good, extra: true } },
      ];
      for (const input of bad) {
        const result = await harness.call('catalog.saveColumnLayout', {
          profileId: view.id,
          ...input,
        } as never);
        expect(result.ok, JSON.stringify(input)).toBe(false);
      }
      expect((await harness.ok('catalog.columnLayouts', { profileId: view.id })).brands).toBeNull();
    } finally {
      await harness.close();
    }
  });
});
