import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../app/catalog/operations.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { serialiseTsv } from '../../../app/catalog/tsv.ts';
import { NO_VIEW_SPEC, type ViewRow, type ViewSpec } from '../../../app/catalog/views.ts';
import { fitViewRows, type FitEntries } from '../../../main/store/catalog/view-fit.ts';
import { byProducts } from '../../../main/store/catalog/view-product-order.ts';
import { bySkuRows } from '../../../main/store/catalog/view-sku-order.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// Views of whole products kept in the core's memory (view-product-order.ts): the product view,
// and the per-SKU view in draft order or sorted and filtered by product columns. Their windows
// must be the rows the view shows from anywhere, in draft order exactly the drafts as listed,
// after rows and SKUs are inserted, deleted and undone; a sorted view fitted by the grid's rule
// (view-fit.ts); find, copy and Ctrl+Arrow read the same rows; a window says which catalog
// version it shows.

const COLORS = ['NV', 'IV', 'BK', 'RD'];
const SIZES = ['S', 'M', 'L'];

/** A seeded generator (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A product with 0–4 SKUs, no two alike (a SKU twice is a problem the grid shows, not a row). */
function productOf(next: () => number): ProductRow {
  const pick = (list: string[]) => list[Math.floor(next() * list.length)] ?? '';
  const keys = new Set<string>();
  for (let i = Math.floor(next() * 5); i > 0; i -= 1) keys.add(`${pick(COLORS)}/${pick(SIZES)}`);
  return {
    product_code: `P${String(Math.floor(next() * 30))}`,
    name: pick(['alpha', 'beta', 'Gamma', 'béta']),
    brand_code: pick(['KK1', 'KK2', '']),
    skus: [...keys].map((key) => {
      const [color_code = '', size_code = ''] = key.split('/');
      return { color_code, size_code };
    }),
  };
}

const spec = (view: 'skus' | 'products', more: Partial<ViewSpec> = {}): ViewSpec => ({
  view,
  ...NO_VIEW_SPEC,
  columnFilters: [],
  ...more,
});

const DRAFT_ORDER = [spec('skus'), spec('products')];
const SORTED = [
  spec('skus', { sort: { column: 'product_code', descending: false } }),
  spec('skus', {
    sort: { column: 'name', descending: true },
    columnFilters: [{ column: 'brand_code', values: ['KK1', ''] }],
  }),
  spec('skus', { onlyIds: ['p1', 'p4', 'p5', 'p9'] }),
  spec('products', { sort: { column: 'brand_code', descending: false } }),
];

// Per-SKU views sorted or filtered by a SKU column, ordered in memory (view-sku-order.ts).
const BY_SKU = [
  spec('skus', { sort: { column: 'color_code', descending: false } }),
  spec('skus', {
    sort: { column: 'size_code', descending: true },
    columnFilters: [{ column: 'color_code', values: ['NV', 'IV', ''] }],
  }),
  spec('skus', {
    sort: { column: 'name', descending: false },
    columnFilters: [
      { column: 'brand_code', values: ['KK1', ''] },
      { column: 'size_code', condition: { op: 'notEmpty', text: '' } },
    ],
  }),
  spec('skus', {
    onlyIds: ['p1', 'p2', 'p4', 'p5', 'p6', 'p9'],
    columnFilters: [{ column: 'color_code', condition: { op: 'contains', text: 'v' } }],
  }),
];

