import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Settings } from '../../../app/settings.ts';
import { ALL_STRINGS } from '../locales/features.ts';
import { mergeStrings } from './i18n-resources.ts';

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

export function createI18n(language: Language): i18n {
  const { en, ja } = mergeStrings(ALL_STRINGS);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, ja: { translation: ja } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
