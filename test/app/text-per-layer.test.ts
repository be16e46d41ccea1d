// The startup bundle carries only the shared text (locales/core.ts); each screen's text arrives
// with its route. So a key the frame or shared code says must be in the shared text, and a key a
// screen says must be its own or shared: otherwise it shows as a bare key until some other
// screen happens to load. This reads every literal key in the renderer's sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../app/ipc/contract.ts';
import { coreStrings } from '../../renderer/src/locales/core.ts';
import type { FeatureStrings, StringTree } from '../../renderer/src/lib/i18n-resources.ts';

const src = join(import.meta.dirname, '../../renderer/src');
const SCREENS = [
  'connect',
  'catalog',
  'vouchers',
  'products',
  'history',
  'review-send',
  'sent-catalog',
  'settings',
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const sources = filesUnder(src).filter((file) => /\.tsx?$/.test(file));
const isStrings = (file: string) => /strings\.ts$|strings-\w+\.ts$/.test(file);

async function textOf(files: readonly string[]): Promise<FeatureStrings[]> {
  const modules = await Promise.all(files.map((file) => import(file) as Promise<object>));
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is FeatureStrings => typeof value === 'object' && 'en' in value,
    ),
  );
}

/** The node at a dotted path of some part's English text (a plural's `_one` counts). */
function holds(parts: readonly FeatureStrings[], path: string): boolean {
  return parts.some((part) => {
    const keys = path.split('.');
    let node: StringTree | string | undefined = part.en;
    for (const [index, key] of keys.entries()) {
      if (typeof node !== 'object') return false;
      const last = index === keys.length - 1;
      node = node[key] ?? (last ? node[`${key}_one`] : undefined);
    }
    return node !== undefined;
  });
}

const callNames = new Set<string>(CALL_NAMES);

/** Literal keys ('a.b.c') and static prefixes of built ones (`a.b.${x}` → 'a.b'), not comments. */
function keysIn(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const literal = [...text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z_]+)+)['"`]/g)].map((m) => m[1]);
  const built = [...text.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z_]+)*)\.\$\{/g)].map((m) => m[1]);
  return [...literal, ...built].filter(
    (key): key is string => key !== undefined && !callNames.has(key),
  );
}

describe('text per layer', async () => {
  const everything = await textOf(sources.filter(isStrings));
  const shared = [coreStrings];

  it('finds the keys it checks', () => {
    const source =
      "// t('app.name')\nt('nav.catalog'); t(`callOutcome.${x}`); call('settings.get')";
    expect(keysIn(source)).toEqual(['nav.catalog', 'callOutcome']);
    expect(holds(everything, 'history.requestCount')).toBe(true);
    expect(holds(shared, 'history.requestCount')).toBe(false);
  });

  it('the frame and shared code say only shared text', () => {
    const below = sources.filter(
      (file) => !SCREENS.some((screen) => relative(src, file).startsWith(`${screen}/`)),
    );
    const missing = below.flatMap((file) =>
      keysIn(readFileSync(file, 'utf8'))
        .filter((key) => holds(everything, key) && !holds(shared, key))
        .map((key) => `${relative(src, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(SCREENS)('%s says only its own text and the shared text', async (screen) => {
    const files = sources.filter((file) => relative(src, file).startsWith(`${screen}/`));
    const own = [...shared, ...(await textOf(files.filter(isStrings)))];
    const missing = files.flatMap((file) =>
      keysIn(readFileSync(file, 'utf8'))
        .filter((key) => holds(everything, key) && !holds(own, key))
        .map((key) => `${relative(src, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
