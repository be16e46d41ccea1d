import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationSchema } from '../../../app/catalog/operations.ts';
import {
  NO_VIEW_SPEC,
  VIEW_COLUMN_KEYS,
  type CatalogViewName,
} from '../../../app/catalog/views.ts';
import { isKikanError } from '../../../app/errors.ts';
import { openStore, type Store } from '../../../main/store/open-store.ts';
import { compileQuery, type FindQuery } from '../../../renderer/src/catalog/find/find-query.ts';
import {
  MatchScan,
  packCell,
  stepMatch,
  unpackCell,
} from '../../../renderer/src/catalog/find/find-scan.ts';
import { buildView } from '../../../renderer/src/catalog/model/view.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { tempDbPath } from '../store/temp-store.ts';
import type { ModelState } from './catalog-model.ts';
import { askedActions, catalogArbitraries } from './operation-arbitraries.ts';

// Find over the rows the core's validation holds in memory (view-find-memory.ts): after any
// sequence of operations, undo, redo and saves, the products it holds equal the row tables
// (cells, SKUs, positions), and find's count and next over views in draft order (built before
// the sequence and fitted since, so kept in draft order by views.ts) equal the grid's MatchScan
// and stepMatch over the rows read whole. FIND_MEMORY_CASES sets the cases (40 by default),
// FIND_MEMORY_SEED replays one.

const CASES = Number(process.env['FIND_MEMORY_CASES'] ?? '40');
const SEED = Number(process.env['FIND_MEMORY_SEED'] ?? '28051');

const { catalogs, operations } = catalogArbitraries({
  skusMax: 3,
  cellValue: (text, code) => fc.oneof(text, code),
  pasteValue: (text, code) => fc.oneof(text, code),
  findTexts: ['KK', 'k', 'A', '^$', '.*', 'N'],
  replacements: ['', 'X', 'KK', 'NV'],
});

const actions = askedActions(operations, catalogs);

const queries: fc.Arbitrary<FindQuery> = fc.record({
  text: fc.constantFrom('KK', 'k', 'A', 'S', 'NV: S', 'シャツ', '^$', 'K+\\d', '^KK$', '('),
  matchCase: fc.boolean(),
  wholeCell: fc.boolean(),
  regex: fc.boolean(),
});
const asks = fc.array(fc.tuple(fc.nat(20), fc.nat(4), fc.boolean()), {
  minLength: 1,
  maxLength: 4,
});

const GRIDS = ['brands', 'colors', 'products'] as const;

let store: Store;
let runs = 0;

beforeAll(() => {
  store = openStore(tempDbPath());
});
afterAll(() => {
  store.close();
});

function save(profileId: string, catalog: ModelState): void {
  for (const grid of GRIDS) {
    const ids = store.drafts.list(profileId, grid).map((draft) => draft.id);
    store.drafts.save(profileId, grid, { upserts: catalog[grid], deletes: ids });
  }
}

