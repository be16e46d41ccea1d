import { expect, test } from './support/fixtures.ts';

test.describe('connection profiles', () => {
  test('switching between two profiles changes the active connection', async ({
    connect,
    standIn,
  }) => {
    await connect.connectWithToken('Main shop', standIn.url, standIn.app('demo', 'full').token);
    await connect.connectWithToken('Other shop', standIn.url, standIn.app('other', 'full').token);
    await expect(connect.profile('Other shop')).toHaveAttribute('aria-current', 'true');

    await connect.profile('Main shop').getByRole('button', { name: 'Switch to' }).click();
    await expect(connect.header.getByTestId('active-profile-name')).toHaveText('Main shop');
    await expect(connect.status).toContainText('Main shop');
    await expect(connect.profile('Main shop')).toHaveAttribute('aria-current', 'true');
    await expect(connect.profile('Other shop')).not.toHaveAttribute('aria-current', 'true');
  });

  test('signing out keeps the profile but drops its token', async ({ connect, standIn }) => {
    await connect.connectWithToken('Main shop', standIn.url, standIn.app('demo', 'full').token);
    await connect.profile('Main shop').getByRole('button', { name: 'Sign out' }).click();

    await expect(connect.header.locator('[data-state]')).toHaveText('Signed out');
    await expect(
      connect.profile('Main shop').getByRole('button', { name: 'Reconnect' }),
    ).toBeVisible();
    // Reconnecting a pasted-token profile asks for a new token, prefilled with its settings.
    await connect.profile('Main shop').getByRole('button', { name: 'Reconnect' }).click();
    await expect(connect.form).toHaveAccessibleName('Reconnect “Main shop”');
    await expect(connect.form.getByLabel('Service address', { exact: true })).toHaveValue(
      standIn.url,
    );
  });

  test('removing a profile asks first', async ({ connect, standIn }) => {
    await connect.connectWithToken('Short lived', standIn.url, standIn.app('demo', 'full').token);
    await connect.profile('Short lived').getByRole('button', { name: 'Remove' }).click();
    const confirm = connect.profile('Short lived').getByRole('alertdialog');
    await expect(confirm).toContainText('Remove “Short lived”?');
    await expect(confirm).toContainText(
      'its unsent drafts and the history of its sends are deleted with it',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(connect.profile('Short lived')).toBeVisible();

    await connect.profile('Short lived').getByRole('button', { name: 'Remove' }).click();
    await connect.profile('Short lived').getByRole('button', { name: 'Yes, remove' }).click();
    await expect(connect.profile('Short lived')).toHaveCount(0);
    await expect(connect.header).toContainText('Not connected');
  });

  test('after the app is reinstalled, the next call shows reconnect needed', async ({
    connect,
    standIn,
    page,
  }) => {
    await connect.connectWithToken('Main shop', standIn.url, standIn.app('demo', 'full').token);
    const reinstall = await standIn.admin('/_admin/apps/demo/full/reinstall');
    expect(reinstall.status).toBe(200);

    await connect.nav('Vouchers').click();
    await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
    await expect(connect.header.locator('[data-state]')).toHaveText('Reconnect needed');
    await expect(page.getByRole('main')).toContainText(
      'The connection “Main shop” cannot be used right now: Reconnect needed.',
    );

    // The header's Reconnect opens the form for that profile; the new token brings it back.
    await connect.header.getByRole('button', { name: 'Reconnect' }).click();
    await expect(connect.form).toHaveAccessibleName('Reconnect “Main shop”');
    const fresh = (await reinstall.json()) as { token: string };
    await connect.fillToken(fresh.token);
    await connect.submit();
    await expect(connect.header.locator('[data-state]')).toHaveText('Connected');
    await expect(connect.profile('Main shop')).toHaveCount(1);
  });

  test('the demo workspace opens without typing anything', async ({ connect, page }) => {
    await page.getByRole('button', { name: 'Open the demo workspace' }).click();
    await expect(connect.header.getByTestId('active-profile-name')).toHaveText('Demo workspace', {
      timeout: 60_000,
    });
    await expect(connect.header.locator('[data-state]')).toHaveText('Connected');
    await expect(connect.header).toContainText('Demo');

    await connect.nav('Vouchers').click();
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
  });
});

test.describe('without a system keychain', () => {
  test.use({ keychain: 'none' });

  test('a connection says its token is kept in memory only', async ({ connect, page, standIn }) => {
    await connect.connectWithToken('Laptop', standIn.url, standIn.app('demo', 'full').token);
    await expect(connect.header.locator('[data-state]')).toHaveText('Memory only');
    await expect(connect.header).toContainText('Token kept in memory only: no system keychain');
    await expect(connect.status).toContainText('Token kept in memory only: no system keychain');

    await connect.nav('Settings').click();
    await expect(page.getByTestId('keychain-status')).toHaveText(
      'Not available — No Secret Service is running.',
    );
  });
});
