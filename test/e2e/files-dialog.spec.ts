import { readFileSync } from 'node:fs';
import Encoding from 'encoding-japanese';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/files-harness-fixture.ts';

// The open-file dialog in real Chromium (the test-only harness page mounts it as the grid's
// toolbar will): Japanese headers through the mapping, export, and re-open unchanged.

const SKU_SHEET = [
  '品番,品名,ブランド,カラー,サイズ,メモ',
  'P-001,ウールコート「冬」,BR1,NV,S,新作',
  'P-001,,,NV,M,',
  'P-001,ウールコート「冬」,BR1,IV,S,',
  'P-002,"シャツ, 白",BR2,WH,FREE,',
].join('\r\n');

const CONFLICT_SHEET = [
  '品番,品名,ブランド,カラー,サイズ',
  'P-001,ウールコート,BR1,NV,S',
  'P-001,ジャケット,BR1,NV,M',
].join('\r\n');

const utf8Bom = (text: string) => Buffer.from('\uFEFF' + text, 'utf8');
const shiftJis = (text: string) =>
  Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));

const dialog = (page: Page): Locator => page.getByRole('dialog');

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') {
  await dialog(page)
    .getByLabel(/Choose a file|ファイルを選ぶ/)
    .setInputFiles({ name, mimeType, buffer });
}

async function confirmed(page: Page): Promise<unknown> {
  const text = await page.getByTestId('confirmed').textContent();
  return JSON.parse(text ?? 'null');
}

test('a row-per-SKU CSV with Japanese headers maps, previews and confirms into products', async ({
  harness: page,
  harnessUrl,
}) => {
  await page.goto(`${harnessUrl}?dialog=products`);
  await expect(
    dialog(page).getByRole('heading', { name: 'Open a file into Products' }),
  ).toBeVisible();
  await chooseFile(page, 'スタイル一覧.csv', utf8Bom(SKU_SHEET));

  await expect(dialog(page).getByRole('combobox', { name: '品番' })).toHaveValue('product_code');
  await expect(dialog(page).getByRole('combobox', { name: '品名' })).toHaveValue('name');
  await expect(dialog(page).getByRole('combobox', { name: 'ブランド' })).toHaveValue('brand_code');
  await expect(dialog(page).getByRole('combobox', { name: 'カラー' })).toHaveValue('color_code');
  await expect(dialog(page).getByRole('combobox', { name: 'サイズ' })).toHaveValue('size_code');
  await expect(dialog(page).getByRole('combobox', { name: 'メモ' })).toHaveValue('');
  await expect(dialog(page).getByTestId('left-out')).toHaveText('Left out: メモ');
  await expect(dialog(page)).toContainText('One row per SKU: 4 rows make 2 products.');
  const preview = dialog(page).getByTestId('file-preview');
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row').nth(1)).toContainText('NV: S M · IV: S');
  // Nothing reached the page before the confirm.
  await expect(page.getByTestId('confirmed')).toHaveText('');

  await dialog(page).getByRole('button', { name: 'Use these 2 rows' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await confirmed(page)).toEqual([
    {
      product_code: 'P-001',
      name: 'ウールコート「冬」',
      brand_code: 'BR1',
      skus: [
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'NV', size_code: 'M' },
        { color_code: 'IV', size_code: 'S' },
      ],
    },
    {
      product_code: 'P-002',
      name: 'シャツ, 白',
      brand_code: 'BR2',
      skus: [{ color_code: 'WH', size_code: 'FREE' }],
    },
  ]);
});

