import { describe, expect, it } from 'vitest';
import { ALL_STRINGS } from '../../renderer/src/locales/features.ts';
import { keyPaths, mergeStrings, type StringTree } from '../../renderer/src/lib/i18n-resources.ts';

function leaf(tree: StringTree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as StringTree)[key], tree);
}

describe('UI text', () => {
  it('has the same keys in English and Japanese in every feature, none empty', () => {
    for (const part of ALL_STRINGS) {
      expect(keyPaths(part.ja).sort()).toEqual(keyPaths(part.en).sort());
      for (const language of [part.en, part.ja]) {
        const empty = keyPaths(language).filter((path) => {
          const value = leaf(language, path);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    }
  });

  it('registers every feature without two owning the same key', () => {
    const { en, ja } = mergeStrings(ALL_STRINGS);
    expect(keyPaths(en)).toContain('connect.title');
    expect(keyPaths(en)).toContain('nav.catalog');
    expect(keyPaths(ja).length).toBe(keyPaths(en).length);
  });

  it('refuses two features defining the same top-level key', () => {
    const a = { en: { shared: { x: 'A' } }, ja: { shared: { x: 'エー' } } };
    const b = { en: { shared: { y: 'B' } }, ja: { shared: { y: 'ビー' } } };
    expect(() => mergeStrings([a, b])).toThrow(/two features define "shared"/);
  });
});
