import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { DraftsSnapshot } from '../../../app/catalog/drafts.ts';
import { dataEdge } from '../../../app/catalog/data-edge.ts';
import { StatsTally } from '../../../app/catalog/selection-stats.ts';
import type { EdgeInput } from '../../../app/catalog/view-find.ts';
import type { StatsInput } from '../../../app/catalog/view-stats.ts';
import { VIEW_COLUMN_KEYS, type ViewRow, type ViewSpec } from '../../../app/catalog/views.ts';
import type { ProfileView } from '../../../app/connections.ts';
import { CatalogEditor } from '../../../renderer/src/catalog/CatalogEditor.tsx';
import { formatSkuSummary } from '../../../renderer/src/catalog/model/sku-summary.ts';
import {
  allRows,
  buildView,
  cellText,
  rowCellText,
  type ViewName,
} from '../../../renderer/src/catalog/model/view.ts';
import { draftOrderSpec } from '../../../renderer/src/catalog/loading-view.ts';
import { openEarly } from '../../../renderer/src/catalog/window/early-window.ts';
import { call } from '../../../renderer/src/lib/bridge-client.ts';
import { createQueryClient } from '../../../renderer/src/lib/queries.ts';
import { profileOf, text } from '../support/catalog-editor.tsx';
import { installFakeBridge, type FakeBridge } from '../support/fake-bridge.ts';
import { renderWithApp } from '../support/render.tsx';

// The products grid while the whole draft loads (issue 28, step 4): it draws the core's window
// in draft order, read-only, with a progress line, and when the drafts arrive switches to them
// at the same scroll and selection. Real components in Chromium; main cannot run in the page, so
// the bridge is the stand-in (support/fake-bridge.ts): catalog.view and catalog.window answer
// from the same drafts in draft order (with the core's cell texts), and drafts.load is held
// until the test lets it go, so the load state is held deterministically.

const PRODUCTS = 12_000;
const ROW_HEIGHT = 26;
/** Conditions waited on, sized for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };

function draftsOf(count: number): DraftsSnapshot {
  return {
    brands: [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }],
    colors: [{ id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } }],
    products: Array.from({ length: count }, (_, i) => ({
      id: `p${String(i)}`,
      position: i + 1,
      row: {
        product_code: `P-${String(i).padStart(5, '0')}`,
        name: `Shirt ${String(i)}`,
        brand_code: 'KK',
        // Every tenth product has no SKUs (one per-SKU row, its SKU cells blank).
        skus:
          i % 10 === 0
            ? []
            : [
                { color_code: 'NV', size_code: 'S' },
                { color_code: 'NV', size_code: `M${String(i % 3)}` },
              ],
      },
    })),
  };
}

/** The core's view of products in draft order, as catalog.window answers its rows. */
function coreRows(drafts: DraftsSnapshot, view: 'products' | 'skus'): ViewRow[] {
  const rows: ViewRow[] = [];
  for (const { id, row } of drafts.products) {
    const own = [row.product_code, row.name, row.brand_code];
    if (view === 'products') rows.push({ id, cells: [...own, formatSkuSummary(row.skus)] });
    else if (row.skus.length === 0) rows.push({ id, cells: [...own, '', ''] });
    else {
      row.skus.forEach((sku, place) => {
        rows.push({ id, place, cells: [...own, sku.color_code, sku.size_code] });
      });
    }
  }
  return rows;
}

interface Held {
  bridge: FakeBridge;
  /** Lets drafts.load answer. */
  release: () => void;
  scroller: () => HTMLElement;
  grid: () => HTMLElement;
  /** Holds catalog.stats' answers until the function it gives is called. */
  holdStats: () => () => void;
}

