// The files every other spec runs are the ones the app ships (electron-vite's build in out/,
// made once by the global setup or by npm test): minified, a names-only preload, and
// encoding-japanese only in the file worker, every UI chunk hinted for eager compilation. `npm run
// bench -- shell` prints the sizes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SHIPPED_PRELOAD_DIR } from '../support/shipped-build.ts';
import { rendererDir } from './support/paths.ts';

// V8's explicit compile hint, as V8 spells it (Chromium 136+).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const scripts = (dir: string): { file: string; text: string }[] =>
  readdirSync(dir)
    .filter((file) => /\.(c?js)$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));

test.describe('the shipped bundle', () => {
  test('is what the tests run, and it is minified', () => {
    const assets = scripts(join(rendererDir(), 'assets'));
    expect(assets.length).toBeGreaterThan(0);
    const largest = assets.reduce((a, b) => (a.text.length >= b.text.length ? a : b));
    // An unminified chunk has a line every ~40 characters; a minified one has a few lines.
    const lines = largest.text.split('\n').length;
    expect(largest.text.length / lines, `${largest.file}: average line length`).toBeGreaterThan(
      1000,
    );
  });

  test('has a preload of names only: no schemas, no zod', () => {
    const [preload, ...rest] = scripts(SHIPPED_PRELOAD_DIR);
    expect(rest).toEqual([]);
    expect(preload).toBeDefined();
    // Zod's issue codes are in any bundle that carries it.
    expect(preload?.text).not.toContain('invalid_type');
    expect(preload?.text.length).toBeLessThan(16 * 1024);
  });

  test('keeps encoding-japanese in the file worker, out of every UI chunk', () => {
    const carrying = scripts(join(rendererDir(), 'assets'))
      .filter((chunk) => chunk.text.includes('UTF16BE'))
      .map((chunk) => chunk.file);
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.filter((file) => !file.includes('.worker'))).toEqual([]);
  });

  test('asks V8 to compile every UI chunk eagerly, its first line the hint', () => {
    const assets = scripts(join(rendererDir(), 'assets'));
    const ui = assets.filter((chunk) => !chunk.file.includes('.worker'));
    expect(ui.length).toBeGreaterThan(1);
    // V8 reads the hint only as the file's very first line.
    expect(
      ui.filter((chunk) => !chunk.text.startsWith(`${COMPILE_HINT}\n`)).map((c) => c.file),
    ).toEqual([]);
    const worker = assets.filter((chunk) => chunk.file.includes('.worker'));
    expect(worker.length).toBe(1);
    expect(worker[0]?.text.startsWith(COMPILE_HINT)).toBe(false);
  });

  test('loads the XLSX writer only when a workbook is written, not with a screen', () => {
    const assets = scripts(join(rendererDir(), 'assets'));
    const writers = assets
      .filter((chunk) => !chunk.file.includes('.worker') && chunk.text.includes('workbook.xml'))
      .map((chunk) => chunk.file);
    expect(writers.length).toBe(1);
    const page = readFileSync(join(rendererDir(), 'index.html'), 'utf8');
    for (const file of writers) {
      expect(page).not.toContain(file);
      // A static import, minified, reads from"./<file>"; the dynamic one import(`./<file>`).
      const importers = assets.filter((chunk) => chunk.text.includes(`from"./${file}"`));
      expect(importers.map((chunk) => chunk.file)).toEqual([]);
      expect(assets.some((chunk) => chunk.text.includes(`import(\`./${file}\`)`))).toBe(true);
    }
  });
});
