import type { Page } from '@playwright/test';
import type { CatalogViewName } from '../../app/catalog/views.ts';
import { expect, test } from './support/fixtures.ts';
import { connectToDemo, openCoreCatalog, openSeededCore } from './support/core-mode.ts';
import { expectRowCells, gridCell } from './support/grid-view.ts';
import { openCsv } from './support/csv-dialog.ts';
import { sendImport } from './support/imports.ts';

// One user action, one undo step, in core mode as in the page (issue 28): a paste reaching past
// the grid's end, a per-SKU removal over several products, a file taken in parts and "edit
// again" each go to the core as several operations, and one Ctrl+Z takes each back whole (one
// Ctrl+Y puts the paste again). The paste's note goes with its undo. Each checked on screen and
// in the core's rows.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PRODUCTS = 200;
const FILE_ROWS = 2_100;

const coat = (n: number) => `ウールコート Wool coat ${String(n)}`;

/** The first cells of stored rows: the per-SKU view's code, colour and size (its view columns:
 * the product's, then the SKU's), the others' first three. */
function firstCells(view: CatalogViewName, rows: string[][]): string[][] {
  const picked = view === 'skus' ? [0, 3, 4] : [0, 1, 2];
  return rows.map((cells) => picked.map((k) => cells[k] ?? ''));
}

const rowHeader = (page: Page, row: number) =>
  page.getByRole('grid').locator(`[role=row][aria-rowindex="${String(row + 1)}"] [role=rowheader]`);

const productsTab = (page: Page) => page.getByRole('tab', { name: /Products/ });

