import type { Page } from '@playwright/test';

/** Moves the app to a route as a link does (the app routes in the address's hash). */
export async function openRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}
