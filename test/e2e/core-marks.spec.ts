import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { connectToDemo, coreModeOn, openCoreCatalog, saveDrafts } from './support/core-mode.ts';
import { gridCell } from './support/grid-view.ts';

// Problems and marks in core mode (issue 28): the page holds no drafts, the grids read the core's
// window, and the core checks every row. 300 products, two sharing a code and one far down naming
// a brand nobody has: their cells are marked, the products tab counts them, the problem list names
// them by code and jumps to the one far down (its hidden column shown again), and a fix clears its
// mark. Then a send with one row the service refuses: the results open the grid at it, marked
// with the service's words; and products drafted again after the send carry the change marks.

const COUNT = 300;
const FAR = 280;
const code = (i: number) => `CM-${String(i).padStart(4, '0')}`;

// In the core mode from the first page on: the send's results open the grid in it.
test.beforeEach(async ({ page }) => {
  await coreModeOn(page);
});

type ProductRow = ReturnType<typeof product>['row'];

async function seed(core: PreviewCore, profileId: string, rows: { i: number; row: ProductRow }[]) {
  await saveDrafts(
    core,
    profileId,
    'products',
    rows.map(({ i, row }) => ({ id: `p-${String(i)}`, position: i, row })),
  );
}

const product = (i: number, more: { code?: string; brand?: string; name?: string } = {}) => ({
  i,
  row: {
    product_code: more.code ?? code(i),
    name: more.name ?? `Shirt ${String(i)}`,
    brand_code: more.brand ?? 'CM',
    skus: [{ color_code: 'BLK', size_code: 'M' }],
  },
});

async function seedCatalog(core: PreviewCore, profileId: string, at: (i: number) => ProductRow) {
  await saveDrafts(core, profileId, 'brands', [
    { id: 'b-cm', row: { code: 'CM', name: 'Core marks' } },
  ]);
  await saveDrafts(core, profileId, 'colors', [
    { id: 'c-blk', row: { code: 'BLK', name: 'Black' } },
  ]);
  await seed(
    core,
    profileId,
    Array.from({ length: COUNT }, (_, i) => ({ i, row: at(i) })),
  );
}

const selected = (page: Page) => page.locator('[role="gridcell"][aria-selected="true"]').first();

test('core mode: problems marked and listed, a jump far down, tab counts, a fix clears the mark', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  const profileId = await connectToDemo({ app, connect, standIn }, 'Shop');
  await seedCatalog(
    app.core,
    profileId,
    (i) =>
      product(i, {
        ...(i === 4 || i === 5 ? { code: 'CM-DUP' } : {}),
        ...(i === FAR ? { brand: 'NOPE' } : {}),
      }).row,
  );
  // The brand column hidden, as a layout kept from before.
  await app.core.handlers['catalog.saveColumnLayout'](
    {
      profileId,
      view: 'products',
      layout: {
        order: ['product_code', 'name', 'brand_code', 'skus'],
        hidden: ['brand_code'],
        widths: {},
        frozenThrough: null,
      },
    },
    {},
  );
  await openCoreCatalog(page, app);
  const productsTab = page.getByRole('tab', { name: /Products/ });
  await expect(gridCell(page, 1, 1)).toHaveText(code(0));
  await expect(page.getByRole('columnheader', { name: /^Brand/ })).toHaveCount(0);
  // The core checked every row: no "checked once every row is here".
  await expect(page.getByText('Problems are checked once every row is here')).toHaveCount(0);
  await expect(productsTab).toContainText('3 with problems');

  // The two rows sharing a code are marked on screen, with the same words as today.
  for (const row of [5, 6]) {
    await expect(gridCell(page, row, 1)).toHaveText('CM-DUP');
    await expect(gridCell(page, row, 1)).toHaveAttribute('aria-invalid', 'true');
    await expect(gridCell(page, row, 1)).toHaveAttribute(
      'title',
      'The code CM-DUP appears more than once in this grid',
    );
  }
  await expect(gridCell(page, 1, 1)).not.toHaveAttribute('aria-invalid', 'true');

  // The list (its first page from the core) names the rows by code; the brand column is hidden
  // first, and the jump shows it again at the row far down.
  const pane = page.locator('.problem-pane');
  await expect(pane).toContainText('Problems: 2 errors, 1 warning');
  const toggle = pane.locator('.pane-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const far = page.getByRole('button', { name: new RegExp(`Products · ${code(FAR)} ·`) });
  await expect(far).toBeVisible();
  await expect(page.getByRole('button', { name: /Products · CM-DUP ·/ })).toHaveCount(2);
  // From "problem rows only" (the core's rows with problems): the jump clears it, as today.
  const problemsOnly = page.getByRole('checkbox', { name: 'Problem rows only' });
  // Ticked once the core named the rows (an answer later): not check(), which wants it at once.
  await problemsOnly.click();
  await expect(problemsOnly).toBeChecked();
  await expect(gridCell(page, 3, 1)).toHaveText(code(FAR));
  await far.click();
  await expect(problemsOnly).not.toBeChecked();
  await expect(selected(page)).toHaveText('NOPE');
  await expect(page.getByRole('columnheader', { name: /^Brand/ })).toHaveCount(1);
  await expect(selected(page)).toHaveClass(/mark-warning/);
  await expect(selected(page)).toHaveAttribute('title', /The brand NOPE is not in the brands grid/);
  await expect(page.locator(`[role=row][aria-rowindex="${String(FAR + 2)}"]`)).toBeVisible();

  // A fix clears its mark and the tab's count. The core-mode grid takes no typing yet (each edit
  // is ported on its own), so the fix is the core's operation, and the grid, shown again (another
  // tab and back), reads the catalog at its new version.
  await app.core.handlers['catalog.apply'](
    {
      profileId,
      operation: {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: `p-${String(FAR)}` }, column: 'brand_code', value: 'CM' }],
      },
    },
    {},
  );
  await page.getByRole('tab', { name: /Brands/ }).click();
  await productsTab.click();
  await page.locator('.grid-scroll').evaluate((el, top) => {
    el.scrollTop = top;
  }, FAR * 26);
  const fixed = gridCell(page, FAR + 1, 3);
  await expect(fixed).toHaveText('CM');
  await expect(fixed).not.toHaveClass(/mark-warning/);
  await expect(productsTab).toContainText('2 with problems');
  await expect(pane).toContainText('Problems: 2 errors, 0 warnings');
  await expect(far).toHaveCount(0);
});

