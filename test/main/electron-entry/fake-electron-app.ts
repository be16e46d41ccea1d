// A recording stand-in for the whole `electron` module as main/index.ts uses it. No Electron
// binary can run on this machine, so this checks how the entry wires the real core to Electron:
// the core, the keychain, the stand-in and node:sqlite under it are all real.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { FakeBrowserWindow, FakeSession } from '../window/fake-electron.ts';

type Handler = (...args: unknown[]) => unknown;

export interface MenuTemplateItem {
  label?: string;
  role?: string;
  type?: string;
  click?: () => void;
  submenu?: MenuTemplateItem[];
}

export class FakeAppWindow extends FakeBrowserWindow {
  readonly events = new EventEmitter();
  on(event: string, listener: Handler): this {
    this.events.on(event, listener);
    return this;
  }
  isMinimized(): boolean {
    return false;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  getNormalBounds() {
    const { x, y, width, height } = this.options as Record<string, number>;
    return { x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0 };
  }
  restore(): void {}
  focus(): void {}
}

export interface FakeElectronApp {
  module: Record<string, unknown>;
  /** The template given to Menu.buildFromTemplate (then to setApplicationMenu). */
  menu: MenuTemplateItem[] | null;
  aboutPanel: Record<string, unknown> | null;
  openedPaths: string[];
  privileged: unknown[];
  protocolHandlers: Map<string, (request: Request) => Promise<Response>>;
  ipcHandlers: Map<string, Handler>;
  defaultSession: FakeSession;
  partitions: Map<string, { fetched: string[] }>;
  forks: { entry: string; args: string[] }[];
  appEvents: EventEmitter;
}

export const FAKE_DISPLAY = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
};

const standInCli = resolve(import.meta.dirname, '../../../service/cli.ts');

export function fakeElectronApp(
  userDataDir: string,
  options: { isPackaged?: boolean; locale?: string } = {},
): FakeElectronApp {
  const appEvents = new EventEmitter();
  const ipcEvents = new EventEmitter();
  const fake: FakeElectronApp = {
    module: {},
    menu: null,
    aboutPanel: null,
    openedPaths: [],
    privileged: [],
    protocolHandlers: new Map(),
    ipcHandlers: new Map(),
    defaultSession: new FakeSession(),
    partitions: new Map(),
    forks: [],
    appEvents,
  };
  const app = {
    isPackaged: options.isPackaged ?? false,
    whenReady: () => Promise.resolve(),
    requestSingleInstanceLock: () => true,
    getPath: (name: string) => (name === 'logs' ? resolve(userDataDir, 'logs') : userDataDir),
    getAppPath: () => resolve(import.meta.dirname, '../../..'),
    getLocale: () => options.locale ?? 'en-US',
    setAboutPanelOptions: (panel: Record<string, unknown>) => {
      fake.aboutPanel = panel;
    },
    showAboutPanel: () => undefined,
    getVersion: () => '0.0.0-entry-test',
    on: (event: string, listener: Handler) => appEvents.on(event, listener),
    quit: () => appEvents.emit('will-quit'),
    exit: (code: number) => {
      throw new Error(`app.exit(${code})`);
    },
  };
  const session = {
    defaultSession: fake.defaultSession,
    fromPartition: (name: string) => {
      const record = { fetched: [] as string[] };
      fake.partitions.set(name, record);
      return {
        fetch: (input: string | Request, init?: RequestInit) => {
          record.fetched.push(typeof input === 'string' ? input : input.url);
          return fetch(input, init);
        },
      };
    },
  };
  const utilityProcess = {
    // The bundled demo-service.js exists only in a build; the stand-in's source is what it bundles.
    fork: (entry: string, args: string[]) => {
      fake.forks.push({ entry, args });
      const child = spawn(process.execPath, [standInCli, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      return Object.assign(new EventEmitter(), {
        stdout: child.stdout,
        kill: () => child.kill('SIGTERM'),
        once: (event: string, listener: Handler) => child.once(event, listener),
      });
    },
  };
  fake.module = {
    app,
    session,
    utilityProcess,
    BrowserWindow: FakeAppWindow,
    shell: {
      openExternal: () => Promise.resolve(),
      openPath: (path: string) => {
        fake.openedPaths.push(path);
        return Promise.resolve('');
      },
    },
    screen: {
      getAllDisplays: () => [FAKE_DISPLAY],
      getPrimaryDisplay: () => FAKE_DISPLAY,
      getDisplayMatching: () => FAKE_DISPLAY,
    },
    Menu: {
      buildFromTemplate: (template: MenuTemplateItem[]) => {
        fake.menu = template;
        return { template };
      },
      setApplicationMenu: () => undefined,
    },
    nativeTheme: { shouldUseDarkColors: false },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => fake.privileged.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        fake.protocolHandlers.set(scheme, handler),
    },
    ipcMain: {
      handle: (channel: string, handler: Handler) => fake.ipcHandlers.set(channel, handler),
      removeHandler: (channel: string) => fake.ipcHandlers.delete(channel),
      // Fire-and-forget messages (the renderer's cancellations).
      on: (channel: string, listener: Handler) => ipcEvents.on(channel, listener),
      removeListener: (channel: string, listener: Handler) =>
        ipcEvents.removeListener(channel, listener),
    },
  };
  return fake;
}
