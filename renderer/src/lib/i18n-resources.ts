// UI text is split by feature: the shared core (locales/) plus one module per screen folder,
// each `{ en, ja }` with the same keys. They meet in one i18next namespace, so `t('connect.title')`
// reads the same wherever the text lives; a feature owns its top-level keys, and two owning the
// same one is an error at start, not a silent overwrite.

export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** The shape another language must fill: exactly the English keys, each a string. */
export type Translation<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

export interface FeatureStrings {
  readonly en: StringTree;
  readonly ja: StringTree;
}

/** A feature's text: Japanese is type-checked against the English keys. */
export function defineStrings<const E extends StringTree>(
  en: E,
  ja: Translation<E>,
): { readonly en: E; readonly ja: Translation<E> } {
  return { en, ja };
}

export function mergeStrings(parts: readonly FeatureStrings[]): { en: StringTree; ja: StringTree } {
  const en: Record<string, string | StringTree> = {};
  const ja: Record<string, string | StringTree> = {};
  for (const part of parts) {
    for (const [language, target] of [
      ['en', en],
      ['ja', ja],
    ] as const) {
      for (const [key, value] of Object.entries(part[language])) {
        if (key in target) throw new Error(`UI text: two features define "${key}" (${language}).`);
        target[key] = value;
      }
    }
  }
  return { en, ja };
}

/** Every dotted key path of a tree ("connect.title"), for key-set checks. */
export function keyPaths(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [path] : keyPaths(value, path);
  });
}
