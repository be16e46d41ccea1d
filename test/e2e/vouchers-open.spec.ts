import { expect, test } from './support/fixtures.ts';
import { openInLook } from './support/layout.ts';

// A voucher opens the way people expect: its number is a link (a click opens it, Ctrl+click only
// selects its row and keeps the list), the rows say how to open them, and the detail's title is
// singular. At 1280 the line's outstanding and amount are in view first; the other line columns
// are behind "Line columns", which is remembered.

test.use({ standInOptions: { size: 60 } });

test.use({ viewport: { width: 1280, height: 800 } });

const TITLES = { en: 'Purchase order', ja: '発注' } as const;

for (const language of ['en', 'ja'] as const) {
  test(`a purchase order opens by a click on its number (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }, testInfo) => {
    test.setTimeout(150_000);
    await connect.connectWithToken('Open', standIn.url, standIn.app('demo', 'full').token);
    await expect(connect.status).toContainText('Open');
    await openInLook(page, app, { language, theme: 'light' }, '/vouchers/purchase_orders');
    const table = page.getByTestId('voucher-table');
    const rows = table.locator('[data-row-id]');
    await expect(rows.first()).toBeVisible();

    // The hint shows while a row is under the pointer.
    await expect(page.getByTestId('row-hint')).toBeHidden();
    await rows.nth(2).hover();
    await expect(page.getByTestId('row-hint')).toBeVisible();

    // Ctrl+click (Cmd on macOS) on a number selects its row and stays on the list.
    const second = await rows.nth(1).getAttribute('data-row-id');
    await rows
      .nth(1)
      .getByRole('link')
      .click({ modifiers: ['ControlOrMeta'] });
    await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(page.url()).toMatch(/#\/vouchers\/purchase_orders$/);
    expect(second).not.toBeNull();

    // A plain click on a number opens it.
    const first = (await rows.first().getAttribute('data-row-id')) ?? '';
    await rows.first().getByRole('link', { name: first, exact: true }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`${TITLES[language]} ${first}`);
    await expect(page).toHaveURL(new RegExp(`#/vouchers/purchase_orders/${first}$`));

    // The line's item, quantities, outstanding and amount come first, and are in view.
    const lines = page.getByTestId('lines-table');
    await expect(lines).toBeVisible({ timeout: 60_000 });
    const headers = lines.locator('thead th');
    const names = (await headers.allTextContents()).map((text) => text.trim());
    const outstanding = names.findIndex((name) => /Outstanding|残数/.test(name));
    const amount = names.findIndex((name) => /^(Amount|金額)$/.test(name));
    expect(outstanding).toBeGreaterThan(0);
    expect(amount).toBeGreaterThan(outstanding);
    const scroll = await page
      .locator('.voucher-detail .table-scroll')
      .evaluate((element) => element.getBoundingClientRect().right);
    for (const index of [outstanding, amount]) {
      const cell = lines.locator('tbody tr').first().locator('td').nth(index);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport();
      const box = await cell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(Math.min(1280, scroll) + 0.5);
    }
    // The totals row under them.
    await expect(lines.locator('tfoot')).toBeVisible();
    // Unit cost is behind the column picker, not shown at first.
    expect(names.some((name) => /Unit cost|原価/.test(name))).toBe(false);
    await page.screenshot({ path: testInfo.outputPath(`detail-${language}-1280x800.png`) });

    // Chosen in "Line columns", it is shown, and still after a reload.
    await page.getByTestId('line-columns').click();
    const unitCost = page.getByRole('menuitemcheckbox', { name: /Unit cost|原価/ });
    await expect(unitCost).toHaveAttribute('aria-checked', 'false');
    await unitCost.click();
    await expect(unitCost).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(headers.filter({ hasText: /Unit cost|原価/ })).toHaveCount(1);
    await expect(heading).toHaveText(`${TITLES[language]} ${first}`);
    await page.reload();
    await expect(lines).toBeVisible({ timeout: 60_000 });
    await expect(headers.filter({ hasText: /Unit cost|原価/ })).toHaveCount(1);
  });
}