test('core mode: a refused row opened from a send’s results, change marks after the send', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  const profileId = await connectToDemo({ app, connect, standIn }, 'Shop');
  // One product code the service refuses (a space): its request is sent again without it.
  await seedCatalog(
    app.core,
    profileId,
    (i) => product(i, i === 150 ? { code: 'CM 0150' } : {}).row,
  );
  await page.goto(`${app.bridge.url}#/send`);
  await page.getByRole('button', { name: /^Send \d+ requests$/ }).click();
  const progress = page.getByTestId('send-progress');
  await expect(progress).toHaveAttribute('data-state', /done|failed/, { timeout: 120_000 });
  await expect(page.getByTestId('progress-counts')).toContainText('1 refused');
  const bad = page.getByTestId('rows-not-applied').locator('li[data-code="CM 0150"]');
  await expect(bad).toContainText('must be 1–40 characters');

  // The results open the grid (in core mode) at the refused row's cell, marked with the words.
  await bad.getByRole('link', { name: 'Show in the grid' }).click();
  await expect(selected(page)).toHaveText('CM 0150');
  await expect(selected(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(selected(page)).toHaveAttribute('title', /Refused by the service in the last send/);
  await expect(page.locator('.problem-list')).toContainText('must be 1–40 characters');
  // As in the drafts' grid, the tab counts the rows validation finds (none here), not refusals.
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('1 row');

  // Products drafted again after the send (as a file of the whole catalog would bring them):
  // their cells that differ from what was sent carry the change mark and the value sent.
  await seed(app.core, profileId, [product(3, { name: 'Shirt 3, renamed' }), product(4)]);
  await page.reload();
  const renamed = page.locator('[role=row]').filter({ hasText: code(3) });
  await expect(renamed.locator('[role=gridcell]').nth(1)).toHaveText('Shirt 3, renamed');
  await expect(renamed.locator('[role=gridcell]').nth(1)).toHaveClass(/mark-changed/);
  await expect(renamed.locator('[role=gridcell]').nth(1)).toHaveAttribute(
    'title',
    /Last sent: Shirt 3/,
  );
  const same = page.locator('[role=row]').filter({ hasText: code(4) });
  await expect(same.locator('[role=gridcell]').nth(1)).toHaveText('Shirt 4');
  await expect(same.locator('.mark-changed')).toHaveCount(0);
});
