import { defineStrings } from '../lib/i18n-resources.ts';

// The grids' marks of cells changed since this connection last sent them, and "changed rows
// only" (use-change-marks.ts); added with the grids' other text in routes.ts.

export const gridChangesStrings = defineStrings(
  {
    gridChanges: {
      lastSent: 'Changed since last sent. Last sent: {{value}}',
      empty: '(empty)',
      skus: 'SKUs changed since last sent: {{changes}}',
      addedSku: 'SKU added since last sent (this connection did not send it with this product)',
      only: 'Changed rows only',
      onlyTitle:
        'Rows new or changed since this connection last sent them. The service may have been changed elsewhere since.',
    },
  },
  {
    gridChanges: {
      lastSent: '前回送信から変更あり。前回送信した値: {{value}}',
      empty: '（空）',
      skus: '前回送信からの SKU の変更: {{changes}}',
      addedSku: '前回送信後に追加された SKU（この接続からこの商品の SKU として送信していません）',
      only: '変更のある行だけ',
      onlyTitle:
        'この接続で前回送信した後に新規追加・変更された行です。サービス側でその後に変更されている可能性があります。',
    },
  },
);
