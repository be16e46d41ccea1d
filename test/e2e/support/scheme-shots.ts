import type { Page } from '@playwright/test';

// Screenshots a spec saves on request (its environment variable naming a folder), light and dark.

/** Saves `<dir>/<name>-light.png` and `-dark.png` when `dir` is set; the page is left light. */
export async function schemeShots(
  page: Page,
  dir: string | undefined,
  name: string,
): Promise<void> {
  if (dir === undefined) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
