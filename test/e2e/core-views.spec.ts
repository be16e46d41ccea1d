import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { connectToDemo, openCoreCatalog, saveDrafts } from './support/core-mode.ts';
import { gridCell } from './support/grid-view.ts';
import { schemeShots } from './support/scheme-shots.ts';

// Sort, filters and "only these rows" of the products grid in core mode (issue 28, step 4): the
// grid draws the core's window and every view asks the core. 300 products sent once, then 3
// renamed and 2 moved to a brand nobody has (a warning: unknown brand). A header's click sorts each
// way and back; the quick filter and a column's values list keep rows ("N of 300 products");
// "Problem rows only" keeps the 2, "Changed rows only" the 5. Then, in 1,500 products, an edit
// leaves the sorted view stale, its rows in place, until "Sort and filter again".
// CORE_VIEWS_SHOTS=<folder> saves the stale view and the open values list, light and dark.

const COUNT = 300;
const RENAMED = [7, 120, 250] as const;
const UNKNOWN_BRAND = [40, 41] as const;
const code = (i: number) => `CV-${String(i).padStart(3, '0')}`;
const brandOf = (i: number) => (i % 3 === 0 ? 'KK' : 'AB');

const productRow = (i: number) => ({
  product_code: code(i),
  name: `Coat ${String(i).padStart(3, '0')}`,
  brand_code: brandOf(i),
  skus: [{ color_code: 'NV', size_code: 'M' }],
});

/** The 300 products sent once through the core; then 5 of them changed in the drafts. */
async function seed(core: PreviewCore, profileId: string): Promise<void> {
  await saveDrafts(core, profileId, 'brands', [
    { id: 'b-kk', row: { code: 'KK', name: 'Kikan' } },
    { id: 'b-ab', row: { code: 'AB', name: 'Abe' } },
  ]);
  await saveDrafts(core, profileId, 'colors', [{ id: 'c-nv', row: { code: 'NV', name: 'Navy' } }]);
  const products = (changed: boolean) =>
    Array.from({ length: COUNT }, (_, i) => {
      const row = productRow(i);
      if (changed && (RENAMED as readonly number[]).includes(i))
        row.name = `Renamed ${String(i).padStart(3, '0')}`;
      if (changed && (UNKNOWN_BRAND as readonly number[]).includes(i)) row.brand_code = 'QQ';
      return { id: `p-${String(i)}`, row };
    });
  await saveDrafts(core, profileId, 'products', products(false));
  await core.handlers['imports.start']({ profileId }, {});
  await expect
    .poll(async () => (await core.handlers['imports.list']({ profileId }, {})).imports, {
      timeout: 120_000,
    })
    .toEqual([]);
  await saveDrafts(core, profileId, 'products', products(true));
}

const grid = (page: Page) => page.getByRole('grid');
/** Rows the grid holds (aria-rowcount counts the header and the new-row line). */
const rowCount = async (page: Page) => Number(await grid(page).getAttribute('aria-rowcount')) - 1;
/** A cell by 1-based row of data and column. */
const cell = gridCell;
const summary = (page: Page) => page.getByTestId('filter-summary').getByRole('status');

const shoot = (page: Page, name: string) =>
  schemeShots(page, process.env['CORE_VIEWS_SHOTS'], name);

