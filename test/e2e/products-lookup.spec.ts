import type { Page } from '@playwright/test';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';
import { expectChartTextAtBodySize } from './support/layout.ts';

// The Products look-up in real Chromium, in both languages: part of a name drafted in the
// catalog, or part of a code the cached purchase orders name, typed into the box; the suggestions
// chosen with the keyboard (ArrowDown, Enter; Escape closes); the screen as it looks at the sizes,
// themes and languages staff use (screenshots in the test's output folder).

test.use({ standInOptions: { size: 120, rateWindowMs: QUICK_RATE_WINDOW_MS } });
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

/** Caches the purchase orders' first page (as opening the list does) and a code its lines name. */
async function cachedCode(page: Page): Promise<string> {
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  await table.locator('[data-row-id]').first().dblclick();
  const product = page.getByTestId('lines-table').getByRole('link').first();
  return ((await product.textContent()) ?? '').trim();
}

const WORDS = {
  en: { label: 'Product code', source: 'draft', found: /products? found/ },
  ja: { label: '商品コード', source: '下書き', found: /件の商品が見つかりました/ },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`typing part of a name or a code finds the product, chosen by keyboard (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Look-up', standIn.url, standIn.app('demo', 'full').token);
    await expect(connect.status).toContainText('Look-up');
    await app.core.handlers['settings.update']({ language }, {});
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const code = await cachedCode(page);
    const { activeId } = await app.core.handlers['connections.list']({}, {});
    expect(activeId).not.toBeNull();
    await app.core.handlers['drafts.save'](
      {
        profileId: String(activeId),
        grid: 'products',
        upserts: [
          {
            id: 'cape',
            position: 1,
            row: { product_code: 'NEW-CAPE-9', name: 'Rain cape, olive', brand_code: '', skus: [] },
          },
        ],
        deletes: [],
      },
      {},
    );

    await openRoute(page, '#/products');
    const box = page.getByRole('combobox', { name: WORDS[language].label });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // Part of the drafted name, typed as a person types.
    await box.pressSequentially('cape, ol', { delay: 30 });
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option').first()).toContainText('NEW-CAPE-9');
    await expect(list.getByRole('option').first()).toContainText(WORDS[language].source);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: WORDS[language].found })).toHaveCount(
      1,
    );
    // Escape closes the list and keeps the text.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('cape, ol');
    // ArrowDown opens it again, marks the first suggestion, Enter opens that product.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).not.toBeNull();
    await expect(page.locator(`[id="${String(active)}"]`)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/#\/products\/NEW-CAPE-9$/);
    await expect(page.locator('#product-code-heading')).toHaveText('NEW-CAPE-9');

    // Part of a code the cached purchase orders name: the exact code ranks first.
    await box.fill('');
    await box.pressSequentially(code.slice(0, -1).toLowerCase(), { delay: 30 });
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('End');
    await box.pressSequentially(code.slice(-1));
    await expect(list.getByRole('option').first()).toContainText(code);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/products/${code}$`));
    await expect(page.getByTestId('product-skus')).toBeVisible();
  });
}

const looks = [
  { language: 'en', theme: 'light', width: 1280, height: 800 },
  { language: 'en', theme: 'dark', width: 1280, height: 800 },
  { language: 'ja', theme: 'light', width: 1280, height: 800 },
  { language: 'ja', theme: 'dark', width: 1280, height: 800 },
  { language: 'en', theme: 'light', width: 800, height: 600 },
  { language: 'en', theme: 'dark', width: 800, height: 600 },
  { language: 'ja', theme: 'light', width: 800, height: 600 },
  { language: 'ja', theme: 'dark', width: 800, height: 600 },
] as const;

test('the look-up and the product view at every size, theme and language', async ({
  app,
  connect,
  page,
  standIn,
}, testInfo) => {
  await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
  await expect(connect.status).toContainText('Look');
  const code = await cachedCode(page);
  for (const look of looks) {
    const tag = `${look.language}-${look.theme}-${String(look.width)}x${String(look.height)}`;
    await app.core.handlers['settings.update']({ language: look.language, theme: look.theme }, {});
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.emulateMedia({ colorScheme: look.theme });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.language);
    await openRoute(page, `#/products/${code}`);
    await expect(page.getByTestId('product-skus')).toBeVisible();
    // Chart text at the body's size (it was about 7 px when the picture was scaled down).
    await expectChartTextAtBodySize(page, 'chart-by-week');
    await expectChartTextAtBodySize(page, 'chart-by-supplier');
    // The look-up box is a field like the others: as tall as the Show button beside it.
    const box = page.getByRole('combobox');
    const boxHeight = (await box.boundingBox())?.height ?? 0;
    expect(boxHeight).toBeGreaterThanOrEqual(28);
    await box.fill(code.slice(0, 3));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await page.screenshot({ path: testInfo.outputPath(`product-lookup-${tag}.png`) });
    await box.press('Escape');
    const chart = page.getByTestId('chart-by-week');
    if ((await chart.count()) > 0) {
      await chart.scrollIntoViewIfNeeded();
      await chart.screenshot({ path: testInfo.outputPath(`product-chart-${tag}.png`) });
    }
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main');
      return main ? main.scrollWidth - main.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
