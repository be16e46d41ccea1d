import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../app/catalog/operations.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { NO_VIEW_SPEC, type ViewRow, type ViewSpec } from '../../../app/catalog/views.ts';
import {
  fitViewRows,
  type FitEntries,
  type FitRows,
} from '../../../main/store/catalog/view-fit.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// Rows inserted or deleted are fitted into a view by writing only them (view-fit-plan.ts, the
// order kept as runs of places, view-segments.ts). After each edit the core's view must equal
// the whole fit (view-fit.ts, the grid's rule) of the rows it showed before: inserts at the top,
// in the middle and at the end, several at once, deletes, and undo, one after another so the
// runs pile up, in sorted and filtered per-SKU and product views and an unsorted one.

const COLORS = ['NV', 'IV', 'BK'];
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

function productOf(next: () => number, n: number): ProductRow {
  const pick = (list: string[]) => list[Math.floor(next() * list.length)] ?? '';
  const skus = Array.from({ length: Math.floor(next() * 4) }, () => ({
    color_code: pick(COLORS),
    size_code: pick(SIZES),
  }));
  return {
    product_code: `P${String(n)}`,
    name: pick(['alpha', 'beta', 'gamma']),
    brand_code: '',
    skus,
  };
}

const spec = (view: 'skus' | 'products', more: Partial<ViewSpec> = {}): ViewSpec => ({
  view,
  ...NO_VIEW_SPEC,
  columnFilters: [],
  ...more,
});

const VIEWS: ViewSpec[] = [
  spec('skus', { sort: { column: 'size_code', descending: true } }),
  spec('skus', { columnFilters: [{ column: 'color_code', values: ['NV'] }] }),
  spec('skus', { sort: { column: 'name', descending: false }, filter: 'a' }),
  spec('skus'),
  spec('products', { sort: { column: 'name', descending: true } }),
  spec('products', { columnFilters: [{ column: 'name', values: ['alpha', 'gamma'] }] }),
];

