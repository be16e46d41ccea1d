import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { StandIn } from '../support/stand-in.ts';
import type { ConnectPage } from './support/connect-page.ts';
import { expect, test } from './support/fixtures.ts';

// Files in the app itself (through the test bridge): a CSV with Japanese headers opened into the
// products grid through the mapping dialog, exported, and re-opened unchanged.

const SHEET = [
  '品番,品名,ブランド,カラー,サイズ,メモ',
  'P-001,ウールコート「冬」,BR1,NV,S,新作',
  'P-001,,,NV,M,',
  'P-002,"シャツ, 白",BR2,WH,FREE,',
].join('\r\n');

/** Connects, opens the products grid and chooses a UTF-8 CSV in its open-file dialog. */
async function openCsvIntoProducts(
  { page, connect, standIn }: { page: Page; connect: ConnectPage; standIn: StandIn },
  name: string,
  text: string,
) {
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await connect.nav('Catalog').click();
  const productsTab = page.getByRole('tab', { name: /Products/ });
  await productsTab.click();
  await page.getByRole('button', { name: 'Open file…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a file…').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFF' + text, 'utf8'),
  });
  return { dialog, productsTab };
}

test('open a Japanese CSV into products, export it and re-open it unchanged', async ({
  page,
  connect,
  standIn,
}) => {
  const { dialog, productsTab } = await openCsvIntoProducts(
    { page, connect, standIn },
    'styles.csv',
    SHEET,
  );
  await expect(dialog.getByTestId('left-out')).toHaveText('Left out: メモ');
  await dialog.getByRole('button', { name: 'Use these 2 rows' }).click();
  await expect(dialog).toBeHidden();
  await expect(productsTab).toContainText('2 rows');
  await expect(page.getByRole('grid')).toContainText('ウールコート「冬」');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const exported = readFileSync(await download.path());
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = exported.subarray(3).toString('utf8');
  expect(text).toContain('P-001,ウールコート「冬」,BR1,NV: S M\r\n');
  expect(text).toContain('P-002,"シャツ, 白",BR2,WH: FREE\r\n');

  // Re-open the export through the dialog: the headers are recognised and the rows are the same.
  await page.getByRole('button', { name: 'Open file…' }).click();
  await dialog.getByLabel('Choose a file…').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: exported,
  });
  await expect(dialog.getByTestId('left-out')).toHaveCount(0);
  const preview = dialog.getByTestId('file-preview');
  await expect(preview.getByRole('row').nth(1)).toHaveText(
    /P-001\s*ウールコート「冬」\s*BR1\s*NV: S M/,
  );
  await expect(preview.getByRole('row').nth(2)).toHaveText(/P-002\s*シャツ, 白\s*BR2\s*WH: FREE/);
});

const DISAGREEING = [
  '品番,品名,ブランド,カラー,サイズ',
  'P-010,コート,BR1,NV,S',
  'P-010,,,NV,M',
  'P-010,ジャケット,BR1,NV,L',
  'P-011,シャツ,BR2,WH,FREE',
].join('\r\n');

test('rows of one product that disagree: the user’s choice, and a mark on the product until edited', async ({
  page,
  connect,
  standIn,
}, testInfo) => {
  const { dialog, productsTab } = await openCsvIntoProducts(
    { page, connect, standIn },
    'styles.csv',
    DISAGREEING,
  );
  const choice = dialog.getByTestId('disagreement-choice');
  const preview = dialog.getByTestId('file-preview');
  // By default the disagreeing row's SKU stays out, and the rows left out are listed.
  await expect(
    choice.getByRole('radio', { name: /only the SKUs of the rows that agree/ }),
  ).toBeChecked();
  await choice.getByTestId('disagreement-left-out').locator('summary').click();
  await expect(choice.getByTestId('disagreement-left-out')).toContainText('P-010: rows 4');
  await expect(preview.getByRole('row').nth(1)).toHaveText(/P-010\s*コート\s*BR1\s*NV: S M$/);
  // Leaving the product out leaves only the other one.
  await choice.getByRole('radio', { name: /Leave these products out/ }).check();
  await expect(dialog.getByRole('button', { name: 'Use this row' })).toBeVisible();
  await expect(preview.getByRole('row').nth(1)).toHaveText(/P-011/);
  // Every SKU under the first row's values.
  await choice.getByRole('radio', { name: /the SKUs of every row/ }).check();
  await expect(preview.getByRole('row').nth(1)).toHaveText(/P-010\s*コート\s*BR1\s*NV: S M L$/);
  await dialog.getByRole('button', { name: 'Use these 2 rows' }).click();
  await expect(dialog).toBeHidden();
  await expect(productsTab).toContainText('2 rows');

  const grid = page.getByRole('grid');
  // (Other warnings say the brands and colours are not in their grids.)
  const marked = grid.locator('.grid-cell.mark-warning[title*="rows disagreed"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('コート');
  await expect(marked).toHaveAttribute('title', /styles\.csv, rows 4/);
  await expect(page.locator('.problem-list')).toContainText('rows disagreed');
  await page.screenshot({ path: testInfo.outputPath('marked-products.png') });

  // The mark outlasts a reload of the window, and goes when the row is edited.
  await page.reload();
  await connect.nav('Catalog').click();
  await page.getByRole('tab', { name: /Products/ }).click();
  await expect(marked).toHaveCount(1);
  await marked.click();
  await page.keyboard.type('ウールコート');
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('gridcell', { name: 'ウールコート' })).toBeVisible();
  await expect(marked).toHaveCount(0);
});
