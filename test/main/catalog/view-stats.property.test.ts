import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import {
  NO_STATS,
  StatsRun,
  type ColumnReader,
  type Range,
} from '../../../app/catalog/selection-stats.ts';
import type { PlaceRange } from '../../../app/catalog/view-find.ts';
import type { StatsAnswer } from '../../../app/catalog/view-stats.ts';
import {
  NO_VIEW_SPEC,
  VIEW_COLUMN_KEYS,
  type CatalogViewName,
  type ViewSpec,
} from '../../../app/catalog/views.ts';
import { calls } from '../../../app/ipc/contract.ts';
import type { Store } from '../../../main/store/open-store.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// catalog.stats (main/store/catalog/view-stats.ts, view-stats-memory.ts) against the status
// bar's own count (app/catalog/selection-stats.ts StatsRun, as the page runs it) over the same
// view's rows read whole through catalog.window: any catalog of texts that are numbers by the
// grid's rules or not (thousands commas, full-width digits, spaces, signs, long decimals), any
// view, sort and filter, any ranges (whole columns, which the core counts from memory; more
// than half a column, the whole less the rest; small ones, in SQL), before and after an edit.
// STATS_CASES sets the cases (40 by default), STATS_SEED replays one.

const CASES = Number(process.env['STATS_CASES'] ?? '40');
const SEED = Number(process.env['STATS_SEED'] ?? '2804');

/** Texts over 15 digits are summed as doubles, whose last bit depends on the order. */
const LONG = '0.12345678901234567';
const TEXTS = [
  '',
  '1',
  '-2',
  '1,250',
  '19.99',
  ' 3.5 ',
  '.5',
  '+7',
  '１２',
  '－３',
  '1E5',
  '1,25',
  'KK',
  'シャツ',
  '0.1',
  '0.2',
  '999999999999999',
  LONG,
  'NV',
];
const text = fc.constantFrom(...TEXTS);

const productRow: fc.Arbitrary<ProductRow> = fc.record({
  product_code: text,
  name: text,
  brand_code: text,
  skus: fc.array(fc.record({ color_code: text, size_code: text }), { maxLength: 4 }),
});
const masterRow: fc.Arbitrary<MasterRow> = fc.record({ code: text, name: text });

const catalog = fc.record({
  products: fc.array(productRow, { maxLength: 14 }),
  brands: fc.array(masterRow, { maxLength: 6 }),
});

const views: fc.Arbitrary<CatalogViewName> = fc.constantFrom('skus', 'products', 'brands');

/** A spec of the view: draft order, a sort, or a quick filter. */
const specOf = (view: CatalogViewName, kind: number): ViewSpec => ({
  view,
  ...NO_VIEW_SPEC,
  columnFilters: [],
  ...(kind === 1 ? { sort: { column: VIEW_COLUMN_KEYS[view][1], descending: true } } : {}),
  ...(kind === 2 ? { filter: '1' } : {}),
});

/** Ranges as fractions of the view, so whole columns and large ranges come often. */
const rangeAsks = fc.array(
  fc.record({
    kind: fc.constantFrom('whole', 'most', 'any'),
    a: fc.nat(30),
    b: fc.nat(30),
    left: fc.nat(4),
    width: fc.nat(2),
  }),
  { minLength: 1, maxLength: 3 },
);

function rangesOf(
  asks: { kind: string; a: number; b: number; left: number; width: number }[],
  length: number,
  cols: number,
): PlaceRange[] {
  return asks.map(({ kind, a, b, left, width }) => {
    const l = Math.min(left, cols - 1);
    const r = Math.min(l + width, cols - 1);
    const last = Math.max(0, length - 1);
    if (kind === 'whole') return { top: 0, bottom: last + (a % 2), left: l, right: r };
    if (kind === 'most') {
      return {
        top: Math.min(a % 3, last),
        bottom: Math.max(last - (b % 3), a % 3),
        left: l,
        right: r,
      };
    }
    const top = Math.min(a, b);
    return { top, bottom: Math.max(a, b), left: l, right: r };
  });
}

/** The page's count: StatsRun over the view's rows as catalog.window gives them. */
function pageStats(store: Store, viewId: number, ranges: PlaceRange[]) {
  const window = store.catalogViews.window(viewId, 0, 100_000);
  const column: ColumnReader = (col) => (row) => window.rows[row]?.cells[col] ?? '';
  let stats = NO_STATS;
  for (const range of ranges) {
    const clipped: Range = { ...range, bottom: Math.min(range.bottom, window.length - 1) };
    if (clipped.bottom < clipped.top) continue;
    const run = new StatsRun([clipped], stats, column);
    run.step(Number.POSITIVE_INFINITY, () => 0);
    stats = run.stats;
  }
  return stats;
}

