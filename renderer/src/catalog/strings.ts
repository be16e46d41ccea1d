import { defineStrings } from '../lib/i18n-resources.ts';

// The catalog screen's text; added by the folder's routes.ts as its route loads.

export const catalogStrings = defineStrings(
  {
    catalog: {
      title: 'Catalog',
      openReview: 'Review and send',
      body: 'Brands, colors and products of the workspace will appear here, ready for bulk editing and sending in atomic requests.',
    },
  },
  {
    catalog: {
      title: 'カタログ',
      openReview: '確認して送信',
      body: 'ワークスペースのブランド・カラー・商品がここに表示され、一括編集してまとめて送信できるようになります。',
    },
  },
);
