import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC } from '../../../../app/catalog/views.ts';
import { applyEdit, type CatalogData } from '../../../../renderer/src/drafts/catalog-data.ts';
import { importRows } from '../../../../renderer/src/catalog/model/import-rows.ts';
import {
  importFileRows,
  type CoreRowsPort,
} from '../../../../renderer/src/catalog/window/core-rows.ts';
import { openTempStore, sampleProfile } from '../../../main/store/temp-store.ts';

// A file's codes with spaces around them, in core mode as in the page: the page's file import
// (import-rows.ts) keeps a file's cells as the file holds them (typing and pasting trim codes;
// a file does not, so there is nothing to note), and matches a row by its code exactly. The
// core mode's import does the same against the core's store on a real SQLite file.

const product = (code: string, name: string): ProductRow => ({
  product_code: code,
  name,
  brand_code: ' KK ',
  skus: [{ color_code: ' NV', size_code: 'S ' }],
});

describe('a file’s codes with spaces, in core mode as in the page', () => {
  it('keeps them as the file holds them and matches rows by the exact code', async () => {
    const page: CatalogData = {
      brands: [],
      colors: [],
      products: [
        { id: 'p1', position: 1, row: product('A1', 'Shirt') },
        { id: 'p2', position: 2, row: product(' A2', 'Coat') },
      ],
    };
    const store = openTempStore();
    const { id: profileId } = store.profiles.create(sampleProfile);
    store.drafts.save(profileId, 'products', { upserts: page.products, deletes: [] });
    let viewId: number | null = null;
    let groups = 0;
    const port: CoreRowsPort = {
      row: (grid, id) => Promise.resolve(store.catalogRowReads.row(profileId, grid, id)),
      rowsByCode: (grid, codes) =>
        Promise.resolve(store.catalogRowReads.byCodes(profileId, grid, codes)),
      neighbours: (grid, after) =>
        Promise.resolve(store.catalogRowReads.neighbours(profileId, grid, after)),
      window: (from, count) => {
        viewId ??= store.catalogViews.view(profileId, { view: 'products', ...NO_VIEW_SPEC }).viewId;
        return Promise.resolve(store.catalogViews.window(viewId, from, count));
      },
      apply: (operation, group) => {
        store.catalog.apply(profileId, operation, group);
        return Promise.resolve();
      },
      newGroup: () => `g${String((groups += 1))}`,
    };
    // ' A1 ' is not A1 (added); ' A2' is p2's code as held (replaced); 'A2' is another (added).
    const file = [product(' A1 ', 'New'), product(' A2', 'Coat 2'), product('A2', 'Other')];
    let n = 0;
    const edit = importRows('products', page, file, () => `f${String((n += 1))}`, 'replace');
    const expected = edit === null ? page : applyEdit(page, edit);
    let m = 0;
    const counts = await importFileRows(
      port,
      'products',
      file,
      'replace',
      () => `f${String((m += 1))}`,
    );
    expect(store.drafts.list(profileId, 'products')).toEqual(expected.products);
    expect(expected.products.map((entry) => entry.row.product_code)).toEqual([
      'A1',
      ' A2',
      ' A1 ',
      'A2',
    ]);
    expect(counts).toEqual({ added: 2, replaced: 1, unchanged: 0, skipped: 0 });
  });
});
