import { describe, expect, it } from 'vitest';
import type { ColumnFilter } from '../../../app/catalog/column-filters.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC, type CatalogViewName, type ViewSpec } from '../../../app/catalog/views.ts';
import { skuSummaryOf } from '../../../main/store/catalog/views.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { formatSkuSummary } from '../../../renderer/src/catalog/model/sku-summary.ts';
import { buildView, rowCellText } from '../../../renderer/src/catalog/model/view.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// The core's views (main/store/catalog/views.ts) on a real SQLite file: the rows the grid's pure view
// (renderer view.ts) shows for the same data and options, column filters as the header menu
// means them, windows, and the rule that an edit never re-sorts (as view-state.ts).

const product = (code: string, name: string, brand: string, skus: string[]): ProductRow => ({
  product_code: code,
  name,
  brand_code: brand,
  skus: skus.map((sku) => {
    const [color_code = '', size_code = ''] = sku.split('/');
    return { color_code, size_code };
  }),
});

function storeWith(products: ProductRow[], brands: MasterRow[] = []) {
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
  const data = (): CatalogData => ({
    brands: store.drafts.list(id, 'brands') as CatalogData['brands'],
    colors: [],
    products: store.drafts.list(id, 'products') as CatalogData['products'],
  });
  const spec = (view: CatalogViewName, more: Partial<ViewSpec> = {}): ViewSpec => ({
    view,
    ...NO_VIEW_SPEC,
    columnFilters: [],
    ...more,
  });
  const texts = (viewId: number, col: number): string[] =>
    store.catalogViews.window(viewId, 0, 1000).rows.map((row) => row.cells[col] ?? '');
  return { store, id, data, spec, texts };
}

/** The renderer's rows for the same options, as the core's window answers them. */
function expected(view: CatalogViewName, data: CatalogData, spec: ViewSpec): string[][] {
  const grid = view === 'skus' ? data.products : data[view];
  const columns = view === 'brands' || view === 'colors' ? 2 : view === 'products' ? 4 : 5;
  const sortCol =
    spec.sort === null
      ? null
      : {
          brands: ['code', 'name'],
          colors: ['code', 'name'],
          products: ['product_code', 'name', 'brand_code', 'skus'],
          skus: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
        }[view].indexOf(spec.sort.column);
  const rows = buildView(view, data, {
    sort: sortCol === null ? null : { col: sortCol, descending: spec.sort?.descending ?? false },
    filter: spec.filter,
    onlyIds: spec.onlyIds === null ? null : new Set(spec.onlyIds),
  });
  const out: string[][] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const entry = grid[rows.entry[i] ?? 0];
    const cells: string[] = [entry?.id ?? ''];
    for (let c = 0; c < columns; c += 1) {
      cells.push(rowCellText(view, entry?.row, rows.sku[i] ?? -1, c));
    }
    out.push(cells);
  }
  return out;
}

const lines = (rows: { id: string; cells: string[] }[]): string[][] =>
  rows.map((row) => [row.id, ...row.cells]);

