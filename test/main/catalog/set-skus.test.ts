import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC, type CatalogViewName } from '../../../app/catalog/views.ts';
import { thrownKind, openTempStore, sampleProfile } from '../store/temp-store.ts';

// The setSkus operation on a real SQLite file: the products view's SKU summary written (a
// product's list replaced, with its cells in the same step), per-SKU rows joining a product (SKUs
// added after its own, name and brand only where empty), each one step to undo and redo, the
// views built before it following; the property test holds it to the reference model.

function catalogStore() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'products', {
    upserts: [
      {
        id: 'p1',
        position: 1,
        row: {
          product_code: 'P1',
          name: 'Shirt',
          brand_code: 'KK',
          skus: [
            { color_code: 'NV', size_code: 'S' },
            { color_code: 'NV', size_code: 'M' },
          ],
        },
      },
      { id: 'p2', position: 2, row: { product_code: 'P2', name: '', brand_code: '', skus: [] } },
      {
        id: 'p3',
        position: 3,
        row: {
          product_code: 'P3',
          name: 'Coat',
          brand_code: 'AB',
          skus: [{ color_code: 'BK', size_code: 'S' }],
        },
      },
    ],
    deletes: [],
  });
  const rows = () => store.drafts.list(id, 'products').map((d) => d.row as ProductRow);
  const view = (name: CatalogViewName) =>
    store.catalogViews.view(id, { view: name, ...NO_VIEW_SPEC, columnFilters: [] }).viewId;
  const cells = (viewId: number) =>
    store.catalogViews.window(viewId, 0, 100).rows.map((row) => row.cells.join('|'));
  return { store, id, rows, view, cells };
}

describe('setSkus', () => {
  it("replaces a product's SKU list with its cells in one step, which the views follow", () => {
    const { store, id, rows, view, cells } = catalogStore();
    const products = view('products');
    const skus = view('skus');
    const before = rows();
    const answer = store.catalog.apply(id, {
      kind: 'setSkus',
      products: [
        {
          id: 'p1',
          skus: [
            { color_code: 'IV', size_code: 'L' },
            { color_code: 'IV', size_code: 'XL' },
            { color_code: 'BK', size_code: 'L' },
          ],
          cells: { name: 'Shirt 2' },
        },
      ],
    });
    expect(answer).toMatchObject({ cells: 1, rowCount: 1, rows: [{ grid: 'products', id: 'p1' }] });
    expect(rows()[0]).toEqual({
      product_code: 'P1',
      name: 'Shirt 2',
      brand_code: 'KK',
      skus: [
        { color_code: 'IV', size_code: 'L' },
        { color_code: 'IV', size_code: 'XL' },
        { color_code: 'BK', size_code: 'L' },
      ],
    });
    expect(cells(products)[0]).toBe('P1|Shirt 2|KK|IV: L XL · BK: L');
    expect(cells(skus).slice(0, 4)).toEqual([
      'P1|Shirt 2|KK|IV|L',
      'P1|Shirt 2|KK|IV|XL',
      'P1|Shirt 2|KK|BK|L',
      'P2||||',
    ]);
    // One step: the list and the name come back together, and go again together.
    store.catalog.undo(id);
    expect(rows()).toEqual(before);
    expect(cells(products)[0]).toBe('P1|Shirt|KK|NV: S M');
    expect(cells(skus).slice(0, 3)).toEqual(['P1|Shirt|KK|NV|S', 'P1|Shirt|KK|NV|M', 'P2||||']);
    store.catalog.redo(id);
    expect(rows()[0]?.skus).toHaveLength(3);
    expect(store.catalog.history(id)).toMatchObject({ canUndo: true, canRedo: false });
  });

  it('an empty list takes the SKUs away; the same list again changes nothing', () => {
    const { store, id, rows } = catalogStore();
    const version = store.catalog.version(id);
    const same = store.catalog.apply(id, {
      kind: 'setSkus',
      products: [{ id: 'p3', skus: [{ color_code: 'BK', size_code: 'S' }] }],
    });
    expect(same).toMatchObject({ version, cells: 0, rowCount: 0 });
    store.catalog.apply(id, { kind: 'setSkus', products: [{ id: 'p3', skus: [] }] });
    expect(rows()[2]?.skus).toEqual([]);
    store.catalog.undo(id);
    expect(rows()[2]?.skus).toEqual([{ color_code: 'BK', size_code: 'S' }]);
  });

  it("joins SKUs after a product's own, its name and brand written only where empty", () => {
    const { store, id, rows, view, cells } = catalogStore();
    const skus = view('skus');
    const before = rows();
    store.catalog.apply(id, {
      kind: 'setSkus',
      products: [
        {
          id: 'p1',
          skus: [{ color_code: 'NV', size_code: 'L' }],
          append: true,
          blanks: { name: 'Other', brand_code: 'ZZ' },
        },
        {
          id: 'p2',
          skus: [{ color_code: 'RD', size_code: 'F' }],
          append: true,
          blanks: { name: 'Scarf', brand_code: 'KK' },
        },
        // The same product again: after the SKU its first entry added (a repeated SKU is kept).
        { id: 'p1', skus: [{ color_code: 'NV', size_code: 'S' }], append: true },
      ],
    });
    expect(rows().slice(0, 2)).toEqual([
      {
        product_code: 'P1',
        name: 'Shirt',
        brand_code: 'KK',
        skus: [
          { color_code: 'NV', size_code: 'S' },
          { color_code: 'NV', size_code: 'M' },
          { color_code: 'NV', size_code: 'L' },
          { color_code: 'NV', size_code: 'S' },
        ],
      },
      {
        product_code: 'P2',
        name: 'Scarf',
        brand_code: 'KK',
        skus: [{ color_code: 'RD', size_code: 'F' }],
      },
    ]);
    // The per-SKU view built before shows each new SKU under its product.
    expect(cells(skus)).toEqual([
      'P1|Shirt|KK|NV|S',
      'P1|Shirt|KK|NV|M',
      'P1|Shirt|KK|NV|L',
      'P1|Shirt|KK|NV|S',
      'P2|Scarf|KK|RD|F',
      'P3|Coat|AB|BK|S',
    ]);
    store.catalog.undo(id);
    expect(rows()).toEqual(before);
    expect(cells(skus)).toEqual([
      'P1|Shirt|KK|NV|S',
      'P1|Shirt|KK|NV|M',
      'P2||||',
      'P3|Coat|AB|BK|S',
    ]);
  });

  it('keeps no value that looks like a credential, and refuses a product not there, changing nothing', () => {
    const { store, id, rows } = catalogStore();
    const before = rows();
    expect(
      thrownKind(() =>
        store.catalog.apply(id, {
          kind: 'setSkus',
          products: [
            { id: 'p1', skus: [] },
            { id: 'gone', skus: [] },
          ],
        }),
      ),
    ).toBe('not_found');
    expect(rows()).toEqual(before);
    store.catalog.apply(id, {
      kind: 'setSkus',
      products: [
        {
          id: 'p2',
          skus: [{ color_code: 'svc_tok_abc', size_code: 'S' }],
          cells: { name: 'svc_tok_abc' },
        },
      ],
    });
    expect(rows()[1]).toMatchObject({ name: '', skus: [{ color_code: '', size_code: 'S' }] });
  });
});
