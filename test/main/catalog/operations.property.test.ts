import fc from 'fast-check';
import { isKikanError } from '../../../app/errors.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operationSchema,
  type Operation,
  type OperationAnswer,
  type OperationColumn,
  type RowRef,
} from '../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { openStore, type Store } from '../../../main/store/open-store.ts';
import { tempDbPath } from '../store/temp-store.ts';
import { CatalogModel, Refused, type Entry, type ModelState } from './catalog-model.ts';
import { catalogArbitraries } from './operation-arbitraries.ts';
import { ZodError } from 'zod';
import { viewFillInputSchema } from '../../../app/catalog/view-fill.ts';
import {
  CATALOG_VIEWS,
  NO_VIEW_SPEC,
  VIEW_COLUMN_KEYS,
  type CatalogViewName,
} from '../../../app/catalog/views.ts';
import { rowsFillOf } from '../../../main/handlers/view-fill-handlers.ts';

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

/** Ctrl+D (no value) or Ctrl+Enter over places top … bottom of a view in draft order. */
interface FillView {
  view: CatalogViewName;
  top: number;
  bottom: number;
  columns: OperationColumn[];
  value: string | null;
}

type Action =
  | { do: 'apply'; operation: Operation }
  | { do: 'fillView'; fill: FillView }
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
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...CATALOG_VIEWS)
      .chain((view) =>
        fc.record({
          view: fc.constant(view),
          top: fc.nat(6),
          bottom: fc.nat(6),
          columns: fc.uniqueArray(
            fc.constantFrom(
              ...(VIEW_COLUMN_KEYS[view] as readonly string[]).filter((key) => key !== 'skus'),
            ) as fc.Arbitrary<OperationColumn>,
            { minLength: 1, maxLength: 3 },
          ),
          value: fc.option(fc.constantFrom('', 'X', 'KK', 'svc_tok_abc')),
        }),
      )
      .map((fill) => ({ do: 'fillView' as const, fill })),
  },
  { weight: 2, arbitrary: fc.constant({ do: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'redo' as const }) },
  { weight: 1, arbitrary: catalogs.map((catalog) => ({ do: 'save' as const, catalog })) },
);

let store: Store;
let runs = 0;
/** Undo and redo answers that took a group's several operations (the test meets some). */
let groupedSteps = 0;
/** Fills over a view's places the core did (not refused). */
let fills = 0;

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

/** The model's rows of a view in draft order, as the grid names them (view-range-rows.ts). */
function modelRefs(model: CatalogModel, view: CatalogViewName): RowRef[] {
  if (view === 'brands' || view === 'colors') return model.state[view].map(({ id }) => ({ id }));
  if (view === 'products') return model.state.products.map(({ id }) => ({ id }));
  return model.state.products.flatMap(({ id, row }) =>
    row.skus.length === 0 ? [{ id, place: 0 }] : row.skus.map((_, place) => ({ id, place })),
  );
}

/** The fill as the model does it: the fill or paste operation over the view's rows there. */
function modelFill(model: CatalogModel, fill: FillView, group?: string): OperationAnswer {
  const refs = modelRefs(model, fill.view);
  const ok = fill.value === null ? fill.top < fill.bottom : fill.top <= fill.bottom;
  if (!ok || fill.bottom >= refs.length) throw new Refused();
  const rows = refs.slice(fill.top, fill.bottom + 1);
  const grid = fill.view === 'skus' ? 'products' : fill.view;
  const { value } = fill;
  return model.apply(
    value === null
      ? { kind: 'fill', grid, rows, columns: fill.columns }
      : {
          kind: 'paste',
          grid,
          rows,
          columns: fill.columns,
          values: rows.map(() => fill.columns.map(() => value)),
        },
    group,
  );
}

/** The fill as the core does it: a view in draft order, its rows at the places filled. */
function coreFill(profileId: string, fill: FillView, group?: string): OperationAnswer {
  const { viewId, version } = store.catalogViews.view(profileId, {
    view: fill.view,
    ...NO_VIEW_SPEC,
    columnFilters: [],
  });
  try {
    const input = viewFillInputSchema.parse({
      profileId,
      viewId,
      version,
      top: fill.top,
      bottom: fill.bottom,
      columns: fill.columns,
      ...(fill.value === null ? {} : { value: fill.value }),
    });
    return store.catalog.fillRows(profileId, rowsFillOf(store.catalogViews, input), group);
  } catch (error) {
    if (error instanceof ZodError) throw new Refused();
    throw error;
  } finally {
    store.catalogViews.close(viewId);
  }
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
            } else if (action.do === 'fillView') {
              const core = outcome(() => coreFill(profileId, action.fill));
              expect(core, where).toEqual(outcome(() => modelFill(model, action.fill)));
              if (core !== 'refused') fills += 1;
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
    expect(fills).toBeGreaterThan(0);
  }, 300_000);
});
