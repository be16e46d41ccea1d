import type { Page } from '@playwright/test';
import { startOddProxy, type OddProxy } from '../support/odd-proxy.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { expect as baseExpect, test as base, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';

// The shared 2-core machine is loaded: a list's first rows can take several seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

// Vouchers from a service that is down, limiting, or sending list rows without lines, in real
// Chromium: the stand-in (pages of 50) behind a loopback proxy (test/support/odd-proxy.ts).
// Refresh keeps the offline copy (on screen and in main's store); lines are completed and counted;
// Back returns to the same row; each status value gets its own colour; the status filter is
// there on a list's first visit; a 429 counts down in local time and retries by itself; the
// header says what the last call came to.

const test = base.extend<{ standIn: StandIn; oddProxy: OddProxy }>({
  // eslint-disable-next-line no-empty-pattern
  standIn: async ({}, use) => {
    const standIn = await startStandIn({
      size: 200,
      pageSize: 50,
      rateWindowMs: QUICK_RATE_WINDOW_MS,
    });
    await use(standIn);
    await standIn.stop();
  },
  oddProxy: async ({ standIn }, use) => {
    const oddProxy = await startOddProxy(standIn.url);
    await use(oddProxy);
    await oddProxy.stop();
  },
});
// The app paces to the stand-in's short rate window.
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

const rowIds = (page: Page) =>
  page
    .getByTestId('voucher-table')
    .locator('[data-row-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));

/**
 * The same rows still on screen: the table renders only the rows that fit, and a notice above it
 * takes some height, so the rows now shown are the first of those shown before.
 */
async function expectRowsKept(page: Page, before: readonly (string | null)[]) {
  const after = await rowIds(page);
  expect(after.length).toBeGreaterThan(0);
  expect(after).toEqual(before.slice(0, after.length));
}

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ connect, oddProxy, standIn }) => {
  await connect.connectWithToken('Odd', oddProxy.url, standIn.app('demo', 'full').token);
});

test('a refresh with the service down keeps the rows, on screen and in the store', async ({
  app,
  page,
  oddProxy,
}) => {
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  // The status filter is there on the list's first visit, once rows arrived.
  await expect(page.getByTestId('status-menu')).toBeVisible();
  // The list fills itself on opening (200 rows, under the 20,000 it fills in full): what the
  // store holds is compared once that is done.
  const info = () => app.core.handlers['vouchers.cacheInfo']({ kind: 'purchase_orders' }, {});
  await expect.poll(async () => (await info()).complete).toBe(true);
  const before = await rowIds(page);
  const stored = await info();

  oddProxy.modes.down = true;
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Refresh failed; the rows loaded before are kept.');
  await expect(page.locator('.voucher-error')).toContainText('Last loaded');
  await expectRowsKept(page, before);
  expect(await info()).toEqual(stored);
  // The header says what the last call came to, not "Connected".
  await expect(page.getByTestId('call-outcome')).toContainText('Unreachable since');

  oddProxy.modes.down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('call-outcome')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Connection status' })).toContainText('Connected');
});

