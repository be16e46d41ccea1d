import type { Page } from '@playwright/test';
import { expect, test, type E2eApp } from './support/fixtures.ts';
import { numberedProducts, saveBrandsAndProducts } from './support/imports.ts';
import { openInLook } from './support/layout.ts';

// A send with isolated refusals says the same numbers on every screen, row for row, in English
// and Japanese: a brand the service refuses (a name over 200 characters) with 5 products naming
// it, and one product whose code the service refuses, among 110 good products. 111 of 118 rows
// are applied, 2 refused, 5 wait for the refused brand: the results' header, its words, its
// totals, History's list and History's detail (each row of every request with its fate) agree.

const GOOD = 110;
const WAITING = 5;

const LOOKS = [
  {
    language: 'en',
    header: ['111 of 118 rows applied', '· 2 refused', '· 5 waiting for a refused master'],
    rows: 'Rows: 111 applied, 2 refused, 5 waiting for a master the service refused, 0 never sent.',
    waiting: 'Not sent: 5 products, which name AGBAD, which the service refused.',
    products: 'Products: 110 created, 0 updated',
    send: 'Send 2 requests',
  },
  {
    language: 'ja',
    header: ['118 行中 111 行を反映', '・拒否 2 行', '・拒否されたマスタ待ち 5 行'],
    rows: '行: 反映 111 行、拒否 2 行、サービスが拒否したマスタ待ち 5 行、未送信 0 行。',
    waiting: '未送信の商品: 5 件。サービスに拒否された AGBAD を参照しています。',
    products: '商品: 作成 110 件、更新 0 件',
    send: '2 件のリクエストを送信',
  },
] as const;

/** The brands and products, saved through the core as the grids save them. */
async function seedDrafts(app: Pick<E2eApp, 'core'>): Promise<void> {
  await saveBrandsAndProducts(
    app,
    [
      { code: 'AGOOD', name: 'Good brand' },
      { code: 'AGBAD', name: 'x'.repeat(201) },
    ],
    [
      ...numberedProducts('AG', GOOD, 'AGOOD'),
      ...numberedProducts('AGW', WAITING, 'AGBAD'),
      { code: 'AG 9999', brand: 'AGOOD' },
    ],
  );
}

/** Each row of the import once, with the fate History's detail gives it (the same in every request). */
async function detailFates(page: Page): Promise<Map<string, string>> {
  const cells = page.locator('section.history-request tr[data-code] td[data-fate]');
  await expect(cells.first()).toBeVisible();
  const pairs = await cells.evaluateAll((tds) =>
    tds.map((td) => [td.closest('tr')?.getAttribute('data-code') ?? '', td.dataset['fate'] ?? '']),
  );
  const fates = new Map<string, string>();
  for (const [code, fate] of pairs) {
    expect(fates.get(code ?? '') ?? fate).toBe(fate);
    fates.set(code ?? '', fate ?? '');
  }
  return fates;
}

const countOf = (fates: Map<string, string>, fate: string) =>
  [...fates.values()].filter((f) => f === fate).length;

for (const look of LOOKS) {
  test(`a send with isolated refusals shows the same numbers on the results, History's list and its detail (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    await seedDrafts(app);
    await openInLook(page, app, { language: look.language, theme: 'light' }, '/send');
    await page.getByRole('button', { name: look.send }).click();

    // The results: the header and the body say the same rows.
    const progress = page.getByTestId('send-progress');
    await expect(progress).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
    const counts = page.getByTestId('progress-counts');
    for (const part of look.header) await expect(counts).toContainText(part);
    const words = page.getByTestId('results').getByTestId('outcome-words').locator('p');
    await expect(words.filter({ hasText: look.rows })).toHaveCount(1);
    await expect(words.filter({ hasText: look.waiting })).toHaveCount(1);
    const said = await words.allInnerTexts();
    await expect(page.getByTestId('results-totals')).toContainText(look.products);
    const notApplied = page.getByTestId('rows-not-applied').locator('li[data-fate]');
    await expect(notApplied).toHaveCount(2 + WAITING);
    await expect(
      page.getByTestId('rows-not-applied').locator('li[data-fate="refused"]'),
    ).toHaveCount(2);

    // History's list: the same words and the same products.
    await page.evaluate(() => {
      window.location.hash = '#/history';
    });
    const entry = page.locator('tr[data-import-id]').first();
    await expect(entry.getByTestId('outcome-words')).toBeVisible();
    expect(await entry.getByTestId('outcome-words').locator('p').allInnerTexts()).toEqual(said);
    await expect(entry).toContainText(look.products);

    // History's detail: the same words, and each row's fate counts the same rows.
    await entry.getByRole('link').first().click();
    const detailWords = page.getByTestId('outcome-words').locator('p');
    await expect(detailWords.first()).toBeVisible();
    expect(await detailWords.allInnerTexts()).toEqual(said);
    await expect(page.locator('section.history')).toContainText(look.products);
    const fates = await detailFates(page);
    expect(fates.size).toBe(118);
    expect(countOf(fates, 'applied')).toBe(111);
    expect(countOf(fates, 'refused')).toBe(2);
    expect(countOf(fates, 'waiting')).toBe(WAITING);
    expect(fates.get('AGBAD')).toBe('refused');
    expect(fates.get('AG 9999')).toBe('refused');
  });
}
