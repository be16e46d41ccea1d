import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_OPS, type ColumnFilter } from '../../../app/catalog/column-filters.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { VIEW_COLUMN_KEYS, type ViewSpec } from '../../../app/catalog/views.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import {
  buildView,
  columnValues,
  rowCellText,
  type ViewOptions,
} from '../../../renderer/src/catalog/model/view.ts';
import { openTempStore } from '../store/temp-store.ts';
import { productsSaved } from './products-saved.ts';

// On random catalogs and random column filters (kept values with the blanks, every condition,
// several columns), with the quick filter, "only these rows" and a sort, in the products view
// and the per-SKU view: the core's view (a real SQLite file) shows the rows the grid's pure
// model shows, and lists the values the header menu's pure model lists; with another
// connection's rows beside and rows added later between the first (row ids out of draft order).

// Texts that differ only in case, accents folded apart, numbers sorted as numbers, blanks.
const WORDS = ['', 'a', 'A', 'ab', 'Ab', 'B', 'x9', 'x10', 'É', 'é', 'nv', 'NV', 'Shirt', 'shoe'];
// İ and the Kelvin sign: the two characters outside ASCII that lower-case to ASCII letters.
const FOLDED_TO_ASCII = ['İx', '\u212aA'];
const word = fc.constantFrom(...WORDS, ...FOLDED_TO_ASCII);
const NEEDLES = ['', 'a', 'AB', 'x1', 'é', 'N', 'sh', 'oe', 'zz'];

const productRow: fc.Arbitrary<ProductRow> = fc.record({
  product_code: word,
  name: word,
  brand_code: word,
  skus: fc.array(fc.record({ color_code: word, size_code: word }), { maxLength: 3 }),
});
const catalogs = fc.array(productRow, { maxLength: 18 });

const views = fc.constantFrom('products' as const, 'skus' as const);
// Every column either view has, so a filter on a column the view lacks is seen too (ignored).
const ALL_COLUMNS = ['product_code', 'name', 'brand_code', 'skus', 'color_code', 'size_code'];

const columnFilter = (column: string): fc.Arbitrary<ColumnFilter> =>
  fc
    .record(
      {
        values: fc.uniqueArray(word, { maxLength: 5 }),
        condition: fc.record({
          op: fc.constantFrom(...CONDITION_OPS),
          text: fc.constantFrom(...NEEDLES),
        }),
      },
      { requiredKeys: [] },
    )
    .map((parts) => ({ column, ...parts }));

const specs: fc.Arbitrary<ViewSpec> = fc
  .record({
    view: views,
    columns: fc.uniqueArray(fc.constantFrom(...ALL_COLUMNS), { maxLength: 4 }),
    sort: fc.option(
      fc.record({ column: fc.constantFrom(...ALL_COLUMNS), descending: fc.boolean() }),
    ),
    filter: fc.constantFrom('', ' a ', 'NV', 'x1', 'é', 'oe', 'zz', 'I', 'ka', 'i\u0307x'),
    onlyIds: fc.option(fc.uniqueArray(fc.constantFrom('p1', 'p2', 'p4', 'p7', 'p9', 'p30'))),
  })
  .chain(({ view, columns, sort, filter, onlyIds }) =>
    fc.tuple(...columns.map(columnFilter)).map((columnFilters): ViewSpec => ({
      view,
      // A sort by a column the view lacks is refused by the core; the grid never asks it.
      sort:
        sort !== null && (VIEW_COLUMN_KEYS[view] as readonly string[]).includes(sort.column)
          ? sort
          : null,
      filter,
      onlyIds,
      columnFilters,
    })),
  );

/** The grid's options for a spec, as the grid would hold them. */
function optionsOf(spec: ViewSpec): ViewOptions {
  const keys: readonly string[] = VIEW_COLUMN_KEYS[spec.view];
  return {
    sort:
      spec.sort === null
        ? null
        : { col: keys.indexOf(spec.sort.column), descending: spec.sort.descending },
    filter: spec.filter,
    onlyIds: spec.onlyIds === null ? null : new Set(spec.onlyIds),
    columns: spec.columnFilters,
  };
}

/** The grid's rows for a spec, in the shape of the core's window rows. */
function gridRows(data: CatalogData, spec: ViewSpec) {
  const rows = buildView(spec.view, data, optionsOf(spec));
  const columns = VIEW_COLUMN_KEYS[spec.view].length;
  return Array.from({ length: rows.length }, (_, i) => {
    const entry = data.products[rows.entry[i] ?? 0];
    const sku = rows.sku[i] ?? -1;
    const cells = Array.from({ length: columns }, (_, c) =>
      rowCellText(spec.view, entry?.row, sku, c),
    );
    return {
      id: entry?.id ?? '',
      ...(spec.view === 'skus' && sku >= 0 ? { place: sku } : {}),
      cells,
    };
  });
}

describe('catalog views with column filters: the core against the grid', () => {
  it('shows the rows and lists the values the grid does', () => {
    fc.assert(
      fc.property(
        catalogs,
        fc.array(specs, { minLength: 1, maxLength: 4 }),
        fc.array(productRow, { maxLength: 4 }),
        fc.array(productRow, { maxLength: 4 }),
        (products, list, others, later) => {
          const store = openTempStore();
          try {
            const { id, data } = productsSaved(store, products);
            // Another connection's rows, then more of this one's between its first ones: row ids
            // interleaved and out of draft order (the SKU columns read in memory must follow).
            if (others.length > 0) productsSaved(store, others);
            if (later.length > 0) {
              store.drafts.save(id, 'products', {
                upserts: later.map((row, i) => ({ id: `q${String(i)}`, position: i + 0.5, row })),
                deletes: [],
              });
              data.products = store.drafts.list(id, 'products') as CatalogData['products'];
            }
            for (const spec of list) {
              const info = store.catalogViews.view(id, spec);
              const window = store.catalogViews.window(info.viewId, 0, 2_000);
              const expected = gridRows(data, spec);
              expect(window.rows).toEqual(expected);
              expect(info.length).toBe(expected.length);
              store.catalogViews.close(info.viewId);
              for (const column of VIEW_COLUMN_KEYS[spec.view]) {
                expect(store.catalogViews.values(id, spec, column), column).toEqual(
                  columnValues(spec.view, data, optionsOf(spec), column),
                );
              }
            }
          } finally {
            store.close();
          }
        },
      ),
      { seed: 2811, numRuns: 80 },
    );
  });
});
