import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gridCell, gridCellTexts } from './support/grid-view.ts';
import { saveBrandsAndProducts, activeProfile } from './support/imports.ts';
import { openInLook } from './support/layout.ts';

// Issue 25's first walk, in one go as a user does it, in English and Japanese: filter the
// products by brand from the brand header's menu (Excel's AutoFilter: untick "(Select all)",
// tick one brand, OK), select the name column of the rows in view (Ctrl+Space) and Ctrl+Enter a
// value into it, then clear the filter and read every cell of every row: the rows the filter hid
// (above, between and below the selected ones) are as they were, the rows in view hold the value,
// and so does the store. One Ctrl+Z takes it all back.

const WORDS = {
  en: {
    brandMenu: 'Brand code: sort and filter',
    brandFiltered: 'Brand code: sort and filter (filtered)',
    selectAll: '(Select all)',
    ok: 'OK',
    filtered: '10 of 15 products',
    clearAll: 'Clear all filters',
  },
  ja: {
    brandMenu: 'ブランドコード：並べ替えと絞り込み',
    brandFiltered: 'ブランドコード：並べ替えと絞り込み（絞り込み中）',
    selectAll: '（すべて選択）',
    ok: 'OK',
    filtered: '15 商品中 10 件',
    clearAll: 'すべての絞り込みを解除',
  },
} as const;

// Fifteen products; every third (the first among them) names ZZ, the rest KK: filtered to KK,
// a hidden row lies above the first row in view and between every two of the others.
const PRODUCTS = Array.from({ length: 15 }, (_, i) => ({
  code: `W25-${String(i).padStart(4, '0')}`,
  brand: i % 3 === 0 ? 'ZZ' : 'KK',
}));
const VALUE = 'セール Sale';
const BRAND = 3;
const NAME = 2;

/** The brand code column's cells of the rows in view. */
const brandCells = (page: Page) =>
  page
    .getByRole('grid')
    .locator(`[role=row]:not(.new-row) [role=gridcell][aria-colindex="${String(BRAND)}"]`);

for (const language of ['en', 'ja'] as const) {
  const words = WORDS[language];

  test(`filter by brand from the header, Ctrl+Enter into the name column, clear: hidden rows unchanged (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Walk', standIn.url, standIn.app('demo', 'full').token);
    await saveBrandsAndProducts(
      app,
      [
        { code: 'KK', name: 'Kikan Knit' },
        { code: 'ZZ', name: 'Zenzen' },
      ],
      PRODUCTS,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInLook(page, app, { language, theme: 'light' }, '/catalog/products');
    await expect(gridCell(page, 15, 1)).toHaveText('W25-0014');
    const original = await gridCellTexts(page);
    expect(original.map((cells) => cells.slice(0, 3))).toEqual(
      PRODUCTS.map((p) => [p.code, `Shirt ${p.code}`, p.brand]),
    );

    // The brand header's menu: every value unticked, KK ticked, OK.
    await page.getByRole('button', { name: words.brandMenu, exact: true }).click();
    const menu = page.getByRole('dialog', { name: words.brandMenu });
    await menu.getByRole('checkbox', { name: words.selectAll }).uncheck();
    await menu.getByRole('checkbox', { name: /^KK/ }).check();
    await expect(menu.getByRole('checkbox', { name: /^ZZ/ })).not.toBeChecked();
    await menu.getByRole('button', { name: words.ok }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('filter-summary').getByRole('status')).toHaveText(words.filtered);
    await expect(page.getByRole('button', { name: words.brandFiltered })).toBeVisible();
    await expect(brandCells(page)).toHaveText(Array.from({ length: 10 }, () => 'KK'));

    // The name column of the rows in view (Ctrl+Space on one of its cells), a value typed into
    // the active cell and Ctrl+Enter: every selected cell takes it, the selection stays.
    await gridCell(page, 3, NAME).click();
    await page.keyboard.press('Control+Space');
    const selected = page.getByRole('grid').locator('[role=gridcell][aria-selected=true]');
    await expect(selected).toHaveCount(10);
    await page.keyboard.type(VALUE);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(selected).toHaveCount(10);
    await expect(
      page
        .getByRole('grid')
        .locator(`[role=row]:not(.new-row) [role=gridcell][aria-colindex="${String(NAME)}"]`),
    ).toHaveText(Array.from({ length: 10 }, () => VALUE));

    // Clear all filters: all fifteen rows back, each cell read; only the KK rows' names changed.
    await page.getByRole('button', { name: words.clearAll }).click();
    await expect(page.getByTestId('filter-summary')).toHaveCount(0);
    const expected = original.map((cells, i) =>
      PRODUCTS[i]?.brand === 'KK'
        ? cells.map((text, col) => (col === NAME - 1 ? VALUE : text))
        : cells,
    );
    await expect.poll(() => gridCellTexts(page)).toEqual(expected);
    // What the store keeps, once saved, is the same.
    const profileId = await activeProfile(app);
    const storedNames = async () =>
      (await app.core.handlers['drafts.load']({ profileId }, {})).products.map((p) => p.row.name);
    await expect
      .poll(storedNames)
      .toEqual(PRODUCTS.map((p) => (p.brand === 'KK' ? VALUE : `Shirt ${p.code}`)));

    // One undo step takes all ten back.
    await gridCell(page, 1, 1).click();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => gridCellTexts(page)).toEqual(original);
    await expect.poll(storedNames).toEqual(PRODUCTS.map((p) => `Shirt ${p.code}`));
  });
}
