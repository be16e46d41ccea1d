import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { forkCore } from '../../../main/core-process/node-core.ts';
import { startPreviewCore, type PreviewCore } from '../../../main/preview/preview-core.ts';
import { startBridge, type Bridge } from '../../../main/preview/server.ts';
import { SHIPPED_CORE_ENTRY, SHIPPED_STAND_IN_CLI } from '../../support/shipped-build.ts';
import { startStandIn, type StandIn, type StandInOptions } from '../../support/stand-in.ts';
import { ConnectPage } from './connect-page.ts';
import { watchPage } from './page-watch.ts';
import { patchScreenshot } from './screenshot-retry.ts';
import { rendererDir } from './paths.ts';

// Every test gets real parts, run from the build's bundles as the app ships them: its own stand-in
// service (child process on loopback), its own app core in its own process (the Node child the
// preview runs) over a temp userData folder with Node's fetch and the OS keychain, and the
// preview's loopback bridge serving the built renderer to real Chromium.

export interface E2eApp {
  /** The core process, as the page's server sees it: `core.handlers[...]` calls it. */
  core: PreviewCore;
  bridge: Bridge;
  userDataDir: string;
  /** Console messages about the Content-Security-Policy (there must be none). */
  cspViolations: string[];
}

/**
 * A rate window for specs that read many pages: their stand-in limits calls per this window and
 * the app paces to it (`test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS })`), the same 120 calls
 * in seconds rather than the real service's minute, so the suite does not wait out the pacing
 * that the core's own tests check.
 */
export const QUICK_RATE_WINDOW_MS = 3_000;

export const test = base.extend<{
  keychain: 'os' | 'none';
  /** The app's pacing window; null: the real service's minute. */
  pacingWindowMs: number | null;
  /** How the test's stand-in starts (`test.use({ standInOptions: { size: 800 } })`). */
  standInOptions: StandInOptions;
  standIn: StandIn;
  app: E2eApp;
  connect: ConnectPage;
}>({
  page: async ({ page }, use) => {
    patchScreenshot(page);
    await use(page);
  },
  keychain: ['os', { option: true }],
  pacingWindowMs: [null, { option: true }],
  standInOptions: [{ size: 20 }, { option: true }],
  standIn: async ({ standInOptions }, use) => {
    const standIn = await startStandIn(standInOptions);
    await use(standIn);
    await standIn.stop();
  },
  app: async ({ page, keychain, pacingWindowMs }, use) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-e2e-userdata-'));
    // keychain 'none': a machine without a Secret Service cannot be made inside the test keyring
    // session, so the core gets a vault that reports no keychain, as the keychain vault does there.
    // The core and the demo's stand-in run from the build's bundles, the files the app ships.
    const core = await startPreviewCore(
      {
        userDataDir,
        appVersion: '0.1.0-e2e',
        platform: process.platform,
        demoServiceEntry: SHIPPED_STAND_IN_CLI,
        keychain,
        ...(pacingWindowMs === null ? {} : { pacingWindowMs }),
      },
      (options) => forkCore(options, SHIPPED_CORE_ENTRY),
    );
    const bridge = await startBridge({ core, rendererDir: rendererDir(), recordCalls: true });
    const { cspViolations, pageErrors } = watchPage(page);
    await page.goto(bridge.openUrl);
    await use({ core, bridge, userDataDir, cspViolations });
    await page.close();
    await bridge.stop();
    await core.stop();
    rmSync(userDataDir, { recursive: true, force: true });
    expect(cspViolations, 'the page broke its Content-Security-Policy').toEqual([]);
    expect(pageErrors, 'the page threw an error nothing caught').toEqual([]);
  },
  /** The app's page, loaded through the bridge, seen through the Connect screen's labels. */
  connect: async ({ page, app }, use) => {
    // The app routes in the address's hash: it opens on #/connect.
    await expect(page).toHaveURL(`${app.bridge.url}#/connect`);
    await expect(page.getByRole('navigation')).toBeVisible();
    await use(new ConnectPage(page));
  },
});

export { expect };
