import fc from 'fast-check';
import type { Operation, RowRef } from '../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { Entry, ModelState } from './catalog-model.ts';

// The small catalogs and the operations the catalog's property tests generate (few ids, codes and
// texts, so operations meet the same rows, codes that match and rows that do not exist): shared by
// operations.property.test.ts, validation.property.test.ts and view-find-memory.property.test.ts,
// each choosing its values.

export interface ArbitraryOptions {
  /** The most SKUs a generated product has. */
  skusMax: number;
  /** What a set cell writes, and what a pasted cell writes, from the texts and the codes. */
  cellValue: (text: fc.Arbitrary<string>, code: fc.Arbitrary<string>) => fc.Arbitrary<string>;
  pasteValue: (text: fc.Arbitrary<string>, code: fc.Arbitrary<string>) => fc.Arbitrary<string>;
  /** What a replace looks for, and what it puts instead. */
  findTexts: readonly string[];
  replacements: readonly string[];
}

export const PRODUCT_IDS = ['p1', 'p2', 'p3', 'p4', 'p5'];

export function catalogArbitraries(options: ArbitraryOptions): {
  catalogs: fc.Arbitrary<ModelState>;
  operations: fc.Arbitrary<Operation>;
} {
  const BRAND_IDS = ['b1', 'b2', 'b3'];
  const COLOR_IDS = ['c1', 'c2', 'c3'];
  const text = fc.constantFrom('', 'A', 'KK', 'KK01', 'kk', 'Ab', '綿 シャツ', 'svc_tok_abc');
  const code = fc.constantFrom('', 'KK', 'KK01', 'NV', 'BK');
  const position = fc.constantFrom(1, 1.5, 2, 3, 4);

  const sku = fc.record({ color_code: code, size_code: fc.constantFrom('', 'S', 'M') });
  const productRow: fc.Arbitrary<ProductRow> = fc.record({
    product_code: code,
    name: text,
    brand_code: code,
    skus: fc.array(sku, { maxLength: options.skusMax }),
  });
  const masterRow: fc.Arbitrary<MasterRow> = fc.record({ code, name: text });
  const entries = <T>(ids: string[], row: fc.Arbitrary<T>): fc.Arbitrary<Entry<T>[]> =>
    fc
      .subarray(ids)
      .chain((chosen) =>
        fc.tuple(...chosen.map((id) => fc.record({ id: fc.constant(id), position, row }))),
      );
  const catalogs: fc.Arbitrary<ModelState> = fc.record({
    products: entries(PRODUCT_IDS, productRow),
    brands: entries(BRAND_IDS, masterRow),
    colors: entries(COLOR_IDS, masterRow),
  });

  const ref = (ids: string[], places: boolean): fc.Arbitrary<RowRef> =>
    fc
      .tuple(fc.constantFrom(...ids), places ? fc.option(fc.nat(3)) : fc.constant(null))
      .map(([id, place]) => (place === null ? { id } : { id, place }));
  const gridRefs = fc.oneof(
    fc.record({
      grid: fc.constant('products' as const),
      rows: fc.array(ref(PRODUCT_IDS, true), { maxLength: 4 }),
      columns: fc.uniqueArray(
        fc.constantFrom('product_code', 'name', 'brand_code', 'color_code', 'size_code'),
        { maxLength: 3 },
      ),
    }),
    fc.record({
      grid: fc.constantFrom('brands' as const, 'colors' as const),
      rows: fc.array(ref([...BRAND_IDS, ...COLOR_IDS], false), { maxLength: 4 }),
      columns: fc.uniqueArray(fc.constantFrom('code', 'name'), { maxLength: 2 }),
    }),
  );
  const query = fc.record({
    text: fc.constantFrom(...options.findTexts),
    matchCase: fc.boolean(),
    wholeCell: fc.boolean(),
    regex: fc.boolean(),
  });

  const operations: fc.Arbitrary<Operation> = fc.oneof(
    gridRefs.chain(({ grid, rows, columns }) =>
      fc.record({
        kind: fc.constant('set' as const),
        grid: fc.constant(grid),
        cells: fc.array(
          fc.record({
            row: fc.constantFrom(...(rows.length > 0 ? rows : [{ id: 'p1' }])),
            column: fc.constantFrom(...(columns.length > 0 ? columns : ['name' as const])),
            value: options.cellValue(text, code),
          }),
          { maxLength: 4 },
        ),
      }),
    ),
    gridRefs.chain(({ grid, rows, columns }) =>
      fc.record({
        kind: fc.constant('paste' as const),
        grid: fc.constant(grid),
        rows: fc.constant(rows),
        columns: fc.constant(columns),
        values: fc.array(
          fc.array(options.pasteValue(text, code), {
            minLength: columns.length,
            maxLength: columns.length,
          }),
          {
            minLength: rows.length,
            maxLength: rows.length,
          },
        ),
      }),
    ),
    gridRefs.map(({ grid, rows, columns }) => ({ kind: 'fill' as const, grid, rows, columns })),
    gridRefs.map(({ grid, rows, columns }) => ({ kind: 'clear' as const, grid, rows, columns })),
    fc
      .tuple(gridRefs, query, fc.constantFrom(...options.replacements), fc.boolean(), fc.boolean())
      .map(([{ grid, rows, columns }, q, replacement, whole, follow]) => ({
        kind: 'replace' as const,
        grid,
        columns,
        ...(whole ? {} : { rows }),
        query: q,
        replacement,
        ...(follow ? { follow } : {}),
      })),
    fc.record({
      kind: fc.constant('insertRows' as const),
      grid: fc.constant('products' as const),
      rows: fc.array(
        fc.record({ id: fc.constantFrom(...PRODUCT_IDS, 'p6', 'p7'), position, row: productRow }),
        { maxLength: 2 },
      ),
    }),
    fc.record({
      kind: fc.constant('insertRows' as const),
      grid: fc.constantFrom('brands' as const, 'colors' as const),
      rows: fc.array(
        fc.record({ id: fc.constantFrom(...BRAND_IDS, ...COLOR_IDS), position, row: masterRow }),
        { maxLength: 2 },
      ),
    }),
    fc.record({
      kind: fc.constant('deleteRows' as const),
      grid: fc.constantFrom('products' as const, 'brands' as const, 'colors' as const),
      ids: fc.array(fc.constantFrom(...PRODUCT_IDS, ...BRAND_IDS, ...COLOR_IDS), { maxLength: 2 }),
    }),
    fc.record({
      kind: fc.constant('insertSkus' as const),
      id: fc.constantFrom(...PRODUCT_IDS),
      place: fc.nat(3),
      skus: fc.array(sku, { maxLength: options.skusMax }),
    }),
    fc.record({
      kind: fc.constant('deleteSkus' as const),
      rows: fc.array(ref(PRODUCT_IDS, true), { maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('setSkus' as const),
      products: fc.array(
        fc.record(
          {
            id: fc.constantFrom(...PRODUCT_IDS, 'p6'),
            skus: fc.array(sku, { maxLength: options.skusMax }),
            append: fc.boolean(),
            cells: fc.record(
              { product_code: code, name: options.cellValue(text, code), brand_code: code },
              { requiredKeys: [] },
            ),
            blanks: fc.record({ name: text, brand_code: code }, { requiredKeys: [] }),
          },
          { requiredKeys: ['id', 'skus'] },
        ),
        { maxLength: 3 },
      ),
    }),
    fc.record({
      kind: fc.constant('renameCode' as const),
      grid: fc.constantFrom('brands' as const, 'colors' as const),
      id: fc.constantFrom(...BRAND_IDS, ...COLOR_IDS),
      code,
    }),
  );
  return { catalogs, operations };
}

/** A step of the property tests that read the core after some of them (`ask`). */
export type Action =
  | { do: 'apply'; operation: Operation; ask: boolean }
  | { do: 'undo'; ask: boolean }
  | { do: 'redo'; ask: boolean }
  | { do: 'save'; catalog: ModelState; ask: boolean };

/** Operations most often, then undo, redo and whole saves, each asking the core after it or not. */
export function askedActions(
  operations: fc.Arbitrary<Operation>,
  catalogs: fc.Arbitrary<ModelState>,
): fc.Arbitrary<Action> {
  const ask = fc.boolean();
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ do: fc.constant('apply' as const), operation: operations, ask }),
    },
    { weight: 2, arbitrary: fc.record({ do: fc.constant('undo' as const), ask }) },
    { weight: 1, arbitrary: fc.record({ do: fc.constant('redo' as const), ask }) },
    {
      weight: 1,
      arbitrary: fc.record({ do: fc.constant('save' as const), catalog: catalogs, ask }),
    },
  );
}
