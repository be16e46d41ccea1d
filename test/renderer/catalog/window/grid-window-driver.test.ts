import { afterEach, describe, expect, it } from 'vitest';
import { NO_VIEW_SPEC, type ViewSpec } from '../../../../app/catalog/views.ts';
import {
  GridWindowDriver,
  type GridTransport,
  type StepOutcome,
} from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import type { Step } from '../../../../renderer/src/catalog/window/pending-edits.ts';
import { storeWithProducts, tick, until } from './core-on-file.ts';

// The grid's window driven against the core's own catalog store on a real SQLite file: the
// transport calls the store's views and operations as the IPC handlers do, each answer on a
// later turn (as a call through the bridge would be), in the order asked.

const PRODUCTS = 2_000;

function core() {
  const { store, id } = storeWithProducts(PRODUCTS, (i) => ({
    product_code: `P${String(i).padStart(5, '0')}`,
    name: `Shirt ${String(i)}`,
    brand_code: 'KK',
    skus: [],
  }));
  let calls = 0;
  const later = async <T>(work: () => T): Promise<T> => {
    calls += 1;
    await tick();
    return work();
  };
  const built: number[] = [];
  const transport: GridTransport = {
    view: (spec, replaces) =>
      later(() => {
        const info = store.catalogViews.view(id, spec, replaces);
        built.push(info.viewId);
        return info;
      }),
    edge: (input) => later(() => store.catalogViews.reads.edge(input)),
    drop: (viewId) =>
      later(() => {
        store.catalogViews.close(viewId);
      }),
    window: ({ viewId, from, count }) =>
      later(() => store.catalogViews.window(viewId, from, count)),
    send: (step) =>
      later(() => {
        if (step.kind === 'undo') return store.catalog.undo(id);
        if (step.kind === 'redo') return store.catalog.redo(id);
        if (step.kind === 'fillView') throw new Error('no fill over a view in these tests');
        return store.catalog.apply(id, step.operation, step.group);
      }),
  };
  /** Whether the core still holds a view (its window is refused once dropped). */
  const holds = (viewId: number): boolean => {
    try {
      store.catalogViews.window(viewId, 0, 1);
      return true;
    } catch {
      return false;
    }
  };
  return { transport, calls: () => calls, built, holds, store, id };
}

const spec: ViewSpec = { view: 'products', ...NO_VIEW_SPEC, columnFilters: [] };
const drivers: GridWindowDriver[] = [];
afterEach(() => {
  for (const driver of drivers.splice(0)) driver.close();
});

async function opened() {
  const { transport } = core();
  const driver = new GridWindowDriver(transport);
  drivers.push(driver);
  driver.setVisibleRange({ start: 0, end: 40 });
  driver.open(spec);
  expect(driver.snapshot.loading).toBe(true);
  await until(() => driver.rowAt(0) !== 'loading');
  return driver;
}

const nameAt = (driver: GridWindowDriver, place: number): string | undefined => {
  const row = driver.rowAt(place);
  return row === null || row === 'loading' ? undefined : row.cells[1];
};

const setName = (id: string, value: string): Step => ({
  kind: 'apply',
  operation: { kind: 'set', grid: 'products', cells: [{ row: { id }, column: 'name', value }] },
});

