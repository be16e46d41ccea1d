import type { CDPSession, Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';

// The code pickers and unknown-code marks as staff use them, in English and Japanese: a brand
// code picked with the keyboard (Alt+Down, type, arrows, Enter), 20 pasted rows naming a brand
// nobody knows marked at once with "did you mean" and counted in the problem list and the
// review, the marks gone the moment the brand is added in its grid, and the SKU matrix's colour
// picker. Real core, stand-in and node:sqlite drafts, in real Chromium through the test bridge.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const LOOKS = [
  {
    language: 'en',
    brandList: 'Known brand codes',
    colorList: 'Known color codes',
    didYouMean: 'Unknown brand code KX; did you mean KK?',
    summary: 'Problems: 0 errors, 20 warnings',
    tabProblems: '20 with problems',
    review: 'Review and send',
    reviewHeading: '20 products name codes not known here',
    reviewLine: 'Brand KX: 20 products — did you mean KK?',
    skuTitle: 'SKUs of P-1',
    colorField: 'Color code',
    wholeColor: (color: string) => `Every size of ${color}`,
  },
  {
    language: 'ja',
    brandList: '既知のブランドコード',
    colorList: '既知のカラーコード',
    didYouMean: '不明なブランドコード KX。KK のことですか？',
    summary: '問題：エラー 0 件、警告 20 件',
    tabProblems: '問題のある行 20',
    review: '確認して送信',
    reviewHeading: '既知でないコードを参照する商品が 20 件あります',
    reviewLine: 'ブランド KX：20 件 — KK のことですか？',
    skuTitle: 'P-1 の SKU',
    colorField: 'カラーコード',
    wholeColor: (color: string) => `${color} の全サイズ`,
  },
] as const;

const cell = (page: Page, row: number, col: number) =>
  page
    .getByRole('grid')
    .locator(`[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`);

/** Three brands, three colours and one product without a brand, saved as the grids save them. */
async function seed(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  const masters = (rows: [string, string][]) =>
    rows.map(([code, name], position) => ({ id: code, position, row: { code, name } }));
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: masters([
        ['KK', 'Kikan Knit'],
        ['KOB', 'コーベブルー'],
        ['AB', 'Aoba'],
      ]),
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'colors',
      upserts: masters([
        ['NV', 'Navy'],
        ['NB', 'Navy blue'],
        ['RN', 'Rain'],
      ]),
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: [
        {
          id: 'p1',
          position: 0,
          row: {
            product_code: 'P-1',
            name: 'Coat',
            brand_code: '',
            skus: [{ color_code: 'NV', size_code: 'M' }],
          },
        },
      ],
      deletes: [],
    },
    {},
  );
}

