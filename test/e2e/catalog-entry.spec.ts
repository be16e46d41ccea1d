import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Rows typed in with Enter and Tab as a spreadsheet user types them, into an empty grid and then
// after existing rows, in real Chromium through the test bridge (real core, real node:sqlite
// drafts). Every cell of the grid is checked afterwards, not only the cursor: a key that moved the
// cursor into another column would overwrite cells there.

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`,
  );

/** Types a sequence: text, and keys in braces ({Tab}, {Enter}, {ArrowUp}...). */
async function keys(page: Page, sequence: string) {
  for (const part of sequence.split(/(\{[^}]+\})/)) {
    if (part === '') continue;
    if (part.startsWith('{')) await page.keyboard.press(part.slice(1, -1));
    else await page.keyboard.type(part);
  }
}

/** Every cell of the filled rows (the new-row line left out), row by row. */
async function allCells(page: Page): Promise<string[][]> {
  return grid(page).evaluate((el) =>
    [...el.querySelectorAll('[role=row]:not(.new-row)')]
      .filter((row) => row.querySelector('[role=gridcell]') !== null)
      .sort(
        (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
      )
      .map((row) => [...row.querySelectorAll('[role=gridcell]')].map((c) => c.textContent)),
  );
}

async function activeCell(page: Page): Promise<string> {
  return grid(page).evaluate((el) => {
    const active = el.querySelector('.grid-cell.active');
    const row = Number(active?.closest('[role=row]')?.getAttribute('aria-rowindex')) - 1;
    return `${String(row)},${active?.getAttribute('aria-colindex') ?? '?'}`;
  });
}

test('a dozen rows typed in with Enter and Tab land cell for cell, then more after them', async ({
  page,
  connect,
  standIn,
}) => {
  test.setTimeout(180_000);
  // Tall enough that the grid draws every row of this test (it draws only the rows in view).
  await page.setViewportSize({ width: 1280, height: 1400 });
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await connect.nav('Catalog').click();
  await page.getByRole('tab', { name: /Products/ }).click();
  await expect(page.getByText('The service offers no way to read its Products')).toBeVisible();

  // Rows 1–6: a run of Tabs per row, Enter back to the first column.
  await cell(page, 1, 1).click();
  await keys(page, 'P-01{Tab}Coat{Tab}AA{Enter}');
  await keys(page, 'P-02{Tab}Shirt{Tab}AA{Enter}');
  await keys(page, 'P-03{Tab}Scarf{Enter}');
  await keys(page, 'P-04{Tab}{Tab}BB{Enter}');
  await keys(page, 'P-05{Tab}Belt{Tab}BB{Enter}');
  await keys(page, 'P-06{Enter}');
  expect(await activeCell(page)).toBe('7,1');
  // Rows 7–9: down one column with Enter, then the next column from row 7.
  await keys(page, 'P-07{Enter}P-08{Enter}P-09{Enter}');
  await cell(page, 7, 2).click();
  await keys(page, 'Hat{Enter}Cap{Enter}Sock{Enter}');
  expect(await activeCell(page)).toBe('10,2');
  // Rows 10–12: runs that start in the second column come back to it; then their codes.
  await keys(page, 'Skirt{Tab}CC{Enter}Dress{Tab}CC{Enter}Vest{Tab}DD{Enter}');
  expect(await activeCell(page)).toBe('13,2');
  await keys(page, '{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}P-10{Enter}P-11{Enter}P-12{Enter}');
  expect(await activeCell(page)).toBe('13,1');

  const dozen = [
    ['P-01', 'Coat', 'AA', ''],
    ['P-02', 'Shirt', 'AA', ''],
    ['P-03', 'Scarf', '', ''],
    ['P-04', '', 'BB', ''],
    ['P-05', 'Belt', 'BB', ''],
    ['P-06', '', '', ''],
    ['P-07', 'Hat', '', ''],
    ['P-08', 'Cap', '', ''],
    ['P-09', 'Sock', '', ''],
    ['P-10', 'Skirt', 'CC', ''],
    ['P-11', 'Dress', 'CC', ''],
    ['P-12', 'Vest', 'DD', ''],
  ];
  await expect.poll(() => allCells(page)).toEqual(dozen);
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('12 rows');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // After existing rows: a run of Tabs past the last column wraps to the next row's first cell.
  await keys(page, 'P-13{Tab}Coat{Tab}EE{Tab}{Tab}');
  expect(await activeCell(page)).toBe('14,1');
  await keys(page, 'P-14{Tab}Shirt{Enter}');
  expect(await activeCell(page)).toBe('15,1');
  // Down the name column from the last row: the new values go into new rows, in that column.
  await cell(page, 14, 2).click();
  await keys(page, 'Shirt 2{Enter}Tie{Enter}Bag{Enter}');
  expect(await activeCell(page)).toBe('17,2');
  await expect
    .poll(() => allCells(page))
    .toEqual([
      ...dozen,
      ['P-13', 'Coat', 'EE', ''],
      ['P-14', 'Shirt 2', '', ''],
      ['', 'Tie', '', ''],
      ['', 'Bag', '', ''],
    ]);

  // What was saved is what the grid shows: a reload finds the same cells.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('16 rows');
  await expect.poll(() => allCells(page)).toHaveLength(16);
  expect((await allCells(page)).slice(0, 12)).toEqual(dozen);
});
