import { defineStrings } from '../lib/i18n-resources.ts';

// The history screen's text; registered in locales/features.ts.

export const historyStrings = defineStrings(
  {
    history: {
      title: 'History',
      body: 'Imports sent to the service will appear here, with the result of each batch.',
    },
  },
  {
    history: {
      title: '履歴',
      body: 'サービスに送った一括登録が、バッチごとの結果とともにここに表示されます。',
    },
  },
);
