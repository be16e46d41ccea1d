import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';

// What the grid layout specs share: products seeded as drafts, and what of the grid is in view,
// measured from the boxes Chromium lays out (not from the row height the code assumes).

/** `count` products; those `withProblem` picks (by 0-based index) name an unknown brand, ZZ. */
export async function seedProducts(
  core: PreviewCore,
  count: number,
  withProblem: (index: number) => boolean = () => false,
): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: [{ id: 'b', position: 0, row: { code: 'LB', name: 'Look' } }],
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'colors',
      upserts: [{ id: 'c', position: 0, row: { code: 'NV', name: 'Navy' } }],
      deletes: [],
    },
    {},
  );
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: {
      product_code: `LK-${String(10000 + i)}`,
      name: `ウールコート Wool coat ${String(i + 1)}`,
      brand_code: withProblem(i) ? 'ZZ' : 'LB',
      skus: [
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'NV', size_code: 'M' },
      ],
    },
  }));
  for (let from = 0; from < rows.length; from += 2000) {
    await core.handlers['drafts.save'](
      { profileId, grid: 'products', upserts: rows.slice(from, from + 2000), deletes: [] },
      {},
    );
  }
}

/**
 * The grid's product rows wholly in view: inside the scrolling box, below its sticky header row,
 * above its bottom edge (and its horizontal scroll bar). The new-row line is not counted.
 */
export async function rowsInView(grid: Locator): Promise<number> {
  return grid.evaluate((el) => {
    const scroller = el.closest('.grid-scroll');
    if (scroller === null) return 0;
    const box = scroller.getBoundingClientRect();
    const header = scroller.querySelector('.grid-header')?.getBoundingClientRect();
    const top = header ? header.bottom : box.top;
    const bottom = box.top + scroller.clientTop + scroller.clientHeight;
    let count = 0;
    for (const row of scroller.querySelectorAll('.grid-row:not(.new-row)')) {
      const r = row.getBoundingClientRect();
      if (r.top >= top - 0.5 && r.bottom <= bottom + 0.5) count += 1;
    }
    return count;
  });
}

/** Whether a cell's box lies wholly in the grid's view, below the sticky header. */
export async function cellWhollyInView(page: Page, cell: Locator): Promise<boolean> {
  const box = await cell.boundingBox();
  const scroller = page.locator('.grid-scroll');
  const area = await scroller.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const header = el.querySelector('.grid-header')?.getBoundingClientRect();
    return {
      top: header ? header.bottom : b.top,
      left: b.left + el.clientLeft,
      bottom: b.top + el.clientTop + el.clientHeight,
      right: b.left + el.clientLeft + el.clientWidth,
    };
  });
  if (box === null) return false;
  return (
    box.y >= area.top - 0.5 &&
    box.y + box.height <= area.bottom + 0.5 &&
    box.x >= area.left - 0.5 &&
    box.x + box.width <= area.right + 0.5
  );
}

/** The grid's cell at a 1-based row of data and 1-based shown column. */
export function gridCell(page: Page, row: number, col: number): Locator {
  return page
    .getByRole('grid')
    .locator(
      `[role=row][aria-rowindex="${String(row + 1)}"] [role=gridcell][aria-colindex="${String(col)}"]`,
    );
}

/** Waits until a row of data (1-based) draws these texts from its first shown column on. */
export async function expectRowCells(
  page: Page,
  row: number,
  cells: readonly string[],
): Promise<void> {
  for (const [k, text] of cells.entries()) {
    await expect(gridCell(page, row, k + 1)).toHaveText(text);
  }
}

/**
 * The text of every cell of every row of data the grid has drawn, top to bottom (by
 * aria-rowindex: the grid keeps its drawn rows in slots, not in the rows' order).
 */
export async function gridCellTexts(page: Page): Promise<string[][]> {
  return page
    .getByRole('grid')
    .locator('[role=row]:not(.new-row)')
    .filter({ has: page.locator('[role=gridcell]') })
    .evaluateAll((rows) =>
      rows
        .sort(
          (a, b) =>
            Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
        )
        .map((row) => [...row.querySelectorAll('[role=gridcell]')].map((cell) => cell.textContent)),
    );
}
