import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate, type AppMenuOptions } from '../../../main/menu/app-menu.ts';
import { en, ja, menuLabels } from '../../../main/menu/menu-labels.ts';

const clicked: string[] = [];

function template(overrides: Partial<AppMenuOptions> = {}): MenuItemConstructorOptions[] {
  return appMenuTemplate({
    labels: en,
    platform: 'linux',
    development: false,
    openLogsFolder: () => clicked.push('logs'),
    showLicenses: () => clicked.push('licenses'),
    showAbout: () => clicked.push('about'),
    ...overrides,
  });
}

function items(menu: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return menu.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ]);
}

const roles = (menu: MenuItemConstructorOptions[]) =>
  items(menu)
    .map((item) => item.role)
    .filter((role) => role !== undefined);

describe('application menu', () => {
  it('has File, Edit, View, Window and Help, with the standard roles', () => {
    const menu = template();
    expect(menu.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(menu)).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
        'minimize',
        'close',
        'quit',
      ]),
    );
  });

  it('leaves no way to DevTools or reload in a packaged build, and has both in development', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      expect(roles(template({ platform }))).not.toContain('toggleDevTools');
      expect(roles(template({ platform }))).not.toContain('forceReload');
      expect(roles(template({ platform }))).not.toContain('reload');
    }
    expect(roles(template({ development: true }))).toEqual(
      expect.arrayContaining(['toggleDevTools', 'reload']),
    );
  });

  it('on macOS puts About and Quit in the app menu and keeps the Edit roles', () => {
    const menu = template({ platform: 'darwin' });
    expect(menu[0]?.role).toBe('appMenu');
    expect(roles(menu)).toEqual(expect.arrayContaining(['copy', 'paste', 'undo', 'quit', 'front']));
  });

  it('labels every item in English or Japanese', () => {
    for (const labels of [en, ja]) {
      for (const platform of ['linux', 'darwin'] as const) {
        const unlabelled = items(template({ labels, platform, development: true })).filter(
          (item) => item.type !== 'separator' && item.role !== 'appMenu' && !item.label,
        );
        expect(unlabelled).toEqual([]);
      }
    }
    expect(template({ labels: ja })[1]?.label).toBe('編集');
    expect(menuLabels('system', 'ja-JP')).toBe(ja);
    expect(menuLabels('system', 'de-DE')).toBe(en);
    expect(menuLabels('en', 'ja')).toBe(en);
  });

  it('Help opens the logs folder, the licenses and About', () => {
    clicked.length = 0;
    const help = template().find((item) => item.label === 'Help');
    const submenu = Array.isArray(help?.submenu) ? help.submenu : [];
    for (const item of submenu) item.click?.(undefined as never, undefined, undefined as never);
    expect(clicked).toEqual(['logs', 'licenses', 'about']);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });
});
