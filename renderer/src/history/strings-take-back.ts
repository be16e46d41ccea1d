import { defineStrings } from '../lib/i18n-resources.ts';

// "Take back this send" on a send's History page (TakeBackPanel.tsx); registered with the
// screen's other text in routes.ts.

export const takeBackStrings = defineStrings(
  {
    takeBack: {
      button: 'Take back this send',
      heading: 'Take back this send',
      intro:
        'Puts in the draft, for every row this send applied, the values this connection had sent before it. Nothing is sent until you review and send it.',
      reading: 'Working out what this send changed…',
      failed: 'The take-back could not be worked out',
      writeFailed: 'The rows could not be put in the draft',
      toPutBack_one: '{{n}} row will be put back as it was before this send.',
      toPutBack_other: '{{n}} rows will be put back as they were before this send.',
      nothing: 'Nothing of this send can be put back.',
      unchanged_one: '{{n}} row was sent as it already was: nothing to put back.',
      unchanged_other: '{{n}} rows were sent as they already were: nothing to put back.',
      unsent_one:
        'The grids hold {{n}} row not sent yet. Send or discard it first: a take-back never writes over what you have not sent.',
      unsent_other:
        'The grids hold {{n}} rows not sent yet. Send or discard them first: a take-back never writes over what you have not sent.',
      openReview: 'Open Review and send',
      put: 'Put them in the draft and review',
      notTakenBack: 'Rows not taken back',
      reason: {
        first_sent_one:
          '{{n}} row was first sent by this send: the service may have created it, and the service offers no delete, so it is not taken back.',
        first_sent_other:
          '{{n}} rows were first sent by this send: the service may have created them, and the service offers no delete, so they are not taken back.',
        changed_later_one:
          '{{n}} row was changed again by a later send: take that send back first, or take it back anyway.',
        changed_later_other:
          '{{n}} rows were changed again by a later send: take that send back first, or take them back anyway.',
        cannot_clear_one:
          '{{n}} row keeps a field this send was the first to fill: an empty cell is not sent, so the service keeps it.',
        cannot_clear_other:
          '{{n}} rows keep a field this send was the first to fill: an empty cell is not sent, so the service keeps it.',
      },
      anyway: 'Take them back anyway',
      anywayNote: 'Puts back what this connection sent before this send, over the later send.',
      laterSend: 'changed again by the send of {{time}}',
      keeps: 'keeps {{fields}}',
      kind: { brands: 'Brand', colors: 'Color', products: 'Product' },
      field: { name: 'name', brand_code: 'brand_code', skus: 'SKUs' },
      more: 'and {{n}} more',
    },
  },
  {
    takeBack: {
      button: 'この送信を元に戻す',
      heading: 'この送信を元に戻す',
      intro:
        'この送信で反映された各行について、この接続がその前に送信していた値を下書きに戻します。確認して送信するまで、何も送信されません。',
      reading: 'この送信で変わった内容を調べています…',
      failed: '元に戻す内容を調べられませんでした',
      writeFailed: '行を下書きに入れられませんでした',
      toPutBack_one: '{{n}} 行をこの送信の前の値に戻します。',
      toPutBack_other: '{{n}} 行をこの送信の前の値に戻します。',
      nothing: 'この送信で元に戻せるものはありません。',
      unchanged_one: '{{n}} 行は前と同じ値で送信されたため、戻すものがありません。',
      unchanged_other: '{{n}} 行は前と同じ値で送信されたため、戻すものがありません。',
      unsent_one:
        'グリッドに未送信の行が {{n}} 行あります。先に送信するか破棄してください。元に戻す操作が未送信の内容を上書きすることはありません。',
      unsent_other:
        'グリッドに未送信の行が {{n}} 行あります。先に送信するか破棄してください。元に戻す操作が未送信の内容を上書きすることはありません。',
      openReview: '確認して送信を開く',
      put: '下書きに入れて確認する',
      notTakenBack: '元に戻さない行',
      reason: {
        first_sent_one:
          '{{n}} 行はこの送信で初めて送信されました。サービスで新しく作られた可能性があり、サービスには削除がないため、元に戻しません。',
        first_sent_other:
          '{{n}} 行はこの送信で初めて送信されました。サービスで新しく作られた可能性があり、サービスには削除がないため、元に戻しません。',
        changed_later_one:
          '{{n}} 行はその後の送信で再び変更されています。先にその送信を元に戻すか、それでも元に戻してください。',
        changed_later_other:
          '{{n}} 行はその後の送信で再び変更されています。先にその送信を元に戻すか、それでも元に戻してください。',
        cannot_clear_one:
          '{{n}} 行には、この送信で初めて入力された項目があります。空のセルは送信されないため、サービスにはその値が残ります。',
        cannot_clear_other:
          '{{n}} 行には、この送信で初めて入力された項目があります。空のセルは送信されないため、サービスにはその値が残ります。',
      },
      anyway: 'それでも元に戻す',
      anywayNote: 'その後の送信の値の上に、この送信の前に送信していた値を戻します。',
      laterSend: '{{time}} の送信で再び変更',
      keeps: '{{fields}} はそのまま',
      kind: { brands: 'ブランド', colors: 'カラー', products: '商品' },
      field: { name: '名称', brand_code: 'ブランドコード', skus: 'SKU' },
      more: 'ほか {{n}} 行',
    },
  },
);
