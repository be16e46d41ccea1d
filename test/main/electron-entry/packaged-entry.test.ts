// main/index.ts as a packaged build runs it (app.isPackaged true), with the `electron` module
// replaced by a recording fake (no Electron binary runs here; see fake-electron-app.ts). The core,
// keychain, node:sqlite and the demo stand-in under it are real.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callChannel } from '../../../app/ipc/contract.ts';
import { FakeBrowserWindow } from '../window/fake-electron.ts';
import {
  coresEnded,
  fakeElectronApp,
  invokeAsPreload,
  type FakeAppWindow,
  type FakeElectronApp,
  type MenuTemplateItem,
} from './fake-electron-app.ts';
import { until } from '../../support/until.ts';

const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-packaged-'));
const fake: FakeElectronApp = fakeElectronApp(userDataDir, { isPackaged: true, locale: 'ja-JP' });
vi.mock('electron', () => fake.module);

let window: FakeAppWindow;

beforeAll(async () => {
  // A hostile environment: a packaged app must not follow this.
  vi.stubEnv('ELECTRON_RENDERER_URL', 'https://evil.example/');
  FakeBrowserWindow.created = [];
  await import('../../../main/index.ts');
  window = await until(
    () => FakeBrowserWindow.created[0] as FakeAppWindow | undefined,
    'the window',
  );
});

afterAll(async () => {
  vi.unstubAllEnvs();
  fake.appEvents.emit('will-quit');
  await until(() => coresEnded(fake), 'the core to stop');
  rmSync(userDataDir, { recursive: true, force: true });
});

function flatten(items: MenuTemplateItem[]): MenuTemplateItem[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
}

/** The demo stand-in's utility processes (the core has one of its own). */
const demoForks = () => fake.forks.filter((f) => /[/\\]demo-service\.js$/.test(f.entry));

describe('packaged build', () => {
  it('ignores ELECTRON_RENDERER_URL and loads only its own files', () => {
    expect(window.webContents.loadedUrl).toBe('kikan://app/index.html');
    expect(window.webContents.fire('will-navigate', 'https://evil.example/')).toBe(true);
    // No dev-server CSP rewriting either.
    expect(fake.defaultSession.headersListener).toBeNull();
  });

  it('has no DevTools and no menu item that opens them', () => {
    const prefs = window.options['webPreferences'] as { devTools: boolean };
    expect(prefs.devTools).toBe(false);
    const menu = flatten(fake.menu ?? []);
    expect(menu.length).toBeGreaterThan(10);
    expect(menu.map((item) => item.role)).not.toContain('toggleDevTools');
    expect(menu.map((item) => item.role)).not.toContain('reload');
  });

  it('labels the menu in the system language and fills the About panel', () => {
    expect(fake.menu?.map((item) => item.label)).toContain('編集');
    expect(String(fake.aboutPanel?.['version'])).toMatch(/Electron .*Chromium .*Node\.js /);
  });

  it('does not open the demo by itself', async () => {
    // Startup is over once the window exists; a connections.list answered after it shows any
    // first-run step would have run (a development run has its demo profile by then).
    const answer = (await invokeAsPreload(
      fake,
      window.webContents.mainFrame,
      callChannel('connections.list'),
    )) as {
      ok: boolean;
      value: { profiles: unknown[] };
    };
    expect(answer.ok).toBe(true);
    expect(answer.value.profiles).toEqual([]);
    expect(demoForks()).toHaveLength(0);
  });

  it('starts the demo stand-in without its admin surface', async () => {
    const opened = (await invokeAsPreload(
      fake,
      window.webContents.mainFrame,
      callChannel('connections.openDemo'),
    )) as {
      ok: boolean;
      value: { baseUrl: string };
    };
    expect(demoForks()[0]?.args).toContain('--no-admin');
    expect(opened.ok).toBe(true);
    for (const path of ['/_admin/stats', '/_admin/faults']) {
      const response = await fetch(`${opened.value.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it.skipIf(process.platform === 'win32')('keeps its store readable by this user only', () => {
    expect(statSync(join(userDataDir, 'kikan.sqlite')).mode & 0o777).toBe(0o600);
    expect(statSync(userDataDir).mode & 0o077).toBe(0);
  });
});
