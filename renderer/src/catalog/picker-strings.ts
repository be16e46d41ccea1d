import { defineStrings } from '../lib/i18n-resources.ts';

// Text of the code pickers and of the unknown-code marks' "did you mean" (CodePicker.tsx,
// problem-text.ts); added by the folder's routes.ts as its route loads.

export const pickerStrings = defineStrings(
  {
    codePicker: {
      list: { brands: 'Known brand codes', colors: 'Known color codes' },
      open: 'Alt+Down lists the known codes',
      more_one: '…and {{count, number}} more: type to narrow',
      more_other: '…and {{count, number}} more: type to narrow',
      none: 'No known code matches',
      sent: 'sent before',
      didYouMean: {
        unknown_brand:
          'Unknown brand code {{value}}; did you mean {{suggestion}}? It is not in the brands grid nor known to be sent',
        unknown_color:
          'Unknown color code {{value}}; did you mean {{suggestion}}? It is not in the colors grid nor known to be sent',
      },
    },
  },
  {
    codePicker: {
      list: { brands: '既知のブランドコード', colors: '既知のカラーコード' },
      open: 'Alt+↓ で既知のコードを一覧',
      more_one: '…ほか {{count, number}} 件（入力して絞り込み）',
      more_other: '…ほか {{count, number}} 件（入力して絞り込み）',
      none: '一致する既知のコードはありません',
      sent: '送信済み',
      didYouMean: {
        unknown_brand:
          '不明なブランドコード {{value}}。{{suggestion}} のことですか？ブランドの表になく、送信済みとしても知られていません',
        unknown_color:
          '不明なカラーコード {{value}}。{{suggestion}} のことですか？カラーの表になく、送信済みとしても知られていません',
      },
    },
  },
);
