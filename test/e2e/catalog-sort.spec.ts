import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// A sorted grid keeps an edited row under the cursor, as a spreadsheet does: the sort is marked
// stale and applies again on request (a click on its header, or "Sort and filter again").

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const codeCells = (page: Page) =>
  page.getByRole('grid').locator('[role=row]:not(.new-row) [role=gridcell][aria-colindex="1"]');

test('an edited row stays in place in a sorted grid until it is sorted again', async ({
  page,
  connect,
  standIn,
}) => {
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await connect.nav('Catalog').click();
  await page.getByRole('tab', { name: /Brands/ }).click();
  const grid = page.getByRole('grid');
  await grid.locator('[role=gridcell]').first().click();
  await page.evaluate(() => navigator.clipboard.writeText('CC\tC\r\nAA\tA\r\nBB\tB\r\n'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(codeCells(page)).toHaveText(['CC', 'AA', 'BB']);

  const codeHeader = grid.getByRole('columnheader').filter({ hasText: 'Code' });
  // The label sorts; the drop-down beside it (the header menu) is the other button.
  const sortButton = codeHeader.getByRole('button', { name: 'Code', exact: true });
  await sortButton.click();
  await expect(codeCells(page)).toHaveText(['AA', 'BB', 'CC']);
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');

  // "AA" becomes "ZZ" on the first row: it stays there, and the cursor moves down from it.
  await codeCells(page).first().click();
  await page.keyboard.type('ZZ');
  await page.keyboard.press('Enter');
  await expect(codeCells(page)).toHaveText(['ZZ', 'BB', 'CC']);
  await expect(grid.locator('[role=gridcell].active')).toHaveText('BB');
  await expect(sortButton).toHaveAttribute('title', /click to sort by Code again/);
  await expect(page.getByText('Edited rows keep their place')).toBeVisible();
  if (process.env['CATALOG_SORT_SHOTS'] !== undefined) {
    const dir = process.env['CATALOG_SORT_SHOTS'];
    await page.screenshot({ path: `${dir}/stale-sort-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 800, height: 600 });
    await page.screenshot({ path: `${dir}/stale-sort-dark-small.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // A click on the stale header sorts again in the same direction.
  await sortButton.click();
  await expect(codeCells(page)).toHaveText(['BB', 'CC', 'ZZ']);
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText('Edited rows keep their place')).toHaveCount(0);

  // Rows pasted past the end of a sorted grid appear at its end, where they were pasted.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  await page.evaluate(() => navigator.clipboard.writeText('AB\tx\r\n'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(codeCells(page)).toHaveText(['BB', 'CC', 'ZZ', 'AB']);
  await page.getByRole('button', { name: 'Sort and filter again' }).click();
  await expect(codeCells(page)).toHaveText(['AB', 'BB', 'CC', 'ZZ']);
});