test('core mode: a paste past the end, a per-SKU removal and a file are one undo step each', async ({
  app,
  connect,
  page,
  standIn,
}, testInfo) => {
  test.setTimeout(300_000);
  const { cells } = await openSeededCore({ app, connect, standIn, page }, 'Core undo', PRODUCTS);
  const core = async (view: CatalogViewName, from: number, count: number) =>
    firstCells(view, await cells(view, from, count));
  const undo = page.getByRole('button', { name: 'Undo' });

  // A block with its header line, pasted from the last row down: the last row's cells, then two
  // rows added below the end (two operations in the core). The note offers to undo it.
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await expect(gridCell(page, PRODUCTS, 1)).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'product_code\tname\tbrand_code\r\nP-1\tPasted 1\tLB\r\nP-2\tPasted 2\tLB\r\nP-3\tPasted 3\tLB\r\n',
    ),
  );
  await page.keyboard.press('ControlOrMeta+V');
  const pasted = [1, 2, 3].map((n) => [`P-${String(n)}`, `Pasted ${String(n)}`, 'LB']);
  await expect(productsTab(page)).toContainText(`${String(PRODUCTS + 2)} rows`);
  for (const [k, cells] of pasted.entries()) await expectRowCells(page, PRODUCTS + k, cells);
  await expect.poll(() => core('products', PRODUCTS - 1, 5)).toEqual(pasted);
  const note = page.locator('.paste-note');
  await expect(note).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: testInfo.outputPath(`core-paste-note-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.keyboard.press('ControlOrMeta+Z');
  await expect(productsTab(page)).toContainText(`${String(PRODUCTS)} rows`);
  await expectRowCells(page, PRODUCTS, ['LK-10199', coat(PRODUCTS), 'LB']);
  await expect
    .poll(() => core('products', PRODUCTS - 1, 5))
    .toEqual([['LK-10199', coat(PRODUCTS), 'LB']]);
  await expect(note).toBeHidden();
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  // And one Ctrl+Y puts it all again.
  await page.keyboard.press('ControlOrMeta+Y');
  await expect(productsTab(page)).toContainText(`${String(PRODUCTS + 2)} rows`);
  await expect.poll(() => core('products', PRODUCTS - 1, 5)).toEqual(pasted);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => core('products', PRODUCTS - 1, 5)).toHaveLength(1);

  // The per-SKU view: both SKU rows of LK-10000 and the first of LK-10001 removed (a product
  // deleted and a SKU taken out of another: two operations), then one Ctrl+Z.
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  const skuRows = [
    ['LK-10000', 'NV', 'S'],
    ['LK-10000', 'NV', 'M'],
    ['LK-10001', 'NV', 'S'],
    ['LK-10001', 'NV', 'M'],
  ];
  for (const [k, cells] of skuRows.entries()) await expectRowCells(page, 1 + k, cells);
  await rowHeader(page, 1).click();
  await rowHeader(page, 3).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Remove rows' }).click();
  await page
    .getByRole('dialog', { name: 'Remove 3 rows?' })
    .getByRole('button', { name: 'Remove 3 rows' })
    .click();
  await expectRowCells(page, 1, ['LK-10001', 'NV', 'M']);
  await expectRowCells(page, 2, ['LK-10002', 'NV', 'S']);
  await expect.poll(() => core('skus', 0, 2)).toEqual([skuRows[3], ['LK-10002', 'NV', 'S']]);
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+Z');
  for (const [k, cells] of skuRows.entries()) await expectRowCells(page, 1 + k, cells);
  await expect.poll(() => core('skus', 0, 4)).toEqual(skuRows);

  // A file of 2,101 rows (two parts of operations): an existing code renamed, the rest new.
  await page.getByRole('radio', { name: 'One row per product' }).click();
  // The product view kept its place (the paste's last row): back to the top.
  await page.getByRole('grid').locator('[role=gridcell]').first().click();
  await page.keyboard.press('ControlOrMeta+Home');
  await expectRowCells(page, 1, ['LK-10000', coat(1), 'LB']);
  const lines = ['product_code,name,brand_code,color_code,size_code', 'LK-10000,Renamed,LB,NV,S'];
  for (let i = 0; i < FILE_ROWS; i += 1) {
    lines.push(`F-${String(i).padStart(5, '0')},File row ${String(i)},LB,NV,M`);
  }
  const open = await openCsv(page, 'styles.csv', lines);
  await open.getByRole('radio', { name: 'Replace the grid’s rows with the file’s' }).check();
  await open.getByRole('button', { name: /^Use these/ }).click();
  await expect(open).toBeHidden();
  const afterFile = (PRODUCTS + FILE_ROWS).toLocaleString('en');
  await expect(productsTab(page)).toContainText(`${afterFile} rows`, { timeout: 120_000 });
  await expectRowCells(page, 1, ['LK-10000', 'Renamed', 'LB']);
  await expect
    .poll(() => core('products', PRODUCTS + FILE_ROWS - 1, 1))
    .toEqual([
      [`F-${String(FILE_ROWS - 1).padStart(5, '0')}`, `File row ${String(FILE_ROWS - 1)}`, 'LB'],
    ]);
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(productsTab(page)).toContainText(`${String(PRODUCTS)} rows`);
  await expectRowCells(page, 1, ['LK-10000', coat(1), 'LB']);
  await expect.poll(() => core('products', 0, PRODUCTS + 1)).toHaveLength(PRODUCTS);
  await expect.poll(async () => (await core('products', 0, 1))[0]?.[1]).toBe(coat(1));
  // Three actions, each undone: the paste's redo was cut off, nothing older is left to undo.
  await expect(undo).toBeDisabled();
});

test('core mode: "edit again" over two grids is one undo step', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(240_000);
  const profileId = await connectToDemo({ app, connect, standIn }, 'Core again');
  await sendImport(app, profileId);
  await openCoreCatalog(page, app, '/sent');
  const table = page.getByTestId('sent-table');
  await expect(table.locator('tr[data-code="P-H1"]')).toBeVisible();
  // A brand and a product taken back: rows inserted in two grids (two operations).
  await page.getByRole('checkbox', { name: 'Select HB' }).check();
  await page.getByRole('checkbox', { name: 'Select P-H1' }).check();
  await page.getByRole('button', { name: 'Edit again' }).click();
  await expect(page.getByTestId('sent-done')).toContainText('2 added, 0 replaced, 0 kept');
  const drafts = async () => {
    const loaded = await app.core.handlers['drafts.load']({ profileId }, {});
    return {
      brands: loaded.brands.map((entry) => entry.row.code),
      products: loaded.products.map((entry) => entry.row.product_code),
    };
  };
  expect(await drafts()).toEqual({ brands: ['HB'], products: ['P-H1'] });

  await page.goto(`${app.bridge.url}#/catalog/products`);
  await expect(gridCell(page, 1, 1)).toHaveText('P-H1');
  await expect(gridCell(page, 1, 2)).toHaveText('History coat');
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();
  await gridCell(page, 1, 2).click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(productsTab(page)).toContainText('0 rows');
  await expect(gridCell(page, 1, 1)).toHaveText('');
  await expect.poll(drafts).toEqual({ brands: [], products: [] });
  await expect(undo).toBeDisabled();
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(page.getByRole('tab', { name: /Brands/ })).toContainText('0 rows');
});
