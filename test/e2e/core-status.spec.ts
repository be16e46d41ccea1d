import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { formatNumber } from '../../renderer/src/ui/format.ts';
import { connectToDemo, openCoreCatalog, saveDrafts } from './support/core-mode.ts';
import { expect, test } from './support/fixtures.ts';
import { gridCell } from './support/grid-view.ts';

// The status bar, copy and cut in the core mode (issue 28, step 4): the selection's figures are
// counted by the core over the view's rows (catalog.stats), Ctrl+C puts the core's Excel text
// on the clipboard, Ctrl+X does that and clears the cells in the core.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PRODUCTS = 300;

/** Product i's name: a decimal, a text Excel quotes (a quote and a tab), or 1,000. */
const nameOf = (i: number): string =>
  i % 3 === 0 ? `${String(i)}.5` : i % 3 === 1 ? `Shirt "${String(i)}"\tB` : '1,000';

async function seed(core: PreviewCore, profileId: string): Promise<void> {
  await saveDrafts(
    core,
    profileId,
    'products',
    Array.from({ length: PRODUCTS }, (_, i) => ({
      id: `p${String(i)}`,
      row: { product_code: `Q-${String(i)}`, name: nameOf(i), brand_code: 'LB', skus: [] },
    })),
  );
}

/** The names the core holds for the first `count` products, in draft order. */
async function storedNames(core: PreviewCore, profileId: string, count: number) {
  const view = await core.handlers['catalog.view'](
    {
      profileId,
      spec: { view: 'products', sort: null, filter: '', onlyIds: null, columnFilters: [] },
    },
    {},
  );
  const window = await core.handlers['catalog.window']({ viewId: view.viewId, from: 0, count }, {});
  return window.rows.map((row) => row.cells[1]);
}

/** The status bar's figures as shown. */
const figures = (page: Page) => page.getByRole('group', { name: 'Selection summary' });

/** What the bar shows for names 0 … last (numbers: i.5 for i % 3 = 0, 1,000 for i % 3 = 2). */
function expected(last: number): string[] {
  let [count, numbers, sum, min, max] = [0, 0, 0, Infinity, -Infinity];
  for (let i = 0; i <= last; i += 1) {
    count += 1;
    if (i % 3 === 1) continue;
    const value = i % 3 === 0 ? i + 0.5 : 1000;
    numbers += 1;
    sum += value;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  const n = (v: number) => formatNumber(v, 'en');
  return [
    `Count: ${formatNumber(count, 'en', 0)}`,
    `Average: ${n(sum / numbers)}`,
    `Sum: ${n(sum)}`,
    `Min: ${n(min)}`,
    `Max: ${n(max)}`,
  ];
}

test('core mode: the status bar counts in the core, Ctrl+C copies Excel text, Ctrl+X clears', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  const profileId = await connectToDemo({ app, connect, standIn }, 'Core');
  await seed(app.core, profileId);
  await openCoreCatalog(page, app);
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('300 rows');
  await expect(gridCell(page, 1, 1)).toHaveText('Q-0');
  await expect(page.getByRole('status').filter({ hasText: 'Loading all' })).toHaveCount(0);

  // The whole name column (Ctrl+Shift+Down): figures of all 300 rows, counted by the core.
  await gridCell(page, 1, 2).click();
  await page.keyboard.press('Control+Shift+ArrowDown');
  const bar = figures(page);
  for (const text of expected(PRODUCTS - 1)) await expect(bar).toContainText(text);
  await expect(bar).toHaveAttribute('data-state', 'done');
  // One row less: the last (1,000) leaves the sum, never the figures of the last selection.
  await page.keyboard.press('Shift+ArrowUp');
  for (const text of expected(PRODUCTS - 2)) await expect(bar).toContainText(text);

  // Rows 1–3, code and name: Excel's text, the cell with a quote and a tab quoted.
  await page.keyboard.press('Control+Home');
  await expect(gridCell(page, 1, 1)).toHaveText('Q-0');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  // Codes are text: 6 cells, the numbers 0.5 and 1,000.
  await expect(bar).toContainText('Count: 6');
  await expect(bar).toContainText('Sum: 1,000.5');
  await page.keyboard.press('Control+c');
  const copied = 'Q-0\t0.5\r\nQ-1\t"Shirt ""1""\tB"\r\nQ-2\t1,000\r\n';
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(copied);

  // Ctrl+X on names 4–6: their text on the clipboard, the cells empty in the core.
  await gridCell(page, 4, 2).click();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Control+x');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`3.5\r\n"Shirt ""4""\tB"\r\n1,000\r\n`);
  await expect
    .poll(() => storedNames(app.core, profileId, 7))
    .toEqual(['0.5', 'Shirt "1"\tB', '1,000', '', '', '', '6.5']);
  await expect(gridCell(page, 4, 2)).toHaveText('');
  // The bar counts the cleared cells as empty now.
  await expect(bar).toContainText('Count: 0');
});
