// The first painted grid's marks, an init script of the bench's pages (firstPaint, relaunching).
import type { Page } from 'playwright';

/**
 * What the page logs once the grid is loaded. The bench waits for it, not with a function run
 * in the page: Playwright's first such call compiles its own script on the page's main thread
 * (about 50 ms, in the middle of the start it measures).
 */
export const LOADED_MESSAGE = 'kikan-bench: grid loaded';

/** Issue 28's first paint target: ≤ 1.0 s at 125,000 products, ≤ 0.5 s at 50,000. */
export function firstPaintTarget(products: number): { limit: number; target: string } {
  const limit = products >= 125_000 ? 1000 : 500;
  return { limit, target: `≤ ${(limit / 1000).toFixed(1)} s` };
}

/** Waits for the probe's message, the page having been sent to its address after this call. */
export function gridLoaded(page: Page): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === LOADED_MESSAGE,
    timeout: 300_000,
  });
}

/**
 * Marks, in the page's clock (from navigation), the first frame after the grid's first row shows
 * real text (the core's window while the drafts load, or the drafts) and the first frame after
 * the whole draft is in the page (the grid no longer busy, the progress line gone).
 */
export const PAINT_PROBE = `(() => {
  const firstCell = () =>
    document.querySelector('[role=row][aria-rowindex="2"] [role=gridcell]')?.textContent ?? '';
  new MutationObserver((_, observer) => {
    if (!('__shellPainting' in window) && document.querySelector('nav, [role=navigation]')) {
      window.__shellPainting = true;
      requestAnimationFrame(() => { window.__shellPainted = performance.now(); });
    }
    const grid = document.querySelector('[role=grid]');
    if (grid === null || firstCell() === '') return;
    if (!('__gridPainting' in window)) {
      window.__gridPainting = true;
      requestAnimationFrame(() => { window.__gridPainted = performance.now(); });
    }
    if (grid.getAttribute('aria-busy') !== 'true' && !document.querySelector('.grid-loading-line')) {
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__gridLoaded = performance.now();
        console.log(${JSON.stringify(LOADED_MESSAGE)});
      });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;
