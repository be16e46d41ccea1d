// Measuring helpers of the grid benchmark, run in the page: frame times while scrolling,
// Event Timing (as INP measures it) for key presses, and a plain page to compare with.
import type { Page } from 'playwright';

export const p95 = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
};

/** Scrolls `selector` by `step` px every frame for `frames` frames; returns the frame deltas. */
export function scrollFrames(
  page: Page,
  selector: string,
  step: number,
  frames: number,
): Promise<number[]> {
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const el = document.querySelector(${JSON.stringify(selector)});
    const deltas = [];
    let last = performance.now();
    let n = 0;
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      el.scrollTop += ${step};
      n += 1;
      if (n < ${frames}) requestAnimationFrame(tick);
      else resolve(deltas.slice(2));
    };
    requestAnimationFrame(tick);
  })`);
}

/**
 * A plain scrolling page of the same size as the grid's scroller: text rows, no script. What
 * the browser itself needs per frame on this machine, right now.
 */
export const PLAIN_SCROLL_PAGE = `<!doctype html><meta charset="utf-8">
<style>body{margin:0;font:13px system-ui} #s{height:700px;overflow:auto}
#s div{height:28px;white-space:nowrap;border-bottom:1px solid #ddd}</style>
<div id="s">${Array.from({ length: 4000 }, (_, i) => `<div>row ${i} 綿シャツ P-${i} KK NV M</div>`).join('')}</div>`;

/** A plain text input, focused: the floor for key-press latency. */
export const PLAIN_INPUT_PAGE = `<!doctype html><meta charset="utf-8">
<input id="i" style="font:13px system-ui;width:400px" autofocus>`;

/**
 * Starts collecting Event Timing entries (durationThreshold 16, the minimum, as INP uses):
 * each entry's duration runs from the input event's timestamp to the next paint after its
 * handlers, in 8 ms steps. Key presses faster than 16 ms produce no entry.
 */
export const EVENT_TIMING_PROBE = `(() => {
  window.__interactions = new Map();
  window.__interactionKeys = new Map();
  const keys = new Map();
  addEventListener('keydown', (e) => { keys.set(e.timeStamp, e.key) }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration));
      if (e.name === 'keydown') window.__interactionKeys.set(e.interactionId, keys.get(e.startTime) ?? '?');
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
})()`;

/**
 * The interactions over `over` ms by the key pressed (after `EVENT_TIMING_PROBE`), as
 * "Enter 12, a 3": which keys a p95 over its limit comes from.
 */
export async function slowKeys(page: Page, over: number): Promise<string> {
  const byKey = await page.evaluate<[string, number][]>(
    `[...window.__interactions].filter(([, d]) => d > ${over}).map(([id]) => window.__interactionKeys.get(id) ?? '?')
      .reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map()).entries().toArray()`,
  );
  if (byKey.length === 0) return `no press over ${over} ms`;
  const words = byKey.sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
  return `presses over ${over} ms by key: ${words.join(', ')}`;
}

/**
 * Per key press, its interaction's duration; presses with no entry were under 16 ms and count
 * as 16 (the most they can have been), so a p95 of 16 means "under 16 ms".
 */
export async function interactionDurations(page: Page, presses: number): Promise<number[]> {
  // Entries are reported after the paint they end at: two more frames see the last one in.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const seen = await page.evaluate<number[]>('[...window.__interactions.values()]');
  const unseen = Math.max(0, presses - seen.length);
  return [...seen, ...Array.from({ length: unseen }, () => 16)];
}

/** The key presses of the typing section: ten letters, Enter, Arrow Down; 30 times. */
export async function typeRows(page: Page, rounds = 30): Promise<number> {
  for (let i = 0; i < rounds; i += 1) {
    await page.keyboard.type('abcdefghij');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
  }
  return rounds * 12;
}