test('core mode: sort each way, quick and column filters, problems and changed only', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(240_000);
  const profileId = await connectToDemo({ app, connect, standIn }, 'Core views');
  await seed(app.core, profileId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCoreCatalog(page, app);
  await expect(cell(page, 1, 1)).toHaveText(code(0), { timeout: 60_000 });
  await expect.poll(() => rowCount(page)).toBe(COUNT);

  // A header's click: ascending, descending, none (draft order again).
  const nameHeader = grid(page).getByRole('columnheader').filter({ hasText: 'Name' });
  const nameSort = nameHeader.getByRole('button', { name: 'Name', exact: true });
  await nameSort.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(cell(page, 1, 2)).toHaveText('Coat 000');
  await expect(cell(page, 2, 2)).toHaveText('Coat 001');
  await nameSort.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 1, 2)).toHaveText('Renamed 250');
  await expect(cell(page, 4, 2)).toHaveText('Coat 299');
  await nameSort.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(cell(page, 1, 1)).toHaveText(code(0));
  await expect(cell(page, 8, 2)).toHaveText('Renamed 007');

  // The quick filter: names and codes holding "renamed" (any case).
  await page.getByPlaceholder(/Filter/).fill('RENAMED');
  await expect.poll(() => rowCount(page)).toBe(RENAMED.length);
  await expect(summary(page)).toHaveText(`${String(RENAMED.length)} of 300 products`);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect.poll(() => rowCount(page)).toBe(COUNT);

  // A column's values list from the core, with counts; one brand kept.
  await page.getByRole('button', { name: 'Brand code: sort and filter', exact: true }).click();
  const brandMenu = page.getByRole('dialog', { name: 'Brand code: sort and filter' });
  await expect(brandMenu.getByRole('checkbox', { name: /^KK/ })).toHaveAccessibleName('KK (100)');
  await expect(brandMenu.getByRole('checkbox', { name: /^AB/ })).toHaveAccessibleName('AB (198)');
  await expect(brandMenu.getByRole('checkbox', { name: /^QQ/ })).toHaveAccessibleName('QQ (2)');
  await shoot(page, 'core-values-list');
  await brandMenu.getByRole('searchbox', { name: 'Search values' }).fill('kk');
  await expect(brandMenu.getByRole('checkbox', { name: /^(KK|AB|QQ)/ })).toHaveCount(1);
  await brandMenu.getByRole('button', { name: 'OK' }).click();
  await expect(summary(page)).toHaveText('100 of 300 products');
  await expect.poll(() => rowCount(page)).toBe(100);
  await expect(cell(page, 2, 1)).toHaveText(code(3));
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect.poll(() => rowCount(page)).toBe(COUNT);

  // "Problem rows only": the two products naming a brand nobody has.
  const problemsOnly = page.getByRole('checkbox', { name: 'Problem rows only' });
  // Ticked once the core's list is read (a click, not check(): the box follows the answer).
  await problemsOnly.click();
  await expect(problemsOnly).toBeChecked();
  await expect.poll(() => rowCount(page)).toBe(UNKNOWN_BRAND.length);
  await expect(cell(page, 1, 1)).toHaveText(code(40));
  await expect(summary(page)).toHaveText('2 of 300 products');
  await problemsOnly.click();
  await expect(problemsOnly).not.toBeChecked();
  await expect.poll(() => rowCount(page)).toBe(COUNT);

  // "Changed rows only": the three renamed and the two moved to another brand, against the send.
  const changedOnly = page.getByRole('checkbox', { name: 'Changed rows only' });
  await changedOnly.click();
  await expect(changedOnly).toBeChecked();
  await expect.poll(() => rowCount(page)).toBe(RENAMED.length + UNKNOWN_BRAND.length);
  await expect(summary(page)).toHaveText('5 of 300 products');
  await expect(cell(page, 1, 1)).toHaveText(code(7));
  await changedOnly.click();
  await expect(changedOnly).not.toBeChecked();
  await expect.poll(() => rowCount(page)).toBe(COUNT);
});

const STALE_COUNT = 1_500;

test('core mode: an edit leaves the sorted view stale, its rows in place, until sorted again', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(240_000);
  const profileId = await connectToDemo({ app, connect, standIn }, 'Core stale');
  await saveDrafts(
    app.core,
    profileId,
    'products',
    Array.from({ length: STALE_COUNT }, (_, i) => ({
      id: `p-${String(i)}`,
      row: { ...productRow(i), name: `Coat ${String(i).padStart(4, '0')}` },
    })),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCoreCatalog(page, app);
  await expect(cell(page, 1, 1)).toHaveText(code(0), { timeout: 60_000 });
  const nameHeader = grid(page).getByRole('columnheader').filter({ hasText: 'Name' });
  const nameSort = nameHeader.getByRole('button', { name: 'Name', exact: true });
  await nameSort.click();
  await nameSort.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 1, 2)).toHaveText('Coat 1499');
  const stale = page.getByText('Edited rows keep their place');
  await expect(stale).toHaveCount(0);

  // The top row renamed "Aardvark coat" (through the core: the core mode's typing is ported
  // on its own). The rows read after it say the view is stale; the row keeps its place.
  await app.core.handlers['catalog.apply'](
    {
      profileId,
      operation: {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'p-1499' }, column: 'name', value: 'Aardvark coat' }],
      },
    },
    {},
  );
  await cell(page, 1, 1).click();
  await page.keyboard.press('Control+End');
  await expect(cell(page, STALE_COUNT, 2)).toHaveText('Coat 0000');
  await expect(stale).toBeVisible({ timeout: 30_000 });
  await expect(nameSort).toHaveAttribute('title', /click to sort by Name again/);
  await page.keyboard.press('Control+Home');
  await expect(cell(page, 1, 1)).toHaveText(code(1499));
  await shoot(page, 'core-stale');

  // "Sort and filter again": the renamed row goes to its place, the view no longer stale.
  await page.getByRole('button', { name: 'Sort and filter again' }).click();
  await expect(stale).toHaveCount(0);
  await expect(cell(page, 1, 2)).toHaveText('Coat 1498');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowCount(page)).toBe(STALE_COUNT);
  await cell(page, 1, 1).click();
  await page.keyboard.press('Control+End');
  await expect(cell(page, STALE_COUNT, 2)).toHaveText('Aardvark coat');
});
