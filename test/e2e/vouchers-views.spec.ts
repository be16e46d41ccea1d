import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseViewFile } from '../../app/resources/saved-views.ts';
import type { Voucher } from '../../app/resources/vouchers.ts';
import { voucherViewsStrings } from '../../renderer/src/vouchers/strings-views.ts';
import { vouchersStrings } from '../../renderer/src/vouchers/strings.ts';
import { startOddProxy } from '../support/odd-proxy.ts';
import { customProfile } from '../main/core/core-harness.ts';
import { expect, test, type E2eApp } from './support/fixtures.ts';
import { openInLook } from './support/layout.ts';

// Saved views and column value filters in real Chromium, in both languages: a supplier filter
// chosen from the column's header (its values' counts checked against the purchase orders read
// whole from the core), saved as a view and made the list's default, restored after a reload,
// exported to a file, and imported on a second connection to a service that does not send one
// of the view's columns (the first connection's proxy adds a field), which the list notes.

const SIZE = 60;
const EXTRA = 'x_region';

test.use({ standInOptions: { size: SIZE } });

async function everyOrder(app: E2eApp): Promise<Voucher[]> {
  const all = await app.core.handlers['vouchers.search'](
    {
      kind: 'purchase_orders',
      text: '',
      statuses: [],
      sort: null,
      offset: 0,
      limit: 1000,
      dates: [],
    },
    {},
  );
  return all.rows;
}

async function connectTo(app: E2eApp, page: Page, name: string, url: string, token: string) {
  await app.core.handlers['connections.connectWithToken'](
    { profile: customProfile(url, name), token },
    {},
  );
  await page.reload();
}

for (const language of ['en', 'ja'] as const) {
  const words = voucherViewsStrings[language].voucherViews;
  const supplierLabel = vouchersStrings[language].voucherField.supplier_code;
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)(?:, *\w+)?\}\}/g, (_, key: string) => values[key] ?? '');

  test(`a column filter saved as a view, restored, exported and imported (${language})`, async ({
    app,
    page,
    standIn,
  }) => {
    test.setTimeout(180_000);
    const proxy = await startOddProxy(standIn.url);
    proxy.modes.extraField = EXTRA;
    try {
      const token = standIn.app('demo', 'full').token;
      await connectTo(app, page, 'First', proxy.url, token);
      await openInLook(page, app, { language, theme: 'light' }, '/vouchers/purchase_orders');
      const table = page.getByTestId('voucher-table');
      await expect(table.locator('[data-row-id]').first()).toBeVisible();
      // Every purchase order in the cache, so the counts are of the whole list.
      await app.core.handlers['vouchers.loadAll']({ kind: 'purchase_orders' }, {});
      await expect.poll(async () => (await everyOrder(app)).length, { timeout: 60_000 }).toBe(SIZE);
      const orders = await everyOrder(app);
      expect(orders.every((order) => typeof order.fields[EXTRA] === 'string')).toBe(true);
      const bySupplier = new Map<string, number>();
      for (const order of orders) {
        const supplier = String(order.fields['supplier_code'] ?? '');
        bySupplier.set(supplier, (bySupplier.get(supplier) ?? 0) + 1);
      }
      const [chosen, chosenCount] = [...bySupplier].sort(([a], [b]) => (a < b ? -1 : 1))[0] ?? [];
      if (chosen === undefined || chosenCount === undefined) throw new Error('no supplier');

      // The header's menu: Filter…, the values with their counts, none, then one.
      await page.reload();
      await expect(table.locator('[data-row-id]').first()).toBeVisible();
      const menuButton = page.getByRole('button', {
        name: fill(words.columnMenu, { field: supplierLabel }),
      });
      await menuButton.click();
      await page.getByRole('menuitem', { name: words.filter }).click();
      const values = page.getByTestId('column-values');
      for (const [supplier, count] of bySupplier) {
        await expect(values).toContainText(
          fill(words.valueCount, { value: supplier, count: count.toLocaleString(language) }),
        );
      }
      await page.getByRole('button', { name: words.selectNone }).click();
      await values
        .getByRole('checkbox', {
          name: fill(words.valueCount, {
            value: chosen,
            count: chosenCount.toLocaleString(language),
          }),
        })
        .check();
      await page.getByRole('button', { name: words.apply }).click();
      await expect(page.getByTestId('column-filters-note')).toContainText(supplierLabel);
      await expect(table.locator('[data-row-id]')).toHaveCount(chosenCount);
      await expect(menuButton).toHaveClass(/active/);

      // Saved as a view, the list's default: a reload opens the list in it.
      await page.getByRole('button', { name: words.views, exact: true }).click();
      await page.getByRole('button', { name: words.saveAs }).click();
      await page.getByLabel(words.nameLabel).fill('Supplier one');
      await page.getByRole('button', { name: words.save, exact: true }).click();
      const viewsButton = page.getByRole('button', { name: `${words.views}: Supplier one` });
      await expect(viewsButton).toBeVisible();
      await viewsButton.click();
      await page.getByRole('button', { name: words.makeDefault }).click();
      await expect(page.getByRole('button', { name: words.clearDefault })).toBeVisible();
      await page.reload();
      await expect(viewsButton).toBeVisible();
      await expect(page.getByTestId('column-filters-note')).toContainText(supplierLabel);
      await expect(table.locator('[data-row-id]')).toHaveCount(chosenCount);

      // Exported to a file: the view, versioned, with the column filter and the extra column.
      await viewsButton.click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: words.exportView }).click();
      const path = await (await download).path();
      const read = parseViewFile(readFileSync(path, 'utf8'));
      if (!('file' in read)) throw new Error(read.error);
      expect(read.file.view.columnFilters).toEqual([{ field: 'supplier_code', values: [chosen] }]);
      expect(read.file.view.columns?.order).toContain(EXTRA);

      // Imported on a second connection, straight to the service (no extra field): it opens
      // with the supplier filter, and a note names the column left out.
      await connectTo(app, page, 'Second', standIn.url, token);
      await page.goto(`${app.bridge.url}#/vouchers/purchase_orders`);
      await expect(table.locator('[data-row-id]').first()).toBeVisible();
      await page.getByRole('button', { name: words.views, exact: true }).click();
      await page.getByTestId('view-file-input').setInputFiles(path);
      await expect(
        page.getByRole('button', { name: `${words.views}: Supplier one` }),
      ).toBeVisible();
      await expect(page.getByTestId('view-note')).toContainText(EXTRA);
      await expect(page.getByTestId('column-filters-note')).toContainText(supplierLabel);
    } finally {
      await proxy.stop();
    }
  });
}