describe('a view fitted by writing only the rows inserted or deleted', () => {
  it('equals the whole fit after inserts at the top, middle and end, deletes and undo', () => {
    const next = random(28);
    const store = openTempStore();
    const { id: profile } = store.profiles.create(sampleProfile);
    let made = 0;
    const fresh = () => {
      made += 1;
      return productOf(next, made);
    };
    store.drafts.save(profile, 'products', {
      upserts: Array.from({ length: 14 }, (_, i) => ({
        id: `p${String(i)}`,
        position: i + 1,
        row: fresh(),
      })),
      deletes: [],
    });
    // Draft ids as the numbers the fit works on.
    const numbers = new Map<string, number>();
    const numberOf = (id: string): number => {
      const held = numbers.get(id);
      if (held !== undefined) return held;
      numbers.set(id, numbers.size + 1);
      return numbers.size;
    };
    const drafts = () => store.drafts.list(profile, 'products');
    const entriesOf = (perSku: boolean): FitEntries => {
      const list = drafts();
      return {
        ids: Int32Array.from(list, (draft) => numberOf(draft.id)),
        skus: Int32Array.from(list, (draft) =>
          perSku ? (draft.row as ProductRow).skus.length : 0,
        ),
      };
    };
    const skusNow = (n: number): string[] => {
      const draft = drafts().find((d) => numberOf(d.id) === n);
      return ((draft?.row as ProductRow | undefined)?.skus ?? []).map(
        (sku) => `${sku.color_code}\u0000${sku.size_code}`,
      );
    };
    const rowsOf = (perSku: boolean, rows: ViewRow[]): FitRows => ({
      row: Int32Array.from(rows, (row) => numberOf(row.id)),
      sku: Int32Array.from(rows, (row) => row.place ?? -1),
      skey: rows.map((row) =>
        perSku && row.place !== undefined
          ? `${row.cells[3] ?? ''}\u0000${row.cells[4] ?? ''}`
          : null,
      ),
      length: rows.length,
    });
    const shown = (rows: FitRows): string[] =>
      Array.from(rows.row, (n, i) => `${String(n)}:${String(rows.sku[i])}`);
    const windowOf = (viewId: number) => store.catalogViews.window(viewId, 0, 10_000);

    const views = VIEWS.map((s) => ({ spec: s, info: store.catalogViews.view(profile, s) }));
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
          rows: [{ id: 'm1', position: (a + b) / 2, row: fresh() }],
        };
      },
      () => ({
        kind: 'insertRows',
        grid: 'products',
        rows: [{ id: 'e1', position: 100, row: fresh() }],
      }),
      () => {
        const list = positions();
        const [a = 0, b = 1] = list.slice(2, 4);
        const [c = 0, d = 1] = list.slice(9, 11);
        return {
          kind: 'insertRows',
          grid: 'products',
          rows: [
            { id: 'm2', position: (a + b) / 2, row: fresh() },
            { id: 'm3', position: (a + b * 3) / 4, row: fresh() },
            { id: 'm4', position: (c + d) / 2, row: fresh() },
            { id: 't2', position: 0.25, row: fresh() },
            { id: 'e2', position: 101, row: fresh() },
          ],
        };
      },
      () => ({ kind: 'deleteRows', grid: 'products', ids: ['p3', 'm1', 'e1'] }),
      () => 'undo',
      () => ({ kind: 'deleteRows', grid: 'products', ids: ['p0', 'p13', 't1', 't2'] }),
      () => ({
        kind: 'insertRows',
        grid: 'products',
        rows: [{ id: 't3', position: 0.1, row: fresh() }],
      }),
      () => 'undo',
      () => 'undo',
    ];
    for (const [step, edit] of edits.entries()) {
      const before = views.map(({ spec: s, info }) => ({
        entries: entriesOf(s.view === 'skus'),
        rows: rowsOf(s.view === 'skus', windowOf(info.viewId).rows),
      }));
      const operation = edit();
      if (operation === 'undo') store.catalog.undo(profile);
      else store.catalog.apply(profile, operation);
      views.forEach(({ spec: s, info }, v) => {
        const perSku = s.view === 'skus';
        const was = before[v];
        if (was === undefined) return;
        const want = fitViewRows(perSku, was.entries, entriesOf(perSku), was.rows, skusNow);
        const window = windowOf(info.viewId);
        const label = `edit ${String(step)} in view ${JSON.stringify(s)}`;
        expect(shown(rowsOf(perSku, window.rows)), label).toEqual(shown(want));
        expect(window.length, label).toBe(want.length);
        expect(window.stale, label).toBe(
          s.sort !== null || s.filter !== '' || s.columnFilters.length > 0,
        );
      });
    }
    // A window across the runs reads them in order, from anywhere.
    for (const { info } of views) {
      const all = windowOf(info.viewId).rows;
      for (let from = 0; from < all.length; from += 3) {
        expect(store.catalogViews.window(info.viewId, from, 4).rows).toEqual(
          all.slice(from, from + 4),
        );
      }
    }
  });

  it('an unsorted, unfiltered view fitted so is the view built afresh', () => {
    const store = openTempStore();
    const { id: profile } = store.profiles.create(sampleProfile);
    const row = (code: string, skus: string[]): ProductRow => ({
      product_code: code,
      name: '',
      brand_code: '',
      skus: skus.map((sku) => ({ color_code: sku, size_code: 'S' })),
    });
    store.drafts.save(profile, 'products', {
      upserts: ['A', 'B', 'C'].map((code, i) => ({
        id: code,
        position: i + 1,
        row: row(code, ['NV', 'IV']),
      })),
      deletes: [],
    });
    const info = store.catalogViews.view(profile, spec('skus'));
    store.catalog.apply(profile, {
      kind: 'insertRows',
      grid: 'products',
      rows: [
        { id: 'T', position: 0, row: row('T', []) },
        { id: 'M', position: 1.5, row: row('M', ['BK']) },
        { id: 'E', position: 9, row: row('E', ['NV', 'BK']) },
      ],
    });
    store.catalog.apply(profile, { kind: 'deleteRows', grid: 'products', ids: ['B'] });
    const codes = (viewId: number) =>
      store.catalogViews
        .window(viewId, 0, 100)
        .rows.map((r) => `${r.cells[0] ?? ''}${r.cells[3] ?? ''}`);
    expect(codes(info.viewId)).toEqual(['T', 'ANV', 'AIV', 'MBK', 'CNV', 'CIV', 'ENV', 'EBK']);
    expect(codes(store.catalogViews.view(profile, spec('skus')).viewId)).toEqual(
      codes(info.viewId),
    );
    expect(store.catalogViews.window(info.viewId, 0, 1).stale).toBe(false);
  });
});
