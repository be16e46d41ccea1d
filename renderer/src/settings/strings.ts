import { defineStrings } from '../lib/i18n-resources.ts';

// The settings screen's text; registered in locales/features.ts.

export const settingsStrings = defineStrings(
  {
    settings: {
      title: 'Settings',
      appearance: 'Appearance',
      language: 'Language',
      languageSystem: 'Same as the system',
      theme: 'Theme',
      themeSystem: 'Same as the system',
      themeLight: 'Light',
      themeDark: 'Dark',
      about: 'About',
      version: 'Version',
      platform: 'Platform',
      keychain: 'System keychain',
      keychainAvailable: 'Available',
      keychainUnavailable: 'Not available',
      saveFailed: 'The setting could not be saved',
    },
    language: {
      en: 'English',
      ja: '日本語',
    },
  },
  {
    settings: {
      title: '設定',
      appearance: '表示',
      language: '言語',
      languageSystem: 'システムに合わせる',
      theme: 'テーマ',
      themeSystem: 'システムに合わせる',
      themeLight: 'ライト',
      themeDark: 'ダーク',
      about: 'このアプリについて',
      version: 'バージョン',
      platform: 'プラットフォーム',
      keychain: 'システムのキーチェーン',
      keychainAvailable: '利用可能',
      keychainUnavailable: '利用不可',
      saveFailed: '設定を保存できませんでした',
    },
    language: {
      en: 'English',
      ja: '日本語',
    },
  },
);
