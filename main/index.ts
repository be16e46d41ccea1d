// Electron entry: wires the Electron-free core (main/core.ts) to the real app, window and IPC.
import { join } from 'node:path';
import {
  BrowserWindow,
  app,
  nativeTheme,
  protocol,
  session,
  shell,
  utilityProcess,
} from 'electron';
import { createAppCore, type AppCore } from './core.ts';
import { bindElectronIpc } from './ipc/electron-binding.ts';
import { serveAppFile } from './window/app-protocol.ts';
import { createMainWindow } from './window/create-main-window.ts';
import { hardenSession } from './window/harden-session.ts';
import { APP_ORIGIN, APP_SCHEME, isAppUrl } from './window/security-policy.ts';
import { openDemoOnFirstRun } from './demo/first-run.ts';
import { utilityServiceSpawner } from './demo/utility-spawner.ts';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'] ?? null;
const outDir = join(import.meta.dirname, '..');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

if (!app.requestSingleInstanceLock()) app.quit();

let core: AppCore | null = null;

async function start(): Promise<void> {
  await app.whenReady();
  protocol.handle(APP_SCHEME, (request) => serveAppFile(join(outDir, 'renderer'), request.url));
  hardenSession(session.defaultSession, devServerUrl);
  const serviceSession = session.fromPartition('kikan-service');

  core = await createAppCore({
    userDataDir: app.getPath('userData'),
    // Chromium's network stack (system proxy, OS certificate store) in a session of its own:
    // the window's session refuses every request that is not the app's own files.
    fetch: (input, init) => serviceSession.fetch(input instanceof URL ? input.href : input, init),
    appVersion: app.getVersion(),
    platform: process.platform,
    spawnDemoService: utilityServiceSpawner(
      utilityProcess,
      join(import.meta.dirname, 'demo-service.js'),
    ),
  });

  const window = createMainWindow(
    { BrowserWindow, shell },
    {
      preloadPath: join(outDir, 'preload', 'index.cjs'),
      startUrl: devServerUrl ?? `${APP_ORIGIN}/index.html`,
      devServerUrl,
      darkBackground: nativeTheme.shouldUseDarkColors,
    },
  );
  const unbind = bindElectronIpc(core.handlers, core.events, {
    contents: window.webContents,
    isAppUrl: (url) => isAppUrl(url, devServerUrl),
  });
  window.on('closed', unbind);
  if (!app.isPackaged) {
    openDemoOnFirstRun(core.handlers).catch((error: unknown) => {
      console.error(
        '[kikan] could not open the demo workspace:',
        error instanceof Error ? error.message : error,
      );
    });
  }
  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
}

app.on('window-all-closed', () => {
  app.quit();
});
app.on('will-quit', () => {
  void core?.close();
});

start().catch((error: unknown) => {
  console.error('[kikan] failed to start:', error);
  app.exit(1);
});
