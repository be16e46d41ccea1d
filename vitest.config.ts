import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test/support/chromium.ts';

// Two kinds of Vitest test: plain Node ones (app, main, service, and the renderer's pure modules
// as *.test.ts) and renderer component tests (test/renderer/**/*.test.tsx), which render real
// React components in the system's Chromium through Vitest browser mode.

export default defineConfig({
  // Vite's caches (pre-bundled dependencies for the browser) stay in this checkout, not in a
  // node_modules that several checkouts may share.
  cacheDir: '.tmp/vite',
  // The browser loads modules from node_modules, which may be a link to a folder elsewhere.
  server: {
    fs: { allow: ['.', realpathSync(fileURLToPath(new URL('node_modules', import.meta.url)))] },
  },
  test: {
    // Sized for a loaded 2-core machine (other work running beside the suite); a passing test
    // takes a fraction of this.
    testTimeout: 90_000,
    // Most tests wait on child processes, HTTP and SQLite rather than the CPU, so two files at a
    // time halve the run on a 2-core box (Vitest's default there is one).
    maxWorkers: 2,
    hookTimeout: 120_000,
    // `npm run test:unit -- --coverage`: where the tests reach, over the app's own folders.
    coverage: {
      provider: 'v8',
      include: ['{app,main,renderer,service}/**/*.{ts,tsx}'],
      exclude: ['**/*.d.ts', 'renderer/vite.config.ts'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'test-results/coverage',
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/{app,main,service,renderer}/**/*.test.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        plugins: [react()],
        // Every dependency of the renderer is pre-bundled up front: one found mid-run (a lazily
        // loaded screen's) would make Vite reload the page and load React twice.
        optimizeDeps: {
          entries: ['renderer/src/**/*.{ts,tsx}', 'test/renderer/**/*.test.tsx'],
          // Re-scan every run: Vite's cache key ignores the source, so a cache made before a
          // screen imported a new package would find it mid-run, reload and load React twice.
          force: true,
        },
        test: {
          name: 'components',
          include: ['test/renderer/**/*.test.tsx'],
          setupFiles: ['test/renderer/support/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