function expectSame(core: StatsAnswer, page: ReturnType<typeof pageStats>, long: boolean): void {
  expect(core.count).toBe(page.count);
  expect(core.numbers).toBe(page.numbers);
  expect(core.min).toBe(page.numbers === 0 ? null : page.min);
  expect(core.max).toBe(page.numbers === 0 ? null : page.max);
  if (long) expect(Math.abs(core.sum - page.sum)).toBeLessThanOrEqual(1e-12 * Math.abs(page.sum));
  else expect(core.sum).toBe(page.sum);
}

describe('catalog.stats over a view in the core', () => {
  it('gives the figures the status bar counts over the same rows, before and after an edit', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalog,
        views,
        fc.nat(2),
        rangeAsks,
        fc.tuple(fc.nat(20), text),
        async (data, view, kind, asks, [editAt, editText]) => {
          const store = openTempStore();
          const { id } = store.profiles.create(sampleProfile);
          store.drafts.save(id, 'products', {
            upserts: data.products.map((row, i) => ({ id: `p${String(i)}`, position: i, row })),
            deletes: [],
          });
          store.drafts.save(id, 'brands', {
            upserts: data.brands.map((row, i) => ({ id: `b${String(i)}`, position: i, row })),
            deletes: [],
          });
          const handlers = catalogHandlersOf(store);
          // The grid asks for the problems when it opens: the core's validation holds the rows.
          await handlers['catalog.problems']({ profileId: id, from: 0, count: 10 }, {});
          const info = store.catalogViews.view(id, specOf(view, kind));
          const cols = VIEW_COLUMN_KEYS[view].length;
          const long = JSON.stringify(data).includes(LONG);
          const check = async () => {
            const length = store.catalogViews.window(info.viewId, 0, 0).length;
            if (length === 0) return;
            const ranges = rangesOf(asks, length, cols);
            const input = calls['catalog.stats'].input.parse({ viewId: info.viewId, ranges });
            const answer = calls['catalog.stats'].output.parse(
              await handlers['catalog.stats'](input, {}),
            );
            expectSame(answer, pageStats(store, info.viewId, ranges), long);
          };
          await check();
          const target = data.products[editAt % Math.max(1, data.products.length)];
          if (target !== undefined) {
            store.catalog.apply(id, {
              kind: 'set',
              grid: 'products',
              cells: [
                {
                  row: { id: `p${String(editAt % data.products.length)}` },
                  column: 'name',
                  value: editText,
                },
              ],
            });
            await check();
          }
          store.close();
        },
      ),
      { numRuns: CASES, seed: SEED },
    );
  }, 120_000);

  it('counts a whole column of repeated numbers exactly, and and counts the columns as the grid shows them', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    // 3,000 prices of 19.99 and one of 0.01: 59,970.01 to the cent.
    store.drafts.save(id, 'products', {
      upserts: Array.from({ length: 3001 }, (_, i) => ({
        id: `p${String(i)}`,
        position: i,
        row: {
          product_code: `P${String(i)}`,
          name: i === 3000 ? '0.01' : '19.99',
          brand_code: '',
          skus: [],
        },
      })),
      deletes: [],
    });
    const handlers = catalogHandlersOf(store);
    await handlers['catalog.problems']({ profileId: id, from: 0, count: 10 }, {});
    const { viewId } = store.catalogViews.view(id, {
      view: 'products',
      ...NO_VIEW_SPEC,
      columnFilters: [],
    });
    const whole = await handlers['catalog.stats'](
      { viewId, ranges: [{ top: 0, bottom: 3001, left: 1, right: 2 }] },
      {},
    );
    expect(whole).toMatchObject({
      count: 3001,
      numbers: 3001,
      sum: 59970.01,
      min: 0.01,
      max: 19.99,
    });
    const part = await handlers['catalog.stats'](
      { viewId, ranges: [{ top: 1, bottom: 2999, left: 1, right: 1 }] },
      {},
    );
    expect(part).toMatchObject({ count: 2999, sum: 59950.01, min: 19.99, max: 19.99 });
    // Columns as the grid shows them: the name column first.
    const shown = await handlers['catalog.stats'](
      { viewId, columns: [1, 0], ranges: [{ top: 0, bottom: 10, left: 0, right: 0 }] },
      {},
    );
    expect(shown).toMatchObject({ count: 11, numbers: 11, sum: 219.89 });
    const codes = await handlers['catalog.stats'](
      { viewId, ranges: [{ top: 0, bottom: 10, left: 0, right: 0 }] },
      {},
    );
    expect(codes).toMatchObject({ count: 11, numbers: 0, min: null, max: null });
    expect(() => calls['catalog.stats'].input.parse({ viewId, ranges: [] })).toThrow();
  });
});
