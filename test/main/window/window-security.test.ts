// Electron's security checklist, item by item, against the window factory and the session setup.
// The `electron` module is replaced by a recording fake (test/main/window/fake-electron.ts):
// no Electron binary can run on this machine.
import type { BrowserWindow, BrowserWindowConstructorOptions, Session } from 'electron';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMainWindow } from '../../../main/window/create-main-window.ts';
import { hardenSession } from '../../../main/window/harden-session.ts';
import { contentSecurityPolicy } from '../../../main/window/security-policy.ts';
import { FakeBrowserWindow, FakeSession } from './fake-electron.ts';

const opened: string[] = [];

function makeWindow(devServerUrl: string | null = null): FakeBrowserWindow {
  FakeBrowserWindow.created = [];
  createMainWindow(
    {
      BrowserWindow: FakeBrowserWindow as unknown as new (
        o: BrowserWindowConstructorOptions,
      ) => BrowserWindow,
      shell: {
        openExternal: (url: string) => {
          opened.push(url);
          return Promise.resolve();
        },
      },
    },
    {
      preloadPath: '/app/out/preload/index.cjs',
      startUrl: 'kikan://app/index.html',
      devServerUrl,
      darkBackground: false,
    },
  );
  const window = FakeBrowserWindow.created[0];
  if (!window) throw new Error('no window created');
  return window;
}

describe('main window', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('isolates the renderer: context isolation, sandbox, no Node, web security on (#2–#4, #6)', () => {
    const prefs = makeWindow().options['webPreferences'] as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      preload: '/app/out/preload/index.cjs',
    });
  });

  it('allows no insecure content, experimental features, blink features or webview tag (#8–#11)', () => {
    const prefs = makeWindow().options['webPreferences'] as Record<string, unknown>;
    expect(prefs['allowRunningInsecureContent']).toBe(false);
    expect(prefs['experimentalFeatures']).toBe(false);
    expect(prefs['webviewTag']).toBe(false);
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('loads the app from its own scheme, not file:// (#18)', () => {
    expect(makeWindow().webContents.loadedUrl).toBe('kikan://app/index.html');
  });

  it('refuses navigation away from the app (#13)', () => {
    const contents = makeWindow().webContents;
    expect(contents.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.fire('will-redirect', 'http://127.0.0.1:9/')).toBe(true);
    expect(contents.fire('will-navigate', 'kikan://app/index.html#/vouchers')).toBe(false);
  });

  it('allows the dev server only when one is configured', () => {
    expect(makeWindow().webContents.fire('will-navigate', 'http://localhost:5173/')).toBe(true);
    expect(
      makeWindow('http://localhost:5173').webContents.fire(
        'will-navigate',
        'http://localhost:5173/x',
      ),
    ).toBe(false);
  });

  it('denies every new window and opens only allow-listed https links outside (#14, #15)', () => {
    const contents = makeWindow().webContents;
    const handler = contents.windowOpenHandler;
    if (!handler) throw new Error('no window open handler');
    expect(handler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'http://www.electronjs.org/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'https://www.electronjs.org/docs' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.electronjs.org/docs']);
  });

  it('refuses to attach webviews (#12)', () => {
    expect(makeWindow().webContents.fire('will-attach-webview', {}, {})).toBe(true);
  });
});

describe('session', () => {
  function hardened(devServerUrl: string | null = null): FakeSession {
    const session = new FakeSession();
    hardenSession(session as unknown as Session, devServerUrl);
    return session;
  }

  it('denies every permission request and check (#5)', () => {
    const session = hardened();
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      let granted: boolean | null = null;
      session.permissionRequestHandler?.(null, permission, (value) => {
        granted = value;
      });
      expect(granted).toBe(false);
    }
    expect(session.permissionCheckHandler?.()).toBe(false);
    expect(session.devicePermissionHandler?.()).toBe(false);
  });

  it('sends a strict Content-Security-Policy with every response (#7)', () => {
    const session = hardened();
    let headers: Record<string, string[]> | undefined;
    session.headersListener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, (result) => {
      headers = result.responseHeaders;
    });
    const csp = headers?.['Content-Security-Policy']?.[0] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers?.['Content-Type']).toEqual(['text/html']);
  });

  it('relaxes the policy only for the development server', () => {
    expect(contentSecurityPolicy('http://localhost:5173')).toContain('unsafe-inline');
    expect(contentSecurityPolicy(null)).not.toContain('unsafe-inline');
  });

  it('loads no remote content: only the app scheme leaves the renderer', () => {
    const session = hardened();
    const decide = (url: string): boolean | undefined => {
      let cancel: boolean | undefined;
      session.requestListener?.({ url }, (result) => {
        cancel = result.cancel;
      });
      return cancel;
    };
    expect(decide('kikan://app/assets/index.js')).toBe(false);
    expect(decide('https://cdn.example/lib.js')).toBe(true);
    expect(decide('http://127.0.0.1:4010/purchase_orders')).toBe(true);
  });
});
