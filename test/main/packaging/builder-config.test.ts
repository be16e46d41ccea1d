// The packaging config, read as YAML and through electron-builder's own loader and schema check
// (packaging itself needs the Electron binary, which this machine lacks).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const RELEASE = 'electron-builder.yml';
const E2E = 'electron-builder.e2e.yml';

type Config = Record<string, unknown> & { electronFuses?: Record<string, boolean> };

function yamlOf(file: string): Config {
  return parse(readFileSync(resolve(root, file), 'utf8')) as Config;
}

interface BuilderConfigModule {
  getConfig(projectDir: string, configPath: string, options: null): Promise<Config>;
  validateConfiguration(config: Config, logger: unknown): Promise<void>;
}
const require = createRequire(import.meta.url);
const builder = require('app-builder-lib/out/util/config/config') as BuilderConfigModule;
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };

const RELEASE_FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  enableCookieEncryption: true,
};

describe('electron-builder config', () => {
  it('sets the release fuses', () => {
    expect(yamlOf(RELEASE).electronFuses).toMatchObject(RELEASE_FUSES);
  });

  it('the e2e build differs from the release only by the inspect fuse Playwright needs', async () => {
    const e2e = yamlOf(E2E);
    expect(e2e['extends']).toBe(`file:${RELEASE}`);
    expect(e2e.electronFuses).toEqual({ enableNodeCliInspectArguments: true });

    const release = await builder.getConfig(root, RELEASE, null);
    const merged = await builder.getConfig(root, E2E, null);
    expect(merged.electronFuses).toEqual({
      ...release.electronFuses,
      enableNodeCliInspectArguments: true,
    });
    const { electronFuses: _a, directories: d1, extends: _x, ...restE2e } = merged;
    const { electronFuses: _b, directories: d2, ...restRelease } = release;
    expect(restE2e).toEqual(restRelease);
    // Its artifacts never land where release artifacts are picked up.
    expect(d1).not.toEqual(d2);
  });

  it('both configs pass electron-builder’s own schema', async () => {
    for (const file of [RELEASE, E2E]) {
      await expect(
        builder.validateConfiguration(
          await builder.getConfig(root, file, null),
          new DebugLogger(false),
        ),
      ).resolves.toBeUndefined();
    }
  });

  it('npm scripts pick each config explicitly', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['dist']).toMatch(new RegExp(`electron-builder --config ${RELEASE}$`));
    expect(scripts['dist:e2e']).toMatch(new RegExp(`electron-builder --config ${E2E}$`));
  });
});

describe('installers for staff workstations', () => {
  const config: Record<string, unknown> = yamlOf(RELEASE);
  const section = (name: string) => (config[name] ?? {}) as Record<string, unknown>;

  it('Windows NSIS lets the user choose per-user or per-machine, and the folder', () => {
    expect(section('win')['target']).toEqual(['nsis']);
    expect(section('nsis')).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      allowToChangeInstallationDirectory: true,
    });
  });

  it('Linux AppImage and deb with a desktop entry; macOS DMG', () => {
    expect(section('linux')['target']).toEqual(['AppImage', 'deb']);
    const desktop = section('linux')['desktop'] as { entry: Record<string, string> };
    expect(desktop.entry['Name']).toBe('Kikan Desk');
    expect(desktop.entry['Categories']).toMatch(/Office/);
    expect(desktop.entry['Comment[ja]']).toBeTruthy();
    expect(section('mac')['target']).toEqual(['dmg']);
  });

  it('names every artifact with the version, and publishes nowhere', () => {
    expect(config['publish']).toBeNull();
    const names = [
      config['artifactName'],
      section('nsis')['artifactName'],
      section('deb')['artifactName'],
      section('appImage')['artifactName'],
      section('dmg')['artifactName'],
    ];
    for (const name of names) expect(name).toMatch(/\$\{version\}/);
  });

  it('every file and resource it names exists', () => {
    const named = [
      String(section('directories')['buildResources']),
      String(section('win')['icon']),
      String(section('mac')['icon']),
      String(section('linux')['icon']),
      ...(config['files'] as string[]).filter((file) => !file.startsWith('out/')),
    ];
    expect(named).toHaveLength(6);
    for (const path of named) expect(existsSync(resolve(root, path)), path).toBe(true);
    // A Linux icon folder holds <n>x<n>.png files.
    expect(readdirSync(resolve(root, String(section('linux')['icon'])))).toEqual(
      expect.arrayContaining(['256x256.png', '512x512.png']),
    );
    // out/** is the build (electron-vite build); the e2e config's parent is this file.
    expect(config['files']).toContain('out/**');
    expect(existsSync(resolve(root, String(yamlOf(E2E)['extends']).replace(/^file:/, '')))).toBe(
      true,
    );
  });
});
