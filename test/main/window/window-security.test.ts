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

function makeWindow(devServerUrl: string | null = null, devTools = false): FakeBrowserWindow {
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
      devTools,
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

  it('has DevTools only in a development build', () => {
    const packaged = makeWindow(null, false).options['webPreferences'] as Record<string, unknown>;
    expect(packaged['devTools']).toBe(false);
    const development = makeWindow(null, true).options['webPreferences'] as Record<string, unknown>;
    expect(development['devTools']).toBe(true);
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

  it('leaves the CSP of the built app to the scheme handler (app-protocol.test.ts)', () => {
    // Electron does not run onHeadersReceived for every custom-scheme response, so a packaged
    // build must not rely on it: the kikan:// handler sends the policy itself.
    expect(hardened().headersListener).toBeNull();
  });

  it('relaxes the policy only for responses of the development server', () => {
    expect(contentSecurityPolicy('http://localhost:5173')).toContain('unsafe-inline');
    expect(contentSecurityPolicy(null)).not.toContain('unsafe-inline');
    const session = hardened('http://localhost:5173');
    const policyFor = (url: string): string | undefined => {
      let headers: Record<string, string[]> | undefined;
      session.headersListener?.(
        { url, responseHeaders: { 'Content-Type': ['text/html'] } },
        (r) => {
          headers = r.responseHeaders;
        },
      );
      return headers?.['Content-Security-Policy']?.[0];
    };
    expect(policyFor('http://localhost:5173/index.html')).toContain('unsafe-inline');
    expect(policyFor('https://cdn.example/x.js')).toBeUndefined();
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
