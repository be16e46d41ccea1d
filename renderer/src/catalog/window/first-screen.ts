import type { GridWindowDriver } from './grid-window-driver.ts';

/**
 * Settles once a window holds its first screenful (the rows at the top, or an empty view), or
 * cannot (the view was refused, a window request failed: its block is asked again later, but the
 * drafts' load does not wait for that).
 */
export function firstScreenOf(
  driver: Pick<GridWindowDriver, 'snapshot' | 'subscribe' | 'rowAt'>,
): Promise<void> {
  return new Promise((resolve) => {
    const here = (): boolean => {
      const state = driver.snapshot;
      if (state.refusal !== null || state.failedWindows > 0) return true;
      return !state.loading && (state.length === 0 || driver.rowAt(0) !== 'loading');
    };
    const stop = driver.subscribe(() => {
      if (!here()) return;
      stop();
      resolve();
    });
  });
}
