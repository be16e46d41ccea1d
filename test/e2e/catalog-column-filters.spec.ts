import type { Locator, Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';

// Column filters from the grid's headers, as a user sets them (Excel's AutoFilter), in English
// and Japanese: filter products by brand (values list, search, one brand), see "N of M" and the
// header's filtered mark, add a second column's text condition, clear all filters and find every
// row back; in the per-SKU view, keep one colour's SKU rows. Alt+Down on a cell opens its
// column's menu and Escape gives the grid its keys back. COLUMN_FILTER_SHOTS=<folder> saves the
// open menu at 1280×800 and 800×600, light and dark.

const LOOKS = [
  {
    language: 'en',
    brandMenu: 'Brand code: sort and filter',
    brandFiltered: 'Brand code: sort and filter (filtered)',
    nameMenu: 'Name: sort and filter',
    colorMenu: 'Color code: sort and filter',
    search: 'Search values',
    selectAll: '(Select all)',
    condition: 'Text filter',
    contains: 'Contains',
    conditionText: 'Text to compare',
    ok: 'OK',
    clearAll: 'Clear all filters',
    perSku: 'One row per SKU',
    perProduct: 'One row per product',
    byBrand: '20 of 60 products',
    byBoth: '10 of 60 products',
    byColour: '60 of 120 SKU rows',
  },
  {
    language: 'ja',
    brandMenu: 'ブランドコード：並べ替えと絞り込み',
    brandFiltered: 'ブランドコード：並べ替えと絞り込み（絞り込み中）',
    nameMenu: '名称：並べ替えと絞り込み',
    colorMenu: 'カラーコード：並べ替えと絞り込み',
    search: '値を検索',
    selectAll: '（すべて選択）',
    condition: 'テキストの条件',
    contains: 'を含む',
    conditionText: '比べる文字',
    ok: 'OK',
    clearAll: 'すべての絞り込みを解除',
    perSku: 'SKU ごとに 1 行',
    perProduct: '商品ごとに 1 行',
    byBrand: '60 商品中 20 件',
    byBoth: '60 商品中 10 件',
    byColour: '120 SKU 行中 60 行',
  },
] as const;

const BRANDS = ['KK', 'AB', 'ZZ'] as const;
const COUNT = 60;

/** 60 products: brands KK, AB, ZZ in turn; coats and shirts by halves of each; two SKUs each. */
async function draftProducts(core: PreviewCore, profileId: string): Promise<void> {
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: Array.from({ length: COUNT }, (_, i) => ({
        id: `p-${String(i)}`,
        position: i,
        row: {
          product_code: `CF-${String(i).padStart(3, '0')}`,
          name: `${Math.floor(i / 3) % 2 === 0 ? 'Wool coat' : 'Cotton shirt'} ${String(i)}`,
          brand_code: BRANDS[i % 3] ?? 'KK',
          skus: [
            { color_code: 'NV', size_code: 'M' },
            { color_code: 'BK', size_code: 'L' },
          ],
        },
      })),
      deletes: [],
    },
    {},
  );
}

const grid = (page: Page) => page.getByRole('grid');
/** Rows the grid holds (aria-rowcount counts the header and the new-row line). */
const rowCount = async (page: Page) => Number(await grid(page).getAttribute('aria-rowcount')) - 1;
const columnCells = (page: Page, col: number) =>
  grid(page).locator(`[role=row]:not(.new-row) [role=gridcell][aria-colindex="${String(col)}"]`);

