import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Settings } from '../../../app/settings.ts';
import { mergeStrings, type FeatureStrings } from './i18n-resources.ts';
import { numberJoins } from './number-joins.ts';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The setting wins; "system" follows the browser's (Chromium's) UI language. */
export function resolveLanguage(
  setting: Settings['language'],
  navigatorLanguage: string,
): Language {
  if (setting !== 'system') return setting;
  return navigatorLanguage.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

// The app's text arrives in parts: the shared core at start (App.tsx), each screen's with its lazy
// route (withStrings), so the startup bundle carries no screen's text. Every part reaches every
// i18next instance, made before or after it arrived.
const added: FeatureStrings[] = [];
const instances = new Set<i18n>();

function addBundles(instance: i18n, part: FeatureStrings): void {
  instance.addResourceBundle('en', 'translation', part.en, true, false);
  instance.addResourceBundle('ja', 'translation', part.ja, true, false);
}

/** Adds a part of the UI text; adding it again does nothing, two owning one key is an error. */
export function addStrings(...parts: readonly FeatureStrings[]): void {
  for (const part of parts) {
    if (added.includes(part)) continue;
    mergeStrings([...added, part]);
    added.push(part);
    for (const instance of instances) addBundles(instance, part);
  }
}

/** A lazy route's module, once its text is added: `lazyRouteComponent(() => withStrings(…))`. */
export async function withStrings<T>(
  screen: Promise<T>,
  strings: Promise<readonly FeatureStrings[]>,
): Promise<T> {
  const [module, parts] = await Promise.all([screen, strings]);
  addStrings(...parts);
  return module;
}

export function createI18n(language: Language): i18n {
  const { en, ja } = mergeStrings(added);
  const instance = i18next.createInstance();
  instances.add(instance);
  void instance
    .use(initReactI18next)
    .use(numberJoins)
    .init({
      resources: { en: { translation: en }, ja: { translation: ja } },
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      // React escapes text itself.
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      postProcess: ['numberJoins'],
    });
  return instance;
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
