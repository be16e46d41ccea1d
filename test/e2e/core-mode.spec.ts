import { expect, test } from './support/fixtures.ts';
import { connectToDemo, openCoreCatalog } from './support/core-mode.ts';
import { gridCell, seedProducts } from './support/grid-view.ts';

// The core mode (issue 28, step 4): the catalog's grids are windows onto the core's rows, the
// drafts never loaded into the page. Every grid draws the core's rows, the tabs say the core's
// counts, and nothing shows a progress line: the window is the grid, not a stand-in for it.

test('in the core mode every grid draws the core rows, with the core counts', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connectToDemo({ app, connect, standIn }, 'Core');
  await seedProducts(app.core, 240);
  await openCoreCatalog(page, app);

  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('240 rows');
  await expect(page.getByRole('tab', { name: /Brands/ })).toContainText('1 row');
  await expect(gridCell(page, 1, 1)).toHaveText('LK-10000');
  await expect(gridCell(page, 1, 2)).toHaveText('ウールコート Wool coat 1');
  await expect(page.getByRole('status').filter({ hasText: 'Loading all' })).toHaveCount(0);

  // The last row, by Ctrl+End over the core's view.
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('Control+End');
  await expect(gridCell(page, 240, 1)).toHaveText('LK-10239');

  // The per-SKU view: a row per SKU, from the same core.
  await page.goto(`${app.bridge.url}#/catalog/skus`);
  // Colour and size stand beside the code in this view's layout.
  await expect(gridCell(page, 1, 2)).toHaveText('NV');
  await expect(gridCell(page, 1, 3)).toHaveText('S');
  await expect(gridCell(page, 2, 3)).toHaveText('M');
  await expect(gridCell(page, 2, 1)).toHaveText('LK-10000');
  await expect(gridCell(page, 2, 4)).toHaveText('ウールコート Wool coat 1');

  // The masters' grids too.
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(gridCell(page, 1, 1)).toHaveText('LB');
  await expect(gridCell(page, 1, 2)).toHaveText('Look');
  await page.getByRole('tab', { name: /Colors/ }).click();
  await expect(gridCell(page, 1, 1)).toHaveText('NV');
});

test('in the core mode the grid reads its window again from a core that restarted', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(120_000);
  await connectToDemo({ app, connect, standIn }, 'Core');
  await seedProducts(app.core, 240);
  await openCoreCatalog(page, app);
  await expect(gridCell(page, 1, 1)).toHaveText('LK-10000');

  // The new core knows none of the old one's views: the grid builds its view again.
  const before = await app.core.current();
  process.kill(before.pid ?? 0, 'SIGKILL');
  await expect
    .poll(async () => (await app.core.current()).pid, { timeout: 60_000 })
    .not.toBe(before.pid);
  await expect(page.getByTestId('core-restart-banner')).toBeHidden({ timeout: 60_000 });
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('Control+End');
  await expect(gridCell(page, 240, 1)).toHaveText('LK-10239');
  await expect(gridCell(page, 240, 2)).toHaveText('ウールコート Wool coat 240');
});