async function openIn(page: Page, core: PreviewCore, language: 'en' | 'ja', hash: string) {
  await core.handlers['settings.update']({ language }, {});
  await page.evaluate((to) => {
    window.location.hash = to;
  }, hash);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function pasteText(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** The option the combobox says is highlighted (aria-activedescendant). */
async function activeOption(page: Page, combobox: ReturnType<Page['locator']>) {
  const id = await combobox.getAttribute('aria-activedescendant');
  if (id === null) return null;
  return page.locator(`[id="${id}"]`).locator('.code-option-code').innerText();
}

for (const look of LOOKS) {
  test(`pick a brand with the keyboard, see pasted unknown brands marked and counted, add the brand, pick a colour in the matrix (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    test.setTimeout(240_000);
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    await seed(app.core);
    await openIn(page, app.core, look.language, '#/catalog/products');
    await expect(cell(page, 1, 1)).toHaveText('P-1');

    // Alt+Down on the brand cell lists every known brand, by code.
    await cell(page, 1, 3).click();
    await page.keyboard.press('Alt+ArrowDown');
    const input = page.locator('.grid-input');
    const brands = page.getByRole('listbox', { name: look.brandList });
    await expect(input).toHaveAttribute('role', 'combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(brands.getByRole('option')).toHaveText([/^AB/, /^KK/, /^KOB/]);
    // Typing filters it; the arrows move; Enter picks into the cell and closes the list.
    await page.keyboard.type('k');
    await expect(brands.getByRole('option')).toHaveText([/^KK/, /^KOB/]);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page, input)).toBe('KK');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page, input)).toBe('KOB');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page, input)).toBe('KK');
    await expect(brands.getByRole('option', { selected: true })).toContainText('KK');
    await page.keyboard.press('Enter');
    await expect(brands).toBeHidden();
    await expect(cell(page, 1, 3)).toHaveText('KK');
    await expect(cell(page, 1, 3)).not.toHaveClass(/mark-warning/);

    // 20 rows naming brand KX, pasted below: each marked at once with "did you mean", counted.
    await cell(page, 2, 1).click();
    const block = Array.from(
      { length: 20 },
      (_, i) => `PX-${String(i + 1).padStart(2, '0')}\tCoat ${String(i + 1)}\tKX`,
    );
    await pasteText(page, block.join('\r\n') + '\r\n');
    const marked = async (row: number) => {
      await expect(cell(page, row, 3)).toHaveText('KX');
      await expect(cell(page, row, 3)).toHaveClass(/mark-warning/);
      await expect(cell(page, row, 3)).toHaveAttribute('title', new RegExp(look.didYouMean));
    };
    await marked(2);
    await marked(6);
    // The last pasted row, brought into view.
    await page.keyboard.press('ControlOrMeta+End');
    await expect(cell(page, 21, 1)).toHaveText('PX-20');
    await marked(21);
    const paneToggle = page.locator('.problem-pane .pane-toggle');
    await expect(paneToggle).toContainText(look.summary);
    if ((await paneToggle.getAttribute('aria-expanded')) !== 'true') await paneToggle.click();
    await expect(page.getByRole('tab', { name: /^(Products|商品)/ })).toContainText(
      look.tabProblems,
    );
    await expect(page.locator('.problem-list li').first()).toContainText(look.didYouMean);

    // The review counts them before anything is sent, with the same suggestion.
    await page.getByRole('link', { name: look.review }).click();
    const unknown = page.getByTestId('unknown-codes');
    await expect(unknown.getByRole('heading', { level: 2 })).toHaveText(look.reviewHeading);
    await expect(unknown.getByTestId('unknown-code')).toHaveText([look.reviewLine]);

    // KX added in the brands grid: every mark clears.
    await openIn(page, app.core, look.language, '#/catalog/brands');
    await expect(cell(page, 1, 1)).toHaveText('KK');
    await cell(page, 1, 1).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Home');
    await page.keyboard.type('KX');
    await page.keyboard.press('Enter');
    await expect(cell(page, 4, 1)).toHaveText('KX');
    await page.getByRole('tab', { name: /^(Products|商品)/ }).click();
    for (const row of [2, 6]) {
      await expect(cell(page, row, 3)).toHaveText('KX');
      await expect(cell(page, row, 3)).not.toHaveClass(/mark-warning/);
    }
    await expect(page.locator('.problem-pane .pane-toggle')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^(Products|商品)/ })).not.toContainText(
      look.tabProblems,
    );

    // The SKU matrix's colour field: typing lists known colours not in the matrix yet.
    await cell(page, 1, 4).click();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: look.skuTitle });
    const color = dialog.getByRole('combobox', { name: look.colorField });
    await color.click();
    await page.keyboard.type('n');
    const colors = dialog.getByRole('listbox', { name: look.colorList });
    // NV is in the matrix already; RN holds the letter, so it follows those starting with it.
    await expect(colors.getByRole('option')).toHaveText([/^NB/, /^RN/]);
    // Escape closes the list and leaves the dialog open.
    await page.keyboard.press('Escape');
    await expect(colors).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(colors.getByRole('option')).toHaveText([/^NB/, /^RN/]);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page, color)).toBe('NB');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('checkbox', { name: look.wholeColor('NB') })).toBeVisible();
    await expect(color).toHaveValue('');
  });
}

/** Types `final` through an input-method composition whose confirming Enter is a real key. */
async function compose(cdp: CDPSession, steps: string[], final: string) {
  for (const text of [...steps, final]) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter, text: '\r' });
  await cdp.send('Input.insertText', { text: final });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
}

test('a Japanese composition filters the brand picker; its confirming Enter picks nothing', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
  await seed(app.core);
  await openIn(page, app.core, 'ja', '#/catalog/products');
  await cell(page, 1, 3).click();
  await page.keyboard.press('Alt+ArrowDown');
  const brands = page.getByRole('listbox', { name: '既知のブランドコード' });
  await expect(brands.getByRole('option')).toHaveCount(3);

  const cdp = await page.context().newCDPSession(page);
  await compose(cdp, ['こ', 'こー', 'こーべ'], 'コーベ');
  // The brand named コーベブルー is the one left; the Enter ended the composition only.
  await expect(brands.getByRole('option')).toHaveText([/^KOB/]);
  await expect(page.locator('.grid-input')).toHaveValue('コーベ');
  await expect(cell(page, 1, 3)).toHaveText('');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(brands).toBeHidden();
  await expect(cell(page, 1, 3)).toHaveText('KOB');
});
