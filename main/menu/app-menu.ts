import type { MenuItemConstructorOptions } from 'electron';
import type { MenuLabels } from './menu-labels.ts';

export interface AppMenuOptions {
  labels: MenuLabels;
  platform: NodeJS.Platform;
  /** Reload and DevTools exist only in a development build. */
  development: boolean;
  openLogsFolder(): void;
  showLicenses(): void;
  showAbout(): void;
}

/**
 * The native application menu, built from Electron's standard roles. On macOS the clipboard and
 * undo shortcuts reach the page only through the Edit menu's roles, and the grids rely on them.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const { labels: l, platform, development } = options;
  const mac = platform === 'darwin';
  const about: MenuItemConstructorOptions = {
    label: l.about,
    click: () => {
      options.showAbout();
    },
  };

  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          role: 'appMenu',
          submenu: [
            about,
            { type: 'separator' },
            { role: 'services', label: l.services },
            { type: 'separator' },
            { role: 'hide', label: l.hide },
            { role: 'hideOthers', label: l.hideOthers },
            { role: 'unhide', label: l.unhide },
            { type: 'separator' },
            { role: 'quit', label: l.quit },
          ],
        },
      ]
    : [];

  const file: MenuItemConstructorOptions = {
    label: l.file,
    submenu: mac
      ? [{ role: 'close', label: l.closeWindow }]
      : [
          { role: 'close', label: l.closeWindow },
          { type: 'separator' },
          { role: 'quit', label: l.quit },
        ],
  };

  const edit: MenuItemConstructorOptions = {
    label: l.edit,
    submenu: [
      { role: 'undo', label: l.undo },
      { role: 'redo', label: l.redo },
      { type: 'separator' },
      { role: 'cut', label: l.cut },
      { role: 'copy', label: l.copy },
      { role: 'paste', label: l.paste },
      { type: 'separator' },
      { role: 'selectAll', label: l.selectAll },
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: l.view,
    submenu: [
      ...(development
        ? ([
            { role: 'reload', label: l.reload },
            { role: 'toggleDevTools', label: l.devTools },
            { type: 'separator' },
          ] satisfies MenuItemConstructorOptions[])
        : []),
      { role: 'resetZoom', label: l.actualSize },
      { role: 'zoomIn', label: l.zoomIn },
      { role: 'zoomOut', label: l.zoomOut },
      { type: 'separator' },
      { role: 'togglefullscreen', label: l.fullScreen },
    ],
  };

  const window: MenuItemConstructorOptions = {
    label: l.window,
    role: 'windowMenu',
    submenu: mac
      ? [
          { role: 'minimize', label: l.minimize },
          { role: 'zoom', label: l.zoom },
          { type: 'separator' },
          { role: 'front', label: l.front },
        ]
      : [
          { role: 'minimize', label: l.minimize },
          { role: 'close', label: l.closeWindow },
        ],
  };

  const help: MenuItemConstructorOptions = {
    label: l.help,
    role: 'help',
    submenu: [
      {
        label: l.openLogs,
        click: () => {
          options.openLogsFolder();
        },
      },
      {
        label: l.licenses,
        click: () => {
          options.showLicenses();
        },
      },
      ...(mac ? [] : ([{ type: 'separator' }, about] satisfies MenuItemConstructorOptions[])),
    ],
  };

  return [...appMenu, file, edit, view, window, help];
}
