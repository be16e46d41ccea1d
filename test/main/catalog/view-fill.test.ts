import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC, type CatalogViewName } from '../../../app/catalog/views.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// catalog.fillView on a real SQLite file: the rows at a view's places are the ones its window
// shows there (per SKU: each SKU's own cells, a product's cells once a product; sorted), and a
// view whose rows moved since the version named refuses the fill as a conflict.

const product = (code: string, skus: string[]): ProductRow => ({
  product_code: code,
  name: `Name ${code}`,
  brand_code: 'KK',
  skus: skus.map((color_code) => ({ color_code, size_code: 'M' })),
});

function core() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const rows = [product('A', ['NV', 'IV', 'BK']), product('B', ['NV', 'IV']), product('C', ['RD'])];
  store.drafts.save(id, 'products', {
    upserts: rows.map((row, i) => ({ id: `p${String(i + 1)}`, position: i + 1, row })),
    deletes: [],
  });
  const handlers = catalogHandlersOf(store);
  const open = async (
    view: CatalogViewName,
    sort: { column: string; descending: boolean } | null,
  ) =>
    handlers['catalog.view'](
      { profileId: id, spec: { view, ...NO_VIEW_SPEC, sort, columnFilters: [] } },
      {},
    );
  // Async as dispatch calls it: a refusal thrown by the handler is a rejection.
  const fill = async (input: Record<string, unknown>) =>
    handlers['catalog.fillView'](
      calls['catalog.fillView'].input.parse({ profileId: id, ...input }),
      {},
    );
  const skus = () =>
    store.drafts
      .list(id, 'products')
      .map((entry) => (entry.row as ProductRow).skus.map((sku) => sku.color_code).join(' '));
  const names = () =>
    store.drafts.list(id, 'products').map((entry) => (entry.row as ProductRow).name);
  return { store, id, handlers, open, fill, skus, names };
}

describe('catalog.fillView', () => {
  it('fills the per-SKU rows at the places, each SKU its own cell', async () => {
    const { open, fill, skus, names } = core();
    const view = await open('skus', null);
    // Places 1 … 4: A's IV and BK, B's NV and IV.
    const answer = await fill({
      viewId: view.viewId,
      version: view.version,
      top: 1,
      bottom: 4,
      columns: ['color_code'],
      value: 'ZZ',
    });
    expect(answer.cells).toBe(4);
    expect(skus()).toEqual(['NV ZZ ZZ', 'ZZ ZZ', 'RD']);
    // Ctrl+D from place 2 (A's ZZ, name "Name A") down to C's row: B's and C's names once each.
    await fill({
      viewId: view.viewId,
      version: view.version,
      top: 0,
      bottom: 5,
      columns: ['name', 'color_code'],
    });
    expect(skus()).toEqual(['NV NV NV', 'NV NV', 'NV']);
    expect(names()).toEqual(['Name A', 'Name A', 'Name A']);
  });

  it('follows the view’s sort: the places are the sorted rows', async () => {
    const { open, fill, skus } = core();
    const view = await open('skus', { column: 'color_code', descending: false });
    // Sorted by colour: BK, IV, IV, NV, NV, RD; the two IVs filled.
    await fill({
      viewId: view.viewId,
      version: view.version,
      top: 1,
      bottom: 2,
      columns: ['color_code'],
      value: 'ZZ',
    });
    expect(skus()).toEqual(['NV ZZ BK', 'NV ZZ', 'RD']);
  });

  it('refuses a fill at places of a version before rows moved, and fills nothing', async () => {
    const { store, id, open, fill, names } = core();
    const view = await open('products', null);
    store.catalog.apply(id, { kind: 'deleteRows', grid: 'products', ids: ['p1'] });
    const input = { viewId: view.viewId, top: 0, bottom: 1, columns: ['name'], value: 'X' };
    await expect(fill({ ...input, version: view.version })).rejects.toMatchObject({
      error: { kind: 'conflict' },
    });
    expect(names()).toEqual(['Name B', 'Name C']);
    // Named at the version after the move, it fills.
    const now = store.catalogViews.window(view.viewId, 0, 1);
    await fill({ ...input, version: now.version });
    expect(names()).toEqual(['X', 'X']);
  });
});
