import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { COPY_CELLS_MAX } from '../../../app/catalog/view-find.ts';
import { NO_VIEW_SPEC, type CatalogViewName } from '../../../app/catalog/views.ts';
import { calls } from '../../../app/ipc/contract.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// Find, copy and Ctrl+Arrow over a view the core holds (main/store/catalog/view-reads.ts): an
// invalid regular expression is an answer, next wraps around both ends, an empty view answers
// nothing found, a copy past its cap is refused, and the calls go through the contract.

const product = (code: string, name: string, skus: string[] = []): ProductRow => ({
  product_code: code,
  name,
  brand_code: 'KK',
  skus: skus.map((sku) => {
    const [color_code = '', size_code = ''] = sku.split('/');
    return { color_code, size_code };
  }),
});

function viewOf(products: ProductRow[], view: CatalogViewName = 'products') {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'products', {
    upserts: products.map((row, i) => ({ id: `p${i + 1}`, position: i + 1, row })),
    deletes: [],
  });
  const info = store.catalogViews.view(id, { view, ...NO_VIEW_SPEC, columnFilters: [] });
  return { store, id, viewId: info.viewId, reads: store.catalogViews.reads };
}

const query = (text: string, more: { regex?: boolean; wholeCell?: boolean } = {}) => ({
  text,
  matchCase: false,
  wholeCell: more.wholeCell ?? false,
  regex: more.regex ?? false,
});

describe('find over a view in the core', () => {
  it('answers an invalid regular expression with its reason, not a throw', () => {
    const { reads, viewId } = viewOf([product('A1', 'Shirt')]);
    const answer = reads.find({ viewId, query: query('(ab', { regex: true }), count: true });
    expect(answer.invalid?.reason).toBe('invalid');
    expect(answer.invalid?.message).toMatch(/group/i);
    expect(answer.cells).toBeUndefined();
  });

  it('counts cells and rows, and wraps next and previous around the ends', () => {
    const { reads, viewId } = viewOf([
      product('A1', 'Shirt A'),
      product('B2', 'Coat'),
      product('A3', 'Hat'),
    ]);
    const q = query('a');
    // "A1", "Shirt A", "Coat", "A3", "Hat": 5 cells in 3 rows (the brand KK has no a).
    expect(reads.find({ viewId, query: q, count: true })).toMatchObject({ cells: 5, rows: 3 });
    const next = (place: number, col: number, backwards = false) =>
      reads.find({ viewId, query: q, next: { after: { place, col }, backwards } }).match;
    expect(next(0, 0)).toEqual({ place: 0, col: 1 });
    expect(next(2, 1)).toEqual({ place: 0, col: 0 }); // past the last: wraps to the first
    expect(next(0, 0, true)).toEqual({ place: 2, col: 1 }); // before the first: wraps to the last
    expect(next(2, 0, true)).toEqual({ place: 1, col: 1 });
    // From the new-row line below the rows, next wraps to the first match.
    expect(next(3, 0)).toEqual({ place: 0, col: 0 });
    // Within a range: only its cells, wrapping inside it.
    const inRange = reads.find({
      viewId,
      query: q,
      range: { top: 1, bottom: 2, left: 1, right: 1 },
      next: { after: { place: 2, col: 1 }, backwards: false },
    });
    expect(inRange.match).toEqual({ place: 1, col: 1 });
    // A regular expression through the matcher as a function: whole cells of a letter and digit.
    expect(
      reads.find({
        viewId,
        query: query('[a-z]\\d', { regex: true, wholeCell: true }),
        count: true,
      }),
    ).toMatchObject({ cells: 3, rows: 3 });
  });

  it('counts the blank SKU cells of a product without SKUs in the per-SKU view', () => {
    const { reads, viewId } = viewOf(
      [product('A1', 'x'), product('B2', 'y', ['NV/S', 'IV/M'])],
      'skus',
    );
    const count = (text: string) =>
      reads.find({ viewId, query: query(text, { regex: true }), count: true });
    // A1's one row has a blank colour and size; B2's two rows have none blank.
    expect(count('^$')).toMatchObject({ cells: 2, rows: 1 });
    // Matches every cell, the blank ones too: 3 rows × 5 columns.
    expect(count('y*')).toMatchObject({ cells: 15, rows: 3 });
    // A product's own cell counts on each of its rows.
    expect(count('^y$')).toMatchObject({ cells: 2, rows: 2 });
    expect(count('^(y|NV)$')).toMatchObject({ cells: 3, rows: 2 });
  });

  it('finds nothing, copies nothing and stays put in an empty view', () => {
    const { reads, viewId } = viewOf([], 'skus');
    expect(reads.find({ viewId, query: query('a'), count: true })).toMatchObject({
      cells: 0,
      rows: 0,
      length: 0,
    });
    const next = reads.find({
      viewId,
      query: query('a'),
      next: { after: { place: 0, col: 0 }, backwards: true },
    });
    expect(next.match).toBeNull();
    const copy = reads.copy({ viewId, range: { top: 0, bottom: 10, left: 0, right: 4 } });
    expect(copy).toMatchObject({ text: '', rows: 0 });
    for (const direction of ['up', 'down', 'left', 'right'] as const) {
      const at = reads.edge({ viewId, from: { place: 0, col: 2 }, direction }).at;
      expect(at, direction).toEqual(
        direction === 'left'
          ? { place: 0, col: 0 }
          : direction === 'right'
            ? { place: 0, col: 4 }
            : { place: 0, col: 2 },
      );
    }
  });

  it('finds a match far down the per-SKU view after a place, and the data edge below', () => {
    const products = Array.from({ length: 300 }, (_, i) =>
      product(`P${String(i)}`, i === 250 ? 'Needle' : 'Hay', ['NV/S', 'NV/M']),
    );
    const { reads, viewId } = viewOf(products, 'skus');
    const found = reads.find({
      viewId,
      query: query('needle'),
      next: { after: { place: 10, col: 4 }, backwards: false },
    });
    expect(found.match).toEqual({ place: 500, col: 1 });
    expect(reads.edge({ viewId, from: { place: 0, col: 0 }, direction: 'down' }).at).toEqual({
      place: 599,
      col: 0,
    });
  });
});

