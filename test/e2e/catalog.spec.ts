import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The catalog grids in real Chromium through the test bridge: real core, real node:sqlite drafts.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

function brandBlock(): string {
  const lines: string[] = [];
  for (let i = 1; i <= 200; i += 1) {
    const code = i === 57 ? '' : `B${String(i).padStart(3, '0')}`;
    // Excel's quoting: a name with a tab, one with a line break and quotes.
    const name = i === 3 ? '"Tab\there"' : i === 4 ? '"Two\nlines ""quoted"""' : `ブランド ${i}`;
    lines.push(`${code}\t${name}`);
  }
  return lines.join('\r\n') + '\r\n';
}

async function pasteText(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`,
  );

test('paste 200 rows, fix a flagged error, undo and redo, edit SKUs, reload and find the draft', async ({
  page,
  connect,
  standIn,
}) => {
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await connect.nav('Catalog').click();
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(page.getByText('The service offers no way to read its Brands')).toBeVisible();

  // Select the first cell and paste the block from the clipboard.
  await cell(page, 1, 1).click();
  await pasteText(page, brandBlock());
  const brandsTab = page.getByRole('tab', { name: /Brands/ });
  await expect(brandsTab).toContainText('200 rows');
  await expect(brandsTab).toContainText('1 with problems');
  await expect(cell(page, 3, 2)).toHaveText('Tab\there');
  await expect(cell(page, 4, 2)).toHaveText('Two\nlines "quoted"');

  // The empty code is flagged on its cell and in the list; clicking the list selects the cell.
  await page.getByRole('button', { name: /Brands · \(no code\) · Code/ }).click();
  await expect(cell(page, 57, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 57, 1)).toHaveClass(/active/);
  await page.keyboard.type('B057');
  await page.keyboard.press('Enter');
  await expect(cell(page, 57, 1)).toHaveText('B057');
  await expect(brandsTab).not.toContainText('with problems');

  // Undo brings the error back, redo fixes it again: one step each.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 57, 1)).toHaveText('');
  await expect(brandsTab).toContainText('1 with problems');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(page, 57, 1)).toHaveText('B057');

  // A product typed in, then its SKUs in the matrix.
  await page.getByRole('tab', { name: /Products/ }).click();
  await cell(page, 1, 1).click();
  await page.keyboard.type('P-100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('綿シャツ');
  await page.keyboard.press('Tab');
  await page.keyboard.type('B001');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'SKUs of P-100' });
  await dialog.getByLabel('Color code').fill('NV');
  await dialog.getByRole('button', { name: 'Add' }).first().click();
  await dialog.getByRole('button', { name: 'XS–XXL' }).click();
  await dialog.getByRole('checkbox', { name: 'NV S' }).check();
  await dialog.getByRole('checkbox', { name: 'NV M' }).check();
  await dialog.getByRole('button', { name: 'Apply (2 SKUs)' }).click();
  await expect(cell(page, 1, 4)).toHaveText('NV: S M');

  // The per-SKU view shows the same product as two rows (colour and size beside the code).
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await expect(cell(page, 2, 3)).toHaveText('M');
  await expect(cell(page, 2, 4)).toHaveText('綿シャツ');

  // Saved within a second; a reload finds every grid as it was.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: /Brands/ })).toContainText('200 rows');
  // The drafts come back; the undo stack does not.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('1 row');
  await expect(cell(page, 2, 3)).toHaveText('M');
  await page.getByRole('tab', { name: /Brands/ }).click();
  await expect(cell(page, 4, 2)).toHaveText('Two\nlines "quoted"');
  await page.getByRole('searchbox', { name: 'Filter rows' }).fill('B057');
  await expect(cell(page, 1, 1)).toHaveText('B057');
  await expect(page.getByTestId('filter-summary').getByRole('status')).toHaveText(
    '1 of 200 brands',
  );
});
