import type { Page } from 'playwright';
import { startProfile } from './cpu-profile.ts';
import type { BenchRow } from './table.ts';
import { EVENT_TIMING_PROBE, interactionDurations, p95, PLAIN_INPUT_PAGE } from './measure.ts';

// The brand picker on the products grid (run it with the catalog: BENCH_GRID_BRANDS=2000
// BENCH_GRID_COLORS=600): Alt+Down to the list painted, and each key press that filters it, to
// the next paint (Event Timing), against the same presses in a plain text input.

const ROUNDS = 15;
/** Letters that narrow the brand codes (KK0000…) step by step, then Backspaces that widen. */
const TYPED = ['k', 'k', '0', '1', '2'];

async function typeAndErase(page: Page): Promise<number> {
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const key of TYPED) await page.keyboard.press(key);
    for (const _ of TYPED) await page.keyboard.press('Backspace');
  }
  return ROUNDS * TYPED.length * 2;
}

async function frontAndSettled(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

export async function codePickerRows(page: Page, plain: Page): Promise<BenchRow[]> {
  await plain.setContent(PLAIN_INPUT_PAGE);
  await frontAndSettled(plain);
  await plain.locator('#i').click();
  await plain.evaluate(EVENT_TIMING_PROBE);
  const floor = p95(await interactionDurations(plain, await typeAndErase(plain)));

  await frontAndSettled(page);
  // The first product's brand cell (product code, name, brand code), wherever the grid was left.
  await page.locator('[role=gridcell]').first().click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const openMs = await page.evaluate<number>(`new Promise((resolve) => {
    const input = document.querySelector('.grid-input');
    const start = performance.now();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true, cancelable: true }));
    const wait = () => {
      if (document.querySelector('[role=listbox] [role=option]')) requestAnimationFrame(() => resolve(performance.now() - start));
      else requestAnimationFrame(wait);
    };
    wait();
  })`);
  const options = await page.locator('[role=listbox] [role=option]').count();
  const known = await page.evaluate<string>(
    `document.querySelector('.code-picker-more')?.textContent ?? ''`,
  );
  await page.evaluate(EVENT_TIMING_PROBE);
  // BENCH_GRID_PROFILE=picker prints where the filtering presses' main-thread time goes.
  const cpu = process.env['BENCH_GRID_PROFILE'] === 'picker' ? await startProfile(page) : null;
  const presses = await typeAndErase(page);
  if (cpu) console.log(await cpu.stop());
  const filtering = p95(await interactionDurations(page, presses));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  return [
    {
      measure: 'brand picker: Alt+Down to the list painted',
      measured: openMs,
      limit: 100,
      target: '≤ 100 ms',
      note: `${String(options)} options shown ${known}`.trim(),
    },
    {
      measure: 'brand picker: p95 key press that filters it, to next paint (Event Timing)',
      measured: filtering,
      floor,
      limit: floor + 8,
      target: '≤ floor + 8 ms',
      note: `${String(ROUNDS * TYPED.length * 2)} presses (letters and Backspace); under 16 ms counts as 16`,
    },
  ];
}
