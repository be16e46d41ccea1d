import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import type { CatalogViewName } from '../../app/catalog/views.ts';
import { expect, test } from './support/fixtures.ts';
import { gridCell } from './support/grid-view.ts';
import { connectToDemo, openCoreCatalog, saveDrafts } from './support/core-mode.ts';

// Find and replace in core mode (issue 28): the grids are windows onto the core's rows, so the
// find bar's matches are the core's (catalog.find) and its replaces are operations. Over 300
// products: the count and the cursor's place, next and previous to a match far from the rows
// the page holds, a selected range, a regular expression, Replace, Replace all and its undo, and
// a brand code renamed with the products naming it following. Each step checks what the core
// holds (catalog.window over a fresh view).

const PRODUCTS = 300;
const pad = (n: number) => String(n).padStart(3, '0');
const nameOf = (i: number) => (i % 10 === 0 ? `Coat ${String(i)}` : `Shirt ${String(i)}`);
const brandOf = (i: number) => (i % 3 === 0 ? 'KK' : 'LB');

async function seed(core: PreviewCore, profileId: string): Promise<void> {
  await saveDrafts(core, profileId, 'brands', [
    { id: 'b1', position: 1, row: { code: 'LB', name: 'Look brand' } },
    { id: 'b2', position: 2, row: { code: 'KK', name: 'Kikan' } },
  ]);
  await saveDrafts(
    core,
    profileId,
    'products',
    Array.from({ length: PRODUCTS }, (_, i) => ({
      id: `p${String(i)}`,
      row: {
        product_code: `LK-${pad(i)}`,
        name: nameOf(i),
        brand_code: brandOf(i),
        skus: [{ color_code: 'NV', size_code: 'M' }],
      },
    })),
  );
}

/** The cells the core holds for a grid's view, in draft order. */
async function held(core: PreviewCore, profileId: string, view: CatalogViewName) {
  const spec = { view, sort: null, filter: '', onlyIds: null, columnFilters: [] };
  const info = await core.handlers['catalog.view']({ profileId, spec }, {});
  const window = await core.handlers['catalog.window'](
    { viewId: info.viewId, from: 0, count: info.length },
    {},
  );
  await core.handlers['catalog.dropView']({ viewId: info.viewId }, {});
  return window.rows.map((row) => row.cells);
}

/**
 * Holds the catalog.find calls that reach the page's server until release() (which waits for one
 * to be held first), as a busy core would; the page's requests are real and stay open meanwhile.
 * (Held in the browser with page.route, a call the page made while the route was being removed
 * never answered, now and then on a loaded machine.)
 */
function holdFindAnswers(core: PreviewCore): { release: () => Promise<void> } {
  const original = core.callJson.bind(core);
  const waiting: (() => void)[] = [];
  core.callJson = async (name, text, signal) => {
    if (name === 'catalog.find') {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
      });
    }
    return original(name, text, signal);
  };
  return {
    release: async () => {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      core.callJson = original;
      for (const resolve of waiting) resolve();
    },
  };
}

const bar = (page: Page) => page.getByRole('region', { name: 'Find and replace' });
const count = (page: Page) => bar(page).locator('.find-count');
const findField = (page: Page) => bar(page).getByRole('textbox', { name: 'Find', exact: true });

