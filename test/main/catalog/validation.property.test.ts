import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationSchema } from '../../../app/catalog/operations.ts';
import type { GridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { validateCatalog, type Problem } from '../../../app/catalog/validation.ts';
import { isKikanError } from '../../../app/errors.ts';
import { DatabaseSync } from 'node:sqlite';
import {
  createCatalogValidation,
  type CatalogProblems,
} from '../../../main/store/catalog/validation-store.ts';
import { openStore, type Store } from '../../../main/store/open-store.ts';
import { tempDbPath } from '../store/temp-store.ts';
import type { Entry, ModelState } from './catalog-model.ts';
import { askedActions, catalogArbitraries } from './operation-arbitraries.ts';

// The core's validation (main/store/catalog/validation-store.ts) after any sequence of the
// catalog's operations, undo and redo (and now and then a save of the drafts, which it is not
// told of) equals validateCatalog over the same rows read whole: the same problems in the grid's
// order, the same counts, the same marks per row. It is asked now and then, not after every
// step, so several answers meet in one update. The operations are generated as in
// operations.property.test.ts. VALIDATION_CASES sets the cases (60 by default),
// VALIDATION_SEED replays one. A second validation over the same file, told the same answers,
// reads at most one product at a time one by one: every step of more takes its set-based paths
// (the products' own cells checked again, or everything), as a step of thousands of rows does;
// it reads the products with an unknown brand alone (not held) in the grid's order, and makes
// the whole list for a window past the first 3 problems, where the store's sorts the few it
// finds by brand and merges them up to the 2,000th (as a window of 125,000 such products does).

const CASES = Number(process.env['VALIDATION_CASES'] ?? '60');
const SEED = Number(process.env['VALIDATION_SEED'] ?? '20285');

const { catalogs, operations } = catalogArbitraries({
  skusMax: 3,
  cellValue: (text, code) => fc.oneof(text, code),
  pasteValue: (_text, code) => code,
  findTexts: ['KK', 'k', 'A', '^$', '.*', 'b$', 'N'],
  replacements: ['', 'X', 'KK', 'NV'],
});

const actions = askedActions(operations, catalogs);

const GRIDS = ['brands', 'colors', 'products'] as const;

let store: Store;
let db: DatabaseSync;
let setBased: CatalogProblems;
let runs = 0;

beforeAll(() => {
  const path = tempDbPath();
  store = openStore(path);
  db = new DatabaseSync(path);
  setBased = createCatalogValidation(
    db,
    (profileId) => store.catalog.version(profileId),
    (profileId) => ({
      brands: new Set(store.sent.codes(profileId, 'brands')),
      colors: new Set(store.sent.codes(profileId, 'colors')),
    }),
    1,
    { fewBrandOnly: 0, firstProblems: 3 },
  );
});
afterAll(() => {
  db.close();
  store.close();
});

function save(profileId: string, catalog: ModelState): void {
  for (const grid of GRIDS) {
    const ids = store.drafts.list(profileId, grid).map((draft) => draft.id);
    store.drafts.save(profileId, grid, { upserts: catalog[grid], deletes: ids });
  }
}

/** validateCatalog over the rows read whole: grid by grid, rows in the grid's order. */
function expected(profileId: string): { list: Problem[]; order: Record<GridName, string[]> } {
  const data = {
    products: store.drafts.list(profileId, 'products') as Entry<ProductRow>[],
    brands: store.drafts.list(profileId, 'brands') as Entry<MasterRow>[],
    colors: store.drafts.list(profileId, 'colors') as Entry<MasterRow>[],
  };
  const order = {
    brands: data.brands.map((entry) => entry.id),
    colors: data.colors.map((entry) => entry.id),
    products: data.products.map((entry) => entry.id),
  };
  const rank = (problem: Problem) =>
    GRIDS.indexOf(problem.grid) * 1_000 + order[problem.grid].indexOf(problem.id);
  // A stable sort: each row's problems stay in the order the rules give them.
  const list = validateCatalog(data).sort((a, b) => rank(a) - rank(b));
  return { list, order };
}

function check(profileId: string, where: string): void {
  checkOf(store.catalogProblems, profileId, where);
  checkOf(setBased, profileId, `${where} (set-based)`);
}

function checkOf(problems: CatalogProblems, profileId: string, where: string): void {
  const { list, order } = expected(profileId);
  // A first window before the whole list (which the set-based validation then keeps).
  const first = problems.problems({ profileId, grid: 'products', from: 0, count: 3 });
  expect(first.problems, where).toEqual(
    list.filter((problem) => problem.grid === 'products').slice(0, 3),
  );
  const answer = problems.problems({ profileId, from: 0, count: 2_000 });
  expect(answer.problems, where).toEqual(list);
  expect(answer.length, where).toBe(list.length);
  expect(answer.version, where).toBe(store.catalog.version(profileId));
  for (const grid of GRIDS) {
    const ofGrid = list.filter((problem) => problem.grid === grid);
    const errors = ofGrid.filter((problem) => problem.severity === 'error').length;
    expect(answer.counts[grid], where).toEqual({ error: errors, warning: ofGrid.length - errors });
    expect(answer.rows[grid], where).toBe(new Set(ofGrid.map((problem) => problem.id)).size);
    const window = problems.problems({ profileId, grid, from: 1, count: 2 });
    expect(window.problems, where).toEqual(ofGrid.slice(1, 3));
    const marks = problems.rowProblems({
      profileId,
      grid,
      ids: [...order[grid], 'p9'],
    });
    const wanted = order[grid]
      .map((id) => ({ id, problems: ofGrid.filter((problem) => problem.id === id) }))
      .filter((row) => row.problems.length > 0);
    expect(marks.rows, where).toEqual(wanted);
  }
  const ids = problems.problemRowIds(profileId);
  for (const grid of GRIDS) {
    const ofGrid = list.filter((problem) => problem.grid === grid).map((problem) => problem.id);
    expect(ids[grid], where).toEqual([...new Set(ofGrid)]);
  }
}

describe('the core validation against validateCatalog', () => {
  it('after any sequence of operations, undo, redo and saves, equals the rows read whole', () => {
    fc.assert(
      fc.property(catalogs, fc.array(actions, { maxLength: 24 }), (start, sequence) => {
        runs += 1;
        const { id: profileId } = store.profiles.create({
          id: `valid-${String(runs)}`,
          name: 'Validation',
          hostKind: 'custom',
          baseUrl: 'http://127.0.0.1:1',
        });
        save(profileId, start);
        check(profileId, 'start');
        sequence.forEach((action, index) => {
          const where = `action ${String(index)}: ${JSON.stringify(action)}`;
          if (action.do === 'save') save(profileId, action.catalog);
          else if (action.do === 'apply') {
            setBased.flush(profileId);
            try {
              const operation = operationSchema.parse(action.operation);
              setBased.changed(profileId, store.catalog.apply(profileId, operation), false);
            } catch (error) {
              if (!isKikanError(error)) throw error;
            }
          } else {
            const answer = store.catalog[action.do](profileId);
            setBased.changed(profileId, answer, action.do === 'undo');
          }
          if (action.ask) check(profileId, where);
        });
        check(profileId, 'end');
        store.catalogProblems.forget(profileId);
        setBased.forget(profileId);
        store.profiles.delete(profileId);
      }),
      { numRuns: CASES, seed: SEED },
    );
  }, 300_000);
});
