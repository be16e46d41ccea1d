import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { CatalogValidation } from '../../../app/catalog/validation-index.ts';
import { validateCatalog, type KnownCodes, type Problem } from '../../../app/catalog/validation.ts';

// The incremental validation must find exactly what validateCatalog finds over the same rows,
// after any sequence of edits. Codes come from tiny alphabets so that duplicates, unknown codes
// and codes that appear and vanish happen often.

type Rows<T> = Map<string, T>;
interface State {
  brands: Rows<MasterRow>;
  colors: Rows<MasterRow>;
  products: Rows<ProductRow>;
}

const code = fc.constantFrom('', 'A', 'B', 'C', ' A');
const master = fc.record({ code, name: fc.constantFrom('', 'x', 'svc_tok_1') });
const productFields = {
  product_code: fc.constantFrom('', 'P1', 'P2', 'P3'),
  name: fc.constantFrom('', 'x', 'svc_tok_1'),
  brand_code: code,
};
const product = fc.record({
  ...productFields,
  skus: fc.array(fc.record({ color_code: code, size_code: fc.constantFrom('', 'S', 'M') }), {
    maxLength: 4,
  }),
});
const ids = fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5');
const known = fc.record({
  brands: fc.uniqueArray(code, { maxLength: 2 }).map((c) => new Set(c)),
  colors: fc.uniqueArray(code, { maxLength: 2 }).map((c) => new Set(c)),
});

/** One step: some rows of one grid set (a value) or deleted (null), or other known codes. */
const step = fc.oneof(
  fc.record({
    grid: fc.constantFrom('brands' as const, 'colors' as const),
    rows: fc.array(fc.tuple(ids, fc.option(master)), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    grid: fc.constant('products' as const),
    rows: fc.array(fc.tuple(ids, fc.option(product)), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ grid: fc.constant('known' as const), known }),
  // Products' own fields written with their SKUs kept as they are (the same array), as a value
  // written into a column of many products is.
  fc.record({
    grid: fc.constant('productFields' as const),
    rows: fc.array(fc.tuple(ids, fc.record(productFields)), { minLength: 1, maxLength: 3 }),
  }),
);

const canonical = (problems: readonly Problem[]): string[] =>
  problems.map((p) => JSON.stringify(p)).sort();

const keyedOf = <T>(rows: Rows<T>) => [...rows].map(([id, row]) => ({ id, row }));

function full(state: State, knownCodes: KnownCodes): Problem[] {
  return validateCatalog(
    {
      brands: keyedOf(state.brands),
      colors: keyedOf(state.colors),
      products: keyedOf(state.products),
    },
    knownCodes,
  );
}

/** The changes for setting rows of a grid, as the store's edits carry them. */
function changesFor<T>(rows: Rows<T>, updates: [string, T | null][]) {
  // One change per id, as an edit holds (the last value given for an id wins).
  const last = new Map(updates);
  return [...last].map(([id, value]) => {
    const before = rows.get(id);
    if (value === null) rows.delete(id);
    else rows.set(id, value);
    return {
      id,
      before: before === undefined ? null : { row: before },
      after: value === null ? null : { row: value },
    };
  });
}

describe('incremental catalog validation', () => {
  it('finds what validateCatalog finds after any sequence of edits', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), known, (steps, initialKnown) => {
        const state: State = { brands: new Map(), colors: new Map(), products: new Map() };
        let knownCodes: KnownCodes = initialKnown;
        const validation = new CatalogValidation(
          { brands: [], colors: [], products: [] },
          knownCodes,
        );
        for (const s of steps) {
          if (s.grid === 'known') {
            knownCodes = s.known;
            validation.setKnown(knownCodes);
          } else if (s.grid === 'products') {
            validation.update('products', changesFor(state.products, s.rows));
          } else if (s.grid === 'productFields') {
            const updates = s.rows.flatMap(([id, fields]): [string, ProductRow][] => {
              const row = state.products.get(id);
              return row === undefined ? [] : [[id, { ...row, ...fields }]];
            });
            validation.update('products', changesFor(state.products, updates));
          } else {
            validation.update(s.grid, changesFor(state[s.grid], s.rows));
          }
          const expected = full(state, knownCodes);
          expect(canonical(validation.problems())).toEqual(canonical(expected));
          const rowsWith = (grid: Problem['grid']) =>
            new Set(expected.filter((p) => p.grid === grid).map((p) => p.id)).size;
          expect(validation.rowsWithProblems()).toEqual({
            brands: rowsWith('brands'),
            colors: rowsWith('colors'),
            products: rowsWith('products'),
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('built from rows, finds what validateCatalog finds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(ids, master), { selector: ([id]) => id }),
        fc.uniqueArray(fc.tuple(ids, master), { selector: ([id]) => id }),
        fc.uniqueArray(fc.tuple(ids, product), { selector: ([id]) => id }),
        known,
        (brands, colors, products, knownCodes) => {
          const data = {
            brands: brands.map(([id, row]) => ({ id, row })),
            colors: colors.map(([id, row]) => ({ id, row })),
            products: products.map(([id, row]) => ({ id, row })),
          };
          const validation = new CatalogValidation(data, knownCodes);
          expect(canonical(validation.problems())).toEqual(
            canonical(validateCatalog(data, knownCodes)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a brand drafted later clears the warning of the product naming it, and its removal brings it back', () => {
    const productRow: ProductRow = { product_code: 'P1', name: '', brand_code: 'KK', skus: [] };
    const validation = new CatalogValidation({
      brands: [],
      colors: [],
      products: [{ id: 'p1', row: productRow }],
    });
    expect(validation.rowProblems('products', 'p1').map((p) => p.code)).toEqual(['unknown_brand']);
    const brand = { row: { code: 'KK', name: '' } };
    validation.update('brands', [{ id: 'b1', before: null, after: brand }]);
    expect(validation.rowProblems('products', 'p1')).toEqual([]);
    expect(validation.problems()).toEqual([]);
    validation.update('brands', [{ id: 'b1', before: brand, after: null }]);
    expect(validation.rowProblems('products', 'p1').map((p) => p.code)).toEqual(['unknown_brand']);
  });

  it('a new set of known codes changes only the unknown-code warnings', () => {
    const productRow: ProductRow = {
      product_code: '',
      name: '',
      brand_code: 'KK',
      skus: [{ color_code: 'NV', size_code: 'M' }],
    };
    const validation = new CatalogValidation({
      brands: [],
      colors: [],
      products: [{ id: 'p1', row: productRow }],
    });
    expect(validation.problems().map((p) => p.code)).toEqual([
      'required',
      'unknown_brand',
      'unknown_color',
    ]);
    validation.setKnown({ brands: new Set(['KK']), colors: new Set(['NV']) });
    expect(validation.problems().map((p) => p.code)).toEqual(['required']);
  });
});
