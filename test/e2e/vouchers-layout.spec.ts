import type { Page } from '@playwright/test';
import { clearFaults, injectFault } from '../support/stand-in-admin.ts';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// The vouchers list at the sizes, themes and languages staff use: its heading, the export menu
// and its fill on open in progress fit the window (nothing cut off sideways). Screenshots go to the
// test's output folder for a human look; nothing compares them (layout only).

test.use({ standInOptions: { size: 800, rateWindowMs: QUICK_RATE_WINDOW_MS } });
// The app paces to the stand-in's short rate window.
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

const sizes = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
];

async function fitsSideways(page: Page, width: number) {
  await expectMainFits(page);
  for (const box of [
    await page.getByTestId('load-all').boundingBox(),
    await page.locator('.voucher-toolbar').boundingBox(),
  ]) {
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }
}

/**
 * The key columns (number, party, dates, status, outstanding) are on screen in the table's
 * visible part at 1280 px, with the rest to scroll to; at 800 px all but the outstanding
 * quantity, which is next. Checked on a row's cells: the status chip is the fifth, the
 * outstanding quantity the sixth, and the last one on screen has its right edge inside the
 * table and the window.
 */
async function keyColumnsOnScreen(page: Page, width: number) {
  const table = page.getByTestId('voucher-table');
  const visible = await table.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left + element.clientLeft + element.clientWidth;
  });
  const header = table.locator('.vt-head [role="columnheader"]');
  await expect(header.nth(4)).toContainText(/Status|ステータス/);
  await expect(header.nth(5)).toContainText(/Outstanding|残数/);
  const cells = table.locator('[data-row-id]').first().locator('.vt-td');
  await expect(cells.nth(4).locator('.status-chip')).toBeVisible();
  const last = await cells.nth(width <= 800 ? 4 : 5).boundingBox();
  expect(last).not.toBeNull();
  const right = (last?.x ?? 0) + (last?.width ?? 0);
  expect(right).toBeLessThanOrEqual(visible);
  expect(right).toBeLessThanOrEqual(width);
  // In a small window the rest is there, sideways.
  if (width <= 800) {
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  }
}

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const size of sizes) {
      test(`vouchers list fits ${size.width}x${size.height} (${language}, ${theme})`, async ({
        app,
        connect,
        page,
        standIn,
      }, testInfo) => {
        test.setTimeout(120_000);
        await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
        await expect(connect.status).toContainText('Look');
        await page.setViewportSize(size);
        // Slow pages (the first three), so the list’s fill on open (800 rows, under the
        // 20,000 it fills in full) stays on screen for the checks and the shot.
        await injectFault(standIn, {
          method: 'GET',
          path_prefix: '/purchase_orders',
          kind: 'delay',
          delay_ms: 4000,
          times: 3,
        });
        await openInLook(page, app, { language, theme }, '/vouchers/purchase_orders');
        const tag = `${language}-${theme}-${size.width}x${size.height}`;
        const table = page.getByTestId('voucher-table');
        await expect(table.locator('[data-row-id]').first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        await fitsSideways(page, size.width);
        await page.screenshot({ path: testInfo.outputPath(`list-${tag}.png`) });
        await keyColumnsOnScreen(page, size.width);
        await table.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`list-table-${tag}.png`) });

        await page.locator('.export-menu > button').click();
        const panel = page.locator('.export-panel');
        await expect(panel).toBeVisible();
        const box = await panel.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`export-menu-${tag}.png`) });
        await page.locator('.export-menu > button').click();

        // The fill on open, in progress.
        await expect(page.getByTestId('time-left')).toBeVisible();
        await expect(page.getByTestId('load-all').locator('progress')).toBeVisible();
        await fitsSideways(page, size.width);
        await page.screenshot({ path: testInfo.outputPath(`load-all-${tag}.png`) });

        // A purchase order's details, with the lines' totals. The slow pages are for the list
        // only, and the fill stops first: its pages share the token's pace with the detail.
        await clearFaults(standIn);
        await app.core.handlers['vouchers.cancelLoad']({ kind: 'purchase_orders' }, {});
        await expect(page.getByTestId('load-all').locator('progress')).toHaveCount(0);
        await page.goto(`${app.bridge.url}#/vouchers/purchase_orders/PO-00000001`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('PO-00000001');
        await expect(page.getByTestId('lines-table').locator('tfoot')).toBeVisible({
          timeout: 60_000,
        });
        const overflow = await page.evaluate(() => {
          const main = document.querySelector('main');
          return main ? main.scrollWidth - main.clientWidth : 0;
        });
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`detail-${tag}.png`) });

        // Leases: their key columns, outstanding (lent less returned) included, as above.
        await page.goto(`${app.bridge.url}#/vouchers/leases`);
        await expect(table.locator('[data-row-id]').first()).toBeVisible();
        await keyColumnsOnScreen(page, size.width);
        await table.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`leases-${tag}.png`) });
      });
    }
  }
}

// The rail collapsed to its icons (900 px and less): the app's mark whole and centred over them,
// its name for screen readers only.
for (const theme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 800, height: 600 },
    { width: 900, height: 600 },
  ]) {
    const tag = `${theme}-${size.width}x${size.height}`;
    test(`the collapsed rail shows the app's mark whole (${tag})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      await expect(connect.status).toContainText('Look');
      await app.core.handlers['settings.update']({ theme }, {});
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${app.bridge.url}#/vouchers/purchase_orders`);
      await page.reload();
      const rail = page.getByRole('navigation', { name: 'Main navigation' });
      const mark = rail.locator('.app-mark');
      await expect(mark).toBeVisible();
      const railBox = await rail.boundingBox();
      const box = await mark.boundingBox();
      if (!railBox || !box) throw new Error('no rail or no mark');
      expect(railBox.width).toBeLessThan(60);
      expect(box.width).toBeGreaterThanOrEqual(20);
      const left = box.x - railBox.x;
      const right = railBox.x + railBox.width - (box.x + box.width);
      expect(left).toBeGreaterThan(0);
      expect(right).toBeGreaterThan(0);
      // Centred (the rail's 1 px right border aside).
      expect(Math.abs(left - right)).toBeLessThanOrEqual(1.5);
      await expect(rail.getByText('Kikan Desk')).toHaveCSS('clip-path', 'inset(50%)');
      await page.screenshot({
        path: testInfo.outputPath(`rail-${tag}.png`),
        clip: { x: 0, y: 0, width: 240, height: 400 },
      });
    });
  }
}
