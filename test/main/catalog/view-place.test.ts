import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC, type CatalogViewName, type ViewSpec } from '../../../app/catalog/views.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// catalog.place on a real SQLite file: a row's place in a view is where the view's window shows
// it (sorted, per SKU, filtered, after rows were inserted), null when the view leaves it out.

const product = (code: string, brand: string, skus: string[]): ProductRow => ({
  product_code: code,
  name: `Name ${code}`,
  brand_code: brand,
  skus: skus.map((sku) => {
    const [color_code = '', size_code = ''] = sku.split('/');
    return { color_code, size_code };
  }),
});

function storeWith(products: ProductRow[], brands: MasterRow[]) {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'products', {
    upserts: products.map((row, i) => ({ id: `p${i + 1}`, position: i + 1, row })),
    deletes: [],
  });
  store.drafts.save(id, 'brands', {
    upserts: brands.map((row, i) => ({ id: `b${i + 1}`, position: i + 1, row })),
    deletes: [],
  });
  const spec = (view: CatalogViewName, more: Partial<ViewSpec> = {}): ViewSpec => ({
    view,
    ...NO_VIEW_SPEC,
    columnFilters: [],
    ...more,
  });
  const handlers = catalogHandlersOf(store);
  const place = async (viewId: number, rowId: string, sku?: number) => {
    const input = calls['catalog.place'].input.parse({
      viewId,
      id: rowId,
      ...(sku === undefined ? {} : { sku }),
    });
    const answer = calls['catalog.place'].output.parse(await handlers['catalog.place'](input, {}));
    return answer.place;
  };
  const rows = (viewId: number) => store.catalogViews.window(viewId, 0, 2000).rows;
  return { store, id, spec, place, rows };
}

const PRODUCTS = Array.from({ length: 60 }, (_, i) =>
  product(`K${String((i * 37) % 60).padStart(3, '0')}`, i % 3 === 0 ? 'KK' : 'ZZ', [
    'NV/S',
    'NV/M',
    ...(i % 2 === 0 ? ['BK/L'] : []),
  ]),
);
const BRANDS: MasterRow[] = [
  { code: 'ZZ', name: 'Zed' },
  { code: 'KK', name: 'Kay' },
  { code: 'AA', name: 'Ay' },
];

describe('catalog.place', () => {
  it('answers the place the window shows a product at, sorted by code descending', async () => {
    const { store, id, spec, place, rows } = storeWith(PRODUCTS, BRANDS);
    const info = store.catalogViews.view(
      id,
      spec('products', { sort: { column: 'product_code', descending: true } }),
    );
    const shown = rows(info.viewId);
    expect(shown.length).toBe(60);
    for (const [at, row] of shown.entries()) {
      expect(await place(info.viewId, row.id)).toBe(at);
    }
  });

  it('answers a SKU’s own row in the per-SKU view, the product’s first without one', async () => {
    const { store, id, spec, place, rows } = storeWith(PRODUCTS, BRANDS);
    const info = store.catalogViews.view(
      id,
      spec('skus', { sort: { column: 'size_code', descending: false } }),
    );
    const shown = rows(info.viewId);
    for (const [at, row] of shown.entries()) {
      expect(await place(info.viewId, row.id, row.place)).toBe(at);
    }
    const firstOf = shown.findIndex((row) => row.id === 'p7');
    expect(firstOf).toBeGreaterThan(-1);
    expect(await place(info.viewId, 'p7')).toBe(firstOf);
    expect(await place(info.viewId, 'p7', -1)).toBe(firstOf);
    // A SKU the product does not have: its first row.
    expect(await place(info.viewId, 'p8', 9)).toBe(shown.findIndex((row) => row.id === 'p8'));
  });

  it('answers null for a row the filters leave out, or an id the grid does not have', async () => {
    const { store, id, spec, place, rows } = storeWith(PRODUCTS, BRANDS);
    const info = store.catalogViews.view(id, spec('products', { filter: 'zz' }));
    const kept = new Set(rows(info.viewId).map((row) => row.id));
    expect(kept.has('p1')).toBe(false);
    expect(kept.has('p2')).toBe(true);
    expect(await place(info.viewId, 'p1')).toBeNull();
    expect(await place(info.viewId, 'p2')).not.toBeNull();
    expect(await place(info.viewId, 'nope')).toBeNull();
  });

  it('follows rows inserted before the product, and answers in a master grid', async () => {
    const { store, id, spec, place, rows } = storeWith(PRODUCTS, BRANDS);
    const info = store.catalogViews.view(id, spec('products'));
    expect(await place(info.viewId, 'p40')).toBe(39);
    store.drafts.save(id, 'products', {
      upserts: [
        { id: 'n1', position: 0.5, row: product('NEW1', 'KK', []) },
        { id: 'n2', position: 10.5, row: product('NEW2', 'KK', []) },
      ],
      deletes: [],
    });
    const at = await place(info.viewId, 'p40');
    expect(at).toBe(rows(info.viewId).findIndex((row) => row.id === 'p40'));
    expect(at).toBe(41);
    const brands = store.catalogViews.view(
      id,
      spec('brands', { sort: { column: 'code', descending: false } }),
    );
    expect(rows(brands.viewId).map((row) => row.id)).toEqual(['b3', 'b2', 'b1']);
    expect(await place(brands.viewId, 'b1')).toBe(2);
    expect(await place(brands.viewId, 'b3')).toBe(0);
    // A product's id in a master grid's view is not among its rows.
    expect(await place(brands.viewId, 'p1')).toBeNull();
  });
});
