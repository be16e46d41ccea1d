import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/support/chromium.ts';

export default defineConfig({
  testDir: 'test/e2e',
  // The shipped build (electron-vite, out/): built once unless npm test just built it.
  globalSetup: './test/e2e/support/global-setup.ts',
  // Sized for a loaded 2-core machine (the suite runs beside other work): a test or an
  // expectation that passes takes a fraction of these; every wait is on a condition.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Every test has its own stand-in, app core, user-data folder, bridge port and page
  // (support/fixtures.ts), and keychain entries are per profile id, so spec files run side by
  // side. Two workers suit a 2-core CI box; `--workers=1` still works for debugging.
  workers: 2,
  // Playwright empties its output folder at start; the JSON reports sit beside it, not inside.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
  },
});
