import { defineStrings } from '../lib/i18n-resources.ts';

// "Review and send": products naming brand or colour codes that are not known here
// (UnknownCodesList.tsx); registered with the screen's other text in routes.ts.

export const sendUnknownStrings = defineStrings(
  {
    sendUnknown: {
      heading_one: '{{count, number}} product names a code not known here',
      heading_other: '{{count, number}} products name codes not known here',
      body: 'These brand and color codes are neither in their grid nor sent before from this connection. The products go out as they are and the service may refuse them: add the brand or color in its grid, or correct the code.',
      kind: { brands: 'Brand', colors: 'Color' },
      line_one: '{{kind}} {{code}}: {{count, number}} product',
      line_other: '{{kind}} {{code}}: {{count, number}} products',
      didYouMean: 'did you mean {{suggestion}}?',
      more_one: '…and {{count, number}} more code',
      more_other: '…and {{count, number}} more codes',
    },
  },
  {
    sendUnknown: {
      heading_one: '既知でないコードを参照する商品が {{count, number}} 件あります',
      heading_other: '既知でないコードを参照する商品が {{count, number}} 件あります',
      body: 'これらのブランド・カラーコードは表になく、この接続から送信したこともありません。商品はそのまま送信され、サービスに拒否されることがあります。表にブランドやカラーを追加するか、コードを直してください。',
      kind: { brands: 'ブランド', colors: 'カラー' },
      line_one: '{{kind}} {{code}}：{{count, number}} 件',
      line_other: '{{kind}} {{code}}：{{count, number}} 件',
      didYouMean: '{{suggestion}} のことですか？',
      more_one: '…ほか {{count, number}} 件のコード',
      more_other: '…ほか {{count, number}} 件のコード',
    },
  },
);