async function openLoading(
  view: ViewName,
  drafts: DraftsSnapshot,
  withWindow = true,
  /** The page's address when its grid's window is asked at its start (early-window.ts). */
  early?: string,
): Promise<Held> {
  const profile = profileOf();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const views = new Map<number, 'products' | 'skus'>();
  let statsHeld: Promise<void> = Promise.resolve();
  const holdStats = () => {
    let go: () => void = () => undefined;
    statsHeld = new Promise<void>((resolve) => {
      go = resolve;
    });
    return go;
  };
  const bridge = installFakeBridge({
    'connections.list': () => ({ profiles: [profile], activeId: profile.id }),
    'drafts.load': async () => {
      await held;
      return structuredClone(drafts);
    },
    'drafts.save': () => ({ upserted: 1, deleted: 0 }),
    'drafts.discard': () => ({ discarded: 0 }),
    'sent.codes': () => ({ brands: [], colors: [] }),
    'catalog.columnLayouts': () => ({ brands: null, colors: null, products: null, skus: null }),
    'catalog.saveColumnLayout': () => ({ saved: true }),
    ...(withWindow ? windowAnswers() : {}),
  });
  function windowAnswers() {
    return {
      'catalog.view': ({ spec }: { spec: ViewSpec }) => {
        const viewId = views.size + 1;
        const shown = spec.view === 'skus' ? 'skus' : 'products';
        views.set(viewId, shown);
        return { viewId, length: coreRows(drafts, shown).length, version: 1, stale: false };
      },
      // Ctrl+Arrow's edge by the app's one rule (app/catalog/data-edge.ts) over the same rows.
      'catalog.edge': ({ viewId, columns, from, direction }: EdgeInput) => {
        const all = coreRows(drafts, views.get(viewId) ?? 'products');
        const shown = columns ?? [0, 1, 2, 3];
        const at = dataEdge(
          { row: from.place, col: from.col },
          direction,
          { rows: all.length, cols: shown.length },
          (row, col) => (all[row]?.cells[shown[col] ?? -1] ?? '') !== '',
        );
        return {
          viewId,
          length: all.length,
          version: 1,
          stale: false,
          at: { place: at.row, col: at.col },
        };
      },
      'catalog.dropView': ({ viewId }: { viewId: number }) => ({ viewId }),
      // The status bar's figures by the app's one rule (app/catalog/selection-stats.ts).
      'catalog.stats': async ({ viewId, columns, ranges }: StatsInput) => {
        await statsHeld;
        const all = coreRows(drafts, views.get(viewId) ?? 'products');
        const tally = new StatsTally();
        for (const r of ranges) {
          for (let place = r.top; place <= Math.min(r.bottom, all.length - 1); place += 1) {
            for (let col = r.left; col <= r.right; col += 1) {
              tally.add(all[place]?.cells[columns?.[col] ?? col] ?? '');
            }
          }
        }
        const { count, numbers, sum, min, max } = tally.stats;
        return {
          viewId,
          length: all.length,
          version: 1,
          stale: false,
          count,
          numbers,
          sum,
          min: numbers === 0 ? null : min,
          max: numbers === 0 ? null : max,
        };
      },
      'catalog.window': ({
        viewId,
        from,
        count,
      }: {
        viewId: number;
        from: number;
        count: number;
      }) => {
        const all = coreRows(drafts, views.get(viewId) ?? 'products');
        return {
          viewId,
          length: all.length,
          version: 1,
          stale: false,
          from,
          rows: all.slice(from, from + count),
        };
      },
    };
  }
  if (early !== undefined) {
    openEarly(early, call('connections.list', {}));
    await expect.poll(() => bridge.calls.some((c) => c.name === 'catalog.view'), WAIT).toBe(true);
  }
  function Harness() {
    return <CatalogEditor profile={profile} view={view} onView={() => undefined} />;
  }
  await renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  const grid = () => {
    const el = document.querySelector<HTMLElement>('[role=grid]');
    if (el === null) throw new Error('no grid');
    return el;
  };
  const scroller = () => {
    const el = document.querySelector<HTMLElement>('.grid-scroll');
    if (el === null) throw new Error('no grid scroller');
    return el;
  };
  return { bridge, release, scroller, grid, holdStats };
}

/** Every data cell on screen as "row,col=text" (1-based, as the grid's ARIA numbers them). */
function shownCells(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[role=row]:not(.new-row) [role=gridcell]')]
    .map((el) => {
      const row = Number(el.closest('[role=row]')?.getAttribute('aria-rowindex')) - 1;
      return `${String(row)},${el.getAttribute('aria-colindex') ?? ''}=${el.textContent}`;
    })
    .sort();
}

