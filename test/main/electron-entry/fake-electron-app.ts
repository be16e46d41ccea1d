// A recording stand-in for the whole `electron` module as main/index.ts uses it. No Electron
// binary can run on this machine, so this checks how the entry wires the real core to Electron:
// the core, the keychain, the stand-in and node:sqlite under it are all real.
import { fork, spawn, type ChildProcess } from 'node:child_process';
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
  /** The demo stand-ins started (as Node children here), and what main posted to them. */
  standIns: ChildProcess[];
  standInMessages: unknown[];
  defaultSession: FakeSession;
  partitions: Map<string, { fetched: string[]; session: unknown }>;
  forks: { entry: string; args: string[]; options: Record<string, unknown> }[];
  /** The core processes forked so far (the newest last). */
  coreChildren: ChildProcess[];
  appEvents: EventEmitter;
  /** dialog.showErrorBox calls, in order. */
  errorBoxes: { title: string; content: string }[];
  /** app.exit calls' codes, in order. */
  exitCodes: number[];
}

export const FAKE_DISPLAY = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
};

const standInCli = resolve(import.meta.dirname, '../../../service/cli.ts');
const coreEntry = resolve(import.meta.dirname, '../../../main/core-process/entry.ts');

/** A recorded utility process running the real core entry as a Node child. */
function forkCoreChild(fake: FakeElectronApp) {
  const child = fork(coreEntry, [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  fake.coreChildren.push(child);
  return {
    pid: child.pid,
    postMessage: (message: unknown) => {
      if (child.connected) child.send(message as object);
    },
    on: (event: string, listener: Handler) => child.on(event, listener),
    off: (event: string, listener: Handler) => child.off(event, listener),
    once: (event: string, listener: Handler) => child.once(event, listener),
    kill: () => child.kill('SIGTERM'),
  };
}

/** Electron's MessageChannelMain, as far as main uses it: two ports that can be closed. */
class FakeMessageChannelMain {
  readonly port1 = { closed: false, close: (): void => void (this.port1.closed = true) };
  readonly port2 = { closed: false, close: (): void => void (this.port2.closed = true) };
}

/**
 * Calls a contract entry as the preload does: the input goes to main's handler as JSON text, and
 * the answer comes back as JSON text that is read here.
 */
export async function invokeAsPreload(
  fake: FakeElectronApp,
  frame: unknown,
  channel: string,
  input: unknown = {},
): Promise<unknown> {
  const answer = await fake.ipcHandlers.get(channel)?.(
    { senderFrame: frame },
    JSON.stringify(input),
  );
  return typeof answer === 'string' ? (JSON.parse(answer) as unknown) : answer;
}

/** Whether every core process forked so far has ended (after `will-quit`, say). */
export function coresEnded(fake: FakeElectronApp): boolean {
  return fake.coreChildren.every((child) => child.exitCode !== null || child.signalCode !== null);
}

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
    standIns: [],
    standInMessages: [],
    defaultSession: new FakeSession(),
    partitions: new Map(),
    forks: [],
    coreChildren: [],
    appEvents,
    errorBoxes: [],
    exitCodes: [],
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
      fake.exitCodes.push(code);
      appEvents.emit('exit', code);
    },
  };
  const session = {
    defaultSession: fake.defaultSession,
    fromPartition: (name: string) => {
      const record = { fetched: [] as string[], session: null as unknown };
      record.session = {
        fetch: (input: string | Request, init?: RequestInit) => {
          record.fetched.push(typeof input === 'string' ? input : input.url);
          return fetch(input, init);
        },
      };
      fake.partitions.set(name, record);
      return record.session;
    },
  };
  const utilityProcess = {
    // The bundled core.js and demo-service.js exist only in a build; their sources are what
    // they bundle. The core runs as a real Node child (its entry talks over Node's IPC channel
    // where Electron's parentPort is absent), so everything under the entry stays real.
    fork: (entry: string, args: string[], forkOptions?: Record<string, unknown>) => {
      fake.forks.push({ entry, args, options: forkOptions ?? {} });
      if (/[/\\]core\.js$/.test(entry)) return forkCoreChild(fake);
      // A Node child watches its stdin for its parent's end (--exit-with-parent): hold it open.
      const child = spawn(process.execPath, [standInCli, ...args], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      fake.standIns.push(child);
      return Object.assign(new EventEmitter(), {
        stdout: child.stdout,
        // The lifeline port main hands a utility-process stand-in; this one watches its stdin.
        postMessage: (message: unknown) => {
          fake.standInMessages.push(message);
        },
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
    MessageChannelMain: FakeMessageChannelMain,
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
    dialog: {
      showErrorBox: (title: string, content: string) => {
        fake.errorBoxes.push({ title, content });
      },
    },
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