describe('catalog views in the core', () => {
  it('writes the SKU cell as the products grid does', () => {
    const skus = product('P', 'n', 'b', ['NV/S', 'IV/M', 'NV/L', '/', 'Ä/XL']).skus;
    const text = skus.map((sku) => `${sku.color_code}\u001f${sku.size_code}`).join('\u001e');
    expect(skuSummaryOf(text)).toBe(formatSkuSummary(skus));
    expect(skuSummaryOf(null)).toBe(formatSkuSummary([]));
  });

  it('shows the rows the grid shows for random data, sort, quick filter and only-ids', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
    const words = ['a', 'B', 'ab', 'Ab', 'x10', 'x9', 'É', 'é', '', 'nv', 'NV', '10', ':', '9 '];
    const products = Array.from({ length: 40 }, () =>
      product(
        pick(words),
        pick(words),
        pick(words),
        Array.from({ length: next(4) }, () => `${pick(words)}/${pick(words)}`),
      ),
    );
    const { store, id, data, spec } = storeWith(products, [
      { code: 'KK', name: 'Kikan' },
      { code: 'ab', name: 'B' },
      { code: 'AB', name: '' },
    ]);
    const all = data();
    for (let round = 0; round < 40; round += 1) {
      const view = pick(['skus', 'products', 'brands'] as const);
      const columns = {
        brands: ['code', 'name'],
        colors: ['code', 'name'],
        products: ['product_code', 'name', 'brand_code', 'skus'],
        skus: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
      }[view];
      const options = spec(view, {
        sort: next(3) === 0 ? null : { column: pick(columns), descending: next(2) === 0 },
        filter: next(2) === 0 ? '' : ` ${pick(words)} `,
        onlyIds: next(3) === 0 ? ['p1', 'p3', 'p8', 'b2', 'p20'] : null,
      });
      const info = store.catalogViews.view(id, options);
      const window = store.catalogViews.window(info.viewId, 0, 1000);
      expect(lines(window.rows), JSON.stringify(options)).toEqual(expected(view, all, options));
      expect(info.length).toBe(window.rows.length);
      store.catalogViews.close(info.viewId);
    }
  });

  it('answers a window anywhere in the view', () => {
    const products = Array.from({ length: 30 }, (_, i) =>
      product(`P${i}`, `n${i}`, 'KK', ['NV/S', 'NV/M']),
    );
    const { store, id, spec } = storeWith(products);
    const info = store.catalogViews.view(id, spec('skus'));
    expect(info.length).toBe(60);
    const window = store.catalogViews.window(info.viewId, 41, 3);
    expect(window.rows).toEqual([
      { id: 'p21', place: 1, cells: ['P20', 'n20', 'KK', 'NV', 'M'] },
      { id: 'p22', place: 0, cells: ['P21', 'n21', 'KK', 'NV', 'S'] },
      { id: 'p22', place: 1, cells: ['P21', 'n21', 'KK', 'NV', 'M'] },
    ]);
    expect(store.catalogViews.window(info.viewId, 59, 10).rows).toHaveLength(1);
  });

  it('applies column filters: kept values with the blanks, conditions, AND across columns', () => {
    const { store, id, spec, texts } = storeWith([
      product('P1', 'Shirt', 'KK', ['NV/S', 'IV/M']),
      product('P2', 'Skirt', '', ['NV/L']),
      product('P3', 'Coat', 'AB', []),
      product('P4', 'shoe', 'kk', ['BK/S']),
    ]);
    const view = (columnFilters: ColumnFilter[], name = 'skus' as CatalogViewName) =>
      store.catalogViews.view(id, spec(name, { columnFilters })).viewId;
    expect(texts(view([{ column: 'brand_code', values: ['KK', ''] }]), 0)).toEqual([
      'P1',
      'P1',
      'P2',
    ]);
    // A colour filter keeps the SKU rows that match, not the whole product.
    expect(texts(view([{ column: 'color_code', values: ['NV'] }]), 4)).toEqual(['S', 'L']);
    const begins = view([{ column: 'name', condition: { op: 'beginsWith', text: 'SH' } }]);
    expect(texts(begins, 1)).toEqual(['Shirt', 'Shirt', 'shoe']);
    const both = view([
      { column: 'name', condition: { op: 'contains', text: 'ir' } },
      { column: 'size_code', values: ['M', 'L'] },
    ]);
    expect(texts(both, 4)).toEqual(['M', 'L']);
    expect(
      texts(view([{ column: 'color_code', condition: { op: 'empty', text: '' } }]), 0),
    ).toEqual(['P3']);
    const equals = view(
      [{ column: 'brand_code', condition: { op: 'equals', text: 'kk' } }],
      'products',
    );
    expect(texts(equals, 0)).toEqual(['P1', 'P4']);
    const notEmpty = view([{ column: 'brand_code', condition: { op: 'notEmpty', text: '' } }]);
    expect(store.catalogViews.window(notEmpty, 0, 100).length).toBe(4);
  });

  it('lists a column values with counts over the rows the other filters keep, blanks last', () => {
    const { store, id, spec } = storeWith([
      product('P1', 'Shirt', 'KK', ['NV/S', 'IV/M']),
      product('P2', 'Skirt', '', ['NV/L', 'nv/M']),
      product('P3', 'Coat', 'AB', []),
    ]);
    const filtered = spec('skus', {
      columnFilters: [
        { column: 'color_code', values: ['NV'] },
        { column: 'size_code', values: ['M'] },
      ],
    });
    expect(store.catalogViews.values(id, filtered, 'color_code')).toEqual({
      values: [
        { value: 'IV', count: 1 },
        { value: 'nv', count: 1 },
      ],
      rows: 2,
    });
    expect(store.catalogViews.values(id, spec('skus'), 'color_code')).toEqual({
      values: [
        { value: 'IV', count: 1 },
        { value: 'NV', count: 2 },
        { value: 'nv', count: 1 },
        { value: '', count: 1 },
      ],
      rows: 5,
    });
    const sizes = store.catalogViews.values(id, spec('skus'), 'size_code');
    expect(sizes.rows).toBe(5);
    // Another connection's SKUs never count (the SKU table then is not the profile's alone).
    const other = store.profiles.create({ ...sampleProfile, name: 'Other' });
    store.drafts.save(other.id, 'products', {
      upserts: [{ id: 'o1', position: 1, row: product('O1', 'x', '', ['NV/S', 'BK/S']) }],
      deletes: [],
    });
    expect(store.catalogViews.values(id, spec('skus'), 'color_code').rows).toBe(5);
    expect(store.catalogViews.values(id, spec('skus'), 'size_code')).toEqual(sizes);
    expect(store.catalogViews.values(other.id, spec('skus'), 'color_code').values).toEqual([
      { value: 'BK', count: 1 },
      { value: 'NV', count: 1 },
    ]);
  });
});

