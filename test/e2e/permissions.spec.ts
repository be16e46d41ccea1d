import { expect, test } from './support/fixtures.ts';

test.describe('granted permissions drive what the UI offers', () => {
  test('a narrowed token is told what it lacks and nothing it may not read is asked for', async ({
    page,
    app,
    connect,
    standIn,
  }) => {
    const full = standIn.app('demo', 'full');
    await connect.fillProfile({
      name: 'Leases only',
      hostKind: 'Custom URL',
      baseUrl: standIn.url,
    });
    await connect.fillSecret({
      clientId: full.client_id,
      secret: full.live_secret,
      permissions: ['kikan_leases_read', 'kikan_sales_orders_read'],
    });
    await connect.submit();
    await expect(connect.status).toContainText('Leases only');

    await connect.nav('Vouchers').click();
    const notice = page.getByTestId('voucher-denied');
    await expect(notice).toContainText('may not read Purchase orders');
    await expect(notice.locator('code')).toHaveText(['kikan_purchase_orders_read']);
    // The sub-navigation marks every kind the connection may not read.
    const tabs = page.getByRole('navigation', { name: 'Voucher kinds' });
    await expect(tabs.locator('[data-denied]')).toHaveText([/Purchase orders/, /Order plans/]);
    expect(app.bridge.calls).not.toContain('vouchers.browse');
    await tabs.getByRole('link', { name: 'Leases' }).click();
    await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible();

    await connect.nav('Catalog').click();
    await expect(page.getByRole('note').locator('code')).toHaveText([
      'kikan_masters_write',
      'kikan_products_write',
    ]);
  });

  test('the full demo app sees no such notice and reads its vouchers', async ({
    page,
    connect,
    standIn,
  }) => {
    await connect.connectWithToken('Full', standIn.url, standIn.app('demo', 'full').token);
    await connect.nav('Vouchers').click();
    await expect(page.getByTestId('voucher-table')).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('[data-denied]')).toHaveCount(0);
  });
});
