import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('switching the language to Japanese translates the frame', async ({ connect, page }) => {
  await connect.nav('Settings').click();
  await page.getByRole('radio', { name: '日本語' }).check();

  const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
  await expect(nav.getByRole('link', { name: '接続' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'カタログ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await nav.getByRole('link', { name: '接続' }).click();
  await expect(page.getByRole('button', { name: 'デモワークスペースを開く' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'サービスに接続' })).toBeVisible();

  // The choice is a setting: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'サービスに接続' })).toBeVisible();
});

test('the dark scheme follows the OS unless the theme setting pins one', async ({
  connect,
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await background(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).not.toBe(light);
  const dark = await background(page);

  await connect.nav('Settings').click();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(() => background(page)).toBe(light);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(dark);
});

test('the navigation works from the keyboard', async ({ connect, page }) => {
  await expect(connect.nav('Connect')).toHaveAttribute('aria-current', 'page');
  await connect.nav('Connect').focus();
  // Connect, Catalog, Send, Sent, Vouchers: four Tabs.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(connect.nav('Vouchers')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(connect.nav('Vouchers')).toHaveAttribute('aria-current', 'page');
  await expect(connect.nav('Connect')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Connect' })).toBeVisible();
});

test('settings show the app version and keychain availability', async ({ connect, page }) => {
  await connect.nav('Settings').click();
  await expect(page.getByTestId('app-version')).toHaveText('0.1.0-e2e');
  // These tests run with a real Secret Service (test/tools/with-keyring.sh).
  await expect(page.getByTestId('keychain-status')).toHaveText('Available');
});
