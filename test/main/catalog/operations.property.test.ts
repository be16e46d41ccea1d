import fc from 'fast-check';
import { isKikanError } from '../../../app/errors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operationSchema,
  type Operation,
  type OperationAnswer,
  type RowRef,
} from '../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { openStore, type Store } from '../../../main/store/open-store.ts';
import { tempDbPath } from '../store/temp-store.ts';
import { CatalogModel, Refused, type Entry, type ModelState } from './catalog-model.ts';

// Any sequence of the catalog's operations, undo and redo among them (and now and then a save
// of the drafts, which ends the history), applied to the core's tables in a real SQLite file
// equals the same sequence applied to the plain model (catalog-model.ts): the same rows after
// every step, the same answers, the same refusals. A small catalog with few ids, codes and
// texts, so operations meet the same rows, codes that match and rows that do not exist.
// OPERATIONS_CASES sets the cases (60 by default), OPERATIONS_SEED replays one.

const CASES = Number(process.env['OPERATIONS_CASES'] ?? '60');
const SEED = Number(process.env['OPERATIONS_SEED'] ?? '20280');

const PRODUCT_IDS = ['p1', 'p2', 'p3', 'p4', 'p5'];
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
  skus: fc.array(sku, { maxLength: 2 }),
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
  text: fc.constantFrom('KK', 'k', 'A', '^$', '(', '.*', 'b$', '0(1)'),
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
          value: text,
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
      values: fc.array(fc.array(text, { minLength: columns.length, maxLength: columns.length }), {
        minLength: rows.length,
        maxLength: rows.length,
      }),
    }),
  ),
  gridRefs.map(({ grid, rows, columns }) => ({ kind: 'fill' as const, grid, rows, columns })),
  gridRefs.map(({ grid, rows, columns }) => ({ kind: 'clear' as const, grid, rows, columns })),
  fc
    .tuple(gridRefs, query, fc.constantFrom('', 'X', '$&$&', 'KX'), fc.boolean())
    .map(([{ grid, rows, columns }, q, replacement, whole]) => ({
      kind: 'replace' as const,
      grid,
      columns,
      ...(whole ? {} : { rows }),
      query: q,
      replacement,
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
    skus: fc.array(sku, { maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('deleteSkus' as const),
    rows: fc.array(ref(PRODUCT_IDS, true), { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('renameCode' as const),
    grid: fc.constantFrom('brands' as const, 'colors' as const),
    id: fc.constantFrom(...BRAND_IDS, ...COLOR_IDS),
    code,
  }),
);

type Action =
  | { do: 'apply'; operation: Operation }
  | { do: 'undo' }
  | { do: 'redo' }
  | { do: 'save'; catalog: ModelState };
const actions: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: operations.map((operation) => ({ do: 'apply' as const, operation })) },
  { weight: 2, arbitrary: fc.constant({ do: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'redo' as const }) },
  { weight: 1, arbitrary: catalogs.map((catalog) => ({ do: 'save' as const, catalog })) },
);

let store: Store;
let runs = 0;

beforeAll(() => {
  store = openStore(tempDbPath());
});
afterAll(() => {
  store.close();
});

/** Writes the catalog as the grid's saver would: one save for each grid (3). */
function save(profileId: string, catalog: ModelState): void {
  for (const grid of ['products', 'brands', 'colors'] as const) {
    const ids = store.drafts.list(profileId, grid).map((draft) => draft.id);
    store.drafts.save(profileId, grid, { upserts: catalog[grid], deletes: ids });
  }
}

function coreState(profileId: string): ModelState {
  return {
    products: store.drafts.list(profileId, 'products') as Entry<ProductRow>[],
    brands: store.drafts.list(profileId, 'brands') as Entry<MasterRow>[],
    colors: store.drafts.list(profileId, 'colors') as Entry<MasterRow>[],
  };
}

/** The answer, or 'refused'. */
function outcome(work: () => OperationAnswer): OperationAnswer | 'refused' {
  try {
    return work();
  } catch (error) {
    if (error instanceof Refused || isKikanError(error)) {
      return 'refused';
    }
    throw error;
  }
}

describe('catalog operations against the reference model', () => {
  it('any sequence, undo and redo included, leaves the tables as it leaves the model', () => {
    fc.assert(
      fc.property(catalogs, fc.array(actions, { maxLength: 24 }), (start, sequence) => {
        runs += 1;
        const { id: profileId } = store.profiles.create({
          id: `run-${String(runs)}`,
          name: 'Operations',
          hostKind: 'custom',
          baseUrl: 'http://127.0.0.1:1',
        });
        const model = new CatalogModel();
        save(profileId, start);
        model.saved(start, 3);
        expect(coreState(profileId)).toEqual(model.state);
        sequence.forEach((action, index) => {
          const where = `action ${String(index)}: ${JSON.stringify(action)}`;
          if (action.do === 'save') {
            save(profileId, action.catalog);
            model.saved(action.catalog, 3);
          } else if (action.do === 'apply') {
            const operation = operationSchema.parse(action.operation);
            const core = outcome(() => store.catalog.apply(profileId, operation));
            const expected = outcome(() => model.apply(operation));
            expect(core, where).toEqual(expected);
          } else {
            const core = store.catalog[action.do](profileId);
            expect(core, where).toEqual(model[action.do]());
          }
          expect(coreState(profileId), where).toEqual(model.state);
          expect(store.catalog.version(profileId), where).toBe(model.version);
        });
        store.profiles.delete(profileId);
      }),
      { numRuns: CASES, seed: SEED },
    );
  }, 300_000);
});
