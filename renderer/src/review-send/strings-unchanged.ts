import { defineStrings } from '../lib/i18n-resources.ts';

// "Review and send": rows the same as this connection last sent them, left out by default
// (UnchangedList.tsx); registered with the screen's other text in routes.ts.

export const sendUnchangedStrings = defineStrings(
  {
    sendChanges: {
      heading: 'Changes since last sent',
      search: 'Search codes and values',
      export: 'Export CSV',
      exportFailed: 'The changes could not be exported.',
      failed: 'The changes could not be read.',
      none: 'No changed rows match.',
      nothing: '(none)',
      pages: 'Pages of changes',
      previous: 'Previous',
      next: 'Next',
      range: '{{from}}–{{to}} of {{total}}',
      grid: { brands: 'brand', colors: 'color', products: 'product' },
      field: { name: 'name', brand_code: 'brand_code', skus: 'SKUs' },
    },
    sendLeftIn: {
      heading: 'Still in the draft, not in this send',
      same_one:
        '{{n}} row is the same as this connection last sent it; the review leaves it out unless you send it anyway.',
      same_other:
        '{{n}} rows are the same as this connection last sent them; the review leaves them out unless you send them anyway.',
      atRisk_one:
        '{{n}} product names a brand or color left out of the plan and never sent from here (at risk).',
      atRisk_other:
        '{{n}} products name a brand or color left out of the plan and never sent from here (at risk).',
      review: 'Review them',
    },
    sendUnchanged: {
      heading_one: '{{n}} row is the same as last sent',
      heading_other: '{{n}} rows are the same as last sent',
      grid: {
        brands_one: '{{n}} brand is the same as this connection last sent it',
        brands_other: '{{n}} brands are the same as this connection last sent them',
        colors_one: '{{n}} color is the same as this connection last sent it',
        colors_other: '{{n}} colors are the same as this connection last sent them',
        products_one: '{{n}} product is the same as this connection last sent it',
        products_other: '{{n}} products are the same as this connection last sent them',
      },
      leftOut_one: '{{what}}; it will not be sent.',
      leftOut_other: '{{what}}; they will not be sent.',
      sentAnyway_one: '{{what}}; it will be sent anyway.',
      sentAnyway_other: '{{what}}; they will be sent anyway.',
      meaning:
        '“The same” means every field and every SKU equals what this connection sent last (codes without spaces around them, SKUs in any order). The service cannot be asked what it holds, and it may have been changed elsewhere since, on its own screen.',
      anyway: 'Send them anyway',
      anywayNote: 'For when the service may have been changed elsewhere. The plan counts them.',
      stay: 'Rows left out stay in the draft.',
      toSend: 'To send: {{changed}} changed and {{fresh}} new (never sent from this connection).',
      nothing:
        'Nothing to send: every draft row without errors is the same as this connection last sent it.',
      show_one: 'Show the {{n}} row',
      show_other: 'Show the {{n}} rows',
      listHeading: 'Rows the same as last sent',
      listNone: 'No row the same as last sent matches.',
    },
  },
  {
    sendChanges: {
      heading: '前回送信からの変更',
      search: 'コードと値を検索',
      export: 'CSV に書き出す',
      exportFailed: '変更を書き出せませんでした。',
      failed: '変更を読み込めませんでした。',
      none: '一致する変更はありません。',
      nothing: '（なし）',
      pages: '変更のページ',
      previous: '前へ',
      next: '次へ',
      range: '{{total}} 件中 {{from}}–{{to}} 件',
      grid: { brands: 'ブランド', colors: 'カラー', products: '商品' },
      field: { name: '名称', brand_code: 'ブランドコード', skus: 'SKU' },
    },
    sendLeftIn: {
      heading: '下書きに残っている、今回送信しなかった行',
      same_one:
        '{{n}} 行は、この接続で前回送信した内容と同じです。「それでも送信する」を選ばない限り、送信しません。',
      same_other:
        '{{n}} 行は、この接続で前回送信した内容と同じです。「それでも送信する」を選ばない限り、送信しません。',
      atRisk_one:
        '{{n}} 件の商品は、送信計画から外れ、この接続から未送信のブランドまたはカラーを指定しています（拒否のおそれ）。',
      atRisk_other:
        '{{n}} 件の商品は、送信計画から外れ、この接続から未送信のブランドまたはカラーを指定しています（拒否のおそれ）。',
      review: '確認する',
    },
    sendUnchanged: {
      heading_one: '前回送信時と同じ行が {{n}} 件あります',
      heading_other: '前回送信時と同じ行が {{n}} 件あります',
      grid: {
        brands_one: '{{n}} 件のブランドは、この接続で前回送信した内容と同じです',
        brands_other: '{{n}} 件のブランドは、この接続で前回送信した内容と同じです',
        colors_one: '{{n}} 件のカラーは、この接続で前回送信した内容と同じです',
        colors_other: '{{n}} 件のカラーは、この接続で前回送信した内容と同じです',
        products_one: '{{n}} 件の商品は、この接続で前回送信した内容と同じです',
        products_other: '{{n}} 件の商品は、この接続で前回送信した内容と同じです',
      },
      leftOut_one: '{{what}}。送信しません。',
      leftOut_other: '{{what}}。送信しません。',
      sentAnyway_one: '{{what}}。それでも送信します。',
      sentAnyway_other: '{{what}}。それでも送信します。',
      meaning:
        '「同じ」とは、すべての項目とすべての SKU が、この接続で前回送信した値と一致することです（コードの前後の空白は無視し、SKU の順序は問いません）。サービスが持っている値は問い合わせできません。サービスの画面などで、その後に変更されている可能性があります。',
      anyway: 'それでも送信する',
      anywayNote: 'サービス側で変更されている可能性があるときに使います。送信計画の数に含めます。',
      stay: '送信しない行は下書きに残ります。',
      toSend:
        '送信するのは、変更あり {{changed}} 件と新規（この接続から未送信） {{fresh}} 件です。',
      nothing:
        '送信するものはありません。エラーのない下書きの行は、すべてこの接続で前回送信した内容と同じです。',
      show_one: '{{n}} 行を表示',
      show_other: '{{n}} 行を表示',
      listHeading: '前回送信時と同じ行',
      listNone: '一致する前回送信時と同じ行はありません。',
    },
  },
);
