import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC } from '../../../app/catalog/views.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

// The count of row-moving changes (catalog-shape-migration.ts) that tells the core's views their
// rows in draft order are still the rows read last: a cell's new value leaves it, a product or
// SKU added or removed, a product moved, an undo of either, moves it. And a view held across an
// edit that moved no row and then one that did shows the rows as they are.

const product = (code: string, skus: number): ProductRow => ({
  product_code: code,
  name: `Shirt ${code}`,
  brand_code: 'KK',
  skus: Array.from({ length: skus }, (_, i) => ({ color_code: 'NV', size_code: `S${i}` })),
});

function setUp() {
  const path = tempDbPath();
  const store = openTempStore(path);
  const { id } = store.profiles.create(sampleProfile);
  const save = (
    rows: { id: string; position: number; row: ProductRow }[],
    deletes: string[] = [],
  ) => store.drafts.save(id, 'products', { upserts: rows, deletes });
  save([
    { id: 'p1', position: 1, row: product('P-1', 2) },
    { id: 'p2', position: 2, row: product('P-2', 1) },
  ]);
  const reader = new DatabaseSync(path, { readOnly: true });
  const changes = () =>
    Number(reader.prepare('SELECT changes FROM catalog_shape WHERE id = 1').get()?.['changes']);
  return {
    store,
    id,
    save,
    changes,
    close: () => {
      reader.close();
    },
  };
}

describe('the catalog’s count of row-moving changes', () => {
  it('stays for a cell’s new value, moves for rows added, removed or moved, and for their undo', () => {
    const { store, id, save, changes, close } = setUp();
    const at = (): number => changes();
    let before = at();
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'products',
      cells: [
        { row: { id: 'p1' }, column: 'name', value: 'Renamed' },
        { row: { id: 'p2', place: 0 }, column: 'size_code', value: 'XL' },
      ],
    });
    expect(at()).toBe(before);
    // A product added by an operation, then undone.
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'products',
      rows: [{ id: 'p3', row: product('P-3', 0) }],
    });
    expect(at()).toBeGreaterThan(before);
    before = at();
    store.catalog.undo(id);
    expect(at()).toBeGreaterThan(before);
    // A SKU inserted by an operation.
    before = at();
    store.catalog.apply(id, {
      kind: 'insertSkus',
      id: 'p2',
      place: 1,
      skus: [{ color_code: 'RD', size_code: 'M' }],
    });
    expect(at()).toBeGreaterThan(before);
    // A SKU more (a save of the product with three), a product moved, a product removed.
    before = at();
    save([{ id: 'p1', position: 1, row: product('P-1', 3) }]);
    expect(at()).toBeGreaterThan(before);
    before = at();
    save([{ id: 'p2', position: 0.5, row: product('P-2', 1) }]);
    expect(at()).toBeGreaterThan(before);
    before = at();
    save([], ['p2']);
    expect(at()).toBeGreaterThan(before);
    close();
  });

  it('a per-SKU view held across a cell edit and then a SKU added shows the rows as they are', () => {
    const { store, id, save, close } = setUp();
    const views = store.catalogViews;
    const perSku = views.view(id, { view: 'skus', ...NO_VIEW_SPEC, columnFilters: [] });
    const rows = () =>
      views.window(perSku.viewId, 0, 100).rows.map((row) => `${row.id}/${String(row.place)}`);
    expect(rows()).toEqual(['p1/0', 'p1/1', 'p2/0']);
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p2', place: 0 }, column: 'color_code', value: 'RD' }],
    });
    const cells = views.window(perSku.viewId, 0, 100).rows.map((row) => row.cells.join(' '));
    expect(cells[2]).toContain('RD');
    save([{ id: 'p2', position: 2, row: product('P-2', 3) }]);
    expect(rows()).toEqual(['p1/0', 'p1/1', 'p2/0', 'p2/1', 'p2/2']);
    close();
  });
});
