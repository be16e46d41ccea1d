import { describe, expect, it } from 'vitest';
import { NO_VIEW_SPEC, type ViewSpec } from '../../../../app/catalog/views.ts';
import { firstScreenOf } from '../../../../renderer/src/catalog/window/first-screen.ts';
import {
  GridWindowDriver,
  type GridTransport,
} from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import { storeWithProducts, tick } from './core-on-file.ts';

// When the store may ask for the whole draft (CatalogStore.open waits on this): once the grid's
// window holds its first screenful, an empty view's answer, or the view's refusal. Driven against
// the core's catalog store on a real SQLite file, each answer on a later turn, as through the bridge.

function core(products: number, refuse: 'views' | 'windows' | null = null) {
  const { store, id } = storeWithProducts(products, (i) => ({
    product_code: `P${String(i)}`,
    name: 'Shirt',
    brand_code: 'KK',
    skus: [],
  }));
  const windows: number[] = [];
  const transport: GridTransport = {
    view: async (spec, replaces) => {
      await tick();
      if (refuse === 'views') throw new Error('Not connected.');
      return store.catalogViews.view(id, spec, replaces);
    },
    window: async ({ viewId, from, count }) => {
      await tick();
      windows.push(from);
      if (refuse === 'windows') throw new Error('The core restarted.');
      return store.catalogViews.window(viewId, from, count);
    },
    send: () => Promise.reject(new Error('no edits here')),
  };
  return { transport, windows };
}

const spec: ViewSpec = { view: 'products', ...NO_VIEW_SPEC, columnFilters: [] };

describe('firstScreenOf', () => {
  it('settles when the rows at the top are held, not before', async () => {
    const { transport, windows } = core(500);
    const driver = new GridWindowDriver(transport);
    let settled = false;
    const first = firstScreenOf(driver).then(() => {
      settled = true;
    });
    driver.open(spec);
    await tick(); // the view answered: no window yet
    expect(settled).toBe(false);
    await first;
    expect(windows).toContain(0);
    expect(driver.rowAt(0)).toMatchObject({ id: 'p1', cells: ['P1', 'Shirt', 'KK', ''] });
    driver.close();
  });

  it('settles for an empty view and for a refused one', async () => {
    const empty = new GridWindowDriver(core(0).transport);
    const emptyFirst = firstScreenOf(empty);
    empty.open(spec);
    await emptyFirst;
    expect(empty.snapshot).toMatchObject({ length: 0, loading: false, refusal: null });

    const refused = new GridWindowDriver(core(10, 'views').transport);
    const refusedFirst = firstScreenOf(refused);
    refused.open(spec);
    await refusedFirst;
    expect(refused.snapshot.refusal).toBe('Not connected.');
  });

  it('settles when the first window could not be read (the drafts then load at once)', async () => {
    const { transport, windows } = core(500, 'windows');
    const driver = new GridWindowDriver(transport);
    const first = firstScreenOf(driver);
    driver.open(spec);
    await first;
    expect(windows).toContain(0);
    expect(driver.snapshot).toMatchObject({ loading: false, length: 500, failedWindows: 1 });
    expect(driver.rowAt(0)).toBe('loading');
    driver.close();
  });
});
