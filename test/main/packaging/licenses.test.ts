import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shippedPackages, writeLicenses } from '../../../scripts/licenses.ts';

const root = resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(join(tmpdir(), 'kikan-licenses-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

describe('third-party licenses (generated at build time from the lockfile)', () => {
  const packages = shippedPackages(root);
  const names = packages.map((p) => p.name);

  it('lists every shipped package and no build or test tool', () => {
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(dependencies)) expect(names, name).toContain(name);
    expect(names).toContain('scheduler'); // react-dom's own dependency
    for (const tool of ['electron', 'vitest', 'typescript', 'eslint', 'vite', 'electron-builder'])
      expect(names, tool).not.toContain(tool);
  });

  it('names a license for each, with its text where the package has one installed', () => {
    for (const p of packages) expect(p.license, p.name).not.toBe('UNKNOWN');
    const react = packages.find((p) => p.name === 'react');
    expect(react?.license).toBe('MIT');
    expect(react?.text).toMatch(/Permission is hereby granted/);
  });

  it('writes the report the Help menu opens', () => {
    const file = join(temp, 'licenses.txt');
    writeLicenses(root, file);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^Kikan Desk includes the following packages\./);
    expect(text).toMatch(/^ {2}zod \d+\.\d+\.\d+ \(MIT\)$/m);
    expect(text).toContain('License: MIT');
  });

  it('is built with the main process (electron.vite.config.ts)', () => {
    const config = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8');
    expect(config).toMatch(/licensesPlugin\(.*out\/licenses\.txt/s);
  });
});