function setUp(seed: number) {
  const next = random(seed);
  const store = openTempStore();
  const { id: profile } = store.profiles.create(sampleProfile);
  const fresh = () => productOf(next);
  store.drafts.save(profile, 'products', {
    upserts: Array.from({ length: 16 }, (_, i) => ({
      id: `p${String(i)}`,
      position: i + 1,
      row: fresh(),
    })),
    deletes: [],
  });
  const drafts = () => store.drafts.list(profile, 'products');
  const positions = () => drafts().map((draft) => draft.position);
  const edits: (() => Operation | 'undo')[] = [
    () => ({
      kind: 'insertRows',
      grid: 'products',
      rows: [{ id: 't1', position: 0.5, row: fresh() }],
    }),
    () => {
      const [a = 0, b = 1] = positions().slice(6, 8);
      return {
        kind: 'insertRows',
        grid: 'products',
        rows: [
          { id: 'm1', position: (a + b) / 2, row: fresh() },
          { id: 'e1', position: 100, row: fresh() },
        ],
      };
    },
    () => ({
      kind: 'insertSkus',
      id: 'p2',
      place: 0,
      skus: [{ color_code: 'WH', size_code: 'XL' }],
    }),
    () => ({ kind: 'deleteRows', grid: 'products', ids: ['p3', 'm1'] }),
    () => ({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p5' }, column: 'name', value: 'aardvark' }],
    }),
    () => 'undo',
    () => ({
      kind: 'insertSkus',
      id: 'p6',
      place: 1,
      skus: [{ color_code: 'WH', size_code: 'XS' }],
    }),
    () => ({ kind: 'deleteSkus', rows: [{ id: 'p2', place: 0 }] }),
    () => 'undo',
    () => 'undo',
    () => ({ kind: 'deleteRows', grid: 'products', ids: ['p0', 't1', 'e1'] }),
    () => 'undo',
  ];
  return { store, profile, drafts, edits };
}

/** The drafts as the grid lists them: a row per SKU (one blank for none), or per product. */
function draftRows(view: 'skus' | 'products', list: { id: string; row: unknown }[]): string[] {
  return list.flatMap(({ id, row }) => {
    const product = row as ProductRow;
    if (view === 'products' || product.skus.length === 0) return [`${id}:-1:${product.name}`];
    return product.skus.map(
      (sku, place) => `${id}:${String(place)}:${product.name}:${sku.color_code}/${sku.size_code}`,
    );
  });
}

const rowText = (view: 'skus' | 'products', row: ViewRow): string =>
  view === 'products' || row.place === undefined
    ? `${row.id}:-1:${row.cells[1] ?? ''}`
    : `${row.id}:${String(row.place)}:${row.cells[1] ?? ''}:${row.cells[3] ?? ''}/${row.cells[4] ?? ''}`;

