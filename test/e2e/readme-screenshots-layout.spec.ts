import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { SCREENSHOT_DIR } from './support/paths.ts';
import { expect, test } from './support/fixtures.ts';

// Screenshots for the README. Every run renders them and checks their layout and size (never
// their pixels: fonts and antialiasing differ between machines); they are written to
// assets/screenshots/ only with UPDATE_SCREENSHOTS=1 (otherwise into the test's output folder),
// so a normal test run leaves the tracked files alone.

const MAX_BYTES = 300 * 1024;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path =
    process.env['UPDATE_SCREENSHOTS'] === '1'
      ? join(SCREENSHOT_DIR, name)
      : testInfo.outputPath(name);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  expect(statSync(path).size).toBeLessThan(MAX_BYTES);
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const scheme of ['light', 'dark'] as const) {
  test(`connect screen and connected state (${scheme})`, async ({
    connect,
    page,
    standIn,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByRole('heading', { name: 'Connect to the service' })).toBeVisible();
    await shoot(page, testInfo, `connect-${scheme}.png`);

    await connect.connectWithToken('Press office', standIn.url, standIn.app('other', 'full').token);
    const full = standIn.app('demo', 'full');
    await connect.fillProfile({
      name: 'Tokyo showroom',
      hostKind: 'Custom URL',
      baseUrl: standIn.url,
    });
    await connect.fillSecret({
      clientId: full.client_id,
      secret: full.live_secret,
      permissions: ['kikan_products_write', 'kikan_masters_write', 'kikan_purchase_orders_read'],
    });
    await connect.submit();
    await expect(connect.status).toContainText('Tokyo showroom');
    await expect.poll(() => connect.grantedPermissions()).toHaveLength(3);
    await page.getByRole('main').evaluate((main) => {
      main.scrollTop = 0;
    });
    await shoot(page, testInfo, `connected-${scheme}.png`);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the product view (${scheme})`, async ({ connect, page, standIn }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await connect.connectWithToken(
      'Tokyo showroom',
      standIn.url,
      standIn.app('demo', 'full').token,
    );
    await page.evaluate(() => {
      window.location.hash = '#/vouchers/purchase_orders';
    });
    const table = page.getByTestId('voucher-table');
    await table.locator('[data-row-id]').first().dblclick();
    const product = page.getByTestId('lines-table').getByRole('link').first();
    const code = ((await product.textContent()) ?? '').trim();
    await product.click();
    await expect(page.getByTestId('product-skus')).toBeVisible();
    // The look-up open over the view, a suggestion marked, as a buyer sees it while typing.
    const box = page.getByRole('combobox', { name: 'Product code' });
    await box.fill(code.slice(0, -1));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await shoot(page, testInfo, `product-${scheme}.png`);
  });
}

// A purchase-order list at work: the window full of rows, the chart beside them, a row under the
// pointer with its hint.
const listTest = test.extend<{ standIn: StandIn }>({
  // eslint-disable-next-line no-empty-pattern
  standIn: async ({}, use) => {
    const standIn = await startStandIn({ size: 300 });
    await use(standIn);
    await standIn.stop();
  },
});

listTest('a purchase-order list at work (light)', async ({ connect, page, standIn }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await connect.connectWithToken('Tokyo showroom', standIn.url, standIn.app('demo', 'full').token);
  await expect(connect.status).toContainText('Tokyo showroom');
  await page.getByRole('link', { name: 'Vouchers' }).first().click();
  const rows = page.getByTestId('voucher-table').locator('[data-row-id]');
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('chart-toggle').click();
  await expect(page.getByTestId('list-chart-by-supplier')).toBeVisible();
  await rows.nth(3).hover();
  await expect(page.getByTestId('row-hint')).toBeVisible();
  await shoot(page, testInfo, 'vouchers-list-light.png');
});

// The catalog's products grid at work: the window full of rows, two rows picked by their
// numbers, the problem pane open below with a few problems, the name column taking the width.
test('the catalog grid at work (light)', async ({ app, connect, page, standIn }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await connect.connectWithToken('Tokyo showroom', standIn.url, standIn.app('demo', 'full').token);
  const { activeId: profileId } = await app.core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  const brands = [
    { code: 'LB', name: 'Look' },
    { code: 'KK', name: 'Kikan' },
    { code: 'MN', name: 'Minato' },
  ];
  const colors = [
    { code: 'NV', name: 'Navy' },
    { code: 'BK', name: 'Black' },
    { code: 'GY', name: 'Gray' },
    { code: 'IV', name: 'Ivory' },
  ];
  for (const [grid, rows] of [
    ['brands', brands],
    ['colors', colors],
  ] as const) {
    await app.core.handlers['drafts.save'](
      {
        profileId,
        grid,
        upserts: rows.map((row, i) => ({ id: `${grid}-${String(i)}`, position: i, row })),
        deletes: [],
      },
      {},
    );
  }
  const kinds = [
    'ウールコート',
    'リネンシャツ',
    'デニムパンツ',
    'カシミヤニット',
    'トレンチコート',
  ];
  const english = ['Wool coat', 'Linen shirt', 'Denim trousers', 'Cashmere knit', 'Trench coat'];
  const products = Array.from({ length: 240 }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: {
      product_code: `SS26-${String(1001 + i)}`,
      name: `${kinds[i % 5] ?? ''} ${english[i % 5] ?? ''} ${String(Math.floor(i / 5) + 1)}`,
      // A brand not yet in the brands grid on a few rows: the problem pane has something to show.
      brand_code: i % 17 === 4 ? 'KX' : (brands[i % 3]?.code ?? 'LB'),
      skus: [
        { color_code: colors[i % 4]?.code ?? 'NV', size_code: 'S' },
        { color_code: colors[i % 4]?.code ?? 'NV', size_code: 'M' },
        { color_code: colors[(i + 1) % 4]?.code ?? 'BK', size_code: 'L' },
      ],
    },
  }));
  await app.core.handlers['drafts.save'](
    { profileId, grid: 'products', upserts: products, deletes: [] },
    {},
  );
  await app.core.handlers['settings.update']({ problemPaneOpen: true, problemPaneHeight: 104 }, {});
  await page.goto(`${app.bridge.url}#/catalog/products`);
  await page.reload();
  const grid = page.getByRole('grid');
  const rowNumber = (row: number) =>
    grid.locator(`[role=row][aria-rowindex="${String(row + 1)}"] [role=rowheader]`);
  await expect(rowNumber(6)).toBeVisible();
  await rowNumber(5).click();
  await rowNumber(6).click({ modifiers: ['Shift'] });
  await expect(grid.locator('[role=gridcell][aria-selected=true]')).toHaveCount(8);
  await expect(page.locator('#problem-items')).toBeVisible();
  await shoot(page, testInfo, 'catalog-grid-light.png');
});
