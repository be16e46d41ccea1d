import { afterEach, describe, expect, it } from 'vitest';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import { changedDraftIds } from '../../../../main/imports/changed-ids.ts';
import { NO_VIEW_OPTIONS, type ViewOptions } from '../../../../renderer/src/catalog/model/view.ts';
import {
  coreViewSpec,
  nextSort,
  NO_ONLY_ROWS,
  type OnlyRows,
} from '../../../../renderer/src/catalog/window/core-view-spec.ts';
import { GridWindowDriver } from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import { openTempStore, sampleProfile } from '../../../main/store/temp-store.ts';
import { coreTransport, until } from './core-on-file.ts';

// Sort, "only these rows" and the stale marker of core mode, end to end below the page: the
// grid's options made the core's spec (core-view-spec.ts), the ids of the boxes read from the
// core (catalog.problemIds, catalog.changedIds), and the window's driver over the core's catalog
// store on a real SQLite file, each answer on a later turn as through the bridge.

const COUNT = 60;
const code = (i: number) => `CV-${String(i).padStart(3, '0')}`;

function core() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: {
      product_code: code(i),
      name: `Coat ${String(i).padStart(3, '0')}`,
      brand_code: 'KK',
      skus: [{ color_code: 'NV', size_code: 'M' }],
    },
  }));
  store.sent.recordBody(
    id,
    'earlier',
    JSON.stringify({
      brands: [{ brand_code: 'KK', name: 'Kikan' }],
      colors: [{ color_code: 'NV', name: 'Navy' }],
      products: rows.map((r) => r.row),
    }),
  );
  store.drafts.save(id, 'brands', {
    upserts: [{ id: 'b-kk', position: 0, row: { code: 'KK', name: 'Kikan' } }],
    deletes: [],
  });
  store.drafts.save(id, 'colors', {
    upserts: [{ id: 'c-nv', position: 0, row: { code: 'NV', name: 'Navy' } }],
    deletes: [],
  });
  // Changed since sent: 5 renamed; 9 and 10 name no product code (errors: required).
  for (const entry of rows) {
    const i = Number(entry.id.slice(1));
    if ([5, 9, 10].includes(i)) entry.row.name = `Renamed ${String(i)}`;
    if ([9, 10].includes(i)) entry.row.product_code = '';
  }
  store.drafts.save(id, 'products', { upserts: rows, deletes: [] });
  const { transport } = coreTransport(store, id);
  const driver = new GridWindowDriver(transport);
  drivers.push(driver);
  driver.setVisibleRange({ start: 0, end: COUNT });
  return { store, id, driver };
}

const drivers: GridWindowDriver[] = [];
afterEach(() => {
  for (const driver of drivers.splice(0)) driver.close();
});

/** Opens the view of these options and waits for every row of it. */
async function shown(
  driver: GridWindowDriver,
  options: ViewOptions,
  only: OnlyRows = NO_ONLY_ROWS,
  view: 'products' | 'skus' = 'products',
): Promise<ViewRow[]> {
  const spec = coreViewSpec(view, options, only);
  if (spec === null) throw new Error('no spec');
  driver.open(spec);
  return held(driver);
}

async function held(driver: GridWindowDriver): Promise<ViewRow[]> {
  await until(() => !driver.snapshot.loading);
  const places = Array.from({ length: driver.snapshot.length }, (_, i) => i);
  await until(() => places.every((place) => driver.rowAt(place) !== 'loading'));
  return places.map((place) => driver.rowAt(place) as ViewRow);
}

