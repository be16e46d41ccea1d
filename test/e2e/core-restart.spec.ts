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

  // Every text the banner shows, recorded as it changes: a new core can be up before a check
  // between "visible" and "says Reconnecting" runs, and the banner gone with it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bannerTexts: string[] }).bannerTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="core-restart-banner"]')?.textContent;
      if (text !== undefined && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const before = await app.core.current();
  process.kill(before.pid ?? 0, 'SIGKILL');
  const said = () =>
    page.evaluate(() => (window as unknown as { bannerTexts: string[] }).bannerTexts.join('\n'));
  await expect.poll(said, { timeout: 30_000 }).toContain('Reconnecting');
  await expect(page.getByTestId('core-restart-banner')).toBeHidden({ timeout: 60_000 });
  expect((await app.core.current()).pid).not.toBe(before.pid);

  // Another list loads through the new core, with the connection kept.
  await page.evaluate(() => {
    window.location.hash = '#/vouchers/sales_orders';
  });
  await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible({
    timeout: 30_000,
  });
});
