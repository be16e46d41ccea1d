import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { gridCell } from './support/grid-view.ts';
import { openSeededCore } from './support/core-mode.ts';
import { openCsv } from './support/csv-dialog.ts';

// Rows, the SKU matrix and files in core mode (issue 28, step 4): the grids read the core's
// window and every change goes to the core as operations. Rows added and removed in the product
// and per-SKU views, the SKU matrix adding and removing SKUs, a CSV with new and existing codes
// taken in, and the grid saved to a file; after each step, what the core holds.

const PRODUCTS = 300;

const grid = (page: Page) => page.getByRole('grid');
const cell = gridCell;
const rowNumber = (page: Page, row: number) =>
  grid(page).locator(`[role=row][aria-rowindex="${String(row + 1)}"] [role=rowheader]`);

/** The products the core holds in draft order: id, code, name, and SKUs as "colour size". */
async function stored(core: PreviewCore, profileId: string) {
  const { products } = await core.handlers['drafts.load']({ profileId }, {});
  return products.map((entry) => ({
    id: entry.id,
    code: entry.row.product_code,
    name: entry.row.name,
    skus: entry.row.skus.map((sku) => `${sku.color_code} ${sku.size_code}`),
  }));
}

test('core mode: rows added and removed, the SKU matrix, a CSV taken in and saved', async ({
  app,
  connect,
  page,
  standIn,
}, testInfo) => {
  test.setTimeout(300_000);
  const { profileId } = await openSeededCore({ app, connect, standIn, page }, 'Look', PRODUCTS, {
    language: 'en',
    theme: 'light',
  });
  const held = () => stored(app.core, profileId);

  // A row below row 2: after LK-10001 in draft order, shown as row 3 and selected.
  await cell(page, 2, 2).click();
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect.poll(async () => (await held()).length).toBe(PRODUCTS + 1);
  const added = (await held())[2];
  expect(added).toMatchObject({ code: '', name: '', skus: [] });
  await expect(cell(page, 3, 1)).toHaveText('');
  await expect(cell(page, 4, 1)).toHaveText('LK-10002');
  await expect(cell(page, 3, 1)).toHaveAttribute('aria-selected', 'true');

  // Rows 3 and 4 (the new one and LK-10002) removed, asked first.
  await rowNumber(page, 3).click();
  await rowNumber(page, 4).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Remove rows' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove 2 rows?' });
  await ask.getByRole('button', { name: 'Remove 2 rows' }).click();
  await expect(ask).toBeHidden();
  await expect.poll(async () => (await held()).length).toBe(PRODUCTS - 1);
  expect((await held()).slice(0, 4).map((p) => p.code)).toEqual([
    'LK-10000',
    'LK-10001',
    'LK-10003',
    'LK-10004',
  ]);
  await expect(cell(page, 3, 1)).toHaveText('LK-10003');

  // The SKU matrix of row 1: NV M unticked, NV L added.
  await cell(page, 1, 4).click();
  await page.keyboard.press('Enter');
  const matrix = page.getByRole('dialog', { name: 'SKUs of LK-10000' });
  await matrix.getByRole('button', { name: 'XS–XXL' }).click();
  await matrix.getByRole('checkbox', { name: 'NV M' }).uncheck();
  await matrix.getByRole('checkbox', { name: 'NV L' }).check();
  await page.screenshot({ path: testInfo.outputPath('core-sku-matrix.png') });
  await matrix.getByRole('button', { name: 'Apply (2 SKUs)' }).click();
  await expect(matrix).toBeHidden();
  await expect.poll(async () => (await held())[0]?.skus).toEqual(['NV S', 'NV L']);
  await expect(cell(page, 1, 4)).toHaveText('NV: S L');

  // The per-SKU view: a SKU added below LK-10000's first, then it and the next removed.
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await expect(cell(page, 2, 3)).toHaveText('L');
  await cell(page, 1, 2).click();
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect.poll(async () => (await held())[0]?.skus).toEqual(['NV S', ' ', 'NV L']);
  await expect(cell(page, 3, 3)).toHaveText('L');
  await rowNumber(page, 2).click();
  await rowNumber(page, 3).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Remove rows' }).click();
  await page
    .getByRole('dialog', { name: 'Remove 2 rows?' })
    .getByRole('button', { name: 'Remove 2 rows' })
    .click();
  await expect.poll(async () => (await held())[0]?.skus).toEqual(['NV S']);
  // Every SKU row of LK-10001 removed: the product goes.
  await rowNumber(page, 2).click();
  await rowNumber(page, 3).click({ modifiers: ['Shift'] });
  await page.getByRole('button', { name: 'Remove rows' }).click();
  await page
    .getByRole('dialog', { name: 'Remove 2 rows?' })
    .getByRole('button', { name: 'Remove 2 rows' })
    .click();
  await expect
    .poll(async () => (await held()).map((p) => p.code).slice(0, 2))
    .toEqual(['LK-10000', 'LK-10003']);
  await page.getByRole('radio', { name: 'One row per product' }).click();

  // A CSV: one existing code with a new name, one new code. The preview asks what to do.
  const open = await openCsv(page, 'styles.csv', [
    'product_code,name,brand_code,color_code,size_code',
    'LK-10003,Renamed coat,LB,NV,S',
    'NEW-1,New shirt,LB,NV,M',
  ]);
  await open.getByRole('radio', { name: 'Replace the grid’s rows with the file’s' }).check();
  await open.getByRole('button', { name: 'Use these 2 rows' }).click();
  await expect(open).toBeHidden();
  // The file goes in as several operations (one undo step): waited on until the last has landed.
  await expect
    .poll(async () => {
      const rows = await held();
      return [rows.length, rows.find((p) => p.code === 'LK-10003'), rows.at(-1)?.code];
    })
    .toEqual([
      PRODUCTS - 1,
      expect.objectContaining({ name: 'Renamed coat', skus: ['NV S'] }),
      'NEW-1',
    ]);
  const afterImport = await held();
  expect(afterImport).toHaveLength(PRODUCTS - 1);
  expect(afterImport.at(-1)).toMatchObject({ code: 'NEW-1', name: 'New shirt', skus: ['NV M'] });
  expect(afterImport[1]).toMatchObject({ id: 'p3', code: 'LK-10003' });

  // Saved to a file: every product the core holds, in draft order, read in parts.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const lines = readFileSync(await download.path())
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe('product_code,name,brand_code,skus');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(afterImport.map((p) => p.code));
  expect(lines).toContain('LK-10003,Renamed coat,LB,NV: S');
  expect(lines.at(-1)).toBe('NEW-1,New shirt,LB,NV: M');

  // A master grid: a brand added below the one there, then removed.
  const brands = async () =>
    (await app.core.handlers['drafts.load']({ profileId }, {})).brands.map((b) => b.row.code);
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(cell(page, 1, 1)).toHaveText('LB');
  await cell(page, 1, 1).click();
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect.poll(brands).toEqual(['LB', '']);
  await expect(cell(page, 2, 1)).toHaveText('');
  await rowNumber(page, 1).click();
  await page.getByRole('button', { name: 'Remove rows' }).click();
  await expect.poll(brands).toEqual(['']);
  await expect(cell(page, 1, 1)).toHaveText('');
});