for (const format of ['CSV', 'XLSX', 'CSV per SKU'] as const) {
  test(`an exported ${format} re-opens unchanged`, async ({ harness: page, harnessUrl }) => {
    await page.goto(`${harnessUrl}?dialog=products`);
    await chooseFile(page, 'styles.csv', utf8Bom(SKU_SHEET));
    await dialog(page).getByRole('button', { name: 'Use these 2 rows' }).click();
    const first = await confirmed(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${format}`, exact: true }).click();
    const download = await downloading;
    const name = download.suggestedFilename();
    expect(name).toMatch(
      format === 'XLSX'
        ? /^products-\d{4}-\d\d-\d\d\.xlsx$/
        : format === 'CSV'
          ? /^products-\d{4}-\d\d-\d\d\.csv$/
          : /^products-skus-\d{4}-\d\d-\d\d\.csv$/,
    );
    const bytes = readFileSync(await download.path());
    if (format !== 'XLSX') expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    await page.getByRole('button', { name: 'Open file' }).click();
    await chooseFile(page, name, bytes, 'application/octet-stream');
    await expect(dialog(page).getByTestId('left-out')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Use these 2 rows' }).click();
    expect(await confirmed(page)).toEqual(first);
  });
}

test('a Shift_JIS file is detected and rows that disagree are flagged', async ({
  harness: page,
  harnessUrl,
}) => {
  await page.goto(`${harnessUrl}?dialog=products&lang=ja`);
  await chooseFile(page, 'excel.csv', shiftJis(CONFLICT_SHEET));
  const encoding = dialog(page).getByRole('combobox', { name: '文字コード' });
  await expect(encoding).toHaveValue('shift_jis');
  await expect(encoding.locator('option:checked')).toHaveText(
    'Shift_JIS（Excel の「CSV」）（判定結果）',
  );
  await expect(dialog(page).getByRole('status')).toContainText(
    'P-001: 2, 3 行目の名称が違います（ウールコート / ジャケット）',
  );
  // Read as UTF-8 on the user's word: the headers are no longer recognisable.
  await encoding.selectOption('utf-8');
  await expect(dialog(page).getByRole('alert')).toContainText(
    '1 行目に、アプリが知っている列名がありません',
  );
});

test('the mapping chosen for a layout is remembered for the next file like it', async ({
  harness: page,
  harnessUrl,
}) => {
  await page.goto(`${harnessUrl}?dialog=brands`);
  const sheet = utf8Bom('code,Label,Note\r\nBR1,ブランド一,x\r\n');
  await chooseFile(page, 'a.csv', sheet);
  await expect(dialog(page).getByRole('combobox', { name: 'Label' })).toHaveValue('');
  await dialog(page).getByRole('combobox', { name: 'Label' }).selectOption('name');
  await expect(dialog(page).getByTestId('left-out')).toHaveText('Left out: Note');
  await dialog(page).getByRole('button', { name: 'Use this row' }).click();
  expect(await confirmed(page)).toEqual([{ code: 'BR1', name: 'ブランド一' }]);

  await page.getByRole('button', { name: 'Open file' }).click();
  await chooseFile(page, 'b.csv', sheet);
  await expect(dialog(page).getByRole('combobox', { name: 'Label' })).toHaveValue('name');
  await expect(dialog(page)).toContainText('Using the column choices you made last time');
});

test('a required field left unmapped blocks the confirm', async ({ harness: page, harnessUrl }) => {
  await page.goto(`${harnessUrl}?dialog=colors`);
  await chooseFile(page, 'c.csv', utf8Bom('カラーコード,カラー名\r\nNV,ネイビー\r\n'));
  const confirm = dialog(page).getByRole('button', { name: 'Use this row' });
  await expect(confirm).toBeEnabled();
  await dialog(page).getByRole('combobox', { name: 'カラーコード' }).selectOption('');
  await expect(confirm).toBeDisabled();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Choose the column that holds “Code” to continue.',
  );
});

test('bad files get a clear message and change nothing', async ({ harness: page, harnessUrl }) => {
  await page.goto(`${harnessUrl}?dialog=products`);
  const cases: [string, Buffer, RegExp][] = [
    ['scan.pdf', Buffer.from('%PDF-1.7'), /neither a CSV nor an Excel/],
    ['old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), /old-format Excel/],
    ['empty.csv', Buffer.alloc(0), /The file is empty/],
    ['broken.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /damaged/],
    ['quote.csv', utf8Bom('品番,品名\r\nP1,"open\r\n'), /opened in row 2 is never closed/],
    ['data.csv', utf8Bom('P1,Coat\r\nP2,Shirt\r\n'), /first row.*product_code, name/],
    [
      'wide.csv',
      utf8Bom(Array.from({ length: 150_000 }, (_, i) => `c${String(i)}`).join(',')),
      /This file has 150,000 columns; at most 1,000 can be opened\./,
    ],
  ];
  for (const [name, buffer, message] of cases) {
    await chooseFile(page, name, buffer);
    await expect(dialog(page).getByRole('alert')).toContainText(message);
    await dialog(page).getByRole('button', { name: 'Choose another file' }).click();
  }
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('confirmed')).toHaveText('');
});

test('opening into rows the grid holds says what is new and what replaces, and asks', async ({
  harness: page,
  harnessUrl,
}) => {
  await page.goto(`${harnessUrl}?dialog=brands`);
  await chooseFile(page, 'a.csv', utf8Bom('code,name\r\nBR1,一\r\nBR2,二\r\n'));
  await dialog(page).getByRole('button', { name: 'Use these 2 rows' }).click();

  const second = utf8Bom('code,name\r\nBR1,一\r\nBR2,二の新\r\nBR3,三\r\n');
  for (const [choice, expected] of [
    [
      'Skip them (keep the grid’s rows)',
      [
        { code: 'BR1', name: '一' },
        { code: 'BR2', name: '二' },
        { code: 'BR3', name: '三' },
      ],
    ],
    [
      'Replace the grid’s rows with the file’s',
      [
        { code: 'BR1', name: '一' },
        { code: 'BR2', name: '二の新' },
        { code: 'BR3', name: '三' },
      ],
    ],
  ] as const) {
    await page.getByRole('button', { name: 'Open file' }).click();
    await chooseFile(page, 'b.csv', second);
    const existing = dialog(page).getByTestId('existing-rows');
    await expect(existing).toContainText(
      'Into the grid: 1 new rows, 1 replacing a draft row with the same code, 1 already there unchanged.',
    );
    await existing.getByText('Show the codes that would be replaced').click();
    await expect(existing.locator('details p')).toHaveText('BR2');
    const confirm = dialog(page).getByRole('button', { name: 'Use these 3 rows' });
    await expect(confirm).toBeDisabled();
    await existing.getByLabel(choice).check();
    await confirm.click();
    await expect(dialog(page)).toBeHidden();
    // The harness shows what the grid's import made of the confirmed rows.
    expect(await page.getByTestId('merged').textContent()).toBe(JSON.stringify(expected));
    // Back to the first state for the next choice.
    await page.getByRole('button', { name: 'Reset' }).click();
  }

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'Open file' }).click();
  await chooseFile(page, 'b.csv', second);
  await dialog(page).locator('.file-footer').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await page.getByTestId('merged').textContent()).toBe(
    JSON.stringify([
      { code: 'BR1', name: '一' },
      { code: 'BR2', name: '二' },
    ]),
  );
});
