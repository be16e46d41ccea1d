// What the app ships, and the licenses file that lists it. Packed: the node_modules electron-builder
// packs, which it reads from `npm ls --omit dev` (run here with the same options, over the
// lockfile). Bundled: the modules Vite copied into the build, listed by the build itself. The
// file is checked against both, and against the app's own imports.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  packagePathOf,
  REPORT_LINE,
  shippedPackages,
  writeLicenses,
} from '../../../scripts/licenses.ts';
import { shippedRendererDir } from '../../support/shipped-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(join(tmpdir(), 'kikan-licenses-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

interface NpmTree {
  version?: string;
  dependencies?: Record<string, NpmTree>;
}

/** `name@version` of every package in npm's production tree, as electron-builder asks for it. */
function packedTree(): Set<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // electron-builder's NpmNodeModulesCollector: `npm list -a --include prod --include optional
  // --omit dev --json --long`; over the lockfile here, since node_modules may be a shared link.
  const out = execFileSync(
    npm,
    [
      'list',
      '--package-lock-only',
      '-a',
      '--include',
      'prod',
      '--include',
      'optional',
      '--omit',
      'dev',
      '--json',
      '--silent',
    ],
    { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' },
  );
  const found = new Set<string>();
  const walk = (tree: NpmTree): void => {
    for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
      if (child.version === undefined) continue; // an optional peer not installed: not shipped
      found.add(`${name}@${child.version}`);
      walk(child);
    }
  };
  walk(JSON.parse(out) as NpmTree);
  return found;
}

/** Every source file of the app (what the builds start from). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The packages the app's own code imports by name (not `electron`: the runtime provides it). */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['app', 'main', 'renderer/src', 'service']) {
    for (const file of sources(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import\()\s*'([^.'][^']*)'/g)) {
        const parts = (spec ?? '').split('/');
        names.add(spec?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
      }
    }
  }
  names.delete('electron');
  return names;
}

/** Packages nothing ships: types, compilers, bundlers, linters, test tools, Electron itself. */
function isBuildOnly(name: string): boolean {
  const imported = importedPackages();
  return (
    name === 'typescript' ||
    name.startsWith('@types/') ||
    (name in manifest.devDependencies && !imported.has(name))
  );
}

describe('the shipped node_modules (npm’s production tree, what electron-builder packs)', () => {
  const packed = packedTree();
  const names = [...packed].map((id) => id.slice(0, id.lastIndexOf('@')));

  it('holds main’s runtime dependencies and theirs, and no build-only package', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@napi-rs/keyring', 'zod']);
    for (const name of Object.keys(manifest.dependencies)) expect(names).toContain(name);
    const buildOnly = names.filter(isBuildOnly);
    expect(buildOnly).toEqual([]);
    // The renderer's libraries are bundled by Vite, never packed: typescript came in as an
    // optional peer of i18next while i18next was a dependency.
    for (const name of ['typescript', 'i18next', 'react', 'vite', 'electron'])
      expect(names).not.toContain(name);
  });

  it('is what main loads at run time: zod, the keychain module and its platform builds', () => {
    expect(names.filter((name) => !name.startsWith('@napi-rs/keyring')).sort()).toEqual(['zod']);
  });
});

describe('the licenses file (out/licenses.txt, written by every build)', () => {
  let listed: string[];
  beforeAll(async () => {
    await shippedRendererDir();
    const text = readFileSync(join(root, 'out', 'licenses.txt'), 'utf8');
    listed = text
      .split('\n')
      .map((line) => REPORT_LINE.exec(line))
      .filter((match) => match !== null)
      .map((match) => `${match[1] ?? ''}@${match[2] ?? ''}`);
  }, 300_000);

  it('lists every packed package, and besides them only what the build bundled', () => {
    const packed = packedTree();
    for (const id of packed) expect(listed, id).toContain(id);
    const bundled = listed.filter((id) => !packed.has(id));
    const bundledNames = bundled.map((id) => id.slice(0, id.lastIndexOf('@')));
    // Every library the app's code imports by name ships in the bundle (or packed), with its own
    // dependencies (react-dom's scheduler, the router's core).
    const imported = [...importedPackages()].filter((name) => name in manifest.devDependencies);
    expect(imported.length).toBeGreaterThan(10);
    for (const name of imported) expect(bundledNames, name).toContain(name);
    for (const name of ['scheduler', '@tanstack/router-core', 'fflate'])
      expect(bundledNames, name).toContain(name);
    // …and no build-only package, neither packed nor bundled.
    expect(bundledNames.filter(isBuildOnly)).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
  });

  it('names a license for each, with its text where the package has one installed', () => {
    const packages = shippedPackages(root, ['node_modules/react']);
    for (const p of packages) expect(p.license, p.name).not.toBe('UNKNOWN');
    const react = packages.find((p) => p.name === 'react');
    expect(react?.license).toBe('MIT');
    expect(react?.text).toMatch(/Permission is hereby granted/);
  });

  it('writes the report the Help menu opens', () => {
    const file = join(temp, 'licenses.txt');
    writeLicenses(root, file, ['node_modules/react']);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^Kikan Desk includes the following packages\./);
    expect(text).toMatch(/^ {2}zod \d+\.\d+\.\d+ \(MIT\)$/m);
    expect(text).toMatch(/^ {2}react \d+\.\d+\.\d+ \(MIT\)$/m);
    expect(text).toContain('License: MIT');
  });

  it('is collected by every build electron-vite runs (main, preload, renderer, its worker)', () => {
    const config = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8');
    expect(config).toMatch(/licensesCollector\(.*out\/licenses\.txt/s);
    expect(config.match(/licenses\.plugin\(\)/g)).toHaveLength(4);
  });

  it('reads a bundled module’s package from its path', () => {
    expect(packagePathOf('/a/node_modules/react/index.js')).toBe('node_modules/react');
    expect(packagePathOf('/a/node_modules/@tanstack/router-core/dist/esm/x.js')).toBe(
      'node_modules/@tanstack/router-core',
    );
    expect(packagePathOf('/a/node_modules/x/node_modules/@b/c/d.js?commonjs-exports')).toBe(
      'node_modules/x/node_modules/@b/c',
    );
    expect(packagePathOf('C:\\a\\node_modules\\react\\index.js')).toBe('node_modules/react');
    expect(packagePathOf('\0rolldown/runtime.js')).toBeNull();
    expect(packagePathOf('/a/renderer/src/main.tsx')).toBeNull();
  });
});
