import type { Page } from 'playwright';
import { startProfile } from './cpu-profile.ts';
import type { BenchRow } from './table.ts';

// Column filters on the bench's page (a grid section): opening a header's values list (its
// distinct values counted over every row) and applying a filter of one value, for brand_code in
// the product view (50,000 products) and color_code in the per-SKU view (about 450,000 rows), in
// real Chromium. Each is timed from the click to the next frame after it, as find-replace.ts
// times its edits. BENCH_GRID_PROFILE=filter prints where the per-SKU apply's time goes.

const LIMIT = 150;

/** Clicks what `selector` finds and answers the time to the next animation frame after it. */
function clickToNextFrame(page: Page, selector: string): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const target = document.querySelector(${JSON.stringify(selector)});
    if (target === null) {
      reject(new Error('nothing at ' + ${JSON.stringify(selector)}));
      return;
    }
    const start = performance.now();
    target.click();
    requestAnimationFrame(() => { resolve(performance.now() - start); });
  })`);
}

async function filterOne(
  page: Page,
  view: string,
  col: number,
  column: string,
  value: string,
): Promise<BenchRow[]> {
  const menu = page.locator('.column-menu');
  const open = await clickToNextFrame(page, `[data-column-menu="${String(col)}"]`);
  await menu.waitFor();
  const distinct = await menu.locator('.column-filter-value:not(.all)').count();
  if (distinct > 1) {
    // Everything unticked, then the one value ticked: what Excel's user clicks.
    await menu.getByRole('checkbox', { name: '(Select all)' }).click();
    await menu.getByRole('checkbox', { name: new RegExp(`^${value} \\(`) }).click();
  } else {
    // One value only (the bench's single brand): unticking the others would be no filter, so
    // the condition "equals" filters instead, still testing every row.
    await menu.getByRole('combobox', { name: 'Text filter' }).selectOption({ label: 'Equals' });
    await menu.getByRole('textbox', { name: 'Text to compare' }).fill(value);
  }
  const cpu = process.env['BENCH_GRID_PROFILE'] === 'filter' ? await startProfile(page) : null;
  const apply = await clickToNextFrame(page, '.column-filter-actions button[type=submit]');
  if (cpu) console.log(await cpu.stop());
  await menu.waitFor({ state: 'detached' });
  const shown =
    (await page.locator('.filter-summary-count').textContent({ timeout: 60_000 })) ?? '';
  return [
    {
      measure: `open the values list of ${column} (${view}), to the next frame`,
      measured: open,
      limit: LIMIT,
      target: '≤ 0.15 s',
      note: `${String(distinct)} distinct value${distinct === 1 ? '' : 's'} counted over every row`,
    },
    {
      measure: `apply a filter of one ${column} (${view}), to the next frame`,
      measured: apply,
      limit: LIMIT,
      target: '≤ 0.15 s',
      note: `${distinct > 1 ? 'ticked' : 'equals'} ${value}: "${shown}"`,
    },
  ];
}

export async function columnFilter(page: Page, colour: string, brand: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // Run alone (BENCH_GRID_ONLY), the page has not opened the grid yet.
  if ((await page.locator('[role=grid]').count()) === 0) {
    await page.evaluate(`location.hash = '#/catalog/products'`);
  }
  await page.getByRole('radio', { name: 'One row per product' }).click({ timeout: 120_000 });
  await page.locator('[role=gridcell]').first().waitFor();
  rows.push(...(await filterOne(page, 'product view', 2, 'brand_code', brand)));
  await page.getByRole('button', { name: 'Clear all filters' }).click();

  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await page.locator('[role=gridcell]').first().waitFor();
  rows.push(...(await filterOne(page, 'per-SKU view', 3, 'color_code', colour)));
  const clear = await clickToNextFrame(page, '.filter-summary button');
  rows.push({
    measure: 'clear all filters (per-SKU view), to the next frame',
    measured: clear,
    limit: LIMIT,
    target: '≤ 0.15 s',
  });
  await page.getByRole('radio', { name: 'One row per product' }).click();
  return rows;
}
