import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';
import { isAllowedExternalLink, isAppUrl } from './security-policy.ts';
import { DEFAULT_SIZE, MIN_SIZE, type Placement } from './window-state.ts';
import { secureWebPreferences } from './web-preferences.ts';

export interface MainWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  shell: Pick<Shell, 'openExternal'>;
}

export interface MainWindowOptions {
  preloadPath: string;
  /** kikan://app/index.html, or the dev server's URL in development. */
  startUrl: string;
  devServerUrl: string | null;
  darkBackground: boolean;
  /** Development builds only. */
  devTools: boolean;
  /** Where it opens (window-state.ts); the OS decides when absent. */
  placement?: Placement;
  /** The app icon (assets/icons/512x512.png, generated from assets/icon.svg). */
  iconPath?: string;
}

/**
 * Creates the one app window with the hardened preferences and refuses every navigation,
 * new window and webview that is not the app itself (checklist #11–#14).
 */
export function createMainWindow(deps: MainWindowDeps, options: MainWindowOptions): BrowserWindow {
  const place = options.placement;
  const window = new deps.BrowserWindow({
    ...(place
      ? { x: place.x, y: place.y, width: place.width, height: place.height }
      : DEFAULT_SIZE),
    ...(options.iconPath === undefined ? {} : { icon: options.iconPath }),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Kikan Desk',
    backgroundColor: options.darkBackground ? '#15171a' : '#f7f7f5',
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  });
  const contents = window.webContents;

  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalLink(url)) void deps.shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, options.devServerUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, options.devServerUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  window.once('ready-to-show', () => {
    if (place?.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(options.startUrl);
  return window;
}