describe('the grid window against the core', () => {
  it('the first window paints first; the rows past the margin are not read', async () => {
    const driver = await opened();
    expect(driver.snapshot).toMatchObject({ length: PRODUCTS, loading: false, stale: false });
    expect(driver.rowAt(0)).toMatchObject({ id: 'p1', cells: ['P00001', 'Shirt 1', 'KK', ''] });
    await until(() => driver.cache.requestsInFlight === 0);
    expect(driver.cache.heldRows).toBe(400); // the screen's block and the margin's
    expect(driver.rowAt(1_000)).toBe('loading');
  });

  it('asks its blocks with their problems and hands each block to its listeners', async () => {
    const { transport } = core();
    const asked: (boolean | undefined)[] = [];
    const driver = new GridWindowDriver({
      ...transport,
      window: (input) => {
        asked.push(input.problems);
        return transport.window(input);
      },
    });
    drivers.push(driver);
    const heard: string[] = [];
    driver.onWindow((grid, window, view) => {
      // Held already when the listener hears it (the grid is told after): false, not waiting.
      heard.push(
        `${grid} ${view} ${String(window.from)} ${String(driver.rowAt(window.from) === 'loading')}`,
      );
    });
    driver.setVisibleRange({ start: 0, end: 40 });
    driver.open({ ...spec, view: 'skus' });
    await until(() => driver.cache.requestsInFlight === 0 && heard.length > 0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((flag) => flag === true)).toBe(true);
    expect(heard).toContain('products skus 0 false');
    // Reads past the cache (a write's rows off screen) ask no problems.
    await driver.rowsAt(1_500, 10);
    expect(asked.at(-1)).toBeUndefined();
  });

  it('a typed cell shows at once, then the row read back holds it and the overlay is empty', async () => {
    const driver = await opened();
    driver.apply(setName('p3', 'Coat'));
    expect(nameAt(driver, 2)).toBe('Coat'); // before any answer
    await until(() => driver.pending.size === 0);
    expect(nameAt(driver, 2)).toBe('Coat');
    expect(driver.cache.rowAt(2)).toMatchObject({ row: { cells: ['P00003', 'Coat', 'KK', ''] } });
  });

  it('an edit the core refuses puts the cell back and says why', async () => {
    const driver = await opened();
    driver.apply({
      kind: 'apply',
      operation: {
        kind: 'set',
        grid: 'products',
        cells: [
          { row: { id: 'p1' }, column: 'name', value: 'Coat' },
          { row: { id: 'gone' }, column: 'name', value: 'x' },
        ],
      },
    });
    expect(nameAt(driver, 0)).toBe('Coat');
    await until(() => driver.snapshot.refusal !== null);
    expect(driver.snapshot.refusal).toMatch(/row/i);
    expect(nameAt(driver, 0)).toBe('Shirt 1');
    expect(driver.pending.size).toBe(0);
  });

  it("tells an edit's sender how it ended: the core's answer, or its refusal", async () => {
    const driver = await opened();
    const outcomes: StepOutcome[] = [];
    driver.apply(setName('p2', 'Coat'), (outcome) => outcomes.push(outcome));
    driver.apply(setName('gone', 'x'), (outcome) => outcomes.push(outcome));
    await until(() => outcomes.length === 2);
    expect(outcomes[0]).toMatchObject({
      answer: { cells: 1, rows: [{ grid: 'products', id: 'p2' }] },
    });
    expect(outcomes[1]).toEqual({ refusal: expect.stringMatching(/row/i) as unknown });
  });

  it('edits and an undo queued together run in order; the undo shows the value before', async () => {
    const driver = await opened();
    driver.apply(setName('p1', 'A'));
    driver.apply(setName('p1', 'B'));
    driver.apply({ kind: 'undo' });
    expect(nameAt(driver, 0)).toBe('B');
    await until(() => driver.pending.size === 0 && driver.cache.requestsInFlight === 0);
    expect(nameAt(driver, 0)).toBe('A');
    driver.apply({ kind: 'redo' });
    await until(() => driver.pending.size === 0 && nameAt(driver, 0) === 'B');
  });

  it('a replace past the rows an answer lists reads the screen again', async () => {
    const driver = await opened();
    driver.setVisibleRange({ start: 1_500, end: 1_540 });
    await until(() => driver.rowAt(1_520) !== 'loading');
    driver.apply({
      kind: 'apply',
      operation: {
        kind: 'replace',
        grid: 'products',
        columns: ['brand_code'],
        query: { text: 'KK', matchCase: true, wholeCell: true, regex: false },
        replacement: 'ZZ',
      },
    });
    await until(() => driver.pending.size === 0);
    await until(() => {
      const row = driver.rowAt(1_520);
      return row !== 'loading' && row?.cells[2] === 'ZZ';
    });
    expect(driver.rowAt(0)).toBe('loading'); // dropped, and not on screen
  });

  it('rows deleted: the length follows and the screen shows the rows that moved up', async () => {
    const driver = await opened();
    driver.apply({
      kind: 'apply',
      operation: { kind: 'deleteRows', grid: 'products', ids: ['p1'] },
    });
    await until(() => driver.snapshot.length === PRODUCTS - 1 && driver.rowAt(0) !== 'loading');
    expect(driver.rowAt(0)).toMatchObject({ id: 'p2' });
  });
});

