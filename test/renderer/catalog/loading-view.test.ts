import { describe, expect, it } from 'vitest';
import { VIEW_COLUMN_KEYS, type ViewRow } from '../../../app/catalog/views.ts';
import { inPageRows, windowRows } from '../../../renderer/src/catalog/grid-rows.ts';
import {
  drawsWindowWhileLoading,
  LOADING_WINDOW_MIN_ROWS,
  draftOrderSpec,
  filtersRows,
  loadingViewRows,
  windowSpecOf,
} from '../../../renderer/src/catalog/loading-view.ts';
import { allRows, NO_VIEW_OPTIONS } from '../../../renderer/src/catalog/model/view.ts';
import type { RowRange } from '../../../renderer/src/lib/row-blocks.ts';
import { catalog, product } from './fixtures.ts';

// The grid's rows from either source (grid-rows.ts), and when the core's window may stand in for
// the drafts while they load (loading-view.ts).

const plain = { options: NO_VIEW_OPTIONS, problemsOnly: false, changedOnly: false };

describe('windowSpecOf', () => {
  it('is draft order for a view without sort or filters', () => {
    expect(windowSpecOf('products', plain)).toEqual(draftOrderSpec('products'));
    const emptyColumnFilter = { column: 'name' };
    const spec = windowSpecOf('skus', {
      ...plain,
      options: { ...NO_VIEW_OPTIONS, columns: [emptyColumnFilter] },
    });
    expect(spec).toEqual(draftOrderSpec('skus'));
    expect(spec === null || filtersRows(spec)).toBe(false);
  });

  it('carries the sort (by the column key), the quick filter and the column filters', () => {
    const byValue = { column: 'brand_code', values: ['KK'] };
    const options = {
      sort: { col: 4, descending: true },
      filter: ' kk ',
      onlyIds: null,
      columns: [{ column: 'name' }, byValue],
    };
    const spec = windowSpecOf('skus', { ...plain, options });
    expect(spec).toEqual({
      view: 'skus',
      sort: { column: VIEW_COLUMN_KEYS.skus[4], descending: true },
      filter: ' kk ',
      onlyIds: null,
      columnFilters: [byValue],
    });
    expect(spec === null || filtersRows(spec)).toBe(true);
    const sorted = windowSpecOf('products', {
      ...plain,
      options: { ...NO_VIEW_OPTIONS, sort: { col: 0, descending: false } },
    });
    expect(sorted?.sort).toEqual({ column: 'product_code', descending: false });
    expect(sorted === null || filtersRows(sorted)).toBe(false);
  });

  it('is null for rows the page picks from the drafts ("only these rows")', () => {
    const kept = { ...NO_VIEW_OPTIONS, onlyIds: new Set(['p1']) };
    expect(windowSpecOf('products', { ...plain, options: kept })).toBeNull();
    expect(windowSpecOf('products', { ...plain, problemsOnly: true })).toBeNull();
    expect(windowSpecOf('products', { ...plain, changedOnly: true })).toBeNull();
  });
});

describe('drawsWindowWhileLoading', () => {
  it('draws the products views from a size on; the brands and colours grids load whole', () => {
    const many = LOADING_WINDOW_MIN_ROWS;
    expect(drawsWindowWhileLoading('products', many)).toBe(true);
    expect(drawsWindowWhileLoading('skus', many)).toBe(true);
    expect(drawsWindowWhileLoading('products', many - 1)).toBe(false);
    expect(drawsWindowWhileLoading('brands', many)).toBe(false);
    expect(drawsWindowWhileLoading('colors', many)).toBe(false);
  });
});

describe('the grid rows', () => {
  it('loadingViewRows has the length and no draft row behind any place', () => {
    const rows = loadingViewRows(1_000_000);
    expect(rows.length).toBe(1_000_000);
    expect(rows.entry[5]).toBeUndefined();
    expect(rows.entry.byteLength + rows.sku.byteLength).toBe(0);
  });

  it('inPageRows reads the draft row and SKU of each place, nothing past the end', () => {
    const data = catalog({
      products: [product('p1', 1, 'A', ['NV/S']), product('p2', 2, 'B')],
    });
    const source = inPageRows(data.products, allRows('skus', data));
    expect(source.length).toBe(2);
    expect(source.busy).toBe(false);
    expect(source.at(0)).toMatchObject({ id: 'p1', sku: 0, cells: null, waiting: false });
    expect(source.at(0).row).toBe(data.products[0]?.row);
    expect(source.at(1)).toMatchObject({ id: 'p2', sku: -1 });
    expect(source.at(2)).toMatchObject({ id: '', row: undefined, waiting: false });
  });

  it('windowRows gives held cells, waiting rows and asks for the range shown', () => {
    const held: ViewRow = { id: 'p9', place: 2, cells: ['P9', 'Coat', 'KK', 'NV', 'M'] };
    const shown: RowRange[] = [];
    const source = windowRows(
      3,
      (place) => (place === 0 ? held : place === 1 ? 'loading' : null),
      (range) => shown.push(range),
    );
    expect(source.busy).toBe(true);
    expect(source.at(0)).toEqual({
      id: 'p9',
      row: undefined,
      sku: 2,
      cells: held.cells,
      waiting: false,
    });
    // The same cells array while the block is held, so the row's memo holds.
    expect(source.at(0).cells).toBe(held.cells);
    expect(source.at(1)).toMatchObject({ id: '', waiting: true, cells: null });
    expect(source.at(2)).toMatchObject({ id: '', waiting: false });
    source.show?.({ start: 0, end: 2 });
    expect(shown).toEqual([{ start: 0, end: 2 }]);
  });
});
