// What the grid's marks of cells changed since the last send cost a frame, at the bench's size.
// In one run, each pass against the plain pages measured just before it: the grid opened afresh
// with no sent catalog (nothing to mark), then with one (every product sent, 1 in 2 under another
// name and 1 in 5 with a SKU fewer, so half the rows on screen carry marks); each pass scrolls
// and types in the product view and in the per-SKU view as the scrolling and typing sections do.
// Then "Changed rows only" is ticked and cleared, and the sent catalog forgotten for a last
// unmarked pass (so the marked pass is compared with the grid both before and after it). BENCH_GRID_PROFILE=marks-scroll (or
// marks-typing, nomarks-scroll, marks-scroll-skus, ...; a comma list) prints the CPU profile of
// that pass's scroll or key presses, product view unless -skus.
import type { Page } from 'playwright';
import { openStore } from '../../../main/store/index.ts';
import type { GridBench } from '../grid.bench.ts';
import { startProfile } from './cpu-profile.ts';
import {
  EVENT_TIMING_PROBE,
  interactionDurations,
  p95,
  PLAIN_INPUT_PAGE,
  PLAIN_SCROLL_PAGE,
  scrollFrames,
  typeRows,
} from './measure.ts';
import { showView, viewRows } from './shown.ts';
import type { BenchRow } from './table.ts';

const PART = 5000;
const PROFILES = (process.env['BENCH_GRID_PROFILE'] ?? '').split(',');

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

type View = 'product' | 'SKU';

/**
 * Runs `measure` with the page's main-thread CPU time taken around it (DevTools' ThreadTime, ms):
 * what the grid itself spends, which the other work on a busy machine disturbs less than frames.
 */
async function profiled<T>(
  page: Page,
  name: string,
  measure: () => Promise<T>,
): Promise<{ result: T; cpu: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadTime = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')
      ?.value ?? NaN) * 1000;
  const profile = PROFILES.includes(name) ? await startProfile(page) : null;
  const before = await threadTime();
  const result = await measure();
  const cpu = (await threadTime()) - before;
  if (profile) console.log(`CPU profile, ${name}:\n${await profile.stop()}`);
  await cdp.detach();
  return { result, cpu };
}

/**
 * Key presses from the top of the current view (the name column), as the typing section's (ten
 * letters, Enter, Arrow Down; 30 times), with letters of each pass's own, so every Enter is an
 * edit (the same name typed again would change nothing, and cost nothing).
 */
async function keyPresses(page: Page, profile: string, letter: string): Promise<Measured> {
  await page.evaluate(`document.querySelector('.grid-scroll').scrollTop = 0`);
  await page.locator('[role=gridcell]').nth(1).click();
  await page.evaluate(EVENT_TIMING_PROBE);
  const { result: presses, cpu } = await profiled(page, profile, async () => {
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.type(letter.repeat(10));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
    }
    return 30 * 12;
  });
  return { p95: p95(await interactionDurations(page, presses)), count: presses, cpu };
}

/** A p95, how many frames or presses it is of, and the page's main-thread CPU over them. */
interface Measured {
  p95: number;
  count: number;
  cpu: number;
}

interface Pass {
  scrollFloor: number;
  typingFloor: number;
  scroll: Record<View, Measured>;
  keys: Record<View, Measured>;
}

/** One pass over the grid as it is now, each measure right after its plain page's floor. */
async function measurePass(bench: GridBench, marked: boolean, pass: number): Promise<Pass> {
  const { page, plain } = bench;
  await plain.setContent(PLAIN_SCROLL_PAGE);
  await front(plain);
  const scrollFloor = p95(await scrollFrames(plain, '#s', 900, 240));
  await plain.setContent(PLAIN_INPUT_PAGE);
  await front(plain);
  await plain.locator('#i').click();
  await plain.evaluate(EVENT_TIMING_PROBE);
  const typingFloor = p95(await interactionDurations(plain, await typeRows(plain)));

  await front(page);
  const none = { p95: NaN, count: 0, cpu: NaN };
  const scroll = { product: none, SKU: none };
  const keys = { product: none, SKU: none };
  for (const view of ['product', 'SKU'] as const) {
    await showView(page, view, view === 'SKU' ? viewRows(bench.draft, 'SKU') : bench.draft.length);
    const name = (kind: string) =>
      `${marked ? 'marks' : 'nomarks'}-${kind}${view === 'SKU' ? '-skus' : ''}`;
    const frames = await profiled(page, name('scroll'), () =>
      scrollFrames(page, '.grid-scroll', 900, 240),
    );
    scroll[view] = { p95: p95(frames.result), count: frames.result.length, cpu: frames.cpu };
    const letter = String.fromCharCode(0x61 + 2 * pass + (view === 'SKU' ? 1 : 0));
    keys[view] = await keyPresses(page, name('typing'), letter);
  }
  await showView(page, 'product', bench.draft.length);
  return { scrollFloor, typingFloor, scroll, keys };
}

