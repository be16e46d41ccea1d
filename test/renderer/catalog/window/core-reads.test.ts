import { afterEach, describe, expect, it } from 'vitest';
import { calls, type CallInput, type CallOutput } from '../../../../app/ipc/contract.ts';
import { NO_VIEW_SPEC, type ViewSpec } from '../../../../app/catalog/views.ts';
import { placeOfRow, whenShown } from '../../../../renderer/src/catalog/window/core-jump.ts';
import {
  codesById,
  productsByCode,
  rowsById,
  type CoreCall,
} from '../../../../renderer/src/catalog/window/rows-by-id.ts';
import {
  GridWindowDriver,
  type GridTransport,
} from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import { storeWithProducts, tick } from './core-on-file.ts';
import { catalogHandlersOf } from '../../../main/catalog/catalog-handlers-of.ts';

// The reads core mode's marks and jumps make, against the core's handlers on a real SQLite file
// (each call's input and answer through the contract, as the bridge checks them): rows by id and
// by code through a view made for them and dropped after, and a row's place in the view the
// window's driver shows, waiting for the view of the tab chosen and clearing a filter hiding it.

const PRODUCTS = 600;

function core() {
  const { store, id } = storeWithProducts(PRODUCTS, (i) => ({
    product_code: `P${String(i).padStart(4, '0')}`,
    name: `Shirt ${String(i)}`,
    brand_code: i % 7 === 0 ? 'ZZ' : 'KK',
    skus:
      i % 2 === 0
        ? [
            { color_code: 'NV', size_code: 'S' },
            { color_code: 'NV', size_code: 'M' },
          ]
        : [],
  }));
  store.drafts.save(id, 'brands', {
    upserts: [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kay' } }],
    deletes: [],
  });
  const handlers = catalogHandlersOf(store);
  const through = async <N extends keyof typeof handlers>(
    name: N,
    input: unknown,
  ): Promise<CallOutput<N>> => {
    await tick();
    const parsed = calls[name].input.parse(input) as never;
    const run = handlers[name] as (input: never, context: object) => Promise<unknown>;
    return calls[name].output.parse(await run(parsed, {})) as CallOutput<N>;
  };
  const coreCall: CoreCall = (name, input) => through(name, input);
  const transport: GridTransport = {
    view: (spec, replaces) =>
      through('catalog.view', {
        profileId: id,
        spec,
        ...(replaces === undefined ? {} : { replaces }),
      }),
    window: (input) => through('catalog.window', input),
    drop: (viewId) => through('catalog.dropView', { viewId }),
    send: () => Promise.reject(new Error('no edits here')),
  };
  const place = (input: CallInput<'catalog.place'>) => through('catalog.place', input);
  return { store, id, coreCall, transport, place };
}

const drivers: GridWindowDriver[] = [];
afterEach(() => {
  for (const driver of drivers.splice(0)) driver.close();
});

const spec = (more: Partial<ViewSpec> = {}): ViewSpec => ({
  view: 'products',
  ...NO_VIEW_SPEC,
  columnFilters: [],
  ...more,
});

describe('rows read by id and by code', () => {
  it('reads the rows asked for, in the grid’s order, and drops the views it made', async () => {
    const { store, id, coreCall } = core();
    const ids = [
      'p500',
      'p3',
      'nope',
      'p3',
      ...Array.from({ length: 2_100 }, (_, i) => `x${String(i)}`),
    ];
    const rows = await rowsById(coreCall, id, 'products', ids);
    expect(rows.map((row) => row.id)).toEqual(['p3', 'p500']);
    expect(codesById(rows)).toEqual(
      new Map([
        ['p3', 'P0003'],
        ['p500', 'P0500'],
      ]),
    );
    expect(rows[1]?.cells).toEqual(['P0500', 'Shirt 500', 'KK', 'NV: S M']);
    const brands = await rowsById(coreCall, id, 'brands', ['b1']);
    expect(brands).toEqual([{ id: 'b1', cells: ['KK', 'Kay'] }]);
    // Every view made was dropped: the next one the core gives has a new id, none is held.
    const next = store.catalogViews.view(id, spec());
    for (let viewId = 0; viewId < next.viewId; viewId += 1) {
      expect(() => store.catalogViews.window(viewId, 0, 1)).toThrow();
    }
  });

  it('reads the products holding given codes', async () => {
    const { id, coreCall } = core();
    const rows = await productsByCode(coreCall, id, ['P0007', 'P0600', 'NONE']);
    expect(rows.map((row) => [row.id, row.cells[0], row.cells[2]])).toEqual([
      ['p7', 'P0007', 'ZZ'],
      ['p600', 'P0600', 'KK'],
    ]);
  });
});

describe('a row’s place in the window’s view', () => {
  it('waits for the view of the tab chosen, and answers the place the window shows', async () => {
    const { transport, place } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.setVisibleRange({ start: 0, end: 40 });
    driver.open(spec({ sort: { column: 'product_code', descending: true } }));
    const found = placeOfRow({
      driver,
      view: 'skus',
      id: 'p10',
      sku: 1,
      ask: place,
      clearFilters: () => {
        throw new Error('nothing hides it');
      },
    });
    // The tab changes to the per-SKU view after the jump asked.
    await whenShown(driver, (s) => s.view === 'products');
    driver.open({ ...spec({ sort: { column: 'product_code', descending: true } }), view: 'skus' });
    const at = await found;
    expect(at).not.toBeNull();
    driver.setVisibleRange({ start: at ?? 0, end: (at ?? 0) + 10 });
    for (let turn = 0; driver.rowAt(at ?? 0) === 'loading'; turn += 1) {
      if (turn > 10_000) throw new Error('the row never came');
      await tick();
    }
    expect(driver.rowAt(at ?? 0)).toMatchObject({
      id: 'p10',
      place: 1,
      cells: ['P0010', 'Shirt 10', 'KK', 'NV', 'M'],
    });
  });

  it('clears a filter that hides the row, then answers its place without it', async () => {
    const { transport, place } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.open(spec({ filter: 'zz' }));
    let cleared = 0;
    const at = await placeOfRow({
      driver,
      view: 'products',
      id: 'p450',
      sku: -1,
      ask: place,
      clearFilters: () => {
        cleared += 1;
        driver.open(spec());
      },
    });
    expect(cleared).toBe(1);
    expect(at).toBe(449);
    // A row the grid does not have: no place, after clearing nothing more.
    expect(
      await placeOfRow({
        driver,
        view: 'products',
        id: 'gone',
        sku: -1,
        ask: place,
        clearFilters: () => {
          throw new Error('no filter to clear');
        },
      }),
    ).toBeNull();
  });

  it('gives up when no view of the tab comes', async () => {
    const { transport } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.open(spec());
    expect(await whenShown(driver, (s) => s.view === 'brands', 50)).toBeNull();
  });
});
