// The licenses of the packages the app ships, generated at build time from the lockfile into
// out/licenses.txt (Help › Third-Party Licenses opens it). Shipped packages are the lockfile's
// entries not marked dev (or devOptional); their texts come from the installed packages' LICENSE files.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface LockEntry {
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

export function shippedPackages(root: string): ShippedPackage[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  const shipped = Object.entries(lock.packages)
    .filter(
      ([path, entry]) =>
        path.startsWith('node_modules/') && entry.dev !== true && entry.devOptional !== true,
    )
    .map(([path, entry]) => ({
      name: packageName(path),
      version: entry.version ?? '',
      license: entry.license ?? 'UNKNOWN',
      // Platform builds of a native package that are not installed here share their parent's text.
      text: licenseText(join(root, path)),
    }));
  return shipped.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
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

export function writeLicenses(root: string, outFile: string): void {
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, licensesReport('Kikan Desk', shippedPackages(root)));
}

/** The electron-vite (Vite) plugin: writes the file whenever the main process is built. */
export function licensesPlugin(
  root: string,
  outFile: string,
): { name: string; closeBundle(): void } {
  return {
    name: 'kikan-licenses',
    closeBundle() {
      writeLicenses(root, outFile);
    },
  };
}