/** Opens the products grid afresh (a new page reads what was last sent anew). */
async function reopen(page: Page): Promise<void> {
  await front(page);
  await page.evaluate(`location.hash = '#/catalog/products'`);
  await page.reload();
  await page.locator('[role=gridcell]').first().waitFor({ timeout: 180_000 });
}

const perOne = (m: Measured): number => m.cpu / m.count;
const cpuNote = (m: Measured, what: string): string =>
  `page's main thread ${perOne(m).toFixed(1)} ms of CPU a ${what} (${String(m.count)} ${what}s)`;

function passRows(label: string, pass: Pass, note: string): BenchRow[] {
  const scrollTarget = {
    floor: pass.scrollFloor,
    limit: 1.1 * pass.scrollFloor,
    target: '≤ 1.1 × floor',
  };
  const keyTarget = {
    floor: pass.typingFloor,
    limit: pass.typingFloor + 8,
    target: '≤ floor + 8 ms',
  };
  return (['product', 'SKU'] as const).flatMap((view) => [
    {
      measure: `${label}: p95 frame while scrolling, one row per ${view}`,
      measured: pass.scroll[view].p95,
      ...scrollTarget,
      note: `${note}; ${cpuNote(pass.scroll[view], 'frame')}`,
    },
    {
      measure: `${label}: p95 key press to next paint, one row per ${view}`,
      measured: pass.keys[view].p95,
      ...keyTarget,
      note: `from the first row; ${cpuNote(pass.keys[view], 'press')}`,
    },
  ]);
}

/**
 * What the marks add to the page's own work: CPU a frame or press, against the unmarked grid
 * (the lower of its two passes, one before and one after the marked pass).
 */
function cpuRows(before: Pass, marked: Pass, after: Pass): BenchRow[] {
  const row = (what: string, m: Measured, a: Measured, b: Measured): BenchRow => {
    const floor = Math.min(perOne(a), perOne(b));
    return {
      measure: `change marks: main-thread CPU a ${what}`,
      measured: perOne(m),
      floor,
      limit: 1.1 * floor,
      target: '≤ 1.1 × unmarked',
      note:
        'floor here: the same grid with no sent catalog, same run ' +
        `(${perOne(a).toFixed(1)} before, ${perOne(b).toFixed(1)} after the marked pass)`,
    };
  };
  return (['product', 'SKU'] as const).flatMap((view) => [
    row(
      `scrolled frame, one row per ${view}`,
      marked.scroll[view],
      before.scroll[view],
      after.scroll[view],
    ),
    row(`key press, one row per ${view}`, marked.keys[view], before.keys[view], after.keys[view]),
  ]);
}

/** Forgets the connection's sent catalog (as a sign-out does): nothing to mark again. */
function clearLastSent({ storePath, profileId }: GridBench): void {
  const store = openStore(storePath);
  try {
    store.sent.clearProfile(profileId);
  } finally {
    store.close();
  }
}

export async function changeMarks(bench: GridBench): Promise<BenchRow[]> {
  const { page } = bench;
  await reopen(page);
  const none = await measurePass(bench, false, 0);

  writeLastSent(bench);
  const opened = performance.now();
  await reopen(page);
  await page.locator('.mark-changed').first().waitFor({ timeout: 180_000 });
  const firstMarks = performance.now() - opened;
  const markedCells = await page.locator('.mark-changed').count();
  const marked = await measurePass(bench, true, 1);

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

  clearLastSent(bench);
  await reopen(page);
  const cleared = await measurePass(bench, false, 2);

  return [
    ...passRows('no sent catalog (nothing marked)', none, 'the same grid, no marks'),
    {
      measure: 'change marks: reload to the first marked cell',
      measured: firstMarks,
      note: `the screen's codes read with sent.lookup; ${String(markedCells)} cells marked on screen`,
    },
    ...passRows('change marks', marked, 'half the rows on screen marked'),
    ...passRows('sent catalog cleared (nothing marked)', cleared, 'the same grid, no marks'),
    ...cpuRows(none, marked, cleared),
    {
      measure: 'change marks: tick "Changed rows only" to the rows filtered',
      measured: filterMs,
      note: `${String(all)} → ${String(shown)} rows (aria-rowcount); every row classified once`,
    },
  ];
}