describe('the grid window leaving the screen', () => {
  it('still sends every edit queued before it closed, in order, and says when none is left', async () => {
    const { transport, store, id } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.setVisibleRange({ start: 0, end: 40 });
    driver.open(spec);
    await until(() => driver.rowAt(0) !== 'loading');
    for (let i = 1; i <= 5; i += 1) driver.apply(setName(`p${String(i)}`, `Typed ${String(i)}`));
    driver.apply(setName('p1', 'Last'));
    const heard: number[] = [];
    driver.subscribe(() => heard.push(driver.unanswered));
    driver.close();
    driver.release();
    await until(() => driver.unanswered === 0);
    expect(heard.at(-1)).toBe(0);
    const view = store.catalogViews.view(id, spec);
    const names = store.catalogViews.window(view.viewId, 0, 5).rows.map((row) => row.cells[1]);
    expect(names).toEqual(['Last', 'Typed 2', 'Typed 3', 'Typed 4', 'Typed 5']);
  });
});

describe('the grid window after the core changed by other means', () => {
  it('builds its view again on reopen, showing the last rows until the new ones come', async () => {
    const { transport, store, id, built } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.setVisibleRange({ start: 0, end: 40 });
    driver.open(spec);
    await until(() => driver.rowAt(0) !== 'loading');
    expect(driver.snapshot.built).toBe(true);
    // An import took the first product out, behind the grid's back (not its own operation).
    store.drafts.save(id, 'products', { upserts: [], deletes: ['p1'] });
    expect(driver.rowAt(0)).toMatchObject({ id: 'p1' });
    driver.reopen();
    expect(driver.snapshot).toMatchObject({ loading: true, built: true });
    expect(driver.rowAt(0)).toMatchObject({ id: 'p1' }); // the last view's rows meanwhile
    await until(() => driver.snapshot.length === PRODUCTS - 1 && driver.rowAt(0) !== 'loading');
    expect(driver.rowAt(0)).toMatchObject({ id: 'p2' });
    expect(built).toHaveLength(2); // built again, in place of the first
  });
});

describe('the grid window lets the core forget its views', () => {
  it('asks Ctrl+Arrow’s edge of the core, and drops its view on release', async () => {
    const { transport, built, holds } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.setVisibleRange({ start: 0, end: 40 });
    driver.open(spec);
    await until(() => driver.rowAt(0) !== 'loading');
    expect(await driver.edge({ place: 0, col: 1 }, 'down', [0, 1, 2, 3])).toEqual({
      place: PRODUCTS - 1,
      col: 1,
    });
    const [viewId = -1] = built;
    expect(holds(viewId)).toBe(true);
    driver.release();
    await until(() => !holds(viewId));
    // Nothing left to ask: no view.
    expect(await driver.edge({ place: 0, col: 1 }, 'down', [0, 1, 2, 3])).toBeNull();
  });

  it('drops a view built after the release, and one built for a spec since replaced', async () => {
    const { transport, built, holds } = core();
    const driver = new GridWindowDriver(transport);
    drivers.push(driver);
    driver.open(spec);
    driver.release();
    await until(() => built.length === 1);
    await until(() => !holds(built[0] ?? -1));
    // Two specs in a row: the first one's view is not kept, the second one's is.
    driver.open(spec);
    driver.open({ ...spec, filter: 'Shirt 1' });
    await until(() => built.length === 3 && !driver.snapshot.loading);
    await until(() => !holds(built[1] ?? -1));
    expect(holds(built[2] ?? -1)).toBe(true);
    expect(driver.snapshot.length).toBeLessThan(PRODUCTS);
  });
});
