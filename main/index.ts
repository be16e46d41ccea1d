// Electron entry: wires the Electron-free core (main/core.ts) to the real app, window and IPC.
import { join } from 'node:path';
import {
  BrowserWindow,
  Menu,
  app,
  nativeTheme,
  protocol,
  screen,
  session,
  shell,
  utilityProcess,
} from 'electron';
import { aboutPanelOptions } from './about/about-panel.ts';
import { createAppCore, type AppCore } from './core.ts';
import { bindElectronIpc } from './ipc/electron-binding.ts';
import { loggedFetch } from './log/logged-fetch.ts';
import { RotatingLog } from './log/rotating-log.ts';
import { appMenuTemplate } from './menu/app-menu.ts';
import { menuLabels } from './menu/menu-labels.ts';
import { serveAppFile } from './window/app-protocol.ts';
import { createMainWindow } from './window/create-main-window.ts';
import { devServerUrlFor } from './window/dev-server.ts';
import { hardenSession } from './window/harden-session.ts';
import {
  initialPlacement,
  readWindowState,
  rememberPlacement,
  writeWindowState,
} from './window/window-state.ts';
import { APP_ORIGIN, APP_SCHEME, isAppUrl } from './window/security-policy.ts';
import { openDemoOnFirstRun } from './demo/first-run.ts';
import { utilityServiceSpawner } from './demo/utility-spawner.ts';
import { menuFollowsLanguage } from './menu/follow-language.ts';

const development = !app.isPackaged;
const devServerUrl = devServerUrlFor(app.isPackaged, process.env);
const outDir = join(import.meta.dirname, '..');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

if (!app.requestSingleInstanceLock()) app.quit();

let core: AppCore | null = null;
let log: RotatingLog | null = null;

async function installMenu(handlers: AppCore['handlers']): Promise<void> {
  const { language } = await handlers['settings.get']({}, {});
  const labels = menuLabels(language, app.getLocale());
  app.setAboutPanelOptions(
    aboutPanelOptions(app.getVersion(), process.versions, labels.licensesNote),
  );
  const template = appMenuTemplate({
    labels,
    platform: process.platform,
    development,
    openLogsFolder: () => void shell.openPath(app.getPath('logs')),
    showLicenses: () => void shell.openPath(join(outDir, 'licenses.txt')),
    showAbout: () => {
      app.showAboutPanel();
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function start(): Promise<void> {
  await app.whenReady();
  log = new RotatingLog(app.getPath('logs'));
  log.write('app-start', {
    version: app.getVersion(),
    packaged: app.isPackaged,
    platform: process.platform,
    electron: process.versions.electron,
    chromium: process.versions.chrome,
    node: process.versions.node,
  });
  protocol.handle(APP_SCHEME, (request) => serveAppFile(join(outDir, 'renderer'), request.url));
  hardenSession(session.defaultSession, devServerUrl);
  const serviceSession = session.fromPartition('kikan-service');

  core = await createAppCore({
    userDataDir: app.getPath('userData'),
    // Chromium's network stack (system proxy, OS certificate store) in a session of its own:
    // the window's session refuses every request that is not the app's own files.
    fetch: loggedFetch(
      (input, init) => serviceSession.fetch(input instanceof URL ? input.href : input, init),
      log,
    ),
    appVersion: app.getVersion(),
    platform: process.platform,
    spawnDemoService: utilityServiceSpawner(
      utilityProcess,
      join(import.meta.dirname, 'demo-service.js'),
    ),
    demoAdmin: development,
  });
  await installMenu(core.handlers);

  const statePath = join(app.getPath('userData'), 'window-state.json');
  const windowState = readWindowState(statePath);
  const window = createMainWindow(
    { BrowserWindow, shell },
    {
      preloadPath: join(outDir, 'preload', 'index.cjs'),
      startUrl: devServerUrl ?? `${APP_ORIGIN}/index.html`,
      devServerUrl,
      darkBackground: nativeTheme.shouldUseDarkColors,
      devTools: development,
      iconPath: join(app.getAppPath(), 'assets', 'icons', '512x512.png'),
      placement: initialPlacement(windowState, screen.getAllDisplays(), screen.getPrimaryDisplay()),
    },
  );
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    const display = screen.getDisplayMatching(bounds);
    writeWindowState(
      statePath,
      rememberPlacement(windowState, display, bounds, window.isMaximized()),
    );
  });
  const { handlers } = core;
  const unbind = bindElectronIpc(
    menuFollowsLanguage(handlers, () => installMenu(handlers)),
    core.events,
    {
      contents: window.webContents,
      isAppUrl: (url) => isAppUrl(url, devServerUrl),
    },
  );
  window.on('closed', unbind);
  window.webContents.on('render-process-gone', (_event, details) => {
    log?.write('renderer-gone', { reason: details.reason, exitCode: details.exitCode });
  });
  log.write('window-created');
  if (development) {
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
  log?.write('app-quit');
  void core?.close();
});

start().catch((error: unknown) => {
  log?.write('start-failed', { error: error instanceof Error ? error.name : 'unknown' });
  console.error('[kikan] failed to start:', error);
  app.exit(1);
});
