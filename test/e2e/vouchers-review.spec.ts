import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { asNumber } from '../../app/resources/voucher-values.ts';
import { OUTSTANDING_COLUMN } from '../../app/resources/voucher-line-sums.ts';
import type { Voucher } from '../../app/resources/vouchers.ts';
import { localDay, addDays } from '../../app/resources/voucher-quick-dates.ts';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';

// Reviewing purchase orders in real Chromium through the loopback bridge against the stand-in:
// a quick date filter ("past due, not fully received"), grouping by supplier with counts and
// quantities, a group expanded and collapsed, and an export that keeps the grouping. The numbers
// on screen are checked against the purchase orders themselves, read whole from the core and
// counted here.

const SIZE = 600;

test.use({ standInOptions: { size: SIZE, rateWindowMs: QUICK_RATE_WINDOW_MS } });
// The app paces to the stand-in's short rate window.
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

function outstanding(voucher: Voucher): number {
  let left = 0;
  for (const line of voucher.lines ?? []) {
    const quantity = asNumber(line.fields['quantity']);
    const received = asNumber(line.fields['received_qty'] ?? 0) ?? 0;
    if (quantity !== null) left += Math.max(0, quantity - received);
  }
  return left;
}

test('filters past-due purchase orders, groups them by supplier, expands a group, exports', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(180_000);
  await connect.connectWithToken('Demo', standIn.url, standIn.app('demo', 'full').token);
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  await expect(table.locator('[data-row-id]').first()).toBeVisible();
  // A list of fewer than 20,000 rows fills in full on opening.
  const note = page.getByTestId('voucher-note');
  await expect(note).toContainText('loaded in full', { timeout: 120_000 });

  // The reference: every cached purchase order, counted here.
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
  expect(all.rows).toHaveLength(SIZE);
  const yesterday = addDays(localDay(new Date()), -1);
  const pastDue = all.rows.filter((voucher) => {
    const expected = voucher.fields['expected_date'];
    return (
      typeof expected === 'string' && expected.slice(0, 10) <= yesterday && outstanding(voucher) > 0
    );
  });
  expect(pastDue.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Dates', exact: true }).click();
  await page.getByRole('button', { name: 'Past due, not fully received' }).click();
  await page.keyboard.press('Escape');
  await expect(note).toContainText(`${pastDue.length.toLocaleString('en')} of ${SIZE} loaded rows`);

  await page.getByTestId('group-by').click();
  await page.getByRole('menuitemradio', { name: 'Supplier' }).click();
  const groups = page.getByTestId('group-view');
  const bySupplier = new Map<string, Voucher[]>();
  for (const voucher of pastDue) {
    const supplier = String(voucher.fields['supplier_code'] ?? '');
    bySupplier.set(supplier, [...(bySupplier.get(supplier) ?? []), voucher]);
  }
  await expect(groups).toContainText(
    `${bySupplier.size} groups, ${pastDue.length.toLocaleString('en')} vouchers.`,
  );
  const [supplier, members] = [...bySupplier].sort(([a], [b]) => (a < b ? -1 : 1))[0] ?? [];
  if (supplier === undefined || members === undefined) throw new Error('no group');
  const row = groups.locator(`tr.group-row[data-group="${supplier}"]`);
  const quantity = members
    .flatMap((voucher) => voucher.lines ?? [])
    .reduce((sum, line) => sum + (asNumber(line.fields['quantity']) ?? 0), 0);
  const left = members.reduce((sum, voucher) => sum + outstanding(voucher), 0);
  await expect(row.locator('td').nth(0)).toHaveText(members.length.toLocaleString('en'));
  await expect(row.locator('td').nth(1)).toHaveText(quantity.toLocaleString('en'));
  await expect(row.locator('td').nth(2)).toHaveText(left.toLocaleString('en'));

  // Expand: the group's vouchers, each one of the members; collapse: gone again.
  const toggle = row.getByRole('button', { name: `Show the vouchers of ${supplier}` });
  await toggle.click();
  const shown = groups.locator('.group-members tbody tr');
  await expect(shown).toHaveCount(Math.min(members.length, 100));
  const ids = await shown.locator('td:first-child').allTextContents();
  expect(ids.every((id) => members.some((voucher) => voucher.id === id))).toBe(true);
  await row.getByRole('button', { name: `Hide the vouchers of ${supplier}` }).click();
  await expect(shown).toHaveCount(0);

  // Export: the group first, the rows in the groups' order.
  const download = page.waitForEvent('download');
  await page.getByText('Export', { exact: true }).click();
  await page.getByRole('menuitem', { name: 'Export loaded rows as CSV' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');
  const [header, ...lines] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(header?.[0]).toBe('Group: Supplier');
  const groupColumn = lines.map((line) => line[0] ?? '');
  expect(groupColumn).toEqual([...groupColumn].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  expect(new Set(lines.map((line) => line[1])).size).toBe(pastDue.length);
});

test('the outstanding column: each row its lines’ sum, and sorted on it, most first', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Demo', standIn.url, standIn.app('demo', 'full').token);
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  const rows = table.locator('[data-row-id]');
  await expect(rows.first()).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'Outstanding' });
  await expect(header).toBeVisible();

  // The first rows, all on screen (the list draws only what is in view).
  const ROWS = 12;
  /** The first rows on screen: their ids and outstanding cells, the column's sixth. */
  async function shown(count: number): Promise<[string, string][]> {
    return rows.evaluateAll(
      (elements, n) =>
        elements
          .slice(0, n)
          .map((element) => [
            element.getAttribute('data-row-id') ?? '',
            element.querySelectorAll('.vt-td')[5]?.textContent ?? '',
          ]),
      count,
    );
  }
  const search = (descending: boolean | null) =>
    app.core.handlers['vouchers.search'](
      {
        kind: 'purchase_orders',
        text: '',
        statuses: [],
        sort: descending === null ? null : { field: OUTSTANDING_COLUMN, descending },
        offset: 0,
        limit: ROWS,
        dates: [],
      },
      {},
    );
  const expected = (vouchers: Voucher[]) =>
    vouchers.map((voucher) => [voucher.id, outstanding(voucher).toLocaleString('en')]);

  const paged = await search(null);
  await expect.poll(() => shown(ROWS)).toEqual(expected(paged.rows));

  // Sorted on it: up, then down. Main sorts on the sum it stores; the sums are checked here.
  await header.getByRole('button', { name: 'Outstanding', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button', { name: 'Outstanding', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const most = await search(true);
  const sums = most.rows.map(outstanding);
  expect(sums).toEqual([...sums].sort((a, b) => b - a));
  expect(sums[0]).toBeGreaterThan(sums.at(-1) ?? 0);
  await expect.poll(() => shown(ROWS)).toEqual(expected(most.rows));
});