test('a 429 keeps the cached rows, counts down in local time and retries by itself', async ({
  page,
  oddProxy,
}) => {
  test.setTimeout(120_000);
  await openRoute(page, '#/vouchers/sales_orders');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  const before = await rowIds(page);

  oddProxy.modes.retryAfterSeconds = 15;
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const notice = page.getByTestId('rate-limited');
  await expect(notice).toContainText(/trying again in \d+ s \(at /);
  await expect(notice).not.toContainText('UTC');
  await expect(page.getByTestId('call-outcome')).toContainText('Rate limited until');
  await expectRowsKept(page, before);

  // The limit lifts; the refresh goes again by itself when the pause ends.
  oddProxy.modes.retryAfterSeconds = null;
  await expect(notice).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
});

test('lines missing from list rows are completed, counted and searched', async ({
  page,
  oddProxy,
}) => {
  test.setTimeout(180_000);
  oddProxy.modes.dropLines = true;
  oddProxy.modes.stringNumbers = true;
  await openRoute(page, '#/vouchers/leases');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  const bar = page.getByTestId('lines-bar');
  await expect(bar).toContainText(/Lines: 0 of \d+ vouchers loaded/);
  await expect(page.getByTestId('overdue-lines-note')).toBeVisible();

  // A product code of the first lease's lines, read through its detail.
  const first = (await rowIds(page))[0] ?? '';
  await openRoute(page, `#/vouchers/leases/${first}`);
  const productLink = page.getByTestId('lines-table').locator('tbody a').first();
  const product = (await productLink.textContent()) ?? '';
  expect(product).not.toBe('');
  await page.keyboard.press('Escape');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  // That detail read kept its lines.
  await expect(bar).toContainText(/Lines: 1 of \d+ vouchers loaded/);
  // The product view says over how many leases it knows the lines.
  const leasesCovered = page.getByTestId('coverage-leases');
  await openRoute(page, `#/products/${encodeURIComponent(product)}`);
  await expect(leasesCovered).toContainText(/Lines known for 1 of \d+;/);
  await openRoute(page, '#/vouchers/leases');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();

  await page.getByRole('searchbox').fill(product);
  await expect(page.getByTestId('search-lines-note')).toContainText(
    /Search in lines covers 1 of \d+ leases/,
  );
  await bar.getByRole('button', { name: 'Load the rest' }).click();
  await expect(bar).toHaveCount(0, { timeout: 150_000 });
  await expect(page.getByTestId('search-lines-note')).toHaveCount(0);
  await expect(page.getByTestId('overdue-lines-note')).toHaveCount(0);
  expect((await rowIds(page)).length).toBeGreaterThan(0);
  await openRoute(page, `#/products/${encodeURIComponent(product)}`);
  await expect(leasesCovered).toContainText(/\d+ loaded/);
  await expect(leasesCovered).not.toContainText('Lines known');
});

/**
 * The mouse's back button (MouseEvent.button 3), pressed and released where nothing is: Playwright's
 * mouse has left, middle and right only, so it goes in through the DevTools protocol as the OS
 * would send it.
 */
async function pressMouseBack(page: Page) {
  const session = await page.context().newCDPSession(page);
  const at = { x: (page.viewportSize()?.width ?? 800) - 20, y: 10 };
  await session.send('Input.dispatchMouseEvent', {
    type: 'mousePressed',
    ...at,
    button: 'back',
    buttons: 8,
    clickCount: 1,
  });
  await session.send('Input.dispatchMouseEvent', {
    type: 'mouseReleased',
    ...at,
    button: 'back',
    buttons: 0,
    clickCount: 1,
  });
  await session.detach();
}

test('back from a detail returns to the same row, scroll, search and sort', async ({ page }) => {
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  const supplier = table.getByRole('columnheader', { name: 'Supplier' });
  await supplier.getByRole('button', { name: 'Supplier', exact: true }).click();
  await page.getByRole('searchbox').fill('po-');
  await expect(page.getByTestId('voucher-note')).toContainText('of');
  await table.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageDown');
  const selected = table.locator('[aria-selected="true"]');
  const id = await selected.getAttribute('data-row-id');
  expect(await table.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  // Where the selected row sits in the list's box. Rows read while the user is away (the list is
  // still paging in, sorted by supplier) may move it down the list; back, it is selected again
  // wherever it went, at the same place on screen.
  const onScreen = () =>
    selected.evaluate((row) => {
      const box = row.closest('[data-testid="voucher-table"]')?.getBoundingClientRect();
      return Math.round(row.getBoundingClientRect().top - (box?.top ?? 0));
    });
  const where = await onScreen();

  // Each way back: the keys, the Back link, the mouse's back button, and the window's history
  // (what the router does on a popstate: the list route again, which recalls its place).
  for (const back of ['Escape', 'Alt+ArrowLeft', 'button', 'mouse', 'history'] as const) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(id ?? '');
    if (back === 'button') await page.getByRole('link', { name: /Back to/ }).click();
    else if (back === 'mouse') await pressMouseBack(page);
    else if (back === 'history') await page.goBack();
    else await page.keyboard.press(back);
    await expect(page).toHaveURL(/#\/vouchers\/purchase_orders$/);
    await expect(table.locator('[aria-selected="true"]')).toHaveAttribute('data-row-id', id ?? '');
    await expect.poll(onScreen).toBe(where);
    await expect(page.getByRole('searchbox')).toHaveValue('po-');
    await expect(supplier).toHaveAttribute('aria-sort', 'ascending');
    await expect(table).toBeFocused();
  }
});

test('14 status values: 12 distinct colours (the palette), kept when the list is opened again', async ({
  page,
  oddProxy,
}) => {
  oddProxy.modes.statusVariety = 14;
  await openRoute(page, '#/vouchers/purchase_orders');
  await page.getByTestId('status-menu').click();
  const filter = page.getByTestId('status-filter');
  await expect(filter.locator('.status-chip')).toHaveCount(14, { timeout: 30_000 });
  const colours = () =>
    filter
      .locator('.status-chip')
      .evaluateAll((chips) =>
        chips.map((chip) => [
          chip.getAttribute('data-status'),
          getComputedStyle(chip).getPropertyValue('--chip').trim(),
        ]),
      );
  const first = await colours();
  expect(new Set(first.map(([, colour]) => colour)).size).toBe(12);
  await page.getByRole('link', { name: 'Sales orders' }).click();
  await expect(page.getByTestId('voucher-table').locator('[data-row-id]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Purchase orders' }).click();
  await page.getByTestId('status-menu').click();
  await expect(filter.locator('.status-chip')).toHaveCount(14);
  expect(await colours()).toEqual(first);
});
