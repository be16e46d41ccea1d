import type { GridWindowDriver } from './grid-window-driver.ts';

type Watched = Pick<GridWindowDriver, 'snapshot' | 'subscribe' | 'rowAt'>;

/**
 * Whether a window holds its first screenful (the rows at the top, or an empty view), or cannot
 * (the view was refused, a window request failed: its block is asked again later, but what
 * waits for the first screen does not wait for that).
 */
export function firstScreenHere(driver: Omit<Watched, 'subscribe'>): boolean {
  const state = driver.snapshot;
  if (state.refusal !== null || state.failedWindows > 0) return true;
  return !state.loading && (state.length === 0 || driver.rowAt(0) !== 'loading');
}

/** Settles once firstScreenHere holds (told by the driver's next change). */
export function firstScreenOf(driver: Watched): Promise<void> {
  return new Promise((resolve) => {
    const stop = driver.subscribe(() => {
      if (!firstScreenHere(driver)) return;
      stop();
      resolve();
    });
  });
}
