import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { startStandIn } from '../support/stand-in.ts';
import { ConnectPage } from './support/connect-page.ts';
import { electronBinary } from './support/electron-binary.ts';
import { REPO_ROOT } from './support/paths.ts';

// The real app: the built main process (out/main/index.js, from `npm run build`) in the Electron
// binary. Runs wherever that binary exists; elsewhere it is skipped with the reason.

const MAIN_ENTRY = resolve(REPO_ROOT, 'out/main/index.js');

const binary = electronBinary();

test.describe('Electron app', () => {
  test.skip('skip' in binary, 'skip' in binary ? binary.skip : '');

  test('window opens, the bridge answers and a token survives a restart in the keychain', async () => {
    if (!('path' in binary)) return;
    expect(existsSync(MAIN_ENTRY), 'build the app first: npm run build').toBe(true);
    const standIn = await startStandIn({ size: 20 });
    const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-e2e-electron-'));
    // The built renderer, never a dev server that happens to be configured in this shell.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined && entry[0] !== 'ELECTRON_RENDERER_URL',
      ),
    );
    const launch = () =>
      electron.launch({
        executablePath: binary.path,
        args: [MAIN_ENTRY, `--user-data-dir=${userDataDir}`],
        env,
      });
    let app: ElectronApplication | null = null;
    try {
      app = await launch();
      const first = await app.firstWindow();
      const connect = new ConnectPage(first);
      await expect(connect.nav('Connect')).toHaveAttribute('aria-current', 'page');
      const info = await first.evaluate(() => window.kikan.app.info({}));
      expect(info).toMatchObject({ ok: true, value: { keychain: { available: true } } });

      // A development build opens the demo workspace on its first run (main/demo/first-run.ts);
      // let that finish so it cannot take the active slot from the connection made below.
      await expect
        .poll(
          () =>
            first.evaluate(async () => {
              const listed = await window.kikan.connections.list({});
              return (
                listed.ok && listed.value.profiles.some((p) => p.isDemo && p.state !== 'signed_out')
              );
            }),
          { timeout: 60_000 },
        )
        .toBe(true);

      await connect.connectWithToken('Electron', standIn.url, standIn.app('demo', 'full').token);
      await expect(connect.header.locator('[data-state]')).toHaveText('Connected');
      await app.close();

      // A new run finds the token in the keychain: still connected, and it works.
      app = await launch();
      const second = await app.firstWindow();
      const again = new ConnectPage(second);
      await expect(again.header.getByTestId('active-profile-name')).toHaveText('Electron');
      await expect(again.header.locator('[data-state]')).toHaveText('Connected');
      // A refresh always asks the service, with the token the keychain kept.
      const refreshed = await second.evaluate(() =>
        window.kikan.vouchers.refresh({ kind: 'purchase_orders' }),
      );
      expect(refreshed.ok).toBe(true);
      await again.profile('Electron').getByRole('button', { name: 'Sign out' }).click();
      await expect(again.header.locator('[data-state]')).toHaveText('Signed out');
    } finally {
      await app?.close();
      await standIn.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});
