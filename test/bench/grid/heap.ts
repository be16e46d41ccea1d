import type { Page } from 'playwright';

/** The page's JS heap in MB after a full garbage collection (DevTools protocol). */
export async function jsHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}
