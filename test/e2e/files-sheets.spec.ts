import type { Page } from '@playwright/test';
import { workbook } from '../support/workbooks.ts';
import { expect, test } from './support/files-harness-fixture.ts';

// A workbook of several sheets in the open-file dialog: every sheet listed, the first with known
// column names opened (past a cover note), another chosen by hand.

const dialog = (page: Page) => page.getByRole('dialog');

test('the dialog opens the first recognised sheet and lets the user pick another', async ({
  harness: page,
  harnessUrl,
}) => {
  await page.goto(`${harnessUrl}?dialog=products`);
  await dialog(page)
    .getByLabel('Choose a file…')
    .setInputFiles({
      name: 'styles.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook()),
    });
  const sheet = dialog(page).getByRole('combobox', { name: 'Sheet' });
  await expect(sheet).toHaveValue('1');
  await expect(sheet.locator('option')).toHaveText([
    '表紙 — 2 rows, no known column names',
    'スタイル — 3 rows, columns recognised',
    'ブランド — 1 row, columns recognised',
  ]);
  const confirm = dialog(page).locator('.file-footer .button.primary');
  await expect(confirm).toHaveText('Use these 2 rows');

  // The cover note, chosen by hand: every column left out, nothing to confirm.
  await sheet.selectOption('0');
  await expect(dialog(page).getByRole('alert')).toContainText('Choose the column that holds');
  await expect(confirm).toBeDisabled();

  await sheet.selectOption('1');
  await confirm.click();
  await expect(dialog(page)).toBeHidden();
  const confirmed: unknown = JSON.parse((await page.getByTestId('confirmed').textContent()) ?? '');
  expect(confirmed).toEqual([
    {
      product_code: 'P-001',
      name: 'ウールコート',
      brand_code: 'BR1',
      skus: [
        { color_code: 'NV', size_code: '36' },
        { color_code: 'NV', size_code: '38' },
      ],
    },
    {
      product_code: 'P-002',
      name: 'シャツ',
      brand_code: 'BR2',
      skus: [{ color_code: 'WH', size_code: 'FREE' }],
    },
  ]);
});
