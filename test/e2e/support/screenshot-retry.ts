import { errors, type Page } from '@playwright/test';

/** How long a screenshot may take before it is tried again, and then. */
const SHOT_FIRST_MS = 20_000;
const SHOT_AGAIN_MS = 40_000;

/**
 * Screenshots for a human look: Chromium's capture now and then waits for a frame that never
 * comes (once in a CI run the whole test ran out of time in it, the page itself answering).
 * A capture that takes too long is tried once more after the page has painted something new.
 */
export function patchScreenshot(page: Page): void {
  const capture = page.screenshot.bind(page);
  page.screenshot = async (options = {}) => {
    try {
      return await capture({ timeout: SHOT_FIRST_MS, ...options });
    } catch (error) {
      if (!(error instanceof errors.TimeoutError) || page.isClosed()) throw error;
      await page.evaluate(async () => {
        const root = document.documentElement;
        root.style.outline = '1px solid transparent';
        await new Promise((resolve) => requestAnimationFrame(resolve));
        root.style.outline = '';
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      return capture({ timeout: SHOT_AGAIN_MS, ...options });
    }
  };
}
