import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { serialiseTsv } from '../../../app/catalog/tsv.ts';
import { NO_VIEW_SPEC, type ViewSpec } from '../../../app/catalog/views.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// A view replaced by another (a new sort or filter, views.ts): the new order's rows go to the
// temp table under a key of their own while the replaced order's rows are deleted in slices on
// later turns of the event loop. Reads through the temp table (copy, find) of the new order,
// before and after those turns, show the new order's rows and nothing of the old.

const COLORS = ['NV', 'iv', 'BK', '', 'nv', 'RD10', 'RD9'];

function products(count: number): ProductRow[] {
  return Array.from({ length: count }, (_, i) => ({
    product_code: `P${String(count - i).padStart(4, '0')}`,
    name: `Item ${String(i % 7)}`,
    brand_code: `B${String(i % 3)}`,
    skus:
      i % 11 === 0
        ? []
        : Array.from({ length: 1 + (i % 4) }, (_, s) => ({
            color_code: COLORS[(i + s * 3) % COLORS.length] ?? '',
            size_code: ['S', 'M', 'L', 'XL'][s] ?? '',
          })),
  }));
}

/** Turns of the event loop, on which the core writes orders and deletes replaced ones. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('a replaced view', () => {
  it('leaves the new order whole in reads through the temp table, before and after its rows go', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.save(id, 'products', {
      upserts: products(120).map((row, i) => ({ id: `p${i + 1}`, position: i + 1, row })),
      deletes: [],
    });
    const views = store.catalogViews;
    const spec = (more: Partial<ViewSpec> = {}): ViewSpec => ({
      view: 'skus',
      ...NO_VIEW_SPEC,
      columnFilters: [],
      ...more,
    });
    const shown = (viewId: number): string =>
      serialiseTsv(views.window(viewId, 0, 10_000).rows.map((row) => row.cells));
    const copied = (viewId: number, length: number): string =>
      views.reads.copy({ viewId, range: { top: 0, bottom: length - 1, left: 0, right: 4 } }).text;
    const found = (viewId: number): number | undefined =>
      views.reads.find({
        viewId,
        query: { text: 'nv', matchCase: false, wholeCell: true, regex: false },
        count: true,
      }).rows;

    const first = views.view(id, spec());
    const plain = copied(first.viewId, first.length);
    expect(plain).toBe(shown(first.viewId));
    const nvRows = found(first.viewId);
    expect(nvRows).toBeGreaterThan(0);

    const specs = [
      spec({ sort: { column: 'color_code', descending: false } }),
      spec({ sort: { column: 'product_code', descending: true } }),
      spec({ sort: { column: 'color_code', descending: true } }),
      spec({ filter: 'item 3' }),
      spec({ sort: { column: 'size_code', descending: false } }),
    ];
    for (const [n, next] of specs.entries()) {
      const info = views.view(id, next, first.viewId);
      expect(info.viewId).toBe(first.viewId);
      const text = shown(info.viewId);
      expect(copied(info.viewId, info.length)).toBe(text);
      if (next.filter === '') expect(found(info.viewId)).toBe(nvRows);
      // Some turns between replacements, all of them at the end: slices of several orders'
      // deletions and writings interleave.
      await turns(n % 2 === 0 ? 0 : 3);
      expect(copied(info.viewId, info.length)).toBe(text);
    }
    await turns(50);
    const last = views.window(first.viewId, 0, 1);
    expect(copied(first.viewId, last.length)).toBe(shown(first.viewId));
    views.close(first.viewId);
    await turns(20);
    const again = views.view(id, spec());
    expect(copied(again.viewId, again.length)).toBe(plain);
  });

  it('sorts and filters by colour and size alike whether their texts were read ahead or not', async () => {
    const open = (): { store: ReturnType<typeof openTempStore>; id: string } => {
      const store = openTempStore();
      // A second connection's products: the texts are read joined to the connection's.
      const other = store.profiles.create({ ...sampleProfile, name: 'Other' });
      const { id } = store.profiles.create(sampleProfile);
      for (const [profile, count] of [
        [other.id, 30],
        [id, 90],
      ] as const) {
        store.drafts.save(profile, 'products', {
          upserts: products(count).map((row, i) => ({
            id: `p${i + 1}`,
            position: count - i,
            row,
          })),
          deletes: [],
        });
      }
      return { store, id };
    };
    const spec = (more: Partial<ViewSpec> = {}): ViewSpec => ({
      view: 'skus',
      ...NO_VIEW_SPEC,
      columnFilters: [],
      ...more,
    });
    const specs = [
      spec({ sort: { column: 'color_code', descending: false } }),
      spec({ sort: { column: 'size_code', descending: true } }),
      spec({ columnFilters: [{ column: 'color_code', values: ['NV', ''] }] }),
    ];
    const rowsOf = (store: ReturnType<typeof openTempStore>, viewId: number): string[][] =>
      store.catalogViews
        .window(viewId, 0, 10_000)
        .rows.map((row) => [row.id, String(row.place), ...row.cells]);
    const edit = (store: ReturnType<typeof openTempStore>, id: string): void => {
      store.catalog.apply(id, {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'p3', place: 0 }, column: 'color_code', value: 'AA' }],
      });
    };
    for (const edited of [false, true]) {
      const ahead = open();
      const first = ahead.store.catalogViews.view(ahead.id, spec());
      ahead.store.catalogViews.window(first.viewId, 0, 60);
      await turns(100);
      if (edited) {
        edit(ahead.store, ahead.id);
        ahead.store.catalogViews.window(first.viewId, 0, 60);
        await turns(100);
      }
      const cold = open();
      if (edited) edit(cold.store, cold.id);
      for (const next of specs) {
        const warm = ahead.store.catalogViews.view(ahead.id, next, first.viewId);
        const fresh = cold.store.catalogViews.view(cold.id, next);
        expect(rowsOf(ahead.store, warm.viewId)).toEqual(rowsOf(cold.store, fresh.viewId));
      }
    }
  });
});
