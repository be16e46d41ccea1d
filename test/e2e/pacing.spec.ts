import { injectFault } from '../support/stand-in-admin.ts';
import { expect, test } from './support/fixtures.ts';

test('a 429 from the service shows the pause banner until the queue resumes', async ({
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Main shop', standIn.url, standIn.app('demo', 'full').token);
  await injectFault(standIn, {
    method: 'GET',
    path_prefix: '/purchase_orders',
    kind: 'status',
    status: 429,
    // Long enough that a loaded machine still shows the banner while the pause lasts.
    retry_after: 12,
    times: 1,
  });

  await connect.nav('Vouchers').click();
  const banner = page.getByTestId('pacing-banner');
  await expect(banner).toHaveText(
    /^Paused by the service's rate limit — resuming in ([1-9]|1[0-2]) s$/,
  );
  // After the pause the same request goes through: the banner leaves and the rows arrive.
  await expect(banner).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible();
});
