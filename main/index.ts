// Electron entry: the window, menus, protocol and app lifecycle. The core (main/core.ts: store,
// keychain, service client, imports, vouchers) runs in a utility process of its own
// (main/core-process/); the window's calls are relayed to it after their sender check, and a
// core that ends unexpectedly is restarted while the window stays open.
import { join } from 'node:path';
import {
  BrowserWindow,
  Menu,
  app,
  dialog,
  MessageChannelMain,
  nativeTheme,
  protocol,
  screen,
  session,
  shell,
  utilityProcess,
} from 'electron';
import { aboutPanelOptions } from './about/about-panel.ts';
import { CoreSupervisor } from './core-process/core-supervisor.ts';
import { remoteHandlers } from './core-process/remote-handlers.ts';
import { forkUtilityCore } from './core-process/utility-core.ts';
import type { HandlerTable } from './ipc/handler-table.ts';
import { bindElectronIpc } from './ipc/electron-binding.ts';
import { EventBus } from './ipc/event-bus.ts';
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
import { reloadAfterCrash } from './window/renderer-recovery.ts';
import { startFailureDialog } from './window/start-failure.ts';
import { openDemoOnFirstRun } from './demo/first-run.ts';
import { utilityServiceSpawner } from './demo/utility-spawner.ts';
import { menuFollowsLanguage } from './menu/follow-language.ts';

const development = !app.isPackaged;
const devServerUrl = devServerUrlFor(app.isPackaged, process.env);
const outDir = join(import.meta.dirname, '..');

// codeCache: V8 keeps the app's compiled scripts between launches (Electron does so only for
// http(s) unless a standard scheme asks), so a launch after the first compiles none of them: in
// Chromium here the first screen showed about 200 ms sooner on a warm load (README, startup).
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

if (!app.requestSingleInstanceLock()) app.quit();

let core: CoreSupervisor | null = null;
let log: RotatingLog | null = null;

/** The core's events (and 'app.core' while it restarts), for the window's binding. */
const coreEvents = new EventBus();

async function installMenu(handlers: HandlerTable): Promise<void> {
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

  const supervisor = await CoreSupervisor.start({
    launch: () =>
      forkUtilityCore(
        utilityProcess,
        join(import.meta.dirname, 'core.js'),
        {
          serviceName: 'Kikan Desk core',
          // net.fetch in the core: Chromium's network stack (system proxy, OS certificate store)
          // in a session of its own; the window's session refuses every request that is not the
          // app's own files. Proxy and client-certificate prompts are not answered from main.
          session: serviceSession,
          stdio: 'inherit',
        },
        {
          userDataDir: app.getPath('userData'),
          logsDir: app.getPath('logs'),
          appVersion: app.getVersion(),
          platform: process.platform,
          demoAdmin: development,
        },
        utilityServiceSpawner(
          utilityProcess,
          join(import.meta.dirname, 'demo-service.js'),
          () => new MessageChannelMain(),
        ),
      ),
    onEvent: (name, payload) => {
      coreEvents.relay(name, payload);
    },
    onState: (state) => {
      log?.write('core-state', { state });
      coreEvents.emit('app.core', { state });
    },
    onGaveUp: (error) => {
      log?.write('core-gave-up', { error: error.name });
    },
  });
  core = supervisor;
  const handlers = remoteHandlers(() => supervisor.client());
  await installMenu(handlers);

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
  const unbind = bindElectronIpc(
    menuFollowsLanguage(
      (name, text, signal) => supervisor.callJson(name, text, signal),
      () => installMenu(handlers),
    ),
    coreEvents,
    {
      contents: window.webContents,
      isAppUrl: (url) => isAppUrl(url, devServerUrl),
    },
  );
  window.on('closed', unbind);
  reloadAfterCrash(window.webContents, { log: (event, fields) => log?.write(event, fields) });
  log.write('window-created');
  if (development) {
    openDemoOnFirstRun(handlers).catch((error: unknown) => {
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
  void core?.stop();
});

start().catch((error: unknown) => {
  log?.write('start-failed', { error: error instanceof Error ? error.name : 'unknown' });
  console.error('[kikan] failed to start:', error);
  // A packaged app has no console anyone reads: say why, and where the data folder is.
  const { title, content } = startFailureDialog(app.getLocale(), error, app.getPath('userData'));
  dialog.showErrorBox(title, content);
  app.exit(1);
});
