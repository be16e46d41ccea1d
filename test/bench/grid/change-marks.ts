// The grid's marks of cells changed since the last send, at the bench's size: the connection's
// sent catalog is written as if every product had been sent, 1 in 2 under another name and 1 in 5
// with a SKU fewer, so half the rows on screen carry marks. Then the grid is opened again (it
// reads what was last sent once) and scrolled and typed into as the scrolling and typing sections
// do, against the same plain pages; and "Changed rows only" is ticked and cleared.
import type { Page } from 'playwright';
import { openStore } from '../../../main/store/index.ts';
import type { GridBench } from '../grid.bench.ts';
import {
  EVENT_TIMING_PROBE,
  interactionDurations,
  p95,
  PLAIN_INPUT_PAGE,
  PLAIN_SCROLL_PAGE,
  scrollFrames,
  typeRows,
} from './measure.ts';
import type { BenchRow } from './table.ts';

const PART = 5000;

/** The sent catalog of the bench's connection: every product, half of them as they were before. */
function writeLastSent({ storePath, profileId, draft }: GridBench): void {
  const store = openStore(storePath);
  try {
    const sent = draft.map(({ row }, i) => ({
      ...row,
      name: i % 2 === 0 ? `${row.name} (before)` : row.name,
      skus: i % 5 === 0 ? row.skus.slice(1) : row.skus,
    }));
    for (let i = 0; i < sent.length; i += PART) {
      const body = JSON.stringify({ products: sent.slice(i, i + PART) });
      store.sent.recordBody(profileId, 'bench-last-sent', body);
    }
  } finally {
    store.close();
  }
}

async function front(tab: Page): Promise<void> {
  await tab.bringToFront();
  await tab.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

const rowCount = (page: Page) => page.getByRole('grid').getAttribute('aria-rowcount');

export async function changeMarks(bench: GridBench): Promise<BenchRow[]> {
  const { page, plain } = bench;
  writeLastSent(bench);
  await front(page);
  await page.evaluate(`location.hash = '#/catalog/products'`);
  const opened = performance.now();
  await page.reload();
  await page.locator('.mark-changed').first().waitFor({ timeout: 180_000 });
  const firstMarks = performance.now() - opened;
  const marked = await page.locator('.mark-changed').count();

  await plain.setContent(PLAIN_SCROLL_PAGE);
  await front(plain);
  const scrollFloor = p95(await scrollFrames(plain, '#s', 900, 240));
  await front(page);
  const products = p95(await scrollFrames(page, '.grid-scroll', 900, 240));
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await page.locator('[role=gridcell]').first().waitFor();
  const skus = p95(await scrollFrames(page, '.grid-scroll', 900, 240));
  await page.getByRole('radio', { name: 'One row per product' }).click();

  await plain.setContent(PLAIN_INPUT_PAGE);
  await front(plain);
  await plain.locator('#i').click();
  await plain.evaluate(EVENT_TIMING_PROBE);
  const typingFloor = p95(await interactionDurations(plain, await typeRows(plain)));
  await front(page);
  await page.evaluate(`document.querySelector('.grid-scroll').scrollTop = 0`);
  await page.locator('[role=gridcell]').nth(1).click();
  await page.evaluate(EVENT_TIMING_PROBE);
  const presses = await typeRows(page);
  const typing = p95(await interactionDurations(page, presses));

  const all = await rowCount(page);
  const box = page.getByRole('checkbox', { name: 'Changed rows only' });
  const ticked = performance.now();
  await box.check();
  await page
    .locator(`[role=grid]:not([aria-rowcount="${String(all)}"])`)
    .waitFor({ timeout: 60_000 });
  const filterMs = performance.now() - ticked;
  const shown = await rowCount(page);
  await box.uncheck();
  await page.locator(`[role=grid][aria-rowcount="${String(all)}"]`).waitFor({ timeout: 60_000 });

  const scrollTarget = { floor: scrollFloor, limit: 1.1 * scrollFloor, target: '≤ 1.1 × floor' };
  return [
    {
      measure: 'change marks: reload to the first marked cell',
      measured: firstMarks,
      note: `the screen's codes read with sent.lookup; ${String(marked)} cells marked on screen`,
    },
    {
      measure: 'change marks: p95 frame while scrolling, one row per product',
      measured: products,
      ...scrollTarget,
    },
    {
      measure: 'change marks: p95 frame while scrolling, one row per SKU',
      measured: skus,
      ...scrollTarget,
    },
    {
      measure: 'change marks: p95 key press to next paint',
      measured: typing,
      floor: typingFloor,
      limit: typingFloor + 8,
      target: '≤ floor + 8 ms',
      note: `${String(presses)} presses in marked rows`,
    },
    {
      measure: 'change marks: tick "Changed rows only" to the rows filtered',
      measured: filterMs,
      note: `${String(all)} → ${String(shown)} rows (aria-rowcount); every row classified once`,
    },
  ];
}