describe('a view across edits (the grid view-state rule)', () => {
  const brand = (code: string): MasterRow => ({ code, name: '' });
  const byCode = { sort: { column: 'code', descending: false } };

  it('keeps an edited row where it is in a sorted view, says it is stale, sorts on request', () => {
    const { store, id, spec, texts } = storeWith([], [brand('C'), brand('A'), brand('B')]);
    const info = store.catalogViews.view(id, spec('brands', byCode));
    expect(texts(info.viewId, 0)).toEqual(['A', 'B', 'C']);
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'brands',
      cells: [{ row: { id: 'b2' }, column: 'code', value: 'Z' }],
    });
    const after = store.catalogViews.window(info.viewId, 0, 10);
    expect(after.rows.map((row) => row.cells[0])).toEqual(['Z', 'B', 'C']);
    expect(after.stale).toBe(true);
    expect(after.version).toBeGreaterThan(info.version);
    const again = store.catalogViews.view(id, spec('brands', byCode), info.viewId);
    expect(texts(again.viewId, 0)).toEqual(['B', 'C', 'Z']);
    expect(again.stale).toBe(false);
  });

  it('an unsorted, unfiltered view follows the draft order and is never stale', () => {
    const { store, id, spec, texts } = storeWith([], [brand('C'), brand('A')]);
    const info = store.catalogViews.view(id, spec('brands'));
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'brands',
      rows: [{ id: 'n1', position: 1.5, row: brand('N') }],
    });
    expect(texts(info.viewId, 0)).toEqual(['C', 'N', 'A']);
    expect(store.catalogViews.window(info.viewId, 0, 1).stale).toBe(false);
  });

  it('fits an inserted row below the row before it, rows added at the end at the end, and drops deleted rows', () => {
    const { store, id, spec, texts } = storeWith([], [brand('C'), brand('A'), brand('B')]);
    const info = store.catalogViews.view(id, spec('brands', byCode));
    // Inserted below "A" (the second draft row).
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'brands',
      rows: [{ id: 'i1', position: 2.5, row: brand('') }],
    });
    expect(texts(info.viewId, 0)).toEqual(['A', '', 'B', 'C']);
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'brands',
      rows: [
        { id: 'x1', position: 10, row: brand('AA') },
        { id: 'x2', position: 11, row: brand('AB') },
      ],
    });
    expect(texts(info.viewId, 0)).toEqual(['A', '', 'B', 'C', 'AA', 'AB']);
    store.catalog.apply(id, { kind: 'deleteRows', grid: 'brands', ids: ['b2', 'b1'] });
    expect(texts(info.viewId, 0)).toEqual(['', 'B', 'AA', 'AB']);
    // Undo brings the deleted rows back, fitted in as rows new to the view.
    store.catalog.undo(id);
    expect(texts(info.viewId, 0)).toEqual(['C', 'A', '', 'B', 'AA', 'AB']);
    expect(store.catalogViews.window(info.viewId, 0, 1).stale).toBe(true);
  });

  it('in a sorted per-SKU view, a colour typed on a product without SKUs stays on its row, and an inserted SKU goes below its row', () => {
    const { store, id, spec, texts } = storeWith([
      product('P2', 'n', '', ['NV/S', 'NV/M']),
      product('P1', 'n', '', []),
    ]);
    const bySize = { sort: { column: 'size_code', descending: true } };
    const info = store.catalogViews.view(id, spec('skus', bySize));
    expect(texts(info.viewId, 4)).toEqual(['S', 'M', '']);
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p2', place: 0 }, column: 'color_code', value: 'IV' }],
    });
    expect(texts(info.viewId, 0)).toEqual(['P2', 'P2', 'P1']);
    expect(texts(info.viewId, 3)).toEqual(['NV', 'NV', 'IV']);
    // A blank SKU inserted below P2's first SKU (S).
    store.catalog.apply(id, {
      kind: 'insertSkus',
      id: 'p1',
      place: 1,
      skus: [{ color_code: '', size_code: '' }],
    });
    store.catalog.apply(id, {
      kind: 'insertSkus',
      id: 'p2',
      place: 1,
      skus: [{ color_code: '', size_code: '' }],
    });
    expect(texts(info.viewId, 4)).toEqual(['S', '', 'M', '', '']);
    expect(texts(info.viewId, 0)).toEqual(['P2', 'P2', 'P2', 'P1', 'P1']);
    store.catalog.apply(id, { kind: 'deleteSkus', rows: [{ id: 'p1', place: 0 }] });
    expect(texts(info.viewId, 4)).toEqual(['', 'M', '', '']);
  });

  it('a paste or fill never moves rows in a filtered view; rows that no longer match stay until asked again', () => {
    const { store, id, spec, texts } = storeWith([
      product('P1', 'red', '', ['NV/S']),
      product('P2', 'blue', '', ['NV/S']),
      product('P3', 'red', '', ['NV/S']),
    ]);
    const info = store.catalogViews.view(id, spec('products', { filter: 'RED' }));
    expect(texts(info.viewId, 0)).toEqual(['P1', 'P3']);
    store.catalog.apply(id, {
      kind: 'fill',
      grid: 'products',
      rows: [{ id: 'p2' }, { id: 'p3' }],
      columns: ['name'],
    });
    expect(texts(info.viewId, 1)).toEqual(['red', 'blue']);
    store.catalog.apply(id, {
      kind: 'paste',
      grid: 'products',
      rows: [{ id: 'p1' }],
      columns: ['name'],
      values: [['green']],
    });
    expect(texts(info.viewId, 1)).toEqual(['green', 'blue']);
    const again = store.catalogViews.view(id, spec('products', { filter: 'RED' }), info.viewId);
    expect(texts(again.viewId, 0)).toEqual([]);
  });
});