describe('views of whole products kept in the core', () => {
  it('in draft order: every window is the drafts as listed, across inserts, deletes and undo', () => {
    const { store, profile, drafts, edits } = setUp(7);
    const views = DRAFT_ORDER.map((s) => ({ s, info: store.catalogViews.view(profile, s) }));
    expect(DRAFT_ORDER.every(byProducts)).toBe(true);
    for (const [step, edit] of [() => 'undo' as const, ...edits].entries()) {
      if (step > 0) {
        const operation = edit();
        if (operation === 'undo') store.catalog.undo(profile);
        else store.catalog.apply(profile, operation);
      }
      for (const { s, info } of views) {
        const view = s.view as 'skus' | 'products';
        const want = draftRows(view, drafts());
        const label = `edit ${String(step)} in ${view}`;
        const whole = store.catalogViews.window(info.viewId, 0, 2_000);
        expect(
          whole.rows.map((row) => rowText(view, row)),
          label,
        ).toEqual(want);
        expect(whole.length, label).toBe(want.length);
        expect(whole.stale, label).toBe(false);
        // From anywhere, any size, past the end too.
        for (let from = 0; from <= want.length + 1; from += 1) {
          for (const count of [1, 3, 7]) {
            const rows = store.catalogViews.window(info.viewId, from, count).rows;
            expect(
              rows.map((row) => rowText(view, row)),
              `${label} at ${String(from)}`,
            ).toEqual(want.slice(from, from + count));
          }
        }
        // The same rows as a view built now.
        const built = store.catalogViews.view(profile, s);
        expect(store.catalogViews.window(built.viewId, 0, 2_000).rows).toEqual(whole.rows);
        store.catalogViews.close(built.viewId);
      }
    }
  });

  it.each([
    { kind: 'product columns', specs: SORTED, held: byProducts },
    { kind: 'a SKU column', specs: BY_SKU, held: bySkuRows },
  ])('sorted or filtered by $kind: the grid sort, then fitted by its rule', ({ specs, held }) => {
    const { store, profile, drafts, edits } = setUp(11);
    expect(specs.every(held)).toBe(true);
    const numbers = new Map<string, number>();
    const numberOf = (id: string): number => {
      if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
      return numbers.get(id) ?? 0;
    };
    const entriesOf = (perSku: boolean): FitEntries => ({
      ids: Int32Array.from(drafts(), (draft) => numberOf(draft.id)),
      skus: Int32Array.from(drafts(), (draft) =>
        perSku ? (draft.row as ProductRow).skus.length : 0,
      ),
    });
    const skusNow = (n: number): string[] => {
      const draft = drafts().find((d) => numberOf(d.id) === n);
      return ((draft?.row as ProductRow | undefined)?.skus ?? []).map(
        (sku) => `${sku.color_code}\u0000${sku.size_code}`,
      );
    };
    const fitRowsOf = (perSku: boolean, rows: ViewRow[]) => ({
      row: Int32Array.from(rows, (row) => numberOf(row.id)),
      sku: Int32Array.from(rows, (row) => row.place ?? -1),
      skey: rows.map((row) =>
        perSku && row.place !== undefined
          ? `${row.cells[3] ?? ''}\u0000${row.cells[4] ?? ''}`
          : null,
      ),
      length: rows.length,
    });
    const shown = (rows: { row: Int32Array; sku: Int32Array }) =>
      Array.from(rows.row, (n, i) => `${String(n)}:${String(rows.sku[i])}`);
    const windowOf = (viewId: number) => store.catalogViews.window(viewId, 0, 2_000);

    // (Built as the grid sorts and filters: views.test.ts, views-filters.property.test.ts.)
    const views = specs.map((s) => ({ s, info: store.catalogViews.view(profile, s) }));
    for (const [step, edit] of edits.entries()) {
      const before = views.map(({ s, info }) => ({
        entries: entriesOf(s.view === 'skus'),
        rows: fitRowsOf(s.view === 'skus', windowOf(info.viewId).rows),
      }));
      const operation = edit();
      if (operation === 'undo') store.catalog.undo(profile);
      else store.catalog.apply(profile, operation);
      views.forEach(({ s, info }, v) => {
        const perSku = s.view === 'skus';
        const was = before[v];
        if (was === undefined) return;
        const want = fitViewRows(perSku, was.entries, entriesOf(perSku), was.rows, skusNow);
        const window = windowOf(info.viewId);
        const label = `edit ${String(step)} in view ${JSON.stringify(s)}`;
        expect(shown(fitRowsOf(perSku, window.rows)), label).toEqual(shown(want));
        expect(window.length, label).toBe(want.length);
        expect(window.stale, label).toBe(true);
        for (let from = 0; from < window.rows.length; from += 2) {
          expect(store.catalogViews.window(info.viewId, from, 5).rows, label).toEqual(
            window.rows.slice(from, from + 5),
          );
        }
      });
    }
  });

  it("by a SKU column with another connection's SKUs between: this connection's alone", () => {
    const store = openTempStore();
    const product = (color: string, size: string): ProductRow => ({
      product_code: 'P',
      name: 'n',
      brand_code: '',
      skus: [{ color_code: color, size_code: size }],
    });
    const saved = (profile: string, rows: { id: string; position: number; row: ProductRow }[]) =>
      store.drafts.save(profile, 'products', { upserts: rows, deletes: [] });
    const { id: mine } = store.profiles.create(sampleProfile);
    const { id: other } = store.profiles.create(sampleProfile);
    saved(mine, [
      { id: 'a1', position: 1, row: product('C1', 'S') },
      { id: 'a2', position: 2, row: product('C2', 'M') },
    ]);
    saved(other, [{ id: 'b1', position: 1, row: product('A0', 'XS') }]);
    // Row ids after the other connection's, first in draft order.
    saved(mine, [{ id: 'a0', position: 0.5, row: product('C0', 'L') }]);
    const cellsOf = (s: ViewSpec) => {
      const info = store.catalogViews.view(mine, s);
      return store.catalogViews
        .window(info.viewId, 0, 10)
        .rows.map((row) => `${row.id}:${row.cells[3] ?? ''}/${row.cells[4] ?? ''}`);
    };
    expect(cellsOf(spec('skus', { sort: { column: 'color_code', descending: false } }))).toEqual([
      'a0:C0/L',
      'a1:C1/S',
      'a2:C2/M',
    ]);
    expect(cellsOf(spec('skus', { sort: { column: 'size_code', descending: true } }))).toEqual([
      'a1:C1/S',
      'a2:C2/M',
      'a0:C0/L',
    ]);
    expect(
      cellsOf(spec('skus', { columnFilters: [{ column: 'color_code', values: ['C0', 'A0'] }] })),
    ).toEqual(['a0:C0/L']);
    store.close();
  });

  it('copy, find and Ctrl+Arrow read the rows the windows show, written between calls or not', async () => {
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    for (const [n, s] of [...DRAFT_ORDER, ...SORTED, ...BY_SKU].entries()) {
      const { store, profile, edits } = setUp(5);
      const info = store.catalogViews.view(profile, s);
      for (const [step, edit] of [() => null, ...edits.slice(0, 4)].entries()) {
        // The view's rows go to the temp table between calls: let that happen, or not.
        if ((n + step) % 2 === 0) await turn();
        const operation = edit();
        if ((n + step) % 3 === 0) await turn();
        if (operation === 'undo') store.catalog.undo(profile);
        else if (operation !== null) store.catalog.apply(profile, operation);
        const rows = store.catalogViews.window(info.viewId, 0, 2_000).rows;
        const bottom = rows.length - 1;
        const columns = rows[0]?.cells.length ?? 0;
        const copied = store.catalogViews.reads.copy({
          viewId: info.viewId,
          range: { top: 0, bottom, left: 0, right: columns - 1 },
        });
        expect(copied.text).toBe(serialiseTsv(rows.map((row) => row.cells)));
        const last = rows.at(-1)?.cells[0] ?? '';
        const found = store.catalogViews.reads.find({
          viewId: info.viewId,
          query: { text: last, matchCase: true, wholeCell: true, regex: false },
          next: { after: { place: bottom, col: 0 }, backwards: true },
        });
        const want = rows.findLastIndex((row, i) => i < bottom && row.cells[0] === last);
        expect(found.match?.place).toBe(want >= 0 ? want : bottom);
        const edge = store.catalogViews.reads.edge({
          viewId: info.viewId,
          from: { place: 0, col: 0 },
          direction: 'down',
        });
        expect(edge.at.place).toBe(bottom);
      }
    }
  });

  it("a window carries the catalog's version it shows (an operation answer's version)", () => {
    const { store, profile } = setUp(3);
    const sorted = store.catalogViews.view(profile, SORTED[0] ?? spec('skus'));
    const plain = store.catalogViews.view(profile, spec('skus'));
    const filtered = store.catalogViews.view(profile, spec('skus', { filter: 'a' }));
    const at = (viewId: number) => store.catalogViews.window(viewId, 0, 5).catalogVersion;
    const first = at(plain.viewId);
    expect(at(sorted.viewId)).toBe(first);
    expect(at(filtered.viewId)).toBe(first);
    const answer = store.catalog.apply(profile, {
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p0' }, column: 'name', value: 'zeta' }],
    });
    expect(answer.version).toBeGreaterThan(first);
    for (const view of [plain, sorted, filtered]) expect(at(view.viewId)).toBe(answer.version);
    const undone = store.catalog.undo(profile);
    expect(undone.version).toBeGreaterThan(answer.version);
    for (const view of [plain, sorted, filtered]) expect(at(view.viewId)).toBe(undone.version);
    // A save outside operations moves it too, and the window then shows the saved rows.
    store.drafts.save(profile, 'products', {
      upserts: [{ id: 'p0', position: 1, row: { ...productOf(random(1)), name: 'saved' } }],
      deletes: [],
    });
    const window = store.catalogViews.window(plain.viewId, 0, 1);
    expect(window.catalogVersion).toBeGreaterThan(undone.version);
    expect(window.catalogVersion).toBe(store.catalog.version(profile));
    expect(window.rows[0]?.cells[1]).toBe('saved');
  });
});