test('core mode: a 10,000-row CSV goes to the core in parts, its progress shown', async ({
  app,
  connect,
  page,
  standIn,
}, testInfo) => {
  test.setTimeout(300_000);
  const { profileId } = await openSeededCore({ app, connect, standIn, page }, 'Look', PRODUCTS, {
    language: 'en',
    theme: 'dark',
  });
  // Every text the progress line shows, as it shows it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const line = document.querySelector('[data-testid="core-rows-line"]');
      const text = (line?.textContent ?? '').trim();
      if (text !== '' && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const rows = ['product_code,name,brand_code,color_code,size_code'];
  // The first 100 are codes the grid holds (renamed), the rest new.
  for (let i = 0; i < 10_000; i += 1) {
    rows.push(
      `${i < 100 ? `LK-${String(10000 + i)}` : `BIG-${String(i)}`},Bulk ${String(i)},LB,NV,S`,
    );
  }
  const open = await openCsv(page, 'bulk.csv', rows);
  await open.getByRole('radio', { name: 'Replace the grid’s rows with the file’s' }).check();
  await open.getByRole('button', { name: 'Use these 10,000 rows' }).click();
  await expect(open).toBeHidden();
  const line = page.getByTestId('core-rows-line');
  await expect(line).toContainText('of 10,000', { timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('core-import-progress-dark.png') });
  await expect(line).toBeHidden({ timeout: 240_000 });
  // The grid shows the rows as the core now holds them.
  await expect(cell(page, 1, 2)).toHaveText('Bulk 0');
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('10,200 rows');

  const { products } = await app.core.handlers['drafts.load']({ profileId }, {});
  expect(products).toHaveLength(PRODUCTS + 9_900);
  expect(products[0]?.row).toMatchObject({ product_code: 'LK-10000', name: 'Bulk 0' });
  expect(products.at(-1)?.row).toMatchObject({ product_code: 'BIG-9999', name: 'Bulk 9999' });
  // The rows went in parts, each part's count shown as it was done.
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(seen).toContain('Taking in the file’s rows… 2,000 of 10,000');
  expect(seen).toContain('Taking in the file’s rows… 8,000 of 10,000');
});