function check(
  profileId: string,
  views: Record<'skus' | 'products', number>,
  query: FindQuery,
  nexts: readonly [number, number, boolean][],
  where: string,
): void {
  const products = store.drafts.list(profileId, 'products');
  const held = [...store.catalogProblems.heldProducts(profileId).values()]
    .map(({ id, position, row }) => ({ id, position, row }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const tables = products
    .map(({ id, position, row }) => ({ id, position, row }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  expect(held, `${where}: the products held`).toEqual(tables);

  const data: CatalogData = {
    brands: [],
    colors: [],
    products: products as CatalogData['products'],
  };
  for (const view of ['skus', 'products'] as const satisfies CatalogViewName[]) {
    const rows = buildView(view, data, {
      sort: null,
      filter: '',
      onlyIds: null,
      columns: [],
    });
    const keys = VIEW_COLUMN_KEYS[view];
    const columns = keys.map((_, i) => i).reverse();
    const shown = columns.map((index) => ({ key: keys[index] ?? '', index }));
    const cols = columns.length;
    const base = { viewId: views[view], query, columns };
    const counted = store.catalogViews.reads.find({ ...base, count: true });
    expect(counted.length, `${where}: ${view} length`).toBe(rows.length);
    const compiled = compileQuery(query);
    if (!compiled.ok) {
      expect(counted.invalid?.reason, where).toBe(compiled.reason);
      continue;
    }
    const scan = new MatchScan(
      { view, data, rows, columns: shown },
      { kind: 'all' },
      compiled.matcher,
    );
    scan.run();
    const matches = scan.matches();
    const matchRows = new Set(Array.from(matches, (cell) => unpackCell(cols, cell).row));
    expect({ cells: counted.cells, rows: counted.rows }, `${where}: ${view} count`).toEqual({
      cells: matches.length,
      rows: matchRows.size,
    });
    for (const [place, c, backwards] of nexts) {
      const col = c % cols;
      const next = store.catalogViews.reads.find({
        ...base,
        next: { after: { place, col }, backwards },
      });
      const i = stepMatch(matches, packCell(cols, place, col), backwards);
      const want = i < 0 ? null : unpackCell(cols, matches[i] ?? 0);
      expect(
        next.match ?? null,
        `${where}: ${view} next after ${String(place)},${String(col)}`,
      ).toEqual(want === null ? null : { place: want.row, col: want.col });
    }
  }
}

describe('find over the rows held in memory', () => {
  it('after any sequence of operations, undo, redo and saves, equals the rows read whole', () => {
    fc.assert(
      fc.property(
        catalogs,
        fc.array(actions, { maxLength: 20 }),
        queries,
        asks,
        (start, sequence, query, nexts) => {
          runs += 1;
          const { id: profileId } = store.profiles.create({
            id: `find-memory-${String(runs)}`,
            name: 'Find',
            hostKind: 'custom',
            baseUrl: 'http://127.0.0.1:1',
          });
          save(profileId, start);
          const spec = (view: 'skus' | 'products') => ({
            view,
            ...NO_VIEW_SPEC,
            columnFilters: [],
          });
          const views = {
            skus: store.catalogViews.view(profileId, spec('skus')).viewId,
            products: store.catalogViews.view(profileId, spec('products')).viewId,
          };
          check(profileId, views, query, nexts, 'start');
          sequence.forEach((action, index) => {
            const where = `action ${String(index)}: ${JSON.stringify(action)}`;
            if (action.do === 'save') save(profileId, action.catalog);
            else if (action.do === 'apply') {
              try {
                store.catalog.apply(profileId, operationSchema.parse(action.operation));
              } catch (error) {
                if (!isKikanError(error)) throw error;
              }
            } else store.catalog[action.do](profileId);
            if (action.ask) check(profileId, views, query, nexts, where);
          });
          check(profileId, views, query, nexts, 'end');
          store.catalogViews.close(views.skus);
          store.catalogViews.close(views.products);
          store.profiles.delete(profileId);
        },
      ),
      { numRuns: CASES, seed: SEED },
    );
  }, 300_000);

  it('a connection removed and made again under its id is searched in its new rows', () => {
    const profile = {
      id: 'find-memory-again',
      name: 'Find',
      hostKind: 'custom' as const,
      baseUrl: 'http://127.0.0.1:1',
    };
    const row = (code: string) => ({ product_code: code, name: '', brand_code: '', skus: [] });
    const nextKK = (codes: string[]) => {
      store.profiles.create(profile);
      store.drafts.save(profile.id, 'products', {
        upserts: codes.map((code, i) => ({ id: `p${String(i)}`, position: i + 1, row: row(code) })),
        deletes: [],
      });
      const view = store.catalogViews.view(profile.id, {
        view: 'skus',
        ...NO_VIEW_SPEC,
        columnFilters: [],
      });
      const query = { text: 'KK', matchCase: false, wholeCell: false, regex: false };
      const { match } = store.catalogViews.reads.find({
        viewId: view.viewId,
        query,
        next: { after: { place: 0, col: 4 }, backwards: false },
      });
      store.catalogViews.close(view.viewId);
      return match;
    };
    expect(nextKK(['A', 'KK', 'B'])).toEqual({ place: 1, col: 0 });
    store.profiles.delete(profile.id);
    expect(nextKK(['A', 'B', 'KK'])).toEqual({ place: 2, col: 0 });
  });
});
