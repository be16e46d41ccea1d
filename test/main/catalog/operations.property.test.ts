import fc from 'fast-check';
import { isKikanError } from '../../../app/errors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operationSchema,
  type Operation,
  type OperationAnswer,
} from '../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { openStore, type Store } from '../../../main/store/open-store.ts';
import { tempDbPath } from '../store/temp-store.ts';
import { CatalogModel, Refused, type Entry, type ModelState } from './catalog-model.ts';
import { catalogArbitraries } from './operation-arbitraries.ts';

// Any sequence of the catalog's operations, undo and redo among them (and now and then a save
// of the drafts, which ends the history), applied to the core's tables in a real SQLite file
// equals the same sequence applied to the plain model (catalog-model.ts): the same rows after
// every step, the same answers, the same refusals. A small catalog with few ids, codes and
// texts, so operations meet the same rows, codes that match and rows that do not exist.
// Some operations name a group (one user action sent in several operations): the model takes
// consecutive operations of a group as one step to undo and redo.
// OPERATIONS_CASES sets the cases (60 by default), OPERATIONS_SEED replays one.

const CASES = Number(process.env['OPERATIONS_CASES'] ?? '60');
const SEED = Number(process.env['OPERATIONS_SEED'] ?? '20280');

const { catalogs, operations } = catalogArbitraries({
  skusMax: 2,
  cellValue: (text) => text,
  pasteValue: (text) => text,
  findTexts: ['KK', 'k', 'A', '^$', '(', '.*', 'b$', '0(1)'],
  replacements: ['', 'X', '$&$&', 'KX'],
});

type Action =
  | { do: 'apply'; operation: Operation }
  | { do: 'group'; operations: Operation[]; group: string }
  | { do: 'undo' }
  | { do: 'redo' }
  | { do: 'save'; catalog: ModelState };
const actions: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: operations.map((operation) => ({ do: 'apply' as const, operation })) },
  // One user action's operations (two groups' ids, so a group meets its own id again later).
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant('group' as const),
      operations: fc.array(operations, { minLength: 2, maxLength: 4 }),
      group: fc.constantFrom('g1', 'g2'),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ do: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'redo' as const }) },
  { weight: 1, arbitrary: catalogs.map((catalog) => ({ do: 'save' as const, catalog })) },
);

let store: Store;
let runs = 0;
/** Undo and redo answers that took a group's several operations (the test meets some). */
let groupedSteps = 0;

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
      fc.property(
        catalogs,
        fc.array(actions, { minLength: 8, maxLength: 24 }),
        (start, sequence) => {
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
            } else if (action.do === 'apply' || action.do === 'group') {
              const group = action.do === 'group' ? action.group : undefined;
              const list = action.do === 'group' ? action.operations : [action.operation];
              list.forEach((one, at) => {
                const operation = operationSchema.parse(one);
                const core = outcome(() => store.catalog.apply(profileId, operation, group));
                const expected = outcome(() => model.apply(operation, group));
                expect(core, `${where}, operation ${String(at)}`).toEqual(expected);
              });
            } else {
              const core = store.catalog[action.do](profileId);
              if ((core.steps ?? 1) > 1) groupedSteps += 1;
              expect(core, where).toEqual(model[action.do]());
            }
            expect(coreState(profileId), where).toEqual(model.state);
            expect(store.catalog.version(profileId), where).toBe(model.version);
          });
          store.profiles.delete(profileId);
        },
      ),
      { numRuns: CASES, seed: SEED },
    );
    expect(groupedSteps).toBeGreaterThan(0);
  }, 300_000);
});