test('core mode: find counts and steps through the core, replaces as its operations, undo and a brand renamed with its products', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(240_000);
  const profileId = await connectToDemo({ app, connect, standIn }, 'Core find');
  await seed(app.core, profileId);
  const names = async () => (await held(app.core, profileId, 'products')).map((c) => c[1]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openCoreCatalog(page, app);
  await expect(gridCell(page, 1, 1)).toHaveText('LK-000', { timeout: 60_000 });

  // The count over every cell, then next and previous; previous from the first wraps to the
  // last match, 290 rows down, far from the rows the page holds: the grid scrolls to it.
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+F');
  await expect(findField(page)).toBeFocused();
  await page.keyboard.type('coat');
  await expect(count(page)).toHaveText('30 matches');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 1, 2)).toHaveClass(/active/);
  await expect(count(page)).toHaveText('1 of 30');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 11, 2)).toHaveClass(/active/);
  await expect(count(page)).toHaveText('2 of 30');
  // Pressed twice before the core answers the first (as on a busy laptop, and always here: its
  // answers are held until both keys are in), the second goes on from where the first lands.
  const findCalls = holdFindAnswers(app.core);
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.press('Shift+Enter');
  await findCalls.release();
  await expect(gridCell(page, 291, 2)).toHaveClass(/active/);
  await expect(gridCell(page, 291, 2)).toHaveText('Coat 290');
  await expect(count(page)).toHaveText('30 of 30');

  // A regular expression: Shirt 11 … Shirt 19 (Shirt 10 is a coat).
  await bar(page).getByRole('checkbox', { name: 'Regular expression' }).check();
  await findField(page).fill('^Shirt 1\\d$');
  await expect(count(page)).toHaveText('9 matches');
  // Back to the top: the next coat after the last wraps to the first.
  await bar(page).getByRole('checkbox', { name: 'Regular expression' }).uncheck();
  await findField(page).fill('coat');
  await expect(count(page)).toHaveText('30 of 30');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 1, 2)).toHaveClass(/active/);
  await page.keyboard.press('Escape');

  // Within a selection: names of rows 1–20 hold two coats.
  await gridCell(page, 1, 2).click();
  await gridCell(page, 20, 2).click({ modifiers: ['Shift'] });
  await page.keyboard.press('ControlOrMeta+F');
  await expect(bar(page).getByRole('combobox', { name: 'Look in' })).toHaveValue('range');
  await findField(page).fill('coat');
  // The cursor stays where the selection began, on the first of the two.
  await expect(count(page)).toHaveText('1 of 2');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 11, 2)).toHaveClass(/active/);
  await expect(count(page)).toHaveText('2 of 2');
  await page.keyboard.press('Escape');

  // Replace one: on a cell that is not a match it goes to the match first, then replaces it.
  await gridCell(page, 11, 1).click();
  await page.keyboard.press('ControlOrMeta+H');
  await bar(page).getByRole('combobox', { name: 'Look in' }).selectOption('all');
  await findField(page).fill('Shirt 7');
  await bar(page).getByRole('checkbox', { name: 'Whole cell' }).check();
  await bar(page).getByRole('textbox', { name: 'Replace with' }).fill('Blouse 7');
  await expect(count(page)).toHaveText('1 match');
  // Clicked twice before the core answers where the first goes: the second replaces there.
  const replaceCalls = holdFindAnswers(app.core);
  await bar(page).getByRole('button', { name: 'Replace', exact: true }).click();
  await bar(page).getByRole('button', { name: 'Replace', exact: true }).click();
  await replaceCalls.release();
  await expect(gridCell(page, 8, 2)).toHaveText('Blouse 7');
  await expect(gridCell(page, 8, 2)).toHaveClass(/active/);
  await expect(count(page)).toHaveText('No matches');
  await expect.poll(async () => (await names())[7]).toBe('Blouse 7');

  // Replace all, by a regular expression with a group, over every row of the grid.
  await bar(page).getByRole('checkbox', { name: 'Whole cell' }).uncheck();
  await bar(page).getByRole('checkbox', { name: 'Regular expression' }).check();
  await findField(page).fill('^Coat (\\d+)$');
  await bar(page).getByRole('textbox', { name: 'Replace with' }).fill('Jacket $1');
  await expect(count(page)).toHaveText('30 matches');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 11, 2)).toHaveClass(/active/);
  await bar(page).getByRole('button', { name: 'Replace all…' }).click();
  await expect(bar(page).getByTestId('replace-preview')).toContainText(
    'Replace in 30 cells of 30 rows?',
  );
  await bar(page).getByRole('button', { name: 'Replace all', exact: true }).click();
  await expect(bar(page).locator('.find-done')).toHaveText(
    'Replaced 30 cells in 30 rows. Ctrl+Z undoes it as one step.',
  );
  await expect(gridCell(page, 11, 2)).toHaveText('Jacket 10');
  const replaced = Array.from({ length: PRODUCTS }, (_, i) =>
    i === 7 ? 'Blouse 7' : i % 10 === 0 ? `Jacket ${String(i)}` : nameOf(i),
  );
  await expect.poll(names).toEqual(replaced);

  // One undo in the core takes the whole replace back; the one before it stays. (Ctrl+Z's
  // route to the core's undo is the grid's edits' part of the core mode.)
  const undo = () => app.core.handlers['catalog.undo']({ profileId }, {});
  await undo();
  await expect
    .poll(names)
    .toEqual(Array.from({ length: PRODUCTS }, (_, i) => (i === 7 ? 'Blouse 7' : nameOf(i))));

  // A brand code replaced in the brands grid: the 100 products naming it follow, in one step.
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(gridCell(page, 2, 1)).toHaveText('KK', { timeout: 30_000 });
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+H');
  await bar(page).getByRole('checkbox', { name: 'Regular expression' }).uncheck();
  await bar(page).getByRole('checkbox', { name: 'Whole cell' }).check();
  await findField(page).fill('KK');
  await bar(page).getByRole('textbox', { name: 'Replace with' }).fill('KZ');
  await bar(page).getByRole('button', { name: 'Replace all…' }).click();
  await expect(bar(page).getByTestId('replace-preview')).toContainText(
    'Replace in 1 cell of 1 row, and the old code in 100 products naming it?',
  );
  await bar(page).getByRole('button', { name: 'Replace all', exact: true }).click();
  await expect(bar(page).locator('.find-done')).toHaveText(
    'Replaced 1 cell in 1 row, and the code in 100 products. Ctrl+Z undoes it as one step.',
  );
  await expect(gridCell(page, 2, 1)).toHaveText('KZ');
  const brands = async () => (await held(app.core, profileId, 'products')).map((c) => c[2]);
  const renamed = Array.from({ length: PRODUCTS }, (_, i) => (i % 3 === 0 ? 'KZ' : 'LB'));
  await expect.poll(brands).toEqual(renamed);
  expect((await held(app.core, profileId, 'brands')).map((c) => c[0])).toEqual(['LB', 'KZ']);

  // Its undo puts both grids back at once.
  await undo();
  expect((await held(app.core, profileId, 'brands')).map((c) => c[0])).toEqual(['LB', 'KK']);
  await expect.poll(brands).toEqual(Array.from({ length: PRODUCTS }, (_, i) => brandOf(i)));

  // The per-SKU view, one column: the replace goes over the whole size column in the core.
  await page.getByRole('tab', { name: /Products/ }).click();
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await expect(gridCell(page, 1, 1)).toHaveText('LK-000', { timeout: 30_000 });
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+H');
  await bar(page)
    .getByRole('combobox', { name: 'Look in' })
    .selectOption({ label: 'Column: Size code' });
  await findField(page).fill('M');
  await bar(page).getByRole('checkbox', { name: 'Match case' }).check();
  await bar(page).getByRole('textbox', { name: 'Replace with' }).fill('L');
  await expect(count(page)).toHaveText(`${String(PRODUCTS)} matches`);
  await bar(page).getByRole('button', { name: 'Replace all…' }).click();
  await expect(bar(page).getByTestId('replace-preview')).toContainText(
    `Replace in ${String(PRODUCTS)} cells of ${String(PRODUCTS)} rows?`,
  );
  await bar(page).getByRole('button', { name: 'Replace all', exact: true }).click();
  await expect(count(page)).toHaveText('No matches');
  const sizes = async () => (await held(app.core, profileId, 'skus')).map((c) => c[4]);
  await expect.poll(sizes).toEqual(Array.from({ length: PRODUCTS }, () => 'L'));
});
