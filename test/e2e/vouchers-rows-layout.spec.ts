import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// The rows on screen: every voucher list takes the window, so at least 15 rows are in view at
// 1280×800, 25 at 1920×1080 and 6 at 800×600, counted as the rows whose box lies wholly inside
// the table's viewport (under its header). The toolbar is one row at every size (what does not
// fit is in "More"), and the chart's side panel, opened, is remembered. In both languages and
// themes, with screenshots for a person to look at (nothing compares them).

test.use({ standInOptions: { size: 300 } });

const SIZES = [
  { width: 1280, height: 800, rows: 15 },
  { width: 1920, height: 1080, rows: 25 },
  { width: 800, height: 600, rows: 6 },
] as const;

const KINDS = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'] as const;

/** Rows wholly inside the table's scroll viewport, below its sticky header. */
async function rowsInView(page: Page): Promise<number> {
  return page.getByTestId('voucher-table').evaluate((scroll) => {
    const box = scroll.getBoundingClientRect();
    const head = scroll.querySelector('.vt-head')?.getBoundingClientRect();
    const top = head ? head.bottom : box.top + scroll.clientTop;
    const bottom = box.top + scroll.clientTop + scroll.clientHeight;
    return [...scroll.querySelectorAll('[data-row-id]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
    }).length;
  });
}

/** The toolbar's shown controls share one line: the same top, none wrapped under another. */
async function toolbarTops(page: Page): Promise<number[]> {
  return page.locator('.voucher-toolbar').evaluate((bar) =>
    [...bar.children]
      .filter((child) => {
        const r = child.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && !child.classList.contains('toolbar-spacer');
      })
      .map((child) => Math.round(child.getBoundingClientRect().top)),
  );
}

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every list shows its rows at the three sizes (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      // Twelve screens and a chart, each loaded and shot: long on a loaded 2-core machine.
      test.setTimeout(480_000);
      await connect.connectWithToken('Rows', standIn.url, standIn.app('demo', 'full').token);
      await expect(connect.status).toContainText('Rows');
      await openInLook(page, app, { language, theme }, '/vouchers/purchase_orders');
      const table = page.getByTestId('voucher-table');
      const measured: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        for (const kind of KINDS) {
          await page.goto(`${app.bridge.url}#/vouchers/${kind}`);
          await expect(table.locator('[data-row-id]').first()).toBeVisible();
          // The rows on screen are held (none drawn empty while read).
          await expect(table.locator('.vt-pending')).toHaveCount(0);
          const rows = await rowsInView(page);
          measured.push(`${kind} ${String(size.width)}x${String(size.height)}: ${String(rows)}`);
          expect(
            rows,
            `${kind} at ${String(size.width)}x${String(size.height)}`,
          ).toBeGreaterThanOrEqual(size.rows);
          const tops = await toolbarTops(page);
          expect(new Set(tops).size, `${kind}'s toolbar wraps: ${tops.join(', ')}`).toBe(1);
          await expectMainFits(page);
          const tag = `${kind}-${language}-${theme}-${String(size.width)}x${String(size.height)}`;
          await page.screenshot({ path: testInfo.outputPath(`rows-${tag}.png`) });
        }
      }
      await testInfo.attach('rows in view', { body: measured.join('\n') });

      // The chart beside the purchase orders, at 1280: the rows stay, and it stays open.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${app.bridge.url}#/vouchers/purchase_orders`);
      await expect(table.locator('[data-row-id]').first()).toBeVisible();
      await page.getByTestId('chart-toggle').click();
      const chart = page.getByTestId('outstanding-chart');
      await expect(chart).toBeVisible();
      await expect(page.getByTestId('list-chart-by-week')).toBeVisible();
      const chartBox = await chart.boundingBox();
      const tableBox = await table.boundingBox();
      // Beside the list, not above it.
      expect((chartBox?.x ?? 0) > (tableBox?.x ?? 0) + (tableBox?.width ?? 0) - 1).toBe(true);
      expect(await rowsInView(page)).toBeGreaterThanOrEqual(15);
      await page.screenshot({
        path: testInfo.outputPath(`rows-chart-${language}-${theme}-1280x800.png`),
      });
      await page.reload();
      await expect(table.locator('[data-row-id]').first()).toBeVisible();
      await expect(chart).toBeVisible();
      await chart.getByRole('button').first().click();
      await expect(chart).toHaveCount(0);
    });
  }
}
