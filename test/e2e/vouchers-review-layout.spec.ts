import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { expectChartTextAtBodySize, expectMainFits, openInLook } from './support/layout.ts';

// The purchase-order list's review tools at the sizes, themes and languages staff use: the date
// filter, the outstanding chart and the grouped view with a group expanded fit the window
// (nothing cut off sideways). Screenshots go to the test's output folder for a human look;
// nothing compares them (layout only).

test.use({ standInOptions: { size: 400, rateWindowMs: QUICK_RATE_WINDOW_MS } });
// The app paces to the stand-in's short rate window.
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

const sizes = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
];

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const size of sizes) {
      test(`review tools fit ${size.width}x${size.height} (${language}, ${theme})`, async ({
        app,
        connect,
        page,
        standIn,
      }, testInfo) => {
        test.setTimeout(120_000);
        await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
        await expect(connect.status).toContainText('Look');
        await page.setViewportSize(size);
        await openInLook(page, app, { language, theme }, '/vouchers/purchase_orders');
        const tag = `${language}-${theme}-${size.width}x${size.height}`;
        await expect(
          page.getByTestId('voucher-table').locator('[data-row-id]').first(),
        ).toBeVisible();
        // The chart's side panel, opened from the toolbar (or its "More" in a narrow window).
        if (await page.getByTestId('chart-toggle').isVisible()) {
          await page.getByTestId('chart-toggle').click();
        } else {
          await page.getByTestId('toolbar-more').click();
          await page.getByRole('menuitemcheckbox').first().click();
        }
        await expect(page.getByTestId('list-chart-by-week')).toBeVisible();
        // Chart text at the body's size (issue 27), in both charts of the panel.
        await expectChartTextAtBodySize(page, 'list-chart-by-week');
        await expectChartTextAtBodySize(page, 'list-chart-by-supplier');
        // The quick filter with outstanding lines, whatever its language (in the Dates menu).
        await page.getByTestId('date-menu').click();
        await page.getByTestId('date-filter').getByRole('button').nth(3).click();
        await expect(page.getByTestId('date-filter').locator('[aria-pressed="true"]')).toHaveCount(
          1,
        );
        await expectMainFits(page);
        await page.screenshot({ path: testInfo.outputPath(`review-filter-${tag}.png`) });

        await page.keyboard.press('Escape');
        await page.getByTestId('group-by').click();
        await page.locator('[role="menuitemradio"][data-value="supplier_code"]').click();
        const groups = page.getByTestId('group-view');
        await groups.locator('.group-toggle').first().click();
        await expect(groups.locator('.group-members tbody tr').first()).toBeVisible();
        await expectMainFits(page);
        await page.screenshot({ path: testInfo.outputPath(`review-groups-${tag}.png`) });
      });
    }
  }
}
