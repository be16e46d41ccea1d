import type { Page } from 'playwright';
import { startProfile } from './cpu-profile.ts';
import type { BenchRow } from './table.ts';

// Column filters on the bench's page (a grid section): opening a header's values list (its
// distinct values counted over every row) and applying a filter of one value, for brand_code in
// the product view (50,000 products) and color_code in the per-SKU view (about 450,000 rows), in
// real Chromium. Each is timed from the click to the next frame after it, as find-replace.ts
// times its edits, beside the floor: the same page's wait for its next frame with nothing done,
// measured in the same rounds (what a loaded machine adds to any of them).
// BENCH_GRID_PROFILE=filter prints where the per-SKU apply's time goes.

const LIMIT = 150;
/** Rounds of each measure (the median is reported): the machine's load varies from one to the next. */
const ROUNDS = 9;

/** The page's next frame with nothing done: the floor of a "to the next frame" time. */
function idleToNextFrame(page: Page): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const start = performance.now();
    requestAnimationFrame(() => { resolve(performance.now() - start); });
  })`);
}

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

/** Median, with the spread for the note. */
function middle(times: number[]): { median: number; spread: string } {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const spread = `${(sorted[0] ?? 0).toFixed(0)}–${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
  return { median, spread };
}

/** One round: open the column's values list, keep one value, apply; the filter is then cleared. */
async function round(
  page: Page,
  col: number,
  value: string,
): Promise<{
  floor: number;
  open: number;
  apply: number;
  clear: number;
  distinct: number;
  shown: string;
}> {
  const floor = await idleToNextFrame(page);
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
  const summary = page.locator('.filter-summary-count');
  const shown = (await summary.textContent({ timeout: 60_000 })) ?? '';
  const clear = await clickToNextFrame(page, '.filter-summary button');
  await summary.waitFor({ state: 'detached' });
  return { floor, open, apply, clear, distinct, shown };
}

async function measureColumn(
  page: Page,
  view: string,
  col: number,
  column: string,
  value: string,
): Promise<BenchRow[]> {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) rounds.push(await round(page, col, value));
  const { distinct, shown } = rounds[0] ?? { distinct: 0, shown: '' };
  const open = middle(rounds.map((r) => r.open));
  const apply = middle(rounds.map((r) => r.apply));
  const clear = middle(rounds.map((r) => r.clear));
  const floor = middle(rounds.map((r) => r.floor)).median;
  const target = { floor, limit: LIMIT, target: '≤ 0.15 s' };
  return [
    {
      measure: `open the values list of ${column} (${view}), to the next frame`,
      measured: open.median,
      ...target,
      note: `median of ${String(ROUNDS)} (${open.spread}); ${String(distinct)} distinct value${distinct === 1 ? '' : 's'} counted over every row; floor: this page's next frame with nothing done, same rounds`,
    },
    {
      measure: `apply a filter of one ${column} (${view}), to the next frame`,
      measured: apply.median,
      ...target,
      note: `median of ${String(ROUNDS)} (${apply.spread}); ${distinct > 1 ? 'ticked' : 'equals'} ${value}: "${shown}"`,
    },
    {
      measure: `clear all filters (${view}), to the next frame`,
      measured: clear.median,
      ...target,
      note: `median of ${String(ROUNDS)} (${clear.spread})`,
    },
  ];
}

export async function columnFilter(page: Page, colour: string, brand: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // Run alone (BENCH_GRID_ONLY=saving,columnFilters), the page has not opened the grid yet.
  if ((await page.locator('[role=grid]').count()) === 0) {
    await page.evaluate(`location.hash = '#/catalog/products'`);
  }
  await page.getByRole('radio', { name: 'One row per product' }).click({ timeout: 120_000 });
  await page.locator('[role=gridcell]').first().waitFor();
  rows.push(...(await measureColumn(page, 'product view', 2, 'brand_code', brand)));
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await page.locator('[role=gridcell]').first().waitFor();
  rows.push(...(await measureColumn(page, 'per-SKU view', 3, 'color_code', colour)));
  await page.getByRole('radio', { name: 'One row per product' }).click();
  return rows;
}
