import { defineStrings } from '../lib/i18n-resources.ts';

// Text of the voucher screens about what the cache holds and how fresh it is: refresh outcomes,
// rate-limit countdowns, lines completed by detail reads and what each feature covers, exports'
// headers. Added with vouchers/strings.ts as the route loads.

export const voucherStateStrings = defineStrings(
  {
    voucherState: {
      refreshFailed: 'Refresh failed; the rows loaded before are kept.',
      lastLoaded: 'Last loaded {{when}}.',
      refreshing: 'Refreshing…',
      rateLimited: 'The service is limiting requests: trying again in {{seconds}} s (at {{time}}).',
      rateLimitedNow: 'The service is limiting requests: trying again now…',
      keptRows: 'The {{rows}} rows loaded before are shown.',
      repaired:
        '{{dropped}} cached rows of this list could not be read and were left out: {{ids}}. Refresh the list to read them again.',
      linesPartial: 'Lines: {{known}} of {{total}} vouchers loaded',
      linesLoadRest: 'Load the rest',
      linesWhy:
        'This service sends list rows without their lines; each voucher’s lines are read one by one at the token’s pace.',
      linesPaused: 'paused by the rate limit, resuming in {{seconds}} s',
      linesProgress: 'Loading lines',
      linesFailed: 'Loading lines stopped',
      searchCovers: 'Search in lines covers {{known}} of {{total}} {{kind}}.',
      overdueCovers:
        'Overdue is marked over {{known}} of {{total}} leases; the others’ lines are not loaded.',
      exportCovers:
        'Line columns cover {{known}} of {{total}} vouchers; the others’ lines are not loaded.',
      linesUnknown:
        'Lines not loaded: the list sent this voucher without its lines, and the service could not be read now.',
      exportedPlans: 'Exported {{rows}} order plan rows to {{file}}.',
      fieldNames: 'Field names as headers (to open the file again)',
      lineNo: 'Line',
      lineField: 'Line: {{field}}',
      back: 'Back',
    },
  },
  {
    voucherState: {
      refreshFailed: '再読み込みできませんでした。以前に読み込んだ行はそのまま残っています。',
      lastLoaded: '最終読み込み: {{when}}。',
      refreshing: '再読み込み中…',
      rateLimited:
        'サービスがリクエストを制限しています。{{seconds}} 秒後({{time}})に自動で再試行します。',
      rateLimitedNow: 'サービスがリクエストを制限しています。再試行しています…',
      keptRows: '以前に読み込んだ {{rows}} 行を表示しています。',
      repaired:
        'この一覧のキャッシュのうち {{dropped}} 行を読み取れなかったため除外しました: {{ids}}。もう一度読み込むには一覧を再読み込みしてください。',
      linesPartial: '明細: {{total}} 件中 {{known}} 件を読み込み済み',
      linesLoadRest: '残りを読み込む',
      linesWhy:
        'このサービスは一覧の行に明細を含めません。各伝票の明細はトークンの速度で 1 件ずつ読み込みます。',
      linesPaused: 'レート制限で一時停止中、{{seconds}} 秒後に再開',
      linesProgress: '明細を読み込み中',
      linesFailed: '明細の読み込みが止まりました',
      searchCovers: '明細の検索は{{kind}} {{total}} 件中 {{known}} 件が対象です。',
      overdueCovers:
        '返却期限切れの表示は貸出 {{total}} 件中 {{known}} 件が対象です。残りは明細が未読み込みです。',
      exportCovers:
        '明細の列は伝票 {{total}} 件中 {{known}} 件分です。残りは明細が未読み込みです。',
      linesUnknown:
        '明細は未読み込みです: 一覧はこの伝票を明細なしで送り、いまはサービスから読み込めませんでした。',
      exportedPlans: '発注計画 {{rows}} 行を {{file}} に書き出しました。',
      fieldNames: '見出しを項目名にする(ファイルを再び開くため)',
      lineNo: '行',
      lineField: '明細: {{field}}',
      back: '戻る',
    },
  },
);
