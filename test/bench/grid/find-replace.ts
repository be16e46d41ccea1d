import type { Page } from 'playwright';
import { startProfile } from './cpu-profile.ts';
import type { BenchRow } from './table.ts';

// Find and replace on the bench's page (a grid section, after the others): find-all over the
// per-SKU view (about 450,000 rows at 50,000 products), replace-all of every product's brand
// code (one cell per product) and its one-step undo, in real Chromium. A search's time runs
// from its input event to its count being final; the edits' to the next frame after them.
// "Look in" is set to every cell first: the cursor may stand on a range an earlier section made.

/** Types a whole query into a find-bar field at once (one input event, as a paste would). */
const SET_FIELD = `(label, value) => {
  const input = document.querySelector('.find-bar input[aria-label="' + label + '"]');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}`;

interface SearchResult {
  elapsed: number;
  count: string;
  longest: number;
}

/** Sets the find field and waits for the search to end: its time, count and longest task. */
function search(page: Page, text: string): Promise<SearchResult> {
  return page.evaluate<SearchResult>(
    `(async (text) => {
      const setField = ${SET_FIELD};
      const count = document.querySelector('.find-count');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      setField('Find', '');
      await frame();
      const tasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry);
      });
      observer.observe({ type: 'longtask' });
      const start = performance.now();
      const end = await new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('the search did not end within 120 s')), 120000);
        const watch = new MutationObserver(() => {
          if (count.dataset.done === 'true') {
            watch.disconnect();
            resolve(performance.now());
          }
        });
        watch.observe(count, { attributes: true, characterData: true, childList: true, subtree: true });
        setField('Find', text);
      });
      observer.disconnect();
      const longest = tasks
        .filter((t) => t.startTime + t.duration >= start && t.startTime <= end)
        .reduce((max, t) => Math.max(max, t.duration), 0);
      return { elapsed: end - start, count: count.textContent, longest };
    })(${JSON.stringify(text)})`,
  );
}

/** Runs `action` (page code) and answers the time to the next animation frame after it. */
function toNextFrame(page: Page, action: string): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const start = performance.now();
    (${action})();
    requestAnimationFrame(() => { resolve(performance.now() - start); });
  })`);
}

async function lookIn(page: Page, label: string): Promise<void> {
  await page
    .locator('.find-bar')
    .getByRole('combobox', { name: 'Look in' })
    .selectOption({ label });
}

/**
 * `wholeCell`: every brand code is "KK", so whole-cell KK → KX replaces them all; with many
 * brands (KK0000, KK0001, …) the part of the cell is replaced instead, still in every product.
 */
export async function findReplace(page: Page, wholeCell: boolean): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bar = page.locator('.find-bar');

  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await page.locator('[role=gridcell]').first().click();
  const skuRows = Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;
  await page.keyboard.press('ControlOrMeta+F');
  await bar.waitFor();
  await lookIn(page, 'All cells');
  for (const [label, text] of [
    ['a size code', 'XL'],
    ['a name in no cell', '綿シャツ X'],
  ] as const) {
    await search(page, text); // the first run also compiles the scan's code
    const found = await search(page, text);
    rows.push({
      measure: `find all in the per-SKU view (${label}), to the final count`,
      measured: found.elapsed,
      limit: 300,
      target: '≤ 0.3 s',
      note: `${skuRows.toLocaleString('en')} rows × 5 cells: "${found.count}"; longest task ${found.longest.toFixed(0)} ms`,
    });
  }
  await page.keyboard.press('Escape');

  await page.getByRole('radio', { name: 'One row per product' }).click();
  await page.locator('[role=gridcell]').first().click();
  await page.keyboard.press('ControlOrMeta+H');
  await bar.waitFor();
  await bar.getByRole('checkbox', { name: 'Whole cell' }).setChecked(wholeCell);
  await lookIn(page, 'Column: Brand code');
  await page.evaluate(`(${SET_FIELD})('Replace with', 'KX')`);
  const found = await search(page, 'KK');
  const previewMs = await toNextFrame(
    page,
    `() => [...document.querySelectorAll('.find-bar button')].find((b) => b.textContent === 'Replace all…').click()`,
  );
  const preview = (await bar.locator('.find-preview > span').textContent()) ?? '';
  const cpu = process.env['BENCH_GRID_PROFILE'] === 'replace' ? await startProfile(page) : null;
  const replaceMs = await toNextFrame(
    page,
    `() => document.querySelector('.find-preview .button.primary').click()`,
  );
  if (cpu) console.log(await cpu.stop());
  rows.push({
    measure: 'replace all of every brand code, to the next frame',
    measured: previewMs + replaceMs,
    limit: 500,
    target: '≤ 0.5 s',
    note: `${found.count} (KK → KX); the preview "${preview}" ${previewMs.toFixed(0)} ms, the edit ${replaceMs.toFixed(0)} ms`,
  });
  await page.keyboard.press('Escape');
  await page.locator('.grid-input:focus').waitFor();
  const undoMs = await toNextFrame(
    page,
    `() => document.querySelector('.grid-input').dispatchEvent(new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true, cancelable: true }))`,
  );
  // One undo step brought every cell back: the same search finds them all again.
  await page.keyboard.press('ControlOrMeta+F');
  await bar.waitFor();
  const again = await search(page, 'KK');
  rows.push({
    measure: 'undo the replace all (one Ctrl+Z), to the next frame',
    measured: undoMs,
    note: `after it: "${again.count}" KK again (before: "${found.count}")`,
  });
  await page.keyboard.press('Escape');
  return rows;
}
