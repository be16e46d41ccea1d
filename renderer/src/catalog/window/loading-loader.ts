import { firstScreenOf } from './first-screen.ts';
import { GridWindowDriver } from './grid-window-driver.ts';
import { bridgeTransport } from './use-grid-window.ts';
import { WINDOW_AHEAD_ROWS } from './window-cache.ts';

// A grid's loading window without React (use-loading-window.ts): its driver over the bridge and
// the promise of its first screenful, made when the grid mounts or earlier, at the page's start
// (early-window.ts).

export interface Loader {
  profileId: string;
  driver: GridWindowDriver;
  firstScreen: Promise<void>;
  /**
   * The spec (its specKey) the driver was opened with before the grid mounted: the grid's own
   * first open of that spec is then already under way. Null once the grid opened its spec.
   */
  opened: string | null;
}

/**
 * Whether the grid's first open of this spec (its specKey) is the one asked before it mounted;
 * true once at most: any later open builds the view.
 */
export function openedEarly(loader: Loader, key: string): boolean {
  if (loader.opened !== key) return false;
  loader.opened = null;
  return true;
}

/** User Timing marks of the first screenful's steps (the grid bench reads them). */
export const LOADING_MARKS = {
  view: 'catalog: loading view answered',
  firstWindow: 'catalog: loading first window',
} as const;

export function loaderFor(profileId: string): Loader {
  const driver = new GridWindowDriver(bridgeTransport(profileId), {
    aheadRows: WINDOW_AHEAD_ROWS,
  });
  const stop = driver.subscribe(() => {
    if (driver.snapshot.loading) return;
    stop();
    performance.mark(LOADING_MARKS.view);
  });
  const firstScreen = firstScreenOf(driver).then(() => {
    performance.mark(LOADING_MARKS.firstWindow);
    return afterNextPaint();
  });
  return { profileId, driver, firstScreen, opened: null };
}

/**
 * After the next frame is painted (or 200 ms, for a window the system does not paint, e.g.
 * minimised): the drafts' load, which keeps the core and this machine's cores busy for seconds,
 * starts once the first rows are on screen rather than beside their paint.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 200);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}
