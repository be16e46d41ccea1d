import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gridCell, seedProducts } from './support/grid-view.ts';
import { openInLook } from './support/layout.ts';

// Selecting whole rows or whole columns leaves the grid where it is, as Excel does: a click on a
// row number or Shift+Space does not scroll the grid sideways to the row's last column (in a
// narrow window that hid the name column's text under the frozen code column), and Ctrl+Space
// does not scroll down to the last of 3,000 rows, nor Ctrl+A to the bottom right.

const scroller = (page: Page) => page.locator('.grid-scroll');
/** Where the grid is scrolled, read two frames on (after any scroll a selection brings). */
const scrolled = (page: Page) =>
  scroller(page).evaluate(async (el) => {
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return { left: el.scrollLeft, top: el.scrollTop };
  });

test('row numbers, Shift+Space and Ctrl+Space select without scrolling the grid away', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Lines', standIn.url, standIn.app('demo', 'full').token);
  await seedProducts(app.core, 3000);
  // 800 wide: the products view is wider than its box and scrolls sideways.
  await page.setViewportSize({ width: 800, height: 600 });
  await openInLook(page, app, { language: 'en', theme: 'light' }, '/catalog/products');
  await expect(gridCell(page, 1, 1)).toHaveText('LK-10000');
  expect(await scroller(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(
    40,
  );

  // A row number: the whole row selected, the grid not moved.
  await page.getByRole('grid').locator('[role=row][aria-rowindex="4"] [role=rowheader]').click();
  const selected = page.getByRole('grid').locator('[role=gridcell][aria-selected=true]');
  await expect(selected).toHaveCount(4);
  expect(await scrolled(page)).toEqual({ left: 0, top: 0 });

  // Shift+Space on a name cell: its row, the grid not moved.
  await gridCell(page, 2, 2).click();
  await page.keyboard.press('Shift+Space');
  await expect(selected).toHaveCount(4);
  expect(await scrolled(page)).toEqual({ left: 0, top: 0 });

  // Ctrl+Space: every row's name (3,000 cells), the grid still at its top with the cell in view.
  await gridCell(page, 2, 2).click();
  await page.keyboard.press('Control+Space');
  await expect(gridCell(page, 2, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(gridCell(page, 5, 2)).toHaveAttribute('aria-selected', 'true');
  expect(await scrolled(page)).toEqual({ left: 0, top: 0 });
  await expect(gridCell(page, 2, 2)).toBeInViewport();

  // Ctrl+A: every cell, the grid not moved.
  await page.keyboard.press('ControlOrMeta+A');
  expect(await scrolled(page)).toEqual({ left: 0, top: 0 });

  // A move after it scrolls as any move does: Ctrl+Down to the last row brings it into view.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ControlOrMeta+ArrowDown');
  await expect(gridCell(page, 3000, 2)).toBeInViewport();
});
