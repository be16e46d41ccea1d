import type { Page } from '@playwright/test';
import type { ProductRow } from '../../app/catalog/rows.ts';
import type { E2eApp } from './support/fixtures.ts';
import { expect, test } from './support/fixtures.ts';

// One value into many cells and the status bar of the selection, as a user does it, in English
// and Japanese: Ctrl+Enter into the name column of a filtered grid leaves the rows the filter hid
// as they were and is undone in one step; one value pasted onto a 3 × 4 range fills it; the
// status bar sums shoe sizes that are numbers. Screenshots of the status bar go to the test's
// output folder for a person to look at (light and dark).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const TEXT = {
  en: {
    filter: 'Filter rows',
    skuView: 'One row per SKU',
    productView: 'One row per product',
    saved: 'All changes saved',
    figures: ['Count: 12', 'Average: 24.25', 'Sum: 242.5', 'Min: 22', 'Max: 26.5'],
    texts: ['Count: 3'],
  },
  ja: {
    filter: '行の絞り込み',
    skuView: 'SKU ごとに 1 行',
    productView: '商品ごとに 1 行',
    saved: '変更はすべてこのコンピューターに保存済み',
    figures: ['データの個数: 12', '平均: 24.25', '合計: 242.5', '最小値: 22', '最大値: 26.5'],
    texts: ['データの個数: 3'],
  },
} as const;

// Twelve products, one SKU each; brands KK, ZZ, KK, ...: filtering on "KK" hides every other
// row. Shoe sizes 22–26.5 are numbers; the last two products are free size ("F").
const PRODUCTS: ProductRow[] = Array.from({ length: 12 }, (_, i) => ({
  product_code: `SH-${String(i + 1).padStart(2, '0')}`,
  name: `スニーカー ${String(i + 1)}`,
  brand_code: i % 2 === 0 ? 'KK' : 'ZZ',
  skus: [{ color_code: 'NV', size_code: i < 10 ? String(22 + i / 2) : 'F' }],
}));

/** The text of every cell of the products view for these rows. */
const productCells = (rows: readonly ProductRow[]) =>
  rows.map((p) => [p.product_code, p.name, p.brand_code, `NV: ${p.skus[0]?.size_code ?? ''}`]);

async function seed(app: E2eApp): Promise<string> {
  const { activeId } = await app.core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  await app.core.handlers['drafts.save'](
    {
      profileId: activeId,
      grid: 'products',
      upserts: PRODUCTS.map((row, i) => ({ id: `p${String(i + 1)}`, position: i + 1, row })),
      deletes: [],
    },
    {},
  );
  return activeId;
}

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${String(row + 1)}"] [role=gridcell][aria-colindex="${String(col)}"]`,
  );
/** Every filled row's cells, as text. */
const allCells = (page: Page) =>
  grid(page)
    .locator('[role=row]:not(.new-row)')
    .filter({ has: page.locator('[role=gridcell]') })
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('[role=gridcell]')].map((c) => c.textContent)),
    );
const statusBar = (page: Page) => page.locator('.grid-status');

