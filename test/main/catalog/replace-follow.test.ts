import { describe, expect, it } from 'vitest';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// A replace in a master grid's code column with `follow` (the find bar's "Also rename the code
// where products name it", in core mode): the codes no row keeps follow in the products, in the
// same step, on a real SQLite file.

function catalogStore() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const product = (code: string, brand: string, colors: string[]) => ({
    product_code: code,
    name: `Shirt ${code}`,
    brand_code: brand,
    skus: colors.map((color_code) => ({ color_code, size_code: 'M' })),
  });
  store.drafts.save(id, 'products', {
    upserts: [
      { id: 'p1', position: 1, row: product('P1', 'KK', ['NV', 'BK']) },
      { id: 'p2', position: 2, row: product('P2', 'KK', []) },
      { id: 'p3', position: 3, row: product('P3', 'AB', ['NV']) },
      { id: 'p4', position: 4, row: product('P4', 'KKA', ['NVY']) },
    ],
    deletes: [],
  });
  const masters = (rows: [string, string][]) => ({
    upserts: rows.map(([code, name], i) => ({
      id: `m${String(i + 1)}`,
      position: i + 1,
      row: { code, name },
    })),
    deletes: [],
  });
  store.drafts.save(
    id,
    'brands',
    masters([
      ['KK', 'Kikan'],
      ['AB', 'Abe'],
      ['AB', 'Abe again'],
      ['KKA', 'Kikan A'],
    ]),
  );
  store.drafts.save(
    id,
    'colors',
    masters([
      ['NV', 'Navy'],
      ['BK', 'Black'],
    ]),
  );
  const brands = () =>
    store.drafts.list(id, 'products').map((d) => (d.row as { brand_code: string }).brand_code);
  const colors = () =>
    store.drafts
      .list(id, 'products')
      .map((d) => (d.row as { skus: { color_code: string }[] }).skus.map((s) => s.color_code));
  const codes = (grid: 'brands' | 'colors') =>
    store.drafts.list(id, grid).map((d) => (d.row as { code: string }).code);
  return { store, id, brands, colors, codes };
}

const plain = (text: string) => ({ text, matchCase: true, wholeCell: true, regex: false });

describe('replace with follow in a master grid', () => {
  it('renames the products naming a code it changed, as one step undo and redo take', () => {
    const { store, id, brands, codes } = catalogStore();
    const answer = store.catalog.apply(id, {
      kind: 'replace',
      grid: 'brands',
      columns: ['code'],
      query: { text: '^KK', matchCase: true, wholeCell: false, regex: true },
      replacement: 'KZ',
      follow: true,
    });
    // Two brand codes and the three products naming them.
    expect(answer.cells).toBe(5);
    expect(codes('brands')).toEqual(['KZ', 'AB', 'AB', 'KZA']);
    expect(brands()).toEqual(['KZ', 'KZ', 'AB', 'KZA']);
    store.catalog.undo(id);
    expect(codes('brands')).toEqual(['KK', 'AB', 'AB', 'KKA']);
    expect(brands()).toEqual(['KK', 'KK', 'AB', 'KKA']);
    store.catalog.redo(id);
    expect(brands()).toEqual(['KZ', 'KZ', 'AB', 'KZA']);
  });

  it('leaves the products alone without follow, or while another row keeps the code', () => {
    const { store, id, brands, codes } = catalogStore();
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'brands',
      columns: ['code'],
      query: plain('KK'),
      replacement: 'KX',
    });
    expect(codes('brands')[0]).toBe('KX');
    expect(brands()).toEqual(['KK', 'KK', 'AB', 'KKA']);
    // Only the first of the two AB rows: the other still holds AB, the products name it still.
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'brands',
      columns: ['code'],
      rows: [{ id: 'm2' }],
      query: plain('AB'),
      replacement: 'AC',
      follow: true,
    });
    expect(codes('brands')).toEqual(['KX', 'AC', 'AB', 'KKA']);
    expect(brands()).toEqual(['KK', 'KK', 'AB', 'KKA']);
    // Both rows: AB is gone from the grid, the product follows.
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'brands',
      columns: ['code'],
      rows: [{ id: 'm3' }],
      query: plain('AB'),
      replacement: 'AC',
      follow: true,
    });
    expect(brands()).toEqual(['KK', 'KK', 'AC', 'KKA']);
  });

  it('renames the SKUs naming a colour, never to an empty code, and an empty code nothing', () => {
    const { store, id, colors, codes } = catalogStore();
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'colors',
      columns: ['code', 'name'],
      query: { text: 'NV', matchCase: true, wholeCell: false, regex: false },
      replacement: 'NB',
      follow: true,
    });
    expect(codes('colors')).toEqual(['NB', 'BK']);
    expect(colors()).toEqual([['NB', 'BK'], [], ['NB'], ['NVY']]);
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'colors',
      columns: ['code'],
      query: plain('BK'),
      replacement: '',
      follow: true,
    });
    expect(codes('colors')).toEqual(['NB', '']);
    expect(colors()).toEqual([['NB', 'BK'], [], ['NB'], ['NVY']]);
    // An empty code given one renames nothing: no product names the empty code as a colour.
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'colors',
      columns: ['code'],
      query: { text: '^(NB)?$', matchCase: true, wholeCell: false, regex: true },
      replacement: 'NB',
      follow: true,
    });
    expect(codes('colors')).toEqual(['NB', 'NB']);
    expect(colors()).toEqual([['NB', 'BK'], [], ['NB'], ['NVY']]);
  });
});
