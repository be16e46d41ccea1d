import { defineStrings } from '../lib/i18n-resources.ts';

// The catalog screen's text; registered in locales/features.ts.

export const catalogStrings = defineStrings(
  {
    catalog: {
      title: 'Catalog',
      body: 'Brands, colors and products of the workspace will appear here, ready for bulk editing and sending as atomic imports.',
    },
  },
  {
    catalog: {
      title: 'カタログ',
      body: 'ワークスペースのブランド・カラー・商品がここに表示され、一括編集してまとめて登録できるようになります。',
    },
  },
);
