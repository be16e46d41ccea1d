import { serviceRequestCount } from './support/connect-page.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('connect screen', () => {
  test('pasting the demo token connects and shows the state', async ({
    page,
    connect,
    standIn,
  }) => {
    await connect.connectWithToken('Demo by token', standIn.url, standIn.app('demo', 'full').token);

    await expect(connect.header.getByTestId('active-profile-name')).toHaveText('Demo by token');
    await expect(connect.header.locator('[data-state]')).toHaveAttribute('data-state', 'connected');
    await expect(connect.header.locator('[data-state]')).toHaveText('Connected');
    await expect(connect.status.getByTestId('granted-permissions')).toHaveText(
      'Unknown until the service answers — pasted token',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Connected as “Demo by token”.' }),
    ).toBeVisible();
    // Once accepted, the form starts over: the token is gone from the page.
    await expect(connect.form.getByLabel('Installation token', { exact: true })).toHaveValue('');
    await expect(connect.form.getByLabel('Profile name', { exact: true })).toHaveValue('');
  });

  test('client ID and live secret with two permissions grants exactly those', async ({
    connect,
    standIn,
  }) => {
    const full = standIn.app('demo', 'full');
    await connect.fillProfile({
      name: 'Two permissions',
      hostKind: 'Custom URL', // the loopback stand-in: http is allowed only as a custom URL
      baseUrl: standIn.url,
    });
    await connect.fillSecret({
      clientId: full.client_id,
      secret: full.live_secret,
      permissions: ['kikan_products_read', 'kikan_purchase_orders_read'],
    });
    await connect.submit();

    await expect(connect.status).toContainText('Two permissions');
    await expect
      .poll(() => connect.grantedPermissions())
      .toEqual(['kikan_products_read', 'kikan_purchase_orders_read']);
    await expect(connect.form.getByLabel('Profile name', { exact: true })).toHaveValue('');
  });

  test('wrong prefixes are field errors and nothing is sent', async ({
    page,
    app,
    connect,
    standIn,
  }) => {
    const full = standIn.app('demo', 'full');
    const before = await serviceRequestCount(standIn);

    await connect.fillProfile({ name: 'Typos', hostKind: 'Custom URL', baseUrl: standIn.url });
    await connect.fillToken(full.token.replace('svc_tok_', 'tok_'));
    await connect.submit();
    await expect(page.locator('#connect-token-error')).toHaveText(
      'This should start with svc_tok_.',
    );
    await expect(connect.form.getByLabel('Installation token', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await connect.fillSecret({
      clientId: full.client_id.replace('svc_app_', 'app_'),
      secret: full.live_secret,
    });
    await connect.submit();
    await expect(page.locator('#connect-client-id-error')).toHaveText(
      'This should start with svc_app_.',
    );

    await connect.form.getByLabel('Client ID', { exact: true }).fill(full.client_id);
    await connect.form
      .getByLabel('Client secret', { exact: true })
      .fill('svc_sec_' + 'x'.repeat(20));
    await connect.submit();
    await expect(page.locator('#connect-client-id-error')).toHaveCount(0);
    await expect(page.locator('#connect-client-secret-error')).toHaveText(
      'This should start with svc_sec_live_ / svc_sec_test_.',
    );

    await expect(connect.header).toContainText('Not connected');
    expect(await serviceRequestCount(standIn)).toBe(before);
    // Caught in the form: the connect calls never even reached main.
    expect(app.bridge.calls.filter((name) => name.startsWith('connections.connect'))).toEqual([]);
  });

  test('a test secret on the production host is refused in the form', async ({
    page,
    app,
    connect,
    standIn,
  }) => {
    const full = standIn.app('demo', 'full');
    const before = await serviceRequestCount(standIn);
    await connect.fillProfile({ name: 'Prod', hostKind: 'Production', baseUrl: standIn.url });
    await connect.fillSecret({ clientId: full.client_id, secret: full.test_secret });
    await connect.submit();
    await expect(page.locator('#connect-client-secret-error')).toHaveText(
      'A test secret cannot be used with the production host.',
    );
    // The loopback stand-in speaks plain http, refused for the production host, with the reason.
    await expect(page.locator('#connect-base-url-error')).toContainText(
      'Plain http:// would send the token unencrypted',
    );
    expect(await serviceRequestCount(standIn)).toBe(before);
    expect(app.bridge.calls).not.toContain('connections.connectWithSecret');

    // The same secret is fine for a custom URL (the loopback stand-in).
    await connect.form.getByRole('radio', { name: 'Custom URL' }).check();
    await connect.submit();
    await expect(connect.header.locator('[data-state]')).toHaveText('Connected');
  });

  test('a scope the app does not hold shows the server message and keeps the form', async ({
    connect,
    standIn,
  }) => {
    const readonly = standIn.app('demo', 'readonly');
    await connect.fillProfile({ name: 'Read only', hostKind: 'Custom URL', baseUrl: standIn.url });
    await connect.fillSecret({
      clientId: readonly.client_id,
      secret: readonly.live_secret,
      permissions: ['kikan_products_write'],
    });
    await connect.submit();

    const alert = connect.form.getByRole('alert');
    await expect(alert).toContainText('Could not connect');
    await expect(alert).toContainText('The app does not hold: kikan_products_write');
    await expect(connect.header).toContainText('Not connected');
    // Nothing typed is lost.
    await expect(connect.form.getByLabel('Profile name', { exact: true })).toHaveValue('Read only');
    await expect(connect.form.getByLabel('Service address', { exact: true })).toHaveValue(
      standIn.url,
    );
    await expect(connect.form.getByLabel('Client ID', { exact: true })).toHaveValue(
      readonly.client_id,
    );
    await expect(connect.form.getByLabel('Client secret', { exact: true })).toHaveValue(
      readonly.live_secret,
    );
    await expect(
      connect.form.getByRole('checkbox', { name: 'kikan_products_write' }),
    ).toBeChecked();
  });
});
