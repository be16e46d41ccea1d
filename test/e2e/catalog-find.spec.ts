import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';

// Find and replace in the running app (real core, real node:sqlite drafts, real Chromium): find
// in the per-SKU view moves the cursor; a brand code renamed with replace all renames it where
// products name it; one Ctrl+Z restores every cell of both grids, and the saved drafts follow.

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`,
  );
const column = (page: Page, col: number) =>
  grid(page).locator(`.grid-row:not(.new-row) [role=gridcell][aria-colindex="${col}"]`);
const bar = (page: Page) => page.getByRole('region', { name: 'Find and replace' });

async function seed(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: [
        { id: 'b1', position: 1, row: { code: 'LB', name: 'Look brand' } },
        { id: 'b2', position: 2, row: { code: 'KK', name: 'Kikan' } },
      ],
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: Array.from({ length: 12 }, (_, i) => ({
        id: `p${String(i)}`,
        position: i + 1,
        row: {
          product_code: `LK-${String(i + 1).padStart(3, '0')}`,
          name: i % 4 === 0 ? `ウールコート ${String(i)}` : `シャツ ${String(i)}`,
          brand_code: i % 3 === 0 ? 'KK' : 'LB',
          skus: [
            { color_code: 'NV', size_code: 'S' },
            { color_code: 'NV', size_code: 'M' },
          ],
        },
      })),
      deletes: [],
    },
    {},
  );
}

test('find moves the cursor; replace all renames a brand code where products name it; one undo restores every cell', async ({
  page,
  app,
  connect,
  standIn,
}) => {
  test.setTimeout(180_000);
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await seed(app.core);
  await page.goto(`${app.bridge.url}#/catalog/skus`);
  await expect(cell(page, 1, 1)).toHaveText('LK-001', { timeout: 30_000 });

  // Ctrl+F in the per-SKU view: each product's name is on both its SKU rows.
  await cell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+F');
  await expect(bar(page).getByRole('textbox', { name: 'Find', exact: true })).toBeFocused();
  await page.keyboard.type('コート');
  await expect(bar(page).getByRole('status')).toHaveText('6 matches');
  await page.keyboard.press('Enter');
  // The per-SKU view shows colour and size beside the product code: the name is its 4th column.
  await expect(cell(page, 1, 4)).toHaveClass(/active/);
  await expect(bar(page).getByRole('status')).toHaveText('1 of 6');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(cell(page, 9, 4)).toHaveClass(/active/);
  await expect(bar(page).getByRole('status')).toHaveText('3 of 6');
  await page.keyboard.press('Escape');
  await expect(bar(page)).toBeHidden();
  await expect(page.locator('.grid-input')).toBeFocused();

  // Ctrl+H in the brands grid: LB becomes LX, and the products naming LB follow.
  await page.getByRole('tab', { name: /Brands/ }).click();
  await cell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+H');
  await page.keyboard.type('LB');
  await bar(page).getByRole('checkbox', { name: 'Whole cell' }).check();
  await bar(page).getByRole('textbox', { name: 'Replace with' }).fill('LX');
  await bar(page).getByRole('button', { name: 'Replace all…' }).click();
  await expect(bar(page).getByTestId('replace-preview')).toContainText(
    'Replace in 1 cell of 1 row, and the old code in 8 products naming it?',
  );
  await bar(page).getByRole('button', { name: 'Replace all', exact: true }).click();
  await expect(cell(page, 1, 1)).toHaveText('LX');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  await page.getByRole('tab', { name: /Products/ }).click();
  await page.getByRole('radio', { name: 'One row per product' }).click();
  const brands = ['KK', 'LX', 'LX', 'KK', 'LX', 'LX', 'KK', 'LX', 'LX', 'KK', 'LX', 'LX'];
  await expect(column(page, 3)).toHaveText(brands);
  // No product names a brand that left: no brand cell is warned about.
  await expect(
    grid(page).locator('.grid-row:not(.new-row) [aria-colindex="3"].mark-warning'),
  ).toHaveCount(0);

  // Saved in both grids: the store holds the rename.
  const saved = async () => {
    const { activeId: profileId } = await app.core.handlers['connections.list']({}, {});
    const drafts = await app.core.handlers['drafts.load']({ profileId: profileId ?? '' }, {});
    return [drafts.brands.map((b) => b.row.code), drafts.products.map((p) => p.row.brand_code)];
  };
  await expect.poll(saved).toEqual([['LX', 'KK'], brands]);

  // Replace all in the products grid, then one Ctrl+Z restores every cell.
  await cell(page, 1, 2).click();
  await page.keyboard.press('ControlOrMeta+H');
  await bar(page).getByRole('checkbox', { name: 'Regular expression' }).check();
  await bar(page).getByRole('textbox', { name: 'Find', exact: true }).fill('^シャツ (\\d+)$');
  await bar(page).getByRole('textbox', { name: 'Replace with' }).fill('Shirt No.$1');
  await bar(page).getByRole('button', { name: 'Replace all…' }).click();
  await expect(bar(page).getByTestId('replace-preview')).toContainText(
    'Replace in 9 cells of 9 rows?',
  );
  await bar(page).getByRole('button', { name: 'Replace all', exact: true }).click();
  await expect(cell(page, 2, 2)).toHaveText('Shirt No.1');
  await expect(cell(page, 12, 2)).toHaveText('Shirt No.11');
  await expect(cell(page, 1, 2)).toHaveText('ウールコート 0');
  await page.keyboard.press('Escape');
  await expect(page.locator('.grid-input')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Z');
  const names = Array.from({ length: 12 }, (_, i) =>
    i % 4 === 0 ? `ウールコート ${String(i)}` : `シャツ ${String(i)}`,
  );
  await expect(column(page, 2)).toHaveText(names);
  // The rename before it is a step of its own, still in place; the next Ctrl+Z undoes it in
  // both grids at once.
  await expect(column(page, 3)).toHaveText(brands);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(column(page, 3)).toHaveText(brands.map((b) => (b === 'LX' ? 'LB' : b)));
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(cell(page, 1, 1)).toHaveText('LB');

  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(cell(page, 1, 1)).toHaveText('LB', { timeout: 30_000 });
  await page.getByRole('tab', { name: /Products/ }).click();
  await expect(column(page, 2)).toHaveText(names);
  await expect(column(page, 3)).toHaveText(brands.map((b) => (b === 'LX' ? 'LB' : b)));
});
