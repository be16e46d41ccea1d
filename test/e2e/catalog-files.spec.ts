import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';

// Files in the app itself (through the test bridge): a CSV with Japanese headers opened into the
// products grid through the mapping dialog, exported, and re-opened unchanged.

const SHEET = [
  '品番,品名,ブランド,カラー,サイズ,メモ',
  'P-001,ウールコート「冬」,BR1,NV,S,新作',
  'P-001,,,NV,M,',
  'P-002,"シャツ, 白",BR2,WH,FREE,',
].join('\r\n');

test('open a Japanese CSV into products, export it and re-open it unchanged', async ({
  page,
  connect,
  standIn,
}) => {
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await connect.nav('Catalog').click();
  const productsTab = page.getByRole('tab', { name: /Products/ });
  await productsTab.click();

  await page.getByRole('button', { name: 'Open file…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a file…').setInputFiles({
    name: 'styles.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFF' + SHEET, 'utf8'),
  });
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
