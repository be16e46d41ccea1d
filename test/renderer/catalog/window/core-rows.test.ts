import { describe, expect, it } from 'vitest';
import type { GridName, GridRow, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC, type CatalogViewName } from '../../../../app/catalog/views.ts';
import {
  applyEdit,
  emptyCatalog,
  type CatalogData,
  type Entry,
} from '../../../../renderer/src/drafts/catalog-data.ts';
import { gridTable } from '../../../../renderer/src/catalog/files/export-grid.ts';
import { importRows } from '../../../../renderer/src/catalog/model/import-rows.ts';
import { insertRows, removeRows } from '../../../../renderer/src/catalog/model/row-ops.ts';
import { buildView, NO_VIEW_OPTIONS } from '../../../../renderer/src/catalog/model/view.ts';
import { readExportTable } from '../../../../renderer/src/catalog/window/core-export.ts';
import {
  addRowBelow,
  importFileRows,
  productOf,
  removeViewRows,
  saveSkus,
  viewRows,
  type CoreRowsPort,
} from '../../../../renderer/src/catalog/window/core-rows.ts';
import type { Store } from '../../../../main/store/open-store.ts';
import { openTempStore, sampleProfile } from '../../../main/store/temp-store.ts';

// Rows added and removed, the SKU matrix's apply, a file's rows taken in and the grid read for
// a file, in core mode, against the core's store on a real SQLite file: after each, the core's
// drafts equal what the page's own rules (row-ops.ts, import-rows.ts, export-grid.ts) make of
// the same drafts held in the page.

const product = (code: string, skus: [string, string][] = []): ProductRow => ({
  product_code: code,
  name: `Name ${code}`,
  brand_code: 'KK',
  skus: skus.map(([color_code, size_code]) => ({ color_code, size_code })),
});

function seed(store: Store, profileId: string, data: CatalogData): void {
  for (const grid of ['brands', 'colors', 'products'] as const) {
    if (data[grid].length === 0) continue;
    store.drafts.save(profileId, grid, {
      upserts: data[grid].map((entry) => ({ ...entry })),
      deletes: [],
    });
  }
}

function core(data: CatalogData) {
  const store = openTempStore();
  const { id: profileId } = store.profiles.create(sampleProfile);
  seed(store, profileId, data);
  let view: CatalogViewName = 'products';
  let viewId: number | null = null;
  let groups = 0;
  const port: CoreRowsPort = {
    row: (grid, id) => Promise.resolve(store.catalogRowReads.row(profileId, grid, id)),
    rowsByCode: (grid, codes) =>
      Promise.resolve(store.catalogRowReads.byCodes(profileId, grid, codes)),
    neighbours: (grid, after) =>
      Promise.resolve(store.catalogRowReads.neighbours(profileId, grid, after)),
    window: (from, count) => {
      viewId ??= store.catalogViews.view(profileId, { view, ...NO_VIEW_SPEC }).viewId;
      return Promise.resolve(store.catalogViews.window(viewId, from, count));
    },
    apply: (operation, group) => {
      store.catalog.apply(profileId, operation, group);
      return Promise.resolve();
    },
    newGroup: () => `g${String((groups += 1))}`,
  };
  const drafts = <G extends GridName>(grid: G) =>
    store.drafts.list(profileId, grid) as unknown as Entry<GridRow<G>>[];
  const inView = (next: CatalogViewName) => {
    if (viewId !== null) store.catalogViews.close(viewId);
    viewId = null;
    view = next;
  };
  return { store, profileId, port, drafts, inView };
}

