import { defineStrings } from '../lib/i18n-resources.ts';

// The settings screen's text; registered in locales/features.ts.

export const settingsStrings = defineStrings(
  {
    statusSettings: {
      title: 'What the statuses mean',
      intro:
        'The service does not say what its status values mean. Name them for each language, give each a colour, and tick the statuses that end a voucher: ended vouchers leave the outstanding, overdue and past-due filters and sums. This connection only.',
      noneSeen: 'No statuses yet: open a voucher list to load some.',
      value: 'Value',
      nameEn: 'Name in English',
      nameJa: 'Name in Japanese',
      name_en: 'Name of {{value}} in English',
      name_ja: 'Name of {{value}} in Japanese',
      colour: 'Colour',
      colourOf: 'Colour of {{value}}',
      ends: 'Ends a voucher',
      endsOf: '{{value}} ends one of the {{kind}}',
      decided: 'Chosen: the ticked statuses end a voucher.',
      undecided: 'Not chosen yet: all statuses count.',
      noneEnds: 'No status ends one',
      save: 'Save',
      discard: 'Discard changes',
      saved: 'Saved.',
      saveFailed: 'The status settings could not be saved',
    },
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
      keychainReason: {
        noService: 'No system keychain is available (Secret Service not running).',
        notRunning: 'No Secret Service is running.',
        timeout:
          'The system keychain did not answer in time. It may be locked or waiting for a password.',
        locked: 'The system keychain is locked or refused access. Unlock it and try again.',
        noModule:
          'The system keychain cannot be used on this computer (its support module did not load).',
        mismatch: 'The system keychain did not give back what was stored in it.',
        other: '{{detail}}',
      },
      saveFailed: 'The setting could not be saved',
    },
    language: {
      en: 'English',
      ja: '日本語',
    },
  },
  {
    statusSettings: {
      title: 'ステータスの意味',
      intro:
        'サービスはステータス値の意味を示しません。言語ごとの表示名と色を決め、伝票を完了とするステータスにチェックを付けてください。完了した伝票は未完了・期限超過の絞り込みと集計から除かれます。この接続だけの設定です。',
      noneSeen: 'まだステータスがありません。伝票の一覧を開いて読み込んでください。',
      value: '値',
      nameEn: '英語の表示名',
      nameJa: '日本語の表示名',
      name_en: '{{value}} の英語の表示名',
      name_ja: '{{value}} の日本語の表示名',
      colour: '色',
      colourOf: '{{value}} の色',
      ends: '伝票を完了とする',
      endsOf: '{{value}} で{{kind}}を完了とする',
      decided: '選択済み: チェックしたステータスで伝票は完了です。',
      undecided: '未選択: すべてのステータスを対象にしています。',
      noneEnds: '完了とするステータスはない',
      save: '保存',
      discard: '変更を破棄',
      saved: '保存しました。',
      saveFailed: 'ステータスの設定を保存できませんでした',
    },
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
      keychainReason: {
        noService: 'システムのキーチェーンがありません（Secret Service が動いていません）。',
        notRunning: 'Secret Service が動いていません。',
        timeout:
          'システムのキーチェーンが時間内に応答しませんでした。ロックされているか、パスワードの入力を待っている可能性があります。',
        locked:
          'システムのキーチェーンがロックされているか、アクセスを拒否しました。ロックを解除してからやり直してください。',
        noModule:
          'このコンピュータではシステムのキーチェーンを使えません（対応モジュールを読み込めませんでした）。',
        mismatch: 'システムのキーチェーンから、保存した内容が正しく返りませんでした。',
        other: 'キーチェーンの詳細（原文）: {{detail}}',
      },
      saveFailed: '設定を保存できませんでした',
    },
    language: {
      en: 'English',
      ja: '日本語',
    },
  },
);
