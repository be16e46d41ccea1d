import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { SCREENSHOT_DIR } from './support/paths.ts';
import { expect, test } from './support/fixtures.ts';

// Screenshots for the README. Every run renders them and checks their layout and size (never
// their pixels: fonts and antialiasing differ between machines); they are written to
// assets/screenshots/ only with UPDATE_SCREENSHOTS=1 (otherwise into the test's output folder),
// so a normal test run leaves the tracked files alone.

const MAX_BYTES = 300 * 1024;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path =
    process.env['UPDATE_SCREENSHOTS'] === '1'
      ? join(SCREENSHOT_DIR, name)
      : testInfo.outputPath(name);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  expect(statSync(path).size).toBeLessThan(MAX_BYTES);
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const scheme of ['light', 'dark'] as const) {
  test(`connect screen and connected state (${scheme})`, async ({
    connect,
    page,
    standIn,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByRole('heading', { name: 'Connect to the service' })).toBeVisible();
    await shoot(page, testInfo, `connect-${scheme}.png`);

    await connect.connectWithToken('Press office', standIn.url, standIn.app('other', 'full').token);
    const full = standIn.app('demo', 'full');
    await connect.fillProfile({
      name: 'Tokyo showroom',
      hostKind: 'Custom URL',
      baseUrl: standIn.url,
    });
    await connect.fillSecret({
      clientId: full.client_id,
      secret: full.live_secret,
      permissions: ['kikan_products_write', 'kikan_masters_write', 'kikan_purchase_orders_read'],
    });
    await connect.submit();
    await expect(connect.status).toContainText('Tokyo showroom');
    await expect.poll(() => connect.grantedPermissions()).toHaveLength(3);
    await page.getByRole('main').evaluate((main) => {
      main.scrollTop = 0;
    });
    await shoot(page, testInfo, `connected-${scheme}.png`);
  });
}
