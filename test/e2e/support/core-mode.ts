import type { Page } from '@playwright/test';
import { CORE_GRID_MIN_ROWS_KEY } from '../../../renderer/src/drafts/core-grid.ts';

/**
 * Runs the page in the core mode at any size (issue 28): the catalog grids work on the core's
 * windows and the drafts are never loaded into the page. Before the first navigation.
 */
export async function coreModeOn(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    localStorage.setItem(key, '0');
  }, CORE_GRID_MIN_ROWS_KEY);
}
