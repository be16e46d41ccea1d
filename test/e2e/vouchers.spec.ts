import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';
import { clearFaults, injectFault } from '../support/stand-in-admin.ts';

// Voucher browsing in real Chromium through the loopback bridge, against a stand-in with 5,000
// purchase orders: scroll to the end, open a PO from an order plan, filter and search, load all
// with progress, export CSV and read it back; export all (loading the rest first) to XLSX with
// typed cells. The stand-in answers pages of 120 rows, which never line up with the list's blocks
// of 200 (every page size is checked against the core in test/main/vouchers/page-sizes.test.ts).

const SIZE = 5000;

/** Routes by the hash, as a link would (no reload: the bridge's key stays with the page). */

test.use({
  standInOptions: {
    size: SIZE,
    pageSize: 120,
    rateWindowMs: QUICK_RATE_WINDOW_MS,
  },
});
// The app paces to the stand-in's short rate window.
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

test.describe('voucher lists', () => {
  test.beforeEach(async ({ connect, standIn }) => {
    await connect.connectWithToken('Demo', standIn.url, standIn.app('demo', 'full').token);
  });

  test('scrolls a 5,000-row purchase-order list to its end, each row once', async ({ page }) => {
    test.setTimeout(180_000);
    await openRoute(page, '#/vouchers/purchase_orders');
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    const note = page.getByTestId('voucher-note');
    // Keep the list scrolled to its end, as a user holding End would, until it says it is loaded
    // in full (each time the end shows, the next page is read).
    await page.waitForFunction(
      () => {
        const list = document.querySelector('[data-testid="voucher-table"]');
        if (list === null) return false;
        list.scrollTop = list.scrollHeight;
        const text = document.querySelector('[data-testid="voucher-note"]')?.textContent ?? '';
        return text.includes('loaded in full');
      },
      undefined,
      { polling: 100, timeout: 150_000 },
    );
    await expect(note).toContainText(`All ${SIZE.toLocaleString('en')} rows loaded in full`);
    const rendered = await table
      .locator('[data-row-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));
    // The end of the list is on screen, the rows there are distinct and in order.
    expect(new Set(rendered).size).toBe(rendered.length);
    expect([...rendered].sort()).toEqual(rendered);
    await expect(table).toHaveAttribute('aria-rowcount', String(SIZE + 1));
  });

  test('opens a purchase order from an order plan, and back', async ({ page }) => {
    await openRoute(page, '#/vouchers/order_plans');
    // The plan's purchase-order number (its product code links to the product view).
    const link = page.getByTestId('voucher-table').getByRole('link', { name: /^PO-/ }).first();
    const number = (await link.textContent()) ?? '';
    expect(number).not.toBe('');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByTestId('lines-table')).toBeVisible();
    await expect(page.getByTestId('lines-table').locator('tfoot')).toContainText('Total');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/#\/vouchers\/order_plans/);
  });

  test('filters order plans by product on the server and searches loaded rows', async ({
    page,
  }) => {
    await openRoute(page, '#/vouchers/purchase_orders');
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Order plans' }).click();
    const first = table.locator('[data-row-id]').first();
    await expect(first).toBeVisible();
    const product = (await first.getAttribute('data-row-id'))?.split('~')[0] ?? '';
    await page.getByLabel('Product code').fill(product);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`product_code=${product}`));
    await expect(page.getByTestId('voucher-note')).toContainText('loaded in full');
    // The note follows the list's count; its rows arrive in blocks just after.
    await expect(table.locator(`[data-row-id^="${product}~"]`).first()).toBeVisible();
    const ids = await table
      .locator('[data-row-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id') ?? ''));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith(`${product}~`))).toBe(true);

    await page.getByRole('link', { name: 'Purchase orders' }).click();
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    const number = (await table.locator('[data-row-id]').nth(3).getAttribute('data-row-id')) ?? '';
    await page.getByRole('searchbox').fill(number);
    // A search fills the list; until it is full, the count says over how many rows so far.
    await expect(page.getByTestId('voucher-note')).toContainText(
      /1 over [\d,]+ rows loaded so far — filling…|1 of [\d,]+ loaded rows/,
    );
    await expect(table.locator('[data-row-id]')).toHaveCount(1);
  });

  test('loads all with progress, then exports CSV that reads back', async ({ page }) => {
    test.setTimeout(180_000);
    await openRoute(page, '#/vouchers/leases');
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    // A list of fewer than 20,000 rows fills in full on opening.
    await expect(page.getByTestId('load-all').getByRole('status')).toContainText('rows loaded');
    // No length to go by on a first load: the time left is said to be unknown, plainly.
    await expect(page.getByTestId('time-left')).toContainText('Time left: unknown');
    await expect(page.getByTestId('voucher-note')).toContainText('loaded in full', {
      timeout: 150_000,
    });
    const leases = Math.round(SIZE * 0.6);
    await expect(page.getByTestId('voucher-note')).toContainText(leases.toLocaleString('en'));

    const download = page.waitForEvent('download');
    await page.getByText('Export', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'Export loaded rows as CSV' }).click();
    const file = await (await download).path();
    const text = readFileSync(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    // Headers are the columns' labels in the current language by default.
    expect(header?.slice(0, 2)).toEqual(['Number', 'Lessee']);
    expect(header).toContain('Line: Returned');
    const numbers = new Set(rows.map((row) => row[0]));
    expect(numbers.size).toBe(leases);
    expect(rows.length).toBeGreaterThanOrEqual(leases);
  });

  test('exports all rows to XLSX: loads the rest first, then writes typed cells', async ({
    page,
    standIn,
  }) => {
    test.setTimeout(180_000);
    // The list fills itself on open (fewer rows than the fill's cap), often before a person could
    // reach the menu: its next pages are held at the stand-in until the menu offers to load them.
    await injectFault(standIn, {
      method: 'GET',
      path_prefix: '/sales_orders',
      query_has: 'starting_after',
      kind: 'hold',
      // A retry after the app's own deadline is held too.
      times: 5,
    });
    await openRoute(page, '#/vouchers/sales_orders');
    // The screen names itself in a visible heading.
    const heading = page.getByRole('heading', { name: 'Vouchers', level: 1 });
    expect((await heading.boundingBox())?.height ?? 0).toBeGreaterThan(10);
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    const download = page.waitForEvent('download', { timeout: 150_000 });
    await page.getByText('Export', { exact: true }).click();
    // Field names as headers: what a re-import reads.
    const fieldNames = page.getByRole('menuitemcheckbox', { name: /Field names as headers/ });
    await fieldNames.click();
    await expect(fieldNames).toHaveAttribute('aria-checked', 'true');
    const loadAll = page.getByRole('menuitem', { name: 'Load all rows, then export them as XLSX' });
    await expect(loadAll).toBeVisible();
    await clearFaults(standIn);
    await loadAll.click();
    const file = await (await download).path();
    const orders = Math.round(SIZE * 0.8);
    await expect(page.getByTestId('export-note')).toContainText(
      `Exported ${orders.toLocaleString('en')} vouchers`,
    );
    await expect(page.getByTestId('voucher-note')).toContainText('loaded in full');
    const [header = [], ...rows] = await readSheet(readFileSync(file));
    expect(header.slice(0, 2)).toEqual(['number', 'customer_code']);
    const column = (name: string) => header.indexOf(name);
    expect(new Set(rows.map((row) => row[0])).size).toBe(orders);
    const line = rows.find((row) => row[column('line.quantity')] !== null);
    expect(typeof line?.[column('line.quantity')]).toBe('number');
    expect(typeof line?.[column('line.amount')]).toBe('number');
    expect(line?.[column('order_date')]).toBeInstanceOf(Date);
    expect(typeof line?.[column('line.product_code')]).toBe('string');
  });

  test('keyboard: arrows move, Enter opens, Alt+Left goes back; a line’s product opens its view, and that its plans', async ({
    page,
  }) => {
    await openRoute(page, '#/vouchers/purchase_orders');
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    const third = (await table.locator('[data-row-id]').nth(2).getAttribute('data-row-id')) ?? '';
    await table.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(third);
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page).toHaveURL(/#\/vouchers\/purchase_orders$/);
    await expect(table).toBeVisible();

    await openRoute(page, `#/vouchers/purchase_orders/${third}`);
    const product = page.getByTestId('lines-table').getByRole('link').first();
    const code = (await product.textContent()) ?? '';
    await product.click();
    await expect(page).toHaveURL(new RegExp(`#/products/${code}$`));
    await page.getByTestId('figure-planned').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/vouchers/order_plans\\?product_code=${code}`));
    await expect(table.locator(`[data-row-id^="${code}~"]`).first()).toBeVisible();
    const ids = await table
      .locator('[data-row-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id') ?? ''));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith(`${code}~`))).toBe(true);
    await page.goBack();
    // The product view's own heading: while the route changes, another screen's h2s may be there.
    await expect(page.locator('#product-code-heading')).toHaveText(code);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(third);
  });

  test('leases: the list highlights exactly the overdue ones; the detail says so', async ({
    app,
    page,
  }) => {
    await openRoute(page, '#/vouchers/leases');
    const rows = page.getByTestId('voucher-table').locator('[data-row-id]');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.evaluateAll((elements) =>
      elements.map((row) => ({
        id: row.getAttribute('data-row-id') ?? '',
        overdue: row.classList.contains('overdue'),
      })),
    );
    // Worked out here from each lease as main reads it: due before today, something not back.
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    const num = (value: unknown) => (value === null || value === '' ? NaN : Number(value));
    let overdueSeen = '';
    for (const { id, overdue } of shown) {
      const lease = await app.core.handlers['vouchers.get']({ kind: 'leases', number: id }, {});
      const due = String(lease.fields['due_on'] ?? '');
      const out = (lease.lines ?? []).some(
        (line) => num(line.fields['quantity']) > num(line.fields['returned_qty']),
      );
      expect(overdue, id).toBe(due !== '' && due.slice(0, 10) < today && out);
      if (overdue && overdueSeen === '') overdueSeen = id;
    }
    expect(overdueSeen).not.toBe('');
    await rows.and(page.locator(`[data-row-id="${overdueSeen}"]`)).dblclick();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(overdueSeen);
    await expect(page.locator('.chip-overdue')).toHaveText('Overdue');
  });

  test('offline: a cached list still opens; one never loaded offers Retry', async ({
    page,
    standIn,
  }) => {
    await openRoute(page, '#/vouchers/purchase_orders');
    const table = page.getByTestId('voucher-table');
    const first = table.locator('[data-row-id]').first();
    await expect(first).toBeVisible();
    const number = (await first.getAttribute('data-row-id')) ?? '';
    await standIn.stop();
    await openRoute(page, '#/vouchers/leases');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await openRoute(page, '#/vouchers/purchase_orders');
    await expect(table.locator(`[data-row-id="${number}"]`)).toBeVisible();
  });

  test('a hidden and moved column stays so after a reload, on that screen only', async ({
    app,
    page,
  }) => {
    await openRoute(page, '#/vouchers/purchase_orders');
    const table = page.getByTestId('voucher-table');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    const headers = table.getByRole('columnheader');
    await expect(headers.filter({ hasText: 'Season' })).toHaveCount(1);
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Season' }).click();
    await page.getByRole('menuitem', { name: 'Move Status earlier' }).click();
    await page.getByRole('menuitem', { name: 'Move Status earlier' }).click();
    await page.getByText('Columns', { exact: true }).click();
    // Main keeps them, in the order they were made (the last one wins).
    const screen = 'vouchers.purchase_orders';
    await expect
      .poll(async () => {
        const saved = await app.core.handlers['vouchers.columnPrefs']({ screen }, {});
        return { hidden: saved.prefs?.hidden ?? [], order: saved.prefs?.order.slice(0, 4) };
      })
      .toEqual({
        hidden: ['season_code'],
        order: ['id', 'supplier_code', 'status', 'order_date'],
      });
    const order = async () => (await headers.allTextContents()).map((text) => text.trim());
    const before = await order();
    expect(before).not.toContain('Season');
    expect(before.indexOf('Status')).toBeLessThan(before.indexOf('Order date'));

    await page.reload();
    await openRoute(page, '#/vouchers/purchase_orders');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    expect(await order()).toEqual(before);
    // Another screen keeps its own columns: the key ones first, status after the date.
    await openRoute(page, '#/vouchers/sales_orders');
    await expect(table.locator('[data-row-id]').first()).toBeVisible();
    expect((await order()).slice(0, 4)).toEqual(['Number', 'Customer', 'Order date', 'Status']);
  });

  test('a column change survives a reload made at once, and so does a resize in progress', async ({
    page,
  }) => {
    await openRoute(page, '#/vouchers/sales_orders');
    const table = page.getByTestId('voucher-table');
    const firstRow = table.locator('[data-row-id]').first();
    await expect(firstRow).toBeVisible();
    const headers = table.getByRole('columnheader');
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Channel' }).click();
    await expect(headers.filter({ hasText: 'Channel' })).toHaveCount(0);
    // No wait for the save: the reload comes right after the change.
    await page.reload();
    await openRoute(page, '#/vouchers/sales_orders');
    await expect(firstRow).toBeVisible();
    await expect(headers.filter({ hasText: 'Exhibition' })).toHaveCount(1);
    await expect(headers.filter({ hasText: 'Channel' })).toHaveCount(0);

    // A drag on Customer's edge, and the reload while the button is still down: the drag has
    // neither ended nor rested, so only leaving the page (pagehide) can save it.
    const customer = headers.filter({ hasText: 'Customer' });
    const start = (await customer.boundingBox())?.width ?? 0;
    const edge = await customer.getByRole('separator').boundingBox();
    if (!edge) throw new Error('no resize handle on Customer');
    const y = edge.y + edge.height / 2;
    await page.mouse.move(edge.x + edge.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2 + 60, y, { steps: 3 });
    await page.reload();
    await page.mouse.up();
    await openRoute(page, '#/vouchers/sales_orders');
    await expect(firstRow).toBeVisible();
    const width = (await customer.boundingBox())?.width ?? 0;
    expect(Math.abs(width - (start + 60))).toBeLessThanOrEqual(1);
    await expect(headers.filter({ hasText: 'Channel' })).toHaveCount(0);
  });
});
