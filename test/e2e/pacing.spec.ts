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
    retry_after: 3,
    times: 1,
  });

  await connect.nav('Vouchers').click();
  const banner = page.getByTestId('pacing-banner');
  await expect(banner).toHaveText(/^Paused by the service's rate limit — resuming in [1-3] s$/);
  // After the pause the same request goes through: the banner leaves and the rows arrive.
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible();
});