/** `shown` (the open menu, say) stays in view at each size; the menu follows the window. */
async function shoot(page: Page, shown: Locator, name: string): Promise<void> {
  const dir = process.env['COLUMN_FILTER_SHOTS'];
  if (dir === undefined) return;
  for (const [scheme, width, height] of [
    ['light', 1280, 800],
    ['dark', 1280, 800],
    ['light', 800, 600],
    ['dark', 800, 600],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height });
    await expect(shown).toBeInViewport();
    await page.screenshot({ path: `${dir}/${name}-${scheme}-${String(width)}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const look of LOOKS) {
  test(`filters products from the headers, by brand and a name condition, per-SKU by colour, and clears them (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    const { activeId } = await app.core.handlers['connections.list']({}, {});
    if (activeId === null) throw new Error('no active connection');
    await draftProducts(app.core, activeId);
    await app.core.handlers['settings.update']({ language: look.language }, {});
    await page.goto(`${app.bridge.url}#/catalog/products`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.language);
    await expect.poll(() => rowCount(page)).toBe(COUNT);

    // Alt+Down on a name cell opens the name column's menu; Escape closes it, the keys back
    // with the grid. (On a brand code cell Alt+Down opens the code picker, as Excel's data
    // validation list takes it there: catalog-pickers.spec.ts.)
    await columnCells(page, 2).first().click();
    await page.keyboard.press('Alt+ArrowDown');
    const nameMenu = page.getByRole('dialog', { name: look.nameMenu });
    await expect(nameMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nameMenu).toHaveCount(0);
    await expect(page.locator('.grid-input')).toBeFocused();
    const brandMenu = page.getByRole('dialog', { name: look.brandMenu });
    // Alt+Down on the header itself (its label focused) opens it too.
    await grid(page).getByRole('columnheader').nth(3).getByRole('button').first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(brandMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(brandMenu).toHaveCount(0);

    // From the header: the values with their counts; a search; one brand.
    await page.getByRole('button', { name: look.brandMenu, exact: true }).click();
    await expect(brandMenu.getByRole('checkbox', { name: /^AB/ })).toHaveAccessibleName(
      look.language === 'en' ? 'AB (20)' : 'AB（20）',
    );
    await expect(brandMenu.getByRole('checkbox', { name: /^(KK|AB|ZZ)/ })).toHaveCount(3);
    await shoot(page, brandMenu, `column-menu-${look.language}`);
    await brandMenu.getByRole('searchbox', { name: look.search }).fill('kk');
    await expect(brandMenu.getByRole('checkbox', { name: /^(KK|AB|ZZ)/ })).toHaveCount(1);
    await brandMenu.getByRole('button', { name: look.ok }).click();
    await expect(brandMenu).toHaveCount(0);
    await expect(page.getByTestId('filter-summary').getByRole('status')).toHaveText(look.byBrand);
    await expect.poll(() => rowCount(page)).toBe(20);
    const brandButton = page.getByRole('button', { name: look.brandFiltered });
    await expect(brandButton).toHaveClass(/filtered/);
    await shoot(page, page.getByTestId('filter-summary'), `column-filtered-${look.language}`);
    for (const text of await columnCells(page, 3).allTextContents()) expect(text).toBe('KK');

    // A second column: names containing "coat" (any case), with the brand still KK.
    await page.getByRole('button', { name: look.nameMenu, exact: true }).click();
    await nameMenu.getByRole('combobox', { name: look.condition }).selectOption({
      label: look.contains,
    });
    await nameMenu.getByRole('textbox', { name: look.conditionText }).fill('COAT');
    await page.keyboard.press('Enter');
    await expect(nameMenu).toHaveCount(0);
    await expect(page.getByTestId('filter-summary').getByRole('status')).toHaveText(look.byBoth);
    await expect.poll(() => rowCount(page)).toBe(10);
    for (const text of await columnCells(page, 2).allTextContents()) expect(text).toMatch(/coat/);
    for (const text of await columnCells(page, 3).allTextContents()) expect(text).toBe('KK');

    // Clear all filters: every row back, the headers unmarked.
    await page.getByRole('button', { name: look.clearAll }).click();
    await expect.poll(() => rowCount(page)).toBe(COUNT);
    await expect(page.getByTestId('filter-summary')).toHaveCount(0);
    await expect(page.getByRole('button', { name: look.brandMenu, exact: true })).not.toHaveClass(
      /filtered/,
    );

    // Per SKU: the colour BK keeps one SKU row of each product.
    await page.getByRole('radio', { name: look.perSku }).click();
    await expect.poll(() => rowCount(page)).toBe(COUNT * 2);
    await page.getByRole('button', { name: look.colorMenu, exact: true }).click();
    const colorMenu = page.getByRole('dialog', { name: look.colorMenu });
    await colorMenu.getByRole('checkbox', { name: look.selectAll }).click();
    await colorMenu.getByRole('checkbox', { name: /^BK/ }).check();
    await colorMenu.getByRole('button', { name: look.ok }).click();
    await expect(page.getByTestId('filter-summary').getByRole('status')).toHaveText(look.byColour);
    await expect.poll(() => rowCount(page)).toBe(COUNT);
    for (const text of await columnCells(page, 2).allTextContents()) expect(text).toBe('BK');
    for (const text of await columnCells(page, 3).allTextContents()) expect(text).toBe('L');
    await page.getByRole('button', { name: look.clearAll }).click();
    await expect.poll(() => rowCount(page)).toBe(COUNT * 2);
    await page.getByRole('radio', { name: look.perProduct }).click();
  });
}
