import { describe, expect, it } from 'vitest';
import { addStrings, createI18n, withStrings } from '../../renderer/src/lib/i18n.ts';
import { coreStrings } from '../../renderer/src/locales/core.ts';
import { historyStrings } from '../../renderer/src/history/strings.ts';
import { ALL_STRINGS } from './support/all-strings.ts';
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

  it('adds a screen’s text as its route loads, to instances made before and after', async () => {
    addStrings(coreStrings);
    const early = createI18n('ja');
    expect(early.exists('nav.catalog')).toBe(true);
    expect(early.exists('history.title')).toBe(false);

    const screen = { HistoryScreen: 'the screen module' };
    const loaded = await withStrings(Promise.resolve(screen), Promise.resolve([historyStrings]));
    expect(loaded).toBe(screen);
    expect(early.t('history.title')).toBe(historyStrings.ja.history.title);
    expect(createI18n('en').t('history.title')).toBe(historyStrings.en.history.title);

    // Adding a part again changes nothing; another part claiming its key is refused.
    expect(() => {
      addStrings(historyStrings);
    }).not.toThrow();
    expect(() => {
      addStrings({ en: { history: {} }, ja: { history: {} } });
    }).toThrow(/two features define "history"/);
  });
});
