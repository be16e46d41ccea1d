import type { Page } from '@playwright/test';
import { startStandIn } from '../support/stand-in.ts';
import { expect, test } from './support/fixtures.ts';

// Cached reads are keyed by the connection: after a switch the screens never show the other
// workspace's rows, not even for the moment before the new rows arrive.

// Data rows only: a table's header row reads the same in every workspace.
const ROWS = 'main tbody tr, main [role="row"]:not(:has([role="columnheader"]))';

// A row not filled yet (a block still loading) has no text; it belongs to no workspace.

/** The text of every voucher row on screen now. */
const rowsNow = (page: Page) =>
  page
    .locator(ROWS)
    .evaluateAll((rows) => rows.map((row) => row.textContent.trim()).filter((text) => text !== ''));

/** Starts recording every row text that appears on screen from now on, in every frame. */
const recordRows = (page: Page) =>
  page.evaluate((selector) => {
    const seen = new Set<string>();
    const collect = () => {
      for (const row of document.querySelectorAll(selector)) {
        const text = row.textContent.trim();
        if (text !== '') seen.add(text);
      }
    };
    collect();
    new MutationObserver(collect).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as unknown as { rowsSeen: () => string[] }).rowsSeen = () => [...seen];
  }, ROWS);

const rowsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { rowsSeen: () => string[] }).rowsSeen());

test('switching connections never shows the other workspace’s cached rows', async ({
  connect,
  page,
  standIn,
}) => {
  const second = await startStandIn({ size: 20 });
  try {
    await connect.connectWithToken('Shop A', standIn.url, standIn.app('demo', 'full').token);
    await connect.nav('Vouchers').click();
    await expect(page.locator(ROWS).nth(3)).toBeVisible();
    const rowsOfA = await rowsNow(page);

    await connect.nav('Connect').click();
    await connect.connectWithToken('Shop B', second.url, second.app('other', 'full').token);
    await recordRows(page);
    await connect.nav('Vouchers').click();
    await expect(page.locator(ROWS).nth(3)).toBeVisible();
    const rowsOfB = await rowsNow(page);
    // The test means something only if the two workspaces' rows differ.
    expect(rowsOfB.filter((row) => rowsOfA.includes(row))).toEqual([]);
    expect((await rowsSeen(page)).filter((row) => rowsOfA.includes(row))).toEqual([]);

    // Back to A (its rows are cached), then to B again through the profile list.
    await connect.nav('Connect').click();
    await connect.profile('Shop A').getByRole('button', { name: 'Switch to' }).click();
    await expect(connect.header.getByTestId('active-profile-name')).toHaveText('Shop A');
    await connect.nav('Vouchers').click();
    await expect(page.locator(ROWS).nth(3)).toBeVisible();
    expect((await rowsNow(page)).filter((row) => rowsOfB.includes(row))).toEqual([]);

    await connect.nav('Connect').click();
    await recordRows(page);
    await connect.profile('Shop B').getByRole('button', { name: 'Switch to' }).click();
    await expect(connect.header.getByTestId('active-profile-name')).toHaveText('Shop B');
    await connect.nav('Vouchers').click();
    await expect(page.locator(ROWS).nth(3)).toBeVisible();
    expect((await rowsSeen(page)).filter((row) => rowsOfA.includes(row))).toEqual([]);
  } finally {
    await second.stop();
  }
});
