import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { buildFilesHarness } from '../files-harness/build.ts';
import { serveFolder } from '../files-harness/serve.ts';
import { watchPage } from './page-watch.ts';
import { patchScreenshot } from './screenshot-retry.ts';

// The files harness (test/e2e/files-harness): built once per worker, served on loopback with the
// app scheme's headers (its CSP), one fresh page per test. CSP violations fail the test.

export const test = base.extend<{ harness: Page; cspViolations: string[] }, { harnessUrl: string }>(
  {
    harnessUrl: [
      // Playwright reads fixture dependencies from the destructuring pattern; this one needs none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const outDir = mkdtempSync(join(tmpdir(), 'kikan-files-harness-'));
        await buildFilesHarness(outDir);
        const server = await serveFolder(outDir);
        await use(server.url);
        await server.stop();
        rmSync(outDir, { recursive: true, force: true });
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    // eslint-disable-next-line no-empty-pattern
    cspViolations: async ({}, use) => {
      await use([]);
    },
    harness: async ({ page, harnessUrl, cspViolations }, use) => {
      patchScreenshot(page);
      const { pageErrors } = watchPage(page, { cspViolations });
      const response = await page.goto(harnessUrl);
      // The page runs under the app's own policy (no worker-src: script-src 'self' governs workers).
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('body[data-ready="true"]')).toBeAttached();
      await use(page);
      expect(cspViolations, 'the page broke its Content-Security-Policy').toEqual([]);
      expect(pageErrors, 'the page threw an error nothing caught').toEqual([]);
    },
  },
);

export { expect };
