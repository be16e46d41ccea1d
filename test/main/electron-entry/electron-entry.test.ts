// main/index.ts with the `electron` module replaced by a recording fake (no Electron binary runs
// on this machine; see fake-electron-app.ts). Everything under the entry is real: the core, the
// OS keychain, node:sqlite, and the demo stand-in it starts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_NAMES, callChannel, eventChannel } from '../../../app/ipc/contract.ts';
import { FakeBrowserWindow } from '../window/fake-electron.ts';
import {
  coresEnded,
  fakeElectronApp,
  invokeAsPreload,
  type FakeAppWindow,
  type FakeElectronApp,
} from './fake-electron-app.ts';
import { until } from '../../support/until.ts';

const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-entry-'));
const fake: FakeElectronApp = fakeElectronApp(userDataDir);
vi.mock('electron', () => fake.module);

let window: FakeAppWindow;

type IpcResult = { ok: boolean; value?: unknown; error?: unknown };
const invoke = (name: string, input: unknown = {}) =>
  invokeAsPreload(
    fake,
    window.webContents.mainFrame,
    callChannel(name as (typeof CALL_NAMES)[number]),
    input,
  ) as Promise<IpcResult>;

beforeAll(async () => {
  FakeBrowserWindow.created = [];
  await import('../../../main/index.ts');
  window = await until(
    () => FakeBrowserWindow.created[0] as FakeAppWindow | undefined,
    'the window',
  );
});

afterAll(async () => {
  fake.appEvents.emit('will-quit');
  await until(() => coresEnded(fake), 'the core to stop');
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('Electron entry', () => {
  it('serves the renderer from the privileged app scheme', async () => {
    expect(fake.privileged).toEqual([
      {
        scheme: 'kikan',
        privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
      },
    ]);
    const handler = fake.protocolHandlers.get('kikan');
    expect((await handler?.(new Request('kikan://app/index.html')))?.status).toBe(200);
    expect((await handler?.(new Request('kikan://app/../package.json')))?.status).toBe(404);
  });

  it('hardens the window session and loads the app with the sandboxed preload', () => {
    expect(fake.defaultSession.permissionRequestHandler).not.toBeNull();
    expect(fake.defaultSession.requestListener).not.toBeNull();
    expect(window.webContents.loadedUrl).toBe('kikan://app/index.html');
    const prefs = window.options['webPreferences'] as { preload: string; sandbox: boolean };
    expect(prefs.preload).toMatch(/[/\\]preload[/\\]index\.cjs$/);
    expect(prefs.sandbox).toBe(true);
  });

  it('binds exactly the contract to IPC', () => {
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(CALL_NAMES.map(callChannel).sort());
  });

  it('opens the demo on a development first run, as a utility process beside the entry', async () => {
    const list = await until(async () => {
      const result = await invoke('connections.list');
      const value = result.value as { profiles: { isDemo: boolean; state: string }[] };
      return value.profiles.some((p) => p.isDemo && p.state === 'connected') ? value : undefined;
    }, 'the demo profile');
    expect(list.profiles).toHaveLength(1);
    const demoForks = fake.forks.filter((f) => /[/\\]demo-service\.js$/.test(f.entry));
    expect(demoForks).toHaveLength(1);
    expect(demoForks[0]?.args).toEqual(
      expect.arrayContaining(['--port', '0', '--host', '127.0.0.1', '--exit-with-parent']),
    );
    // Main handed the stand-in its end of the lifeline, whose closing ends it.
    expect(fake.standInMessages).toEqual([{ type: 'kikan-lifeline' }]);
  });

  it('runs the core in a utility process of its own, whose net.fetch uses the service session', async () => {
    const coreFork = fake.forks.find((f) => /[/\\]core\.js$/.test(f.entry));
    expect(coreFork?.options).toMatchObject({ serviceName: 'Kikan Desk core' });
    expect(fake.partitions.size).toBe(1);
    expect(coreFork?.options['session']).toBe(fake.partitions.get('kikan-service')?.session);
    expect(fake.coreChildren[0]?.pid).not.toBe(process.pid);
    // The window's calls reach it through main's relay.
    const page = await invoke('vouchers.browse', { kind: 'leases' });
    expect(page.ok).toBe(true);
  });

  it('logs to a file in the logs folder, which Help opens', async () => {
    // Main and the core process each write a file of their own (one writer rotates each).
    const coreLog = join(userDataDir, 'logs', 'core.log');
    await until(() => {
      const content = existsSync(coreLog) ? readFileSync(coreLog, 'utf8') : '';
      return /service-call method=GET path=\/\w+ status=200/.test(content) ? content : undefined;
    }, 'a service call in the core log');
    const mainLog = readFileSync(join(userDataDir, 'logs', 'main.log'), 'utf8');
    expect(mainLog).toMatch(/app-start version=0\.0\.0-entry-test packaged=false/);
    expect(mainLog).not.toMatch(/service-call/);
    const help = fake.menu?.find((item) => item.role === 'help');
    help?.submenu?.find((item) => item.label === 'Open Logs Folder')?.click?.();
    expect(fake.openedPaths).toEqual([join(userDataDir, 'logs')]);
    help?.submenu?.find((item) => item.label === 'Third-Party Licenses')?.click?.();
    // Beside the build's main/ folder: out/licenses.txt in a build.
    expect(fake.openedPaths[1]).toMatch(/[/\\]licenses\.txt$/);
    expect(fake.aboutPanel).toMatchObject({ applicationVersion: '0.0.0-entry-test' });
  });

  it('relabels the native menu when the language setting changes', async () => {
    const helpLabel = () => fake.menu?.find((item) => item.role === 'help')?.label;
    expect(helpLabel()).toBe('Help');
    expect(await invoke('settings.update', { language: 'ja' })).toMatchObject({ ok: true });
    expect(helpLabel()).toBe('ヘルプ');
    expect(await invoke('settings.update', { language: 'en' })).toMatchObject({ ok: true });
    expect(helpLabel()).toBe('Help');
  });

  it('restarts a core process that is killed, telling the window, which keeps working', async () => {
    const first = fake.coreChildren.at(-1);
    const sentBefore = window.webContents.sent.length;
    first?.kill('SIGKILL');
    const states = () =>
      window.webContents.sent
        .slice(sentBefore)
        .filter((message) => message.channel === eventChannel('app.core'))
        .map((message) => (message.payload as { state: string }).state);
    await until(() => (states().includes('ready') ? true : undefined), 'the new core');
    expect(states()).toEqual(['restarting', 'ready']);
    expect(fake.coreChildren.at(-1)?.pid).not.toBe(first?.pid);
    expect(await invoke('connections.list')).toMatchObject({ ok: true });
  });

  it('shows the app icon', () => {
    const icon = window.options['icon'];
    expect(typeof icon === 'string' && existsSync(icon)).toBe(true);
    expect(String(icon)).toMatch(/assets[/\\]icons[/\\]512x512\.png$/);
  });

  it('opens centred the first time and remembers its place per display on close', () => {
    expect(window.options).toMatchObject({ x: 320, y: 110, width: 1280, height: 820 });
    window.events.emit('close');
    const saved = JSON.parse(readFileSync(join(userDataDir, 'window-state.json'), 'utf8')) as {
      lastDisplay: string;
      displays: Record<string, unknown>;
    };
    expect(saved.lastDisplay).toBe('1920x1080@0,0');
    expect(saved.displays['1920x1080@0,0']).toEqual({
      x: 320,
      y: 110,
      width: 1280,
      height: 820,
      maximized: false,
    });
  });
});
