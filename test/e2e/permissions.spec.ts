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
    const notice = page.getByRole('note');
    await expect(notice).toContainText('lacks what this screen needs');
    await expect(notice.locator('code')).toHaveText([
      'kikan_purchase_orders_read',
      'kikan_order_plans_read',
    ]);
    expect(app.bridge.calls).not.toContain('vouchers.page');

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
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
