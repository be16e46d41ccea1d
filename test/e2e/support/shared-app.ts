import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { forkCore } from '../../../main/core-process/node-core.ts';
import { startPreviewCore, type PreviewCore } from '../../../main/preview/preview-core.ts';
import { startBridge, type Bridge } from '../../../main/preview/server.ts';
import { SHIPPED_CORE_ENTRY, SHIPPED_STAND_IN_CLI } from '../../support/shipped-build.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import type { Look } from './layout.ts';
import { watchPage } from './page-watch.ts';
import { patchScreenshot } from './screenshot-retry.ts';
import { rendererDir } from './paths.ts';

// For specs whose tests only look (an accessibility scan per screen, theme and language): one
// stand-in, core and bridge per worker, shared by every test of the spec that worker runs, and a
// fresh page per test. Starting those parts costs seconds a test on a loaded machine, more than
// the scan itself. The tests must leave the parts as they found them (settings aside, which each
// test sets first); specs that change data use the per-test fixtures (fixtures.ts).

export interface SharedApp {
  core: PreviewCore;
  bridge: Bridge;
  standIn: StandIn;
}

export const test = base.extend<{ look: Look | null }, { shared: SharedApp }>({
  /** The language and theme the test's page loads in (`test.use({ look })`); null: as they are. */
  look: [null, { option: true }],
  shared: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-e2e-shared-'));
      const standIn = await startStandIn({ size: 20 });
      const core = await startPreviewCore(
        {
          userDataDir,
          appVersion: '0.1.0-e2e',
          platform: process.platform,
          demoServiceEntry: SHIPPED_STAND_IN_CLI,
          keychain: 'os',
        },
        (options) => forkCore(options, SHIPPED_CORE_ENTRY),
      );
      const bridge = await startBridge({ core, rendererDir: rendererDir(), recordCalls: true });
      await use({ core, bridge, standIn });
      await bridge.stop();
      await core.stop();
      await standIn.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  /** The app's page, holding the bridge's key; it must break no Content-Security-Policy rule. */
  page: async ({ page, shared, look }, use) => {
    // Set before the page loads, as the Settings screen leaves them: no reload to take them.
    if (look !== null) {
      await shared.core.handlers['settings.update'](look, {});
      await page.emulateMedia({ colorScheme: look.theme });
    }
    patchScreenshot(page);
    const { cspViolations, pageErrors } = watchPage(page);
    await page.goto(shared.bridge.openUrl);
    // The app opens on Connect (a redirect from '/', made once its router has started). A test
    // that moves to another route before then can see that redirect land on top of its own.
    await expect(page).toHaveURL(/#\/connect/);
    await use(page);
    expect(cspViolations, 'the page broke its Content-Security-Policy').toEqual([]);
    expect(pageErrors, 'the page threw an error nothing caught').toEqual([]);
  },
});

/** A token connection made through the core (the Connect screen has its own tests). */
export async function connectThroughCore(shared: SharedApp, name: string): Promise<void> {
  await shared.core.handlers['connections.connectWithToken'](
    {
      profile: {
        name,
        hostKind: 'custom',
        baseUrl: shared.standIn.url,
        voucherPrefix: '',
        secretTransport: 'body',
      },
      token: shared.standIn.app('demo', 'full').token,
    },
    {},
  );
}

export { expect };
