import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as menuEn, ja as menuJa } from '../../main/menu/menu-labels.ts';
import { keyPaths, mergeStrings, type StringTree } from '../../renderer/src/lib/i18n-resources.ts';
import { ALL_STRINGS } from '../renderer/support/all-strings.ts';

// One word for the action in each language: the user sends the drafts ("Send" / 「送信」), and a
// past one is "a send" (History, the results, the unfinished-send prompt, main's messages). No
// string the user reads calls it an import, (一括)登録, インポート or 取り込み; the only imports left
// are of files (a table file into a grid, a saved view from a file), allowed by key below.

const BANNED_EN = /\bimport(?:s|ed|ing)?\b/i;
const BANNED_JA = /登録|インポート|取り?込/;

/** Keys whose text is about reading a file, not about sending: they may say "import" / 取り込む. */
const FILE_IMPORTS = [
  // The catalog's open-file dialog: which rows and columns of the file go into the grid.
  'catalogFiles.',
  // A saved view of a voucher list, read from a file.
  'voucherViews.importView',
  'voucherViews.imported',
  'voucherViews.importFailed',
];

function leaf(tree: StringTree, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as StringTree)[key], tree) as string;
}

function offending(tree: StringTree, banned: RegExp): string[] {
  return keyPaths(tree)
    .filter((path) => !FILE_IMPORTS.some((allowed) => path.startsWith(allowed)))
    .map((path) => [path, leaf(tree, path)] as const)
    .filter(([, text]) => banned.test(text))
    .map(([path, text]) => `${path}: ${text}`);
}

/** The sentences in a source file's string literals (literals holding a space: not keys or names). */
function sentencesOf(file: string): string[] {
  const source = readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((text) => text.includes(' ') && !text.startsWith('[kikan]'));
}

describe('one word for the action', () => {
  const { en, ja } = mergeStrings(ALL_STRINGS);

  it('is "Send" / 「送信」 on the rail and on the screen that sends', () => {
    expect(leaf(en, 'nav.send')).toBe('Send');
    expect(leaf(ja, 'nav.send')).toBe('送信');
    expect(leaf(en, 'send.progress.heading')).toBe('Send');
    expect(leaf(ja, 'send.progress.heading')).toBe('送信');
    // The review before sending keeps the verb.
    expect(leaf(en, 'send.title')).toMatch(/\bsend\b/i);
    expect(leaf(ja, 'send.title')).toContain('送信');
  });

  it('is never called an import in any screen’s text, in either language', () => {
    expect(offending(en, BANNED_EN)).toEqual([]);
    expect(offending(ja, BANNED_JA)).toEqual([]);
    // Both languages' tables are read (the check itself is not empty).
    expect(offending({ probe: 'Open the import' }, BANNED_EN)).toHaveLength(1);
    expect(offending({ probe: '一括登録を開く' }, BANNED_JA)).toHaveLength(1);
  });

  it('is never called an import in the application menu', () => {
    expect(Object.values(menuEn).filter((text) => BANNED_EN.test(text))).toEqual([]);
    expect(Object.values(menuJa).filter((text) => BANNED_JA.test(text))).toEqual([]);
  });

  it('is never called an import in the messages main gives the user about a send', () => {
    const files = [
      'main/imports/run-messages.ts',
      'main/imports/import-coordinator.ts',
      'main/handlers/import-handlers.ts',
      'main/connections/connection-lifecycle.ts',
    ];
    const said = files.flatMap(sentencesOf);
    expect(said.length).toBeGreaterThan(10);
    expect(said.filter((text) => BANNED_EN.test(text))).toEqual([]);
  });
});