/** New ids in order, the same for the page's rules and the core's. */
function ids(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${String((n += 1))}`;
}

const seeded = (): CatalogData => ({
  ...emptyCatalog(),
  brands: [
    { id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } },
    { id: 'b2', position: 2, row: { code: 'AB', name: 'Abc' } },
  ],
  products: [
    {
      id: 'p1',
      position: 1,
      row: product('A', [
        ['RED', 'S'],
        ['RED', 'M'],
        ['BLK', 'S'],
      ]),
    },
    { id: 'p2', position: 2, row: product('B') },
    { id: 'p3', position: 3, row: product('C', [['NV', 'L']]) },
    {
      id: 'p4',
      position: 4,
      row: product('D', [
        ['NV', 'S'],
        ['NV', 'M'],
      ]),
    },
  ],
});

describe('rows in core mode against the page rules', () => {
  it('adds a row below the selection in each view, as the page adds it', async () => {
    let page = seeded();
    const { port, drafts, inView } = core(page);
    const cases: { view: CatalogViewName; below: number }[] = [
      { view: 'products', below: 1 },
      { view: 'products', below: 3 },
      { view: 'skus', below: 0 },
      { view: 'skus', below: 3 },
      { view: 'skus', below: 4 },
      { view: 'brands', below: 0 },
    ];
    for (const [i, { view, below }] of cases.entries()) {
      inView(view);
      const [row] = await viewRows(port, below, 1);
      const pageIds = ids(`n${String(i)}-`);
      const coreIds = ids(`n${String(i)}-`);
      page = applyEdit(
        page,
        insertRows(view, page, buildView(view, page, NO_VIEW_OPTIONS), below, 1, pageIds),
      );
      expect(await addRowBelow(port, view, row ?? null, coreIds)).toBe(true);
      expect(drafts('products')).toEqual(page.products);
      expect(drafts('brands')).toEqual(page.brands);
    }
  });

  it('keeps adding rows below the last added one past the room between two positions', async () => {
    const page = seeded();
    const { port, drafts, inView } = core(page);
    inView('products');
    let below = 0;
    const newId = ids('x');
    for (let i = 0; i < 70; i += 1) {
      const [row] = await viewRows(port, below, 1);
      expect(await addRowBelow(port, 'products', row ?? null, newId)).toBe(true);
      inView('products');
      below += 1;
    }
    // Every added row sits between the first and second products, in the order added.
    const codes = drafts('products').map((entry) => entry.id);
    expect(codes[0]).toBe('p1');
    expect(codes.slice(71)).toEqual(['p2', 'p3', 'p4']);
    const added = codes.slice(1, 71);
    const window = await viewRows(port, 1, 70);
    expect(window.map((row) => row.id)).toEqual(added);
    expect(new Set(added).size).toBe(70);
  });

  it('removes the picked rows: whole products, SKUs, and a product whose SKUs all go', async () => {
    let page = seeded();
    const { port, drafts, inView } = core(page);
    const cases: { view: CatalogViewName; top: number; count: number }[] = [
      // The per-SKU rows of A (3), B (1: no SKUs) and C (1): A keeps none, B and C go whole.
      { view: 'skus', top: 1, count: 4 },
      { view: 'skus', top: 0, count: 1 },
      { view: 'products', top: 0, count: 1 },
      { view: 'brands', top: 1, count: 1 },
    ];
    for (const { view, top, count } of cases) {
      inView(view);
      const rows = buildView(view, page, NO_VIEW_OPTIONS);
      const picked = Array.from({ length: count }, (_, i) => top + i);
      const edit = removeRows(view, page, rows, picked);
      if (edit !== null) page = applyEdit(page, edit);
      await removeViewRows(port, view, top, count);
      expect(drafts('products')).toEqual(page.products);
      expect(drafts('brands')).toEqual(page.brands);
    }
  });

  it('removes per-SKU rows over several products as one step of the history', async () => {
    const page = seeded();
    const { store, profileId, port, drafts, inView } = core(page);
    inView('skus');
    // A's M and BLK S, B (no SKUs), C (its one SKU), D's NV S: SKUs out of A and D, B and C whole.
    const rows = buildView('skus', page, NO_VIEW_OPTIONS);
    const edit = removeRows('skus', page, rows, [1, 2, 3, 4, 5]);
    const removed = edit === null ? page : applyEdit(page, edit);
    await removeViewRows(port, 'skus', 1, 5);
    expect(drafts('products')).toEqual(removed.products);
    expect(store.catalog.undo(profileId)).toMatchObject({ steps: 2, canUndo: false });
    expect(drafts('products')).toEqual(page.products);
    expect(store.catalog.redo(profileId)).toMatchObject({ steps: 2, canRedo: false });
    expect(drafts('products')).toEqual(removed.products);
  });

  it('takes a file in parts back with one undo, and puts it all again with one redo', async () => {
    const page = seeded();
    const { store, profileId, port, drafts } = core(page);
    const file = [product('A', [['RED', 'L']])];
    for (let i = 0; i < 4_200; i += 1) file.push(product(`N${String(i)}`, [['BLK', 'M']]));
    const edit = importRows('products', page, file, ids('f'), 'replace');
    const expected = edit === null ? page : applyEdit(page, edit);
    await importFileRows(port, 'products', file, 'replace', ids('f'));
    expect(drafts('products')).toEqual(expected.products);
    // Three parts, each a paste over the rows there, SKU changes and rows added: one step.
    const undone = store.catalog.undo(profileId);
    expect(undone).toMatchObject({ canUndo: false, canRedo: true });
    expect(undone.steps).toBeGreaterThan(3);
    expect(drafts('products')).toEqual(page.products);
    expect(store.catalog.redo(profileId)).toMatchObject({ steps: undone.steps, canRedo: false });
    expect(drafts('products')).toEqual(expected.products);
  });

  it('applies the SKU matrix as the core holds the product', async () => {
    const { port, drafts } = core(seeded());
    const before = await productOf(port, 'p1');
    expect(before?.skus).toHaveLength(3);
    // Unticks RED M, adds two new SKUs (the matrix's order: kept ones, then new ones).
    const after = [
      { color_code: 'RED', size_code: 'S' },
      { color_code: 'BLK', size_code: 'S' },
      { color_code: 'RED', size_code: 'L' },
      { color_code: 'WHT', size_code: 'S' },
    ];
    await saveSkus(port, 'p1', after);
    expect(drafts('products')[0]?.row.skus).toEqual(after);
    await saveSkus(port, 'p2', [{ color_code: 'NV', size_code: 'S' }]);
    expect(drafts('products')[1]?.row.skus).toEqual([{ color_code: 'NV', size_code: 'S' }]);
    await saveSkus(port, 'p3', []);
    expect(drafts('products')[2]?.row.skus).toEqual([]);
    expect(await productOf(port, 'gone')).toBe(null);
  });

  it('takes in a file of 4,500 rows in parts as the page would: new, equal, replaced, again', async () => {
    const page = seeded();
    const file: ProductRow[] = [
      product('A', [['RED', 'S']]),
      // B had no SKUs: they are inserted.
      product('B', [
        ['NV', 'S'],
        ['NV', 'M'],
      ]),
      product('C', [['NV', 'L']]),
    ];
    for (let i = 0; i < 4_500 - 5; i += 1) file.push(product(`N${String(i)}`, [['BLK', 'M']]));
    // A code met again in a later part, and one seen earlier in the file.
    file.push(product('D', [['GRN', 'XL']]));
    file.push(product('A', [['RED', 'M']]));
    for (const onExisting of ['replace', 'skip'] as const) {
      const { port, drafts } = core(page);
      const edit = importRows('products', page, file, ids('f'), onExisting);
      const expected = edit === null ? page : applyEdit(page, edit);
      const progress: number[] = [];
      const counts = await importFileRows(port, 'products', file, onExisting, ids('f'), (done) => {
        progress.push(done);
      });
      expect(drafts('products')).toEqual(expected.products);
      expect(progress).toEqual([2_000, 4_000, 4_500]);
      expect(counts).toEqual(
        onExisting === 'replace'
          ? { added: 4_496, replaced: 3, unchanged: 1, skipped: 0 }
          : { added: 4_496, replaced: 0, unchanged: 1, skipped: 3 },
      );
    }
  });

  it('takes a master file in, its codes found by the core', async () => {
    const page = seeded();
    const { port, drafts } = core(page);
    const file: MasterRow[] = [
      { code: 'AB', name: 'Abc renamed' },
      { code: 'ZZ', name: 'New' },
      { code: 'KK', name: 'Kikan' },
    ];
    const edit = importRows('brands', page, file, ids('m'), 'replace');
    const expected = edit === null ? page : applyEdit(page, edit);
    await importFileRows(port, 'brands', file, 'replace', ids('m'));
    expect(drafts('brands')).toEqual(expected.brands);
  });

  it('reads the grid for a file in parts, as the page writes it from its drafts', async () => {
    const page: CatalogData = { ...seeded(), products: [] };
    const products: Entry<ProductRow>[] = Array.from({ length: 4_321 }, (_, i) => ({
      id: `p${String(i)}`,
      position: i + 1,
      row: product(
        `P${String(i).padStart(5, '0')}`,
        i % 3 === 0
          ? []
          : [
              ['RED', 'S'],
              ['NV', 'M'],
              ['RED', 'L'],
            ],
      ),
    }));
    const data = { ...page, products };
    const { store, profileId } = core(data);
    const dropped: number[] = [];
    const transport = {
      view: (spec: Parameters<Store['catalogViews']['view']>[1]) =>
        Promise.resolve(store.catalogViews.view(profileId, spec)),
      window: ({ viewId, from, count }: { viewId: number; from: number; count: number }) =>
        Promise.resolve(store.catalogViews.window(viewId, from, count)),
      drop: (viewId: number) => {
        dropped.push(viewId);
        store.catalogViews.close(viewId);
        return Promise.resolve();
      },
    };
    const parts: number[] = [];
    for (const shape of ['products', 'skus'] as const) {
      const table = await readExportTable(transport, 'products', shape, (read) => {
        parts.push(read);
      });
      expect(table).toEqual(
        gridTable(
          'products',
          products.map((entry) => entry.row),
          shape,
        ),
      );
    }
    expect(await readExportTable(transport, 'brands', 'products')).toEqual(
      gridTable(
        'brands',
        page.brands.map((entry) => entry.row),
      ),
    );
    expect(parts.slice(0, 3)).toEqual([2_000, 4_000, 4_321]);
    expect(dropped).toHaveLength(3);
  });
});