/** The view's column of each shown column (the per-SKU view's default layout moves some). */
const SHOWN: Record<ViewName, readonly number[]> = {
  brands: [0, 1],
  colors: [0, 1],
  products: [0, 1, 2, 3],
  skus: [0, 3, 4, 1, 2],
};

/** What the in-page grid shows for the same cells, from the drafts themselves. */
function expectedCells(view: ViewName, drafts: DraftsSnapshot, cells: string[]): string[] {
  const rows = allRows(view, drafts);
  return cells
    .map((cell) => {
      const [row = 0, col = 0] = cell.split('=')[0]?.split(',').map(Number) ?? [];
      const r = row - 1;
      const value = cellText(
        view,
        drafts,
        rows.entry[r] ?? -1,
        rows.sku[r] ?? -1,
        SHOWN[view][col - 1] ?? -1,
      );
      return `${String(row)},${String(col)}=${value}`;
    })
    .sort();
}

const activeCell = () => {
  const el = document.querySelector<HTMLElement>('.grid-cell.active');
  return `${el?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? '?'},${el?.getAttribute('aria-colindex') ?? '?'}`;
};

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the products grid while the drafts load', () => {
  it('draws the core’s first rows, scrolls through the window, then switches in place', async () => {
    const drafts = draftsOf(PRODUCTS);
    const held = await openLoading('products', drafts);
    // The first screenful from the core, while drafts.load is still held.
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00000');
    expect(text(2, 4)).toBe('NV: S M1');
    expect(held.grid().getAttribute('aria-busy')).toBe('true');
    expect(held.grid().getAttribute('aria-rowcount')).toBe(String(PRODUCTS + 1));
    await expect
      .element(page.getByText(/Loading all/))
      .toHaveTextContent(
        'Loading all 12,000 products… The grid is read-only until they are all here.',
      );
    // No problems are known yet: the pane does not say there are none.
    await expect
      .element(page.getByText('Problems are checked once every row is here'))
      .toBeVisible();
    expect(page.getByText('No problems').query()).toBeNull();
    // Only the products view's count is known while loading.
    const tabCount = (grid: string) =>
      document.querySelector(`#grid-tab-${grid} .grid-tab-count`)?.textContent ?? null;
    expect(tabCount('products')).toMatch(/^12,?000 rows$/);
    expect(tabCount('brands')).toBeNull();
    // The drafts were asked for only once the first window had come.
    const names = held.bridge.calls.map((c) => c.name);
    expect(names.indexOf('catalog.window')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('drafts.load')).toBeGreaterThan(names.indexOf('catalog.window'));
    // Read-only: typing changes nothing and no edit is sent.
    await userEvent.click(
      page.elementLocator(
        document.querySelector('[aria-rowindex="2"] [aria-colindex="2"]') as Element,
      ),
    );
    await userEvent.keyboard('X');
    expect(text(1, 2)).toBe('Shirt 0');

    // Far down the scrollbar: the rows there are asked of the core and drawn.
    held.scroller().scrollTop = 3_000 * ROW_HEIGHT;
    await expect.poll(() => text(3_001, 1), WAIT).toBe('P-03000');
    expect(text(3_002, 2)).toBe('Shirt 3001');
    await userEvent.click(
      page.elementLocator(
        document.querySelector('[aria-rowindex="3003"] [aria-colindex="3"]') as Element,
      ),
    );
    expect(activeCell()).toBe('3003,3');
    const scrollTop = held.scroller().scrollTop;
    const during = shownCells();
    expect(during.length).toBeGreaterThan(40);
    expect(during).toEqual(expectedCells('products', drafts, during));

    // The drafts arrive: the same grid element, the same scroll and selection, the in-page rows.
    const gridBefore = held.grid();
    held.release();
    await expect.poll(() => held.grid().getAttribute('aria-busy'), WAIT).toBeNull();
    expect(held.grid()).toBe(gridBefore);
    expect(held.scroller().scrollTop).toBe(scrollTop);
    expect(activeCell()).toBe('3003,3');
    expect(page.getByText(/Loading all/).query()).toBeNull();
    expect(page.getByText('Problems are checked once every row is here').query()).toBeNull();
    expect(tabCount('brands')).toBe('1 row');
    const after = shownCells();
    expect(after).toEqual(during);
    expect(after).toEqual(expectedCells('products', drafts, after));
    // Editable now: typing goes to the drafts.
    await userEvent.keyboard('Y{Enter}');
    await expect.poll(() => text(3_002, 3), WAIT).toBe('Y');
  });

  it('jumps with Ctrl+Arrow by the core’s edge, counts the selection in the core, drops its view', async () => {
    const drafts = draftsOf(PRODUCTS);
    const held = await openLoading('products', drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00000');
    // Product 2's SKUs cell (place 1): every tenth product has none, so the run ends at place 9.
    await userEvent.click(
      page.elementLocator(
        document.querySelector('[aria-rowindex="3"] [aria-colindex="4"]') as Element,
      ),
    );
    expect(activeCell()).toBe('3,4');
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    await expect.poll(activeCell, WAIT).toBe('11,4');
    const edges = () => held.bridge.calls.filter((c) => c.name === 'catalog.edge');
    expect(edges().at(-1)?.input).toMatchObject({
      from: { place: 1, col: 3 },
      direction: 'down',
      columns: [0, 1, 2, 3],
    });
    // Ctrl+Shift+Down grows the range past the blank at place 10 to the next filled cell.
    const releaseStats = held.holdStats();
    await userEvent.keyboard('{Control>}{Shift>}{ArrowDown}{/Shift}{/Control}');
    await expect
      .poll(
        () => document.querySelectorAll('[aria-colindex="4"][aria-selected="true"]').length,
        WAIT,
      )
      .toBe(3);
    expect(activeCell()).toBe('11,4');
    // The status bar counts the range in the core (catalog.stats): "Counting…", no figures of
    // another selection, until the answer comes; then its figures (place 10 is blank).
    const figures = () => document.querySelectorAll('.grid-status-figures [data-figure]').length;
    const bar = () => document.querySelector('.grid-status-figures')?.textContent ?? '';
    const stats = () => held.bridge.calls.filter((c) => c.name === 'catalog.stats');
    await expect
      .poll(() => stats().at(-1)?.input, WAIT)
      .toMatchObject({
        columns: [0, 1, 2, 3],
        ranges: [{ top: 9, bottom: 11, left: 3, right: 3 }],
      });
    expect(bar()).toBe('Counting…');
    releaseStats();
    await expect.poll(bar, WAIT).toBe('Count: 2');
    const asked = stats().length;
    // Ctrl+Left along a filled row: to its first cell.
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}');
    await expect.poll(activeCell, WAIT).toBe('11,1');
    expect(held.bridge.calls.filter((c) => c.name === 'catalog.dropView')).toEqual([]);

    const viewIds = new Set(
      held.bridge.calls
        .filter((c) => c.name === 'catalog.window')
        .map((c) => (c.input as { viewId: number }).viewId),
    );
    held.release();
    await expect.poll(() => held.grid().getAttribute('aria-busy'), WAIT).toBeNull();
    // The loading window is done with its view: the core is told to forget it.
    await expect
      .poll(
        () =>
          held.bridge.calls
            .filter((c) => c.name === 'catalog.dropView')
            .map((c) => (c.input as { viewId: number }).viewId),
        WAIT,
      )
      .toEqual([...viewIds]);
    // With the drafts here the status bar counts the selection again, in the page (a cell of the
    // active row: drawn, where row 3 may have left the rows drawn beyond the screen).
    await userEvent.click(
      page.elementLocator(
        document.querySelector('[aria-rowindex="11"] [aria-colindex="1"]') as Element,
      ),
    );
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect.poll(figures, WAIT).toBeGreaterThan(0);
    expect(stats().length).toBe(asked);
  });

  it('in the per-SKU view draws the SKU rows from the core, then the drafts', async () => {
    const drafts = draftsOf(PRODUCTS);
    const skuRows = coreRows(drafts, 'skus').length;
    const held = await openLoading('skus', drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00000');
    // Product 0 has no SKUs: one row, its colour and size blank; product 1 two rows.
    expect([text(1, 2), text(2, 2), text(2, 3), text(3, 3)]).toEqual(['', 'NV', 'S', 'M1']);
    expect(held.grid().getAttribute('aria-rowcount')).toBe(String(skuRows + 1));
    await expect
      .element(page.getByText(/Loading all/))
      .toHaveTextContent(
        `Loading all ${skuRows.toLocaleString('en')} SKU rows… The grid is read-only until they are all here.`,
      );
    held.scroller().scrollTop = 7_000 * ROW_HEIGHT;
    await expect.poll(() => text(7_001, 1) !== null && text(7_001, 1) !== '', WAIT).toBe(true);
    // The rows drawn past the screen may arrive in a later window than row 7,001's: wait until
    // every drawn row is filled, and filled with the drafts' values.
    const unlikeTheDrafts = (): string[] => {
      const cells = shownCells();
      const expected = new Set(expectedCells('skus', drafts, cells));
      return cells.filter((cell) => !expected.has(cell));
    };
    await expect.poll(unlikeTheDrafts, WAIT).toEqual([]);
    const during = shownCells();
    expect(during).toEqual(expectedCells('skus', drafts, during));
    const scrollTop = held.scroller().scrollTop;
    held.release();
    await expect.poll(() => held.grid().getAttribute('aria-busy'), WAIT).toBeNull();
    expect(held.scroller().scrollTop).toBe(scrollTop);
    expect(shownCells()).toEqual(during);
  });

  it('takes over the window asked at the page’s start: the view is built once', async () => {
    const drafts = draftsOf(PRODUCTS);
    const held = await openLoading('skus', drafts, true, '#/catalog/skus');
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00000');
    expect([text(1, 2), text(2, 2), text(2, 3), text(3, 3)]).toEqual(['', 'NV', 'S', 'M1']);
    const views = held.bridge.calls.filter((c) => c.name === 'catalog.view');
    expect(views.map((c) => (c.input as { spec: ViewSpec }).spec)).toEqual([
      draftOrderSpec('skus'),
    ]);
    held.release();
    await expect.poll(() => held.grid().getAttribute('aria-busy'), WAIT).toBeNull();
    expect(text(1, 1)).toBe('P-00000');
  });

  it('keeps the grid’s sort and quick filter: the core’s window is built with them', async () => {
    const first = profileOf();
    const second = profileOf();
    const small = draftsOf(20);
    const large = draftsOf(30_000);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const specs = new Map<number, ViewSpec>();
    /** The core's view rows for a spec: the page's own model (the core's views equal it). */
    const viewRowsOf = (spec: ViewSpec): ViewRow[] => {
      const keys: readonly string[] = VIEW_COLUMN_KEYS[spec.view];
      const built = buildView(spec.view, large, {
        sort:
          spec.sort === null
            ? null
            : { col: keys.indexOf(spec.sort.column), descending: spec.sort.descending },
        filter: spec.filter,
        onlyIds: null,
        columns: spec.columnFilters,
      });
      return Array.from({ length: built.length }, (_, i) => {
        const entry = large.products[built.entry[i] ?? -1];
        const sku = built.sku[i] ?? -1;
        return {
          id: entry?.id ?? '',
          cells: keys.map((_, c) => rowCellText(spec.view, entry?.row, sku, c)),
        };
      });
    };
    const bridge = installFakeBridge({
      'connections.list': () => ({ profiles: [first, second], activeId: first.id }),
      'drafts.load': async ({ profileId }: { profileId: string }) => {
        if (profileId === first.id) return structuredClone(small);
        await held;
        return structuredClone(large);
      },
      'drafts.save': () => ({ upserted: 1, deleted: 0 }),
      'drafts.discard': () => ({ discarded: 0 }),
      'sent.codes': () => ({ brands: [], colors: [] }),
      'catalog.columnLayouts': () => ({ brands: null, colors: null, products: null, skus: null }),
      'catalog.saveColumnLayout': () => ({ saved: true }),
      'catalog.dropView': ({ viewId }: { viewId: number }) => ({ viewId }),
      'catalog.view': ({ profileId, spec }: { profileId: string; spec: ViewSpec }) => {
        const viewId = specs.size + 1;
        specs.set(viewId, spec);
        // The first connection's drafts are small: they load whole, the window is not drawn.
        const length = profileId === first.id ? 20 : viewRowsOf(spec).length;
        return { viewId, length, version: 1, stale: false };
      },
      'catalog.window': ({
        viewId,
        from,
        count,
      }: {
        viewId: number;
        from: number;
        count: number;
      }) => {
        const all = viewRowsOf(specs.get(viewId) ?? draftOrderSpec('products'));
        return {
          viewId,
          length: all.length,
          version: 1,
          stale: false,
          from,
          rows: all.slice(from, from + count),
        };
      },
    });
    let setProfile: (profile: ProfileView) => void = () => undefined;
    function Harness() {
      const [profile, set] = useState(first);
      setProfile = set;
      return <CatalogEditor profile={profile} view="products" onView={() => undefined} />;
    }
    await renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00000');
    // Sorted by product code Z → A, and the quick filter "Shirt 1" (11,111 of 30,000 products).
    const codeHeader = page.getByRole('button', { name: 'Product code: sort and filter' });
    await codeHeader.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sort Z → A' }).click();
    await page.getByPlaceholder('Filter rows').fill('Shirt 1');
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00019');

    // Another connection, its large drafts held: the window shows them sorted and filtered.
    setProfile(second);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-19999');
    expect(text(2, 1)).toBe('P-19998');
    const grid = () => document.querySelector<HTMLElement>('[role=grid]');
    expect(grid()?.getAttribute('aria-busy')).toBe('true');
    expect(grid()?.getAttribute('aria-rowcount')).toBe(String(11_111 + 1));
    const windowSpec = [...specs.values()].at(-1);
    expect(windowSpec).toMatchObject({
      view: 'products',
      sort: { column: 'product_code', descending: true },
      filter: 'Shirt 1',
    });
    // The kept rows' count is not the connection's: the line and the tab say no number.
    await expect
      .element(page.getByText(/Loading every row/))
      .toHaveTextContent(
        'Loading every row of Products… The grid shows the rows its filters keep, read-only until they are all here.',
      );
    expect(document.querySelector('#grid-tab-products .grid-tab-count')).toBeNull();
    // Nor does the filter summary give a total, and the view is not stale: nothing was edited.
    await expect
      .element(page.getByTestId('filter-summary').getByRole('status'))
      .toHaveTextContent('11,111 products kept');
    expect(page.getByText('Sort and filter again').query()).toBeNull();
    const during = shownCells();
    expect(during.length).toBeGreaterThan(40);
    release();
    await expect.poll(() => grid()?.getAttribute('aria-busy') ?? 'gone', WAIT).toBe('gone');
    await expect.poll(shownCells, WAIT).toEqual(during);
    expect(bridge.calls.some((c) => c.name === 'catalog.dropView')).toBe(true);
  });

  it('shows "Loading drafts…" as before when the core has no window to give', async () => {
    const held = await openLoading('products', draftsOf(PRODUCTS), false);
    // catalog.view answers "not connected": no grid until the drafts are here.
    await expect.element(page.getByText('Loading drafts…')).toBeVisible();
    await expect
      .poll(() => held.bridge.calls.some((c) => c.name === 'drafts.load'), WAIT)
      .toBe(true);
    expect(document.querySelector('[role=grid]')).toBeNull();
    held.release();
    await expect.poll(() => text(1, 1), WAIT).toBe('P-00000');
  });

  it('loads a small draft whole, as before (the window only asked first)', async () => {
    const held = await openLoading('products', draftsOf(20));
    await expect
      .poll(() => held.bridge.calls.some((c) => c.name === 'drafts.load'), WAIT)
      .toBe(true);
    expect(held.bridge.calls.some((c) => c.name === 'catalog.window')).toBe(true);
    await expect.element(page.getByText('Loading drafts…')).toBeVisible();
    expect(document.querySelector('[role=grid]')).toBeNull();
    held.release();
    await expect.poll(() => text(3, 1), WAIT).toBe('P-00002');
  });
});
