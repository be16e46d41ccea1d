import type { Page } from '@playwright/test';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';

// The product view in real Chromium: from a purchase order's line to the product, its figures
// matching its own per-SKU table and chart, the look-up box's messages, and the screen at the
// sizes, themes and languages staff use (screenshots in the test's output folder).

test.use({ standInOptions: { size: 200, rateWindowMs: QUICK_RATE_WINDOW_MS } });
// The app paces to the stand-in's short rate window.
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

/** Numbers as the page shows them ("1,234") back to numbers. */
const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function openFirstLineProduct(page: Page): Promise<string> {
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  await table.locator('[data-row-id]').first().dblclick();
  const product = page.getByTestId('lines-table').getByRole('link').first();
  const code = ((await product.textContent()) ?? '').trim();
  await product.click();
  await expect(page).toHaveURL(new RegExp(`#/products/${code}$`));
  return code;
}

test('a line’s product opens its view; the figures add up to its per-SKU table', async ({
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Demo', standIn.url, standIn.app('demo', 'full').token);
  const code = await openFirstLineProduct(page);
  // The voucher's own headings leave as the product view arrives: ask for the view's heading.
  await expect(page.locator('#product-code-heading')).toHaveText(code);
  const skus = page.getByTestId('product-skus');
  await expect(skus.locator('tbody tr').first()).toBeVisible();
  const columnSum = async (index: number) =>
    (await skus.locator(`tbody tr td:nth-of-type(${index})`).allTextContents()).reduce(
      (sum, text) => sum + numberIn(text),
      0,
    );
  // Columns after colour (th) and size (td 1): ordered 2, received 3, outstanding 4.
  const outstanding = numberIn(
    await page.getByTestId('figure-on-order').locator('.figure-number').textContent(),
  );
  expect(await columnSum(4)).toBe(outstanding);
  expect(outstanding).toBeGreaterThanOrEqual(0);
  // The purchase order it came from is counted.
  await expect(page.getByTestId('figure-on-order').getByRole('link')).toContainText(
    /purchase order/,
  );
  // The chart's numbers are in a table for screen readers, summing to the same outstanding.
  const chartCells = await page
    .getByTestId('chart-by-week')
    .locator('table tbody td')
    .allTextContents();
  if (outstanding > 0)
    expect(chartCells.reduce((sum, t) => sum + numberIn(t), 0)).toBe(outstanding);

  // The purchase-order link opens the list searched for the product.
  await page.getByTestId('figure-on-order').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/vouchers/purchase_orders\\?q=${code}`));
  await expect(page.getByRole('searchbox')).toHaveValue(code);
});

test('the look-up box: an empty code is refused, an unknown one says nothing names it', async ({
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Demo', standIn.url, standIn.app('demo', 'full').token);
  await page.getByRole('link', { name: 'Products' }).click();
  const box = page.getByLabel('Product code');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Enter a product code.');
  await box.fill('NO-SUCH-PRODUCT');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/products\/NO-SUCH-PRODUCT$/);
  await expect(page.getByTestId('product-nothing')).toContainText('NO-SUCH-PRODUCT');
  await expect(page.getByTestId('coverage-purchase_orders')).toBeVisible();
});

const looks = [
  { language: 'en', theme: 'light', width: 1280, height: 800 },
  { language: 'ja', theme: 'dark', width: 1280, height: 800 },
  { language: 'ja', theme: 'light', width: 900, height: 600 },
  { language: 'en', theme: 'dark', width: 900, height: 600 },
] as const;

for (const look of looks) {
  const tag = `${look.language}-${look.theme}-${look.width}x${look.height}`;
  test(`the product view fits ${tag}`, async ({ app, connect, page, standIn }, testInfo) => {
    await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
    await expect(connect.status).toContainText('Look');
    await app.core.handlers['settings.update']({ language: look.language, theme: look.theme }, {});
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.emulateMedia({ colorScheme: look.theme });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.language);
    await openFirstLineProduct(page);
    await expect(page.getByTestId('product-skus')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main');
      return main ? main.scrollWidth - main.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`product-${tag}.png`), fullPage: true });
  });
}