for (const language of ['en', 'ja'] as const) {
  const text = TEXT[language];

  test(`Ctrl+Enter fills the visible rows of a filtered grid, a pasted value a range, and the status bar sums the selection (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }, testInfo) => {
    await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
    await expect(connect.status).toContainText('Showroom');
    await app.core.handlers['settings.update']({ language }, {});
    const profileId = await seed(app);
    await page.goto(`${app.bridge.url}#/catalog/products`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(grid(page)).toContainText('スニーカー 12');
    const original = productCells(PRODUCTS);
    expect(await allCells(page)).toEqual(original);

    // The quick filter keeps the six KK products; hidden ZZ rows lie between them.
    await page.getByRole('searchbox', { name: text.filter }).fill('KK');
    await expect(
      grid(page).locator('[role=row]:not(.new-row) [role=gridcell][aria-colindex="3"]'),
    ).toHaveText(Array.from({ length: 6 }, () => 'KK'));
    // The name column of the visible rows: its first cell, then Ctrl+Shift+Down to its end.
    await cell(page, 1, 2).click();
    await page.keyboard.press('ControlOrMeta+Shift+ArrowDown');
    await expect(grid(page).locator('[role=gridcell][aria-selected=true]')).toHaveCount(6);
    await expect(statusBar(page)).toHaveAttribute('data-state', 'done');
    await page.keyboard.type('セール Sale');
    await page.keyboard.press('ControlOrMeta+Enter');
    // The selection stays, as in Excel.
    await expect(grid(page).locator('[role=gridcell][aria-selected=true]')).toHaveCount(6);
    await expect(
      grid(page).locator('[role=row]:not(.new-row) [role=gridcell][aria-colindex="2"]'),
    ).toHaveText(Array.from({ length: 6 }, () => 'セール Sale'));

    // Without the filter: every cell of every row, the hidden rows unchanged.
    await page.getByRole('searchbox', { name: text.filter }).fill('');
    const filled = PRODUCTS.map((p) => (p.brand_code === 'KK' ? { ...p, name: 'セール Sale' } : p));
    await expect.poll(() => allCells(page)).toEqual(productCells(filled));
    // The saver saw it: the store holds the names.
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    const storedNames = async () =>
      (await app.core.handlers['drafts.load']({ profileId }, {})).products.map((p) => p.row.name);
    await expect.poll(storedNames).toEqual(filled.map((p) => p.name));

    // One Ctrl+Z takes every cell back.
    await cell(page, 1, 1).click();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => allCells(page)).toEqual(original);
    await expect.poll(storedNames).toEqual(PRODUCTS.map((p) => p.name));

    // The status bar over the size column of the per-SKU view (product code, colour, size, name,
    // brand: the codes first, frozen): 10 sizes are numbers, 2 are "F".
    await page.getByRole('radio', { name: text.skuView }).click();
    await cell(page, 1, 3).click();
    await page.keyboard.press('ControlOrMeta+Shift+ArrowDown');
    await expect(grid(page).locator('[role=gridcell][aria-selected=true]')).toHaveCount(12);
    await expect(statusBar(page)).toHaveAttribute('data-state', 'done');
    await expect(statusBar(page).locator('[data-figure]')).toHaveText([...text.figures]);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await statusBar(page).screenshot({
        path: testInfo.outputPath(`status-bar-${language}-${theme}.png`),
      });
      await page.screenshot({
        path: testInfo.outputPath(`grid-status-${language}-${theme}.png`),
        caret: 'hide',
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // Text only: a count and no sums.
    await cell(page, 1, 1).click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(statusBar(page).locator('[data-figure]')).toHaveText([...text.texts]);
    // One cell: no figures.
    await page.keyboard.press('ArrowRight');
    await expect(statusBar(page).locator('[data-figure]')).toHaveCount(0);

    // One value pasted onto 3 rows × 4 columns (colour to brand) fills all twelve cells.
    await cell(page, 1, 2).click();
    await cell(page, 3, 5).click({ modifiers: ['Shift'] });
    await expect(grid(page).locator('[role=gridcell][aria-selected=true]')).toHaveCount(12);
    await page.evaluate(() => navigator.clipboard.writeText('ZZ\r\n'));
    await page.keyboard.press('ControlOrMeta+V');
    for (let row = 1; row <= 3; row += 1) {
      await expect(
        grid(page).locator(`[role=row][aria-rowindex="${String(row + 1)}"] [role=gridcell]`),
      ).toHaveText([PRODUCTS[row - 1]?.product_code ?? '', 'ZZ', 'ZZ', 'ZZ', 'ZZ']);
    }
    await expect(cell(page, 4, 4)).toHaveText('スニーカー 4');
    await page.keyboard.press('ControlOrMeta+Z');
    await page.getByRole('radio', { name: text.productView }).click();
    await expect.poll(() => allCells(page)).toEqual(original);
  });
}
