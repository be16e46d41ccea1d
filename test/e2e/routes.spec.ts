import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';

// Routes live in the address's hash: deep links open a screen, the rail follows the route, and
// the keyboard and mouse move back and forward like a desktop app.

const route = (page: Page) => page.evaluate(() => window.location.hash);

test('every section has a route, and the rail marks the current one', async ({ connect, page }) => {
  for (const [name, hash] of [
    ['Catalog', '#/catalog'],
    ['Send', '#/send'],
    ['Sent', '#/sent'],
    ['Vouchers', '#/vouchers/purchase_orders'],
    ['History', '#/history'],
    ['Settings', '#/settings'],
    ['Connect', '#/connect'],
  ] as const) {
    await connect.nav(name).click();
    await expect.poll(() => route(page)).toBe(hash);
    await expect(connect.nav(name)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation').locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('deep links open their screen and keep their section highlighted', async ({
  connect,
  page,
}) => {
  await openRoute(page, '#/catalog/skus');
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(connect.nav('Catalog')).toHaveAttribute('aria-current', 'page');

  await openRoute(page, '#/vouchers/order_plans?product_code=P-100');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await expect(connect.nav('Vouchers')).toHaveAttribute('aria-current', 'page');

  await openRoute(page, '#/vouchers/leases/L-0001');
  await expect(page.getByRole('heading', { name: 'Lease L-0001', level: 1 })).toBeVisible();
  await expect(connect.nav('Vouchers')).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Back to Leases' }).click();
  await expect.poll(() => route(page)).toBe('#/vouchers/leases');

  await openRoute(page, '#/history/42');
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(connect.nav('History')).toHaveAttribute('aria-current', 'page');
});

test('unknown names go to the section, unknown paths say so', async ({ connect, page }) => {
  await openRoute(page, '#/vouchers/invoices');
  await expect.poll(() => route(page)).toBe('#/vouchers/purchase_orders');
  await openRoute(page, '#/catalog/shoes');
  await expect.poll(() => route(page)).toBe('#/catalog');
  await openRoute(page, '#/nowhere');
  await expect(page.getByRole('heading', { name: 'Nothing here', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Connect' }).click();
  await expect(connect.form).toBeVisible();
});

test('Alt+Left and Alt+Right, and the mouse side buttons, go back and forward', async ({
  connect,
  page,
}) => {
  await connect.nav('Catalog').click();
  await connect.nav('Settings').click();
  await expect.poll(() => route(page)).toBe('#/settings');

  await page.keyboard.press('Alt+ArrowLeft');
  await expect.poll(() => route(page)).toBe('#/catalog');
  await expect(connect.nav('Catalog')).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(() => route(page)).toBe('#/settings');

  // Playwright's mouse has no side buttons: the events Chromium sends for them.
  const side = (button: 3 | 4) =>
    page.evaluate((which) => {
      for (const type of ['mousedown', 'mouseup']) {
        document.body.dispatchEvent(new MouseEvent(type, { button: which, bubbles: true }));
      }
    }, button);
  await side(3);
  await expect.poll(() => route(page)).toBe('#/catalog');
  await side(4);
  await expect.poll(() => route(page)).toBe('#/settings');
});

test('Alt+Left in a text field stays in the field', async ({ connect, page }) => {
  await connect.nav('Catalog').click();
  await connect.nav('Connect').click();
  const name = connect.form.getByLabel('Profile name', { exact: true });
  await name.fill('Shop');
  await name.press('Alt+ArrowLeft');
  await expect.poll(() => route(page)).toBe('#/connect');
  await expect(name).toHaveValue('Shop');
});

test('the header reconnects a profile through its own address', async ({
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Main shop', standIn.url, standIn.app('demo', 'full').token);
  await connect.profile('Main shop').getByRole('button', { name: 'Sign out' }).click();
  await connect.nav('Settings').click();
  await connect.header.getByRole('button', { name: 'Reconnect' }).click();
  await expect(connect.form).toHaveAccessibleName('Reconnect “Main shop”');
  await expect.poll(() => route(page)).toMatch(/^#\/connect\?profile=/);
  await expect(connect.nav('Connect')).toHaveAttribute('aria-current', 'page');

  // Back leaves the reconnect form; forward brings it again, prefilled.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(connect.form).toHaveAccessibleName('Reconnect “Main shop”');
  await connect.form.getByRole('button', { name: 'New connection instead' }).click();
  await expect(connect.form).toHaveAccessibleName('Connect to the service');
  await expect.poll(() => route(page)).toBe('#/connect');
});
