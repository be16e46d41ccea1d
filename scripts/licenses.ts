// The licenses of the packages the app ships, generated at build time into out/licenses.txt
// (Help › Third-Party Licenses opens it). The app ships third-party code two ways:
// - packed: the node_modules electron-builder packs, npm's production tree (`npm ls --omit dev`):
//   main's runtime dependencies (package.json `dependencies`) and theirs, read from the lockfile;
// - bundled: the modules Vite copied into the build (renderer, its worker, preload, main), as the
//   bundler's own chunk lists name them (the renderer's libraries are devDependencies for that
//   reason: they ship inside the bundle, never as node_modules).
// Their texts come from the installed packages' LICENSE files.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  /** Needed by dev tools, and only an optional peer of shipped code: not installed in production. */
  devOptional?: boolean;
}

interface Lockfile {
  packages: Record<string, LockEntry>;
}

export interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  /** The package's license file as installed, or null when it ships none. */
  text: string | null;
}

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
function packageName(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

function licenseText(packageDir: string): string | null {
  if (!existsSync(packageDir)) return null;
  const file = readdirSync(packageDir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  return file === undefined ? null : readFileSync(join(packageDir, file), 'utf8').trim();
}

function readLock(root: string): Lockfile {
  return JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
}

function described(root: string, lockPath: string, entry: LockEntry): ShippedPackage {
  return {
    name: entry.name ?? packageName(lockPath),
    version: entry.version ?? '',
    license: entry.license ?? 'UNKNOWN',
    // Platform builds of a native package that are not installed here share their parent's text.
    text: licenseText(join(root, lockPath)),
  };
}

/** The lockfile paths (`node_modules/…`) of the packages electron-builder packs. */
export function packedPackagePaths(root: string): string[] {
  return Object.entries(readLock(root).packages)
    .filter(
      ([path, entry]) =>
        path.startsWith('node_modules/') && entry.dev !== true && entry.devOptional !== true,
    )
    .map(([path]) => path);
}

const PACKAGE_PATH = /node_modules\/(?:@[^/]+\/)?[^/]+(?:\/node_modules\/(?:@[^/]+\/)?[^/]+)*/;

/**
 * A bundled module's package, as its lockfile path: `/x/node_modules/a/node_modules/b/c.js` →
 * `node_modules/a/node_modules/b`; null for the app's own modules and the bundler's helpers.
 */
export function packagePathOf(moduleId: string): string | null {
  const id = moduleId.replace(/^\0/, '').replace(/\?.*$/, '').replaceAll('\\', '/');
  return PACKAGE_PATH.exec(id)?.[0] ?? null;
}

/** The shipped packages: the packed ones and those bundled (given as lockfile paths). */
export function shippedPackages(root: string, bundledPaths: Iterable<string>): ShippedPackage[] {
  const lock = readLock(root);
  const byId = new Map<string, ShippedPackage>();
  for (const path of [...packedPackagePaths(root), ...bundledPaths]) {
    const entry = lock.packages[path];
    if (entry === undefined) throw new Error(`${path} is not in package-lock.json`);
    const p = described(root, path, entry);
    byId.set(`${p.name}@${p.version}`, p);
  }
  return [...byId.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

export function licensesReport(appName: string, packages: readonly ShippedPackage[]): string {
  const rule = '-'.repeat(72);
  const blocks = packages.map((p) =>
    [
      `${p.name} ${p.version}`,
      `License: ${p.license}`,
      '',
      p.text ?? '(no license file in the package)',
    ].join('\n'),
  );
  return [
    `${appName} includes the following packages.`,
    '',
    ...packages.map((p) => `  ${p.name} ${p.version} (${p.license})`),
    '',
    ...blocks.flatMap((block) => [rule, block]),
    '',
  ].join('\n');
}

export function writeLicenses(root: string, outFile: string, bundledPaths: Iterable<string>): void {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, licensesReport('Kikan Desk', shippedPackages(root, bundledPaths)));
}

/** The listing line of one package in the report (tests read the list back). */
export const REPORT_LINE = /^ {2}(\S+) (\S+) \((.*)\)$/;

interface BundleChunk {
  type: 'chunk' | 'asset';
  moduleIds?: readonly string[];
}

/**
 * The electron-vite (Vite) plugins that write the file: one collector shared by every build of a
 * run (main, preload, renderer and the renderer's worker), each adding the packages its bundle
 * took in, and each writing the file when it ends (the last build's file lists them all).
 */
export function licensesCollector(root: string, outFile: string) {
  const bundled = new Set<string>();
  return {
    plugin(): {
      name: string;
      generateBundle(options: unknown, bundle: Record<string, BundleChunk>): void;
      closeBundle(): void;
    } {
      return {
        name: 'kikan-licenses',
        generateBundle(_options, bundle) {
          for (const item of Object.values(bundle)) {
            for (const id of item.type === 'chunk' ? (item.moduleIds ?? []) : []) {
              const path = packagePathOf(id);
              if (path !== null) bundled.add(path);
            }
          }
        },
        closeBundle() {
          writeLicenses(root, outFile, bundled);
        },
      };
    },
  };
}