describe('the grid’s views through the core', () => {
  it('sorts by a header each way and back to draft order', async () => {
    const { driver } = core();
    let options = NO_VIEW_OPTIONS;
    const names = async () => (await shown(driver, options)).map((row) => row.cells[1]);
    const click = (col: number) => {
      const step = nextSort(options.sort, col, driver.snapshot.stale);
      if (step !== 'reapply') options = { ...options, ...step };
    };
    click(1);
    const ascending = await names();
    expect(ascending.slice(0, 2)).toEqual(['Coat 000', 'Coat 001']);
    // Numbers in a text sort as numbers, as the grid sorts them.
    expect(ascending.slice(-3)).toEqual(['Renamed 5', 'Renamed 9', 'Renamed 10']);
    click(1);
    expect((await names()).slice(0, 3)).toEqual(['Renamed 10', 'Renamed 9', 'Renamed 5']);
    click(1);
    expect(options.sort).toBeNull();
    expect((await shown(driver, options)).map((row) => row.id).slice(0, 3)).toEqual([
      'p0',
      'p1',
      'p2',
    ]);
  });

  it('sorts the per-SKU view by colour and by size', async () => {
    const { store, id, driver } = core();
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'products',
      cells: [
        { row: { id: 'p3', place: 0 }, column: 'color_code', value: 'AA' },
        { row: { id: 'p4', place: 0 }, column: 'size_code', value: 'XS' },
        { row: { id: 'p6', place: 0 }, column: 'color_code', value: 'ZZ' },
      ],
    });
    const cellsOf = async (col: number, descending: boolean) =>
      (
        await shown(driver, { ...NO_VIEW_OPTIONS, sort: { col, descending } }, NO_ONLY_ROWS, 'skus')
      ).map((row) => `${row.id} ${row.cells[col] ?? ''}`);
    const byColour = await cellsOf(3, true);
    expect(byColour.slice(0, 2)).toEqual(['p6 ZZ', 'p0 NV']);
    expect(byColour.at(-1)).toBe('p3 AA');
    const bySize = await cellsOf(4, false);
    expect(bySize.slice(0, 2)).toEqual(['p0 M', 'p1 M']);
    expect(bySize.at(-1)).toBe('p4 XS');
  });

  it('keeps the rows with problems, the rows changed since sent, or both', async () => {
    const { store, id, driver } = core();
    const problems = store.catalogProblems.problemRowIds(id);
    expect(problems.products).toEqual(['p9', 'p10']);
    const changed = changedDraftIds(store, id);
    expect(changed.products).toEqual(['p5', 'p9', 'p10']);
    const ids = async (only: OnlyRows) =>
      (await shown(driver, NO_VIEW_OPTIONS, only)).map((row) => row.id);
    expect(await ids({ problems, changed: null })).toEqual(['p9', 'p10']);
    expect(await ids({ problems: null, changed })).toEqual(['p5', 'p9', 'p10']);
    // With the quick filter too: "renamed 1" keeps p10 of the changed rows.
    const filtered = await shown(
      driver,
      { ...NO_VIEW_OPTIONS, filter: 'RENAMED 1' },
      { problems: null, changed },
    );
    expect(filtered.map((row) => row.id)).toEqual(['p10']);
  });

  it('leaves an edited row in place, stale, until the view is built again', async () => {
    const { driver } = core();
    const options: ViewOptions = { ...NO_VIEW_OPTIONS, sort: { col: 1, descending: false } };
    const before = await shown(driver, options);
    expect(before[0]?.id).toBe('p0');
    driver.apply({
      kind: 'apply',
      operation: {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'p0' }, column: 'name', value: 'Zipped coat' }],
      },
    });
    await until(() => driver.snapshot.stale && driver.pending.size === 0);
    const edited = await held(driver);
    expect(edited[0]?.cells[1]).toBe('Zipped coat');
    expect(edited.map((row) => row.id)).toEqual(before.map((row) => row.id));
    // A click on the sorted column of a stale view sorts again; so does "Sort and filter again".
    expect(nextSort(options.sort, 1, driver.snapshot.stale)).toBe('reapply');
    const again = await shown(driver, options);
    expect(driver.snapshot.stale).toBe(false);
    expect(again[0]?.id).toBe('p1');
    expect(again.at(-1)?.id).toBe('p0');
  });
});
