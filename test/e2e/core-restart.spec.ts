import { expect, test } from './support/fixtures.ts';

// The core runs in its own process; killing it (SIGKILL, as a crash would) leaves the window
// open: the page says it is reconnecting, a new core starts over the same store and keychain,
// and the page carries on.

test('the page survives its core process being killed', async ({ app, connect, page, standIn }) => {
  test.setTimeout(120_000);
  await connect.connectWithToken('Demo', standIn.url, standIn.app('demo', 'full').token);
  await page.evaluate(() => {
    window.location.hash = '#/vouchers/purchase_orders';
  });
  const rows = page.getByTestId('voucher-table').locator('[data-row-id]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });

  const before = await app.core.current();
  process.kill(before.pid ?? 0, 'SIGKILL');
  const banner = page.getByTestId('core-restart-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('Reconnecting');
  await expect(banner).toBeHidden({ timeout: 60_000 });
  expect((await app.core.current()).pid).not.toBe(before.pid);

  // Another list loads through the new core, with the connection kept.
  await page.evaluate(() => {
    window.location.hash = '#/vouchers/sales_orders';
  });
  await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible({
    timeout: 30_000,
  });
});
