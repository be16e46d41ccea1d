import { startOddProxy } from '../support/odd-proxy.ts';
import { expect, test } from './support/fixtures.ts';

// An unexpected body reaches the screen as what came back, never as a blank screen. A loopback
// proxy in front of the stand-in (test/support/odd-proxy.ts) passes everything through except
// the sales-order list, which answers 200 with an HTML maintenance page (what a misrouted
// gateway sends).

test.use({ standInOptions: { size: 50 } });

test('a list answered with an HTML page shows what came back, and the app goes on', async ({
  connect,
  page,
  standIn,
}) => {
  const proxy = await startOddProxy(standIn.url);
  proxy.modes.htmlPaths = ['/sales_orders'];
  try {
    await connect.connectWithToken('Gateway', proxy.url, standIn.app('demo', 'full').token);
    await page.evaluate(() => {
      window.location.hash = '#/vouchers/sales_orders';
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The service sent an answer the app does not understand.');
    await expect(alert).toContainText('Down for maintenance until 18:00');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();

    // The rest of the service still works through the same connection.
    await page.getByRole('link', { name: 'Purchase orders', exact: true }).click();
    await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible();
  } finally {
    await proxy.stop();
  }
});