describe('catalog.find, catalog.copy and catalog.edge through the contract', () => {
  it('answers by the contract and refuses a copy past its cap', async () => {
    const { store, viewId } = viewOf([product('A1', 'Tab\there', ['NV/S'])]);
    const handlers = catalogHandlersOf(store);
    const findInput = calls['catalog.find'].input.parse({
      viewId,
      query: query('a'),
      count: true,
    });
    const found = calls['catalog.find'].output.parse(await handlers['catalog.find'](findInput, {}));
    expect(found.cells).toBe(2); // A1, Tab\there
    const copyInput = calls['catalog.copy'].input.parse({
      viewId,
      columns: [1, 0],
      range: { top: 0, bottom: 0, left: 0, right: 1 },
    });
    const copied = calls['catalog.copy'].output.parse(
      await handlers['catalog.copy'](copyInput, {}),
    );
    expect(copied.text).toBe('"Tab\there"\tA1\r\n');
    const edgeInput = calls['catalog.edge'].input.parse({
      viewId,
      from: { place: 0, col: 0 },
      direction: 'right',
    });
    const edge = calls['catalog.edge'].output.parse(await handlers['catalog.edge'](edgeInput, {}));
    expect(edge.at).toEqual({ place: 0, col: 3 });

    const tooMany = { viewId, range: { top: 0, bottom: COPY_CELLS_MAX / 4, left: 0, right: 3 } };
    expect(calls['catalog.copy'].input.safeParse(tooMany).success).toBe(false);
  });
});
