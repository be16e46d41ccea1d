// The first painted grid's marks, an init script of the bench's pages (firstPaint, relaunching).

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
      requestAnimationFrame(() => { window.__gridLoaded = performance.now(); });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;
