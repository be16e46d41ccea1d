import { defineStrings } from '../lib/i18n-resources.ts';

// "Review and send", the progress of an import and its results; registered in locales/features.ts.

export const sendStrings = defineStrings(
  {
    send: {
      title: 'Review and send',
      openReview: 'Review and send',
      noConnection: 'Connect to a workspace to send its catalog drafts.',
      planning: 'Planning the requests…',
      previewFailed: 'The plan could not be made',
      nothing: 'Nothing is ready to send: the catalog has no draft rows without errors.',
      toCatalog: 'Back to the catalog',
      show: 'Show',
      hide: 'Hide',
      duration: {
        seconds_one: '{{count}} second',
        seconds_other: '{{count}} seconds',
        minutes_one: '{{count}} minute',
        minutes_other: '{{count}} minutes',
        hoursMinutes: '{{hours}} h {{minutes}} min',
      },
      plan: {
        heading: 'The plan',
        stopAtRefusal: 'Stop at the first refusal',
        stopAtRefusalNote:
          'Off: when the service refuses a request, the app finds the rows it refused (they stay in the draft with its message) and sends every other row. On: nothing more is sent after a refusal, so you can fix first.',
        requests_one: '{{count}} request',
        requests_other: '{{count}} requests',
        rows_one: '{{count}} row',
        rows_other: '{{count}} rows',
        summary: '{{requests}} holding {{rows}}',
        fewest:
          'This is the fewest requests the rules allow (at most 200 masters and 100 products in one request).',
        atLeast:
          '{{requests}} requests; at least {{fewest}} are needed. Products go only in the request with the masters they name or a later one, and for this catalog the planner could not prove that fewer than {{requests}} are impossible.',
        timeWithin:
          'Time: the service allows 120 calls a minute per connection, so these requests are not held back by it; they go one after another as fast as the service answers. Browsing vouchers meanwhile uses the same allowance.',
        timeAtBest:
          'Time: at best about {{time}}. The service allows 120 calls a minute per connection, and browsing vouchers meanwhile uses the same allowance, which makes it longer.',
        atomicHeading: 'What is applied',
        atomic:
          'Each request is all or nothing on the service: either every row in it is applied, or none is. The send as a whole is not: if one request is refused, the requests before it stay applied and the others still go (except products that name its masters, which wait with it). Refused rows stay in the draft with the service’s message.',
      },
      kinds: {
        brands: 'Brands',
        colors: 'Colors',
        products: 'Products',
      },
      requests: {
        heading: 'Requests',
        caption: 'What each request holds, in sending order',
        number: 'Request',
        waitsFor: 'Needs',
        waitsForValue: 'request {{list}}',
        none: '—',
        rows: 'Rows',
        show: 'Show rows of request {{n}}',
        hide: 'Hide rows of request {{n}}',
        rowsOf: 'Rows of request {{n}}',
      },
      grid: {
        brands: 'Brand',
        colors: 'Color',
        products: 'Product',
      },
      noCode: '(no code)',
      leftOut: {
        heading_one: '{{count}} row left out',
        heading_other: '{{count}} rows left out',
        body: 'Rows with errors are not sent. They stay in the draft: fix them in the catalog, then review again.',
        grid: 'Grid',
        code: 'Code',
        reason: 'Why',
        fix: 'Open {{grid}} in the catalog',
        reasons: {
          required: 'A required field is empty',
          duplicate_code: 'The code appears more than once in its grid',
          duplicate_sku: 'A SKU appears more than once in the product',
          no_code: 'It has no code',
          looks_secret: 'A cell looks like a credential (token or client secret); it is not sent',
          unreadable: 'The saved row cannot be read',
          unknown_brand: 'Its brand is unknown',
          unknown_color: 'A color is unknown',
        },
      },
      fewerSkus: {
        heading_one: '{{count}} product lists fewer SKUs than this connection last sent',
        heading_other: '{{count}} products list fewer SKUs than this connection last sent',
        body: 'The removed SKUs may stay on the service: its specification does not say whether sending a product replaces its SKU list or adds to it.',
        notListed: 'no longer listed: {{skus}}',
      },
      sendButton_one: 'Send {{count}} request',
      sendButton_other: 'Send {{count}} requests',
      starting: 'Starting…',
      startFailed: 'The send could not start',
      unfinished: {
        running:
          'An import of this connection is under way. Open it to follow it; a new send can start when it ends.',
        interrupted:
          'An import of this connection did not finish. Resume or drop it before sending again.',
        open: 'Open the import',
      },
      phase: {
        sending: 'Sending',
        paused: 'Paused',
        rateLimit: 'Held by the rate limit',
        network: 'Waiting to resend',
        reconnect: 'Waiting for a reconnect',
        interrupted: 'Not finished',
        done: 'Sent',
        failed: 'Ended with problems',
        cancelled: 'Cancelled',
        dropped: 'Dropped',
      },
      progress: {
        heading: 'Import',
        bar: 'Requests answered',
        requests: '{{finished}} of {{requests}} answered',
        refused_one: '({{count}} refused)',
        refused_other: '({{count}} refused)',
        split_one: '({{count}} split to find the refused rows)',
        split_other: '({{count}} split to find the refused rows)',
        notSent_one: '({{count}} never sent)',
        notSent_other: '({{count}} never sent)',
        rowsRefused_one: '· {{count}} refused',
        rowsRefused_other: '· {{count}} refused',
        rowsWaiting_one: '· {{count}} waiting for a refused master',
        rowsWaiting_other: '· {{count}} waiting for a refused master',
        isolating_split: 'Finding the refused rows: request {{request}} split in two.',
        isolating_taken_out:
          'Finding the refused rows: request {{request}} is sent again without the {{rows}} row(s) the service named.',
        reconnectProfile: 'Reconnect {{profile}} to go on.',
        rows: '{{done}} of {{total}} rows applied',
        timeLeft: 'About {{time}} left',
        timeUnknown: 'Time left: known after the first answer',
        rateLimit: 'The rate limit holds the queue: going on in {{seconds}} s.',
        rateLimitNow: 'The rate limit holds the queue: going on now.',
        network:
          'The service could not be reached. The same request goes again in {{seconds}} s, with its own key, so nothing is applied twice.',
        networkNow: 'The service could not be reached. Sending the same request again now.',
        reconnect:
          'The service no longer accepts this connection. The import waits, and goes on by itself once you reconnect.',
        reconnectLink: 'Reconnect',
        paused: 'Paused: nothing more is sent until you resume.',
        interrupted:
          'The app stopped while this import was being sent. Resume it to send the rest (requests sent without an answer go again with their own key), or drop it.',
        pause: 'Pause',
        resume: 'Resume',
        cancel: 'Cancel…',
        cancelQuestion: 'Cancel the send?',
        cancelBody:
          'The request in flight finishes. What was applied stays applied on the service; the requests not sent yet are not sent, and their rows stay in the draft.',
        cancelConfirm: 'Cancel the send',
        cancelKeep: 'Keep sending',
        drop: 'Drop…',
        dropQuestion: 'Drop this import?',
        dropBody:
          'Nothing more of it is sent. Its unsent rows stay in the draft. Requests sent without an answer may or may not have been applied.',
        dropConfirm: 'Drop the import',
        dropKeep: 'Keep it',
        dropped:
          'Dropped. Applied: {{applied}}. May have been applied: {{maybe}}. Not applied: {{not}}.',
        noneList: 'none',
        actionFailed: 'That did not work',
        cancelledNote: 'Cancelled. What was applied stays applied; the rest stays in the draft.',
      },
      message: {
        conflict:
          'Internal error: the service says a request’s key was already used with a different body (HTTP 409). Nothing of that request was applied and it is not retried. Please report this fault with the details below.',
        forbidden:
          'This connection lacks the permission {{permission}}. Nothing more is sent: reconnect with that permission, or ask the workspace admin to grant it.',
        forbiddenUnknown:
          'This connection lacks a permission the service needs for this. Nothing more is sent.',
        reconnect: 'The service no longer accepts this connection: reconnect it.',
        dependsOnRefused:
          'Not sent: its products name masters of request {{request}}, which was not applied. Its rows stay in the draft.',
        notSentCancelled: 'Not sent: the import was cancelled. Its rows stay in the draft.',
        notSentDropped: 'Not sent: the import was dropped. Its rows stay in the draft.',
        notSentForbidden:
          'Not sent: an earlier request needed a permission this connection lacks. Its rows stay in the draft.',
        unanswered:
          'Sent, but no answer came back: it may or may not have been applied. Send its rows again to be sure (the service updates what exists).',
        network:
          'The service could not be reached or failed; the request is sent again with its own key.',
        rateLimited: 'The service’s rate limit held the request.',
        refused:
          'The service refused this request (HTTP {{status}}). None of its rows were applied.',
        refusedNoStatus: 'The service refused this request. None of its rows were applied.',
        waitingForMaster:
          'Not sent: names {{masters}}, which the service refused. Its rows stay in the draft.',
        notSentStopped:
          'Not sent: the import stopped at the first refusal. Its rows stay in the draft.',
        isolating: 'Finding the refused rows.',
        internal: 'Something went wrong inside the app. Nothing of this request was applied.',
        other: 'A problem occurred.',
        details: 'Details',
      },
      results: {
        heading: 'Results',
        totals: 'Created: {{masters}}. Products: {{created}} created, {{updated}} updated.',
        noMasters: 'no masters',
        masterCount: '{{count}} {{kind}}',
        mastersNote:
          'Masters are counted, not listed: the service’s answer says only how many of each kind were created (updates are not counted), so the app cannot say which ones.',
        applied_one: '{{rows}} row applied; it has left the draft.',
        applied_other: '{{rows}} rows applied; they have left the draft.',
        kept_one: '{{rows}} row was not applied and stays in the draft.',
        kept_other: '{{rows}} rows were not applied and stay in the draft.',
        caption: 'Each request’s result',
        state: 'Result',
        created: 'Created',
        updated: 'Updated',
        states: {
          pending: 'Not sent',
          sent: 'No answer',
          done: 'Applied',
          failed: 'Not applied',
        },
        fates: {
          applied: 'Applied',
          refused: 'Refused',
          split: 'Refused; narrowed down',
          replaced: 'Held back',
          not_sent: 'Not sent',
          unanswered: 'No answer',
          pending: 'Not sent yet',
        },
        requestCounts:
          'Requests: {{applied}} applied, {{refused}} refused, {{split}} split to find the refused rows, {{notSent}} never sent.',
        rowsHeading: 'Rows not applied',
        rowsIntro:
          'They stay in the draft. Each says why, in the service’s own words where it gave them.',
        rowsLabel: 'Rows not applied',
        rowRefused: 'Refused',
        rowWaiting: 'Waits for {{masters}}, which the service refused',
        rowNotSent: 'Not sent',
        showInGrid: 'Show in the grid',
        moreRows_one: '…and {{count}} more row: History lists every one.',
        moreRows_other: '…and {{count}} more rows: History lists every one.',
        showProducts: 'Show products of request {{n}}',
        hideProducts: 'Hide products of request {{n}}',
        productsOf: 'Products of request {{n}}',
        productCreated: 'created',
        productUpdated: 'updated',
        refusedHeading: 'Request {{n}}: not applied',
        refusedRows: 'Its rows (still in the draft):',
        fixInCatalog: 'Fix them in the catalog',
        inHistory: 'Open in History',
        moreNotApplied_one: '…and {{count}} more request not applied: History lists every one.',
        moreNotApplied_other: '…and {{count}} more requests not applied: History lists every one.',
        loading: 'Reading the results…',
        failedToLoad: 'The results could not be read',
      },
      outcome: {
        rows: 'Rows: {{applied}} applied, {{refused}} refused, {{waiting}} waiting for a master the service refused, {{notSent}} never sent.',
        unanswered_one:
          '{{count}} request was sent without an answer: it may or may not have been applied.',
        unanswered_other:
          '{{count}} requests were sent without an answer: they may or may not have been applied.',
        notSent: {
          waiting_for_master_one:
            'Never sent: {{count}} request, whose products name {{masters}}, which the service refused.',
          waiting_for_master_other:
            'Never sent: {{count}} requests, whose products name {{masters}}, which the service refused.',
          dependency_refused_one:
            'Never sent: {{count}} request, whose products name masters of a refused request.',
          dependency_refused_other:
            'Never sent: {{count}} requests, whose products name masters of a refused request.',
          not_sent_stopped_one:
            'Never sent: {{count}} request; the import stopped at the first refusal.',
          not_sent_stopped_other:
            'Never sent: {{count}} requests; the import stopped at the first refusal.',
          not_sent_cancelled_one: 'Never sent: {{count}} request; the import was cancelled.',
          not_sent_cancelled_other: 'Never sent: {{count}} requests; the import was cancelled.',
          not_sent_forbidden_one:
            'Never sent: {{count}} request; an earlier one needed a permission this connection lacks.',
          not_sent_forbidden_other:
            'Never sent: {{count}} requests; an earlier one needed a permission this connection lacks.',
          not_sent_dropped_one: 'Never sent: {{count}} request; the import was dropped.',
          not_sent_dropped_other: 'Never sent: {{count}} requests; the import was dropped.',
          other_one: 'Never sent: {{count}} request.',
          other_other: 'Never sent: {{count}} requests.',
        },
      },
    },
  },
  {
    send: {
      title: '確認して送信',
      openReview: '確認して送信',
      noConnection: 'カタログの下書きを送るには、ワークスペースに接続してください。',
      planning: 'リクエストを計画しています…',
      previewFailed: '送信計画を作れませんでした',
      nothing: '送信できるものがありません。エラーのない下書き行がカタログにありません。',
      toCatalog: 'カタログに戻る',
      show: '表示',
      hide: '隠す',
      duration: {
        seconds_one: '{{count}} 秒',
        seconds_other: '{{count}} 秒',
        minutes_one: '{{count}} 分',
        minutes_other: '{{count}} 分',
        hoursMinutes: '{{hours}} 時間 {{minutes}} 分',
      },
      plan: {
        heading: '送信計画',
        stopAtRefusal: '最初の拒否で止める',
        stopAtRefusalNote:
          'オフ: サービスがリクエストを拒否すると、拒否された行を探し（その行はメッセージとともに下書きに残ります）、ほかの行はすべて送ります。オン: 拒否があればそれ以上は送らず、先に直せます。',
        requests_one: '{{count}} 件のリクエスト',
        requests_other: '{{count}} 件のリクエスト',
        rows_one: '{{count}} 行',
        rows_other: '{{count}} 行',
        summary: '{{requests}}（計 {{rows}}）',
        fewest:
          'ルール（1 リクエストにマスタ 200 件・商品 100 件まで）で可能な最少のリクエスト数です。',
        atLeast:
          '{{requests}} 件のリクエストです（少なくとも {{fewest}} 件は必要です）。商品は、参照するマスタと同じリクエストかそれ以降にしか入れられません。このカタログでは、{{requests}} 件より少なくできないことを証明できませんでした。',
        timeWithin:
          '所要時間: サービスは接続ごとに 1 分あたり 120 回まで呼び出せるため、このリクエストは制限で待たされません。サービスが応答する速さで順に送ります。送信中に伝票を閲覧すると、同じ回数枠を使います。',
        timeAtBest:
          '所要時間: 最短でおよそ {{time}}。サービスは接続ごとに 1 分あたり 120 回まで呼び出せます。送信中に伝票を閲覧すると同じ回数枠を使うため、さらにかかります。',
        atomicHeading: '反映のされ方',
        atomic:
          '各リクエストはサービス上で全部反映されるか、まったく反映されないかのどちらかです。送信全体はそうではありません。あるリクエストが拒否されても、それより前のリクエストは反映されたままで、残りのリクエストも送られます（拒否されたリクエストのマスタを参照する商品は除きます）。拒否された行は、サービスのメッセージとともに下書きに残ります。',
      },
      kinds: {
        brands: 'ブランド',
        colors: 'カラー',
        products: '商品',
      },
      requests: {
        heading: 'リクエスト',
        caption: '各リクエストの内容（送信順）',
        number: 'リクエスト',
        waitsFor: '前提',
        waitsForValue: 'リクエスト {{list}}',
        none: '—',
        rows: '行',
        show: 'リクエスト {{n}} の行を表示',
        hide: 'リクエスト {{n}} の行を隠す',
        rowsOf: 'リクエスト {{n}} の行',
      },
      grid: {
        brands: 'ブランド',
        colors: 'カラー',
        products: '商品',
      },
      noCode: '（コードなし）',
      leftOut: {
        heading_one: '送信しない行 {{count}} 件',
        heading_other: '送信しない行 {{count}} 件',
        body: 'エラーのある行は送信しません。行は下書きに残ります。カタログで直してから、もう一度確認してください。',
        grid: '表',
        code: 'コード',
        reason: '理由',
        fix: 'カタログで{{grid}}を開く',
        reasons: {
          required: '必須の項目が空です',
          duplicate_code: 'コードが表の中で重複しています',
          duplicate_sku: '商品の中で SKU が重複しています',
          no_code: 'コードがありません',
          looks_secret:
            '認証情報（トークンやクライアントシークレット）のようなセルがあるため送信しません',
          unreadable: '保存された行を読み取れません',
          unknown_brand: 'ブランドが不明です',
          unknown_color: 'カラーが不明です',
        },
      },
      fewerSkus: {
        heading_one: '前回この接続で送ったときより SKU が少ない商品が {{count}} 件あります',
        heading_other: '前回この接続で送ったときより SKU が少ない商品が {{count}} 件あります',
        body: '減らした SKU はサービスに残る可能性があります。商品を送ったときに SKU の一覧が置き換わるのか追加されるのか、仕様に記載がないためです。',
        notListed: '一覧から外れた SKU: {{skus}}',
      },
      sendButton_one: '{{count}} 件のリクエストを送信',
      sendButton_other: '{{count}} 件のリクエストを送信',
      starting: '開始しています…',
      startFailed: '送信を開始できませんでした',
      unfinished: {
        running:
          'この接続の一括登録が進行中です。開いて進み具合を確認できます。終わると新しい送信を始められます。',
        interrupted:
          'この接続の一括登録が完了していません。再開するか破棄してから送信してください。',
        open: '一括登録を開く',
      },
      phase: {
        sending: '送信中',
        paused: '一時停止中',
        rateLimit: 'レート制限で待機中',
        network: '再送を待っています',
        reconnect: '再接続を待っています',
        interrupted: '未完了',
        done: '送信完了',
        failed: '問題ありで終了',
        cancelled: '中止しました',
        dropped: '破棄しました',
      },
      progress: {
        heading: '一括登録',
        bar: '応答済みのリクエスト',
        requests: 'リクエスト {{total}} 件中 {{finished}} 件に応答あり',
        refused_one: '（拒否 {{count}} 件）',
        refused_other: '（拒否 {{count}} 件）',
        split_one: '（拒否された行を探すため分割 {{count}} 件）',
        split_other: '（拒否された行を探すため分割 {{count}} 件）',
        notSent_one: '（未送信 {{count}} 件）',
        notSent_other: '（未送信 {{count}} 件）',
        rowsRefused_one: '・拒否 {{count}} 行',
        rowsRefused_other: '・拒否 {{count}} 行',
        rowsWaiting_one: '・拒否されたマスタ待ち {{count}} 行',
        rowsWaiting_other: '・拒否されたマスタ待ち {{count}} 行',
        isolating_split: '拒否された行を探しています: リクエスト {{request}} を2つに分けました。',
        isolating_taken_out:
          '拒否された行を探しています: リクエスト {{request}} を、サービスが示した {{rows}} 行を除いて送り直します。',
        reconnectProfile: '{{profile}} に再接続すると続きを送信します。',
        rows: '{{total}} 行中 {{done}} 行を反映',
        timeLeft: '残り約 {{time}}',
        timeUnknown: '残り時間: 最初の応答のあとにわかります',
        rateLimit: 'レート制限で送信を待っています。あと {{seconds}} 秒で再開します。',
        rateLimitNow: 'レート制限で送信を待っています。まもなく再開します。',
        network:
          'サービスに接続できませんでした。{{seconds}} 秒後に同じリクエストを同じキーで再送します（二重には反映されません）。',
        networkNow: 'サービスに接続できませんでした。同じリクエストを再送しています。',
        reconnect:
          'サービスがこの接続を受け付けなくなりました。一括登録は待機し、再接続すると自動で続きを送ります。',
        reconnectLink: '再接続',
        paused: '一時停止中です。再開するまで何も送りません。',
        interrupted:
          'この一括登録の送信中にアプリが止まりました。再開すると残りを送ります（応答のなかったリクエストは同じキーで再送します）。破棄することもできます。',
        pause: '一時停止',
        resume: '再開',
        cancel: '中止…',
        cancelQuestion: '送信を中止しますか?',
        cancelBody:
          '送信中のリクエストは最後まで処理されます。反映済みの内容はサービスに残ります。まだ送っていないリクエストは送らず、その行は下書きに残ります。',
        cancelConfirm: '送信を中止',
        cancelKeep: '送信を続ける',
        drop: '破棄…',
        dropQuestion: 'この一括登録を破棄しますか?',
        dropBody:
          '以後は何も送りません。送っていない行は下書きに残ります。応答のなかったリクエストは、反映されたかどうかわかりません。',
        dropConfirm: '一括登録を破棄',
        dropKeep: '破棄しない',
        dropped:
          '破棄しました。反映済み: {{applied}}。反映された可能性あり: {{maybe}}。未反映: {{not}}。',
        noneList: 'なし',
        actionFailed: '操作できませんでした',
        cancelledNote: '中止しました。反映済みの内容はそのままで、残りは下書きに残ります。',
      },
      message: {
        conflict:
          '内部エラー: リクエストのキーが別の内容ですでに使われているとサービスが応答しました（HTTP 409）。このリクエストは何も反映されておらず、再送しません。下の詳細を添えてこの不具合を報告してください。',
        forbidden:
          'この接続には権限 {{permission}} がありません。これ以上は送りません。その権限で再接続するか、ワークスペースの管理者に付与を依頼してください。',
        forbiddenUnknown: 'この接続には、この操作に必要な権限がありません。これ以上は送りません。',
        reconnect: 'サービスがこの接続を受け付けなくなりました。再接続してください。',
        dependsOnRefused:
          '未送信: 商品が、反映されなかったリクエスト {{request}} のマスタを参照しています。行は下書きに残ります。',
        notSentCancelled: '未送信: 一括登録を中止しました。行は下書きに残ります。',
        notSentDropped: '未送信: 一括登録を破棄しました。行は下書きに残ります。',
        notSentForbidden:
          '未送信: 前のリクエストで、この接続にない権限が必要でした。行は下書きに残ります。',
        unanswered:
          '送信しましたが応答がありませんでした。反映されたかどうかわかりません。確実にするには行をもう一度送ってください（既存のものは更新されます）。',
        network: 'サービスに接続できないか、サービスでエラーが起きました。同じキーで再送します。',
        rateLimited: 'サービスのレート制限でリクエストが待たされました。',
        refused:
          'サービスがこのリクエストを拒否しました（HTTP {{status}}）。行は一つも反映されていません。',
        refusedNoStatus: 'サービスがこのリクエストを拒否しました。行は一つも反映されていません。',
        waitingForMaster:
          '未送信: サービスが拒否した {{masters}} を参照しています。その行は下書きに残ります。',
        notSentStopped: '未送信: 最初の拒否で一括登録を止めました。その行は下書きに残ります。',
        isolating: '拒否された行を探しています。',
        internal: 'アプリ内部でエラーが発生しました。このリクエストは何も反映されていません。',
        other: '問題が発生しました。',
        details: '詳細',
      },
      results: {
        heading: '結果',
        totals: '作成: {{masters}}。商品: 作成 {{created}} 件、更新 {{updated}} 件。',
        noMasters: 'マスタなし',
        masterCount: '{{kind}} {{count}} 件',
        mastersNote:
          'マスタは件数のみで、一覧はありません。サービスの応答は種類ごとに作成された件数だけを返すため（更新は数えません）、どのマスタかはわかりません。',
        applied_one: '{{rows}} 行を反映し、下書きから外しました。',
        applied_other: '{{rows}} 行を反映し、下書きから外しました。',
        kept_one: '{{rows}} 行は反映されず、下書きに残っています。',
        kept_other: '{{rows}} 行は反映されず、下書きに残っています。',
        caption: 'リクエストごとの結果',
        state: '結果',
        created: '作成',
        updated: '更新',
        states: {
          pending: '未送信',
          sent: '応答なし',
          done: '反映済み',
          failed: '未反映',
        },
        fates: {
          applied: '反映済み',
          refused: '拒否',
          split: '拒否（行を特定）',
          replaced: '保留',
          not_sent: '未送信',
          unanswered: '応答なし',
          pending: '送信待ち',
        },
        requestCounts:
          'リクエスト: 反映 {{applied}} 件、拒否 {{refused}} 件、拒否された行を探すため分割 {{split}} 件、未送信 {{notSent}} 件。',
        rowsHeading: '反映されなかった行',
        rowsIntro: 'これらの行は下書きに残ります。理由を、サービスの言葉があればそのまま示します。',
        rowsLabel: '反映されなかった行',
        rowRefused: '拒否',
        rowWaiting: 'サービスが拒否した {{masters}} を待っています',
        rowNotSent: '未送信',
        showInGrid: 'グリッドで表示',
        moreRows_one: '…ほか {{count}} 行。すべての行は履歴にあります。',
        moreRows_other: '…ほか {{count}} 行。すべての行は履歴にあります。',
        showProducts: 'リクエスト {{n}} の商品を表示',
        hideProducts: 'リクエスト {{n}} の商品を隠す',
        productsOf: 'リクエスト {{n}} の商品',
        productCreated: '作成',
        productUpdated: '更新',
        refusedHeading: 'リクエスト {{n}}: 未反映',
        refusedRows: 'このリクエストの行（下書きに残っています）:',
        fixInCatalog: 'カタログで直す',
        inHistory: '履歴で開く',
        moreNotApplied_one:
          '…ほかに未反映のリクエストが {{count}} 件あります。すべて履歴で確認できます。',
        moreNotApplied_other:
          '…ほかに未反映のリクエストが {{count}} 件あります。すべて履歴で確認できます。',
        loading: '結果を読み込んでいます…',
        failedToLoad: '結果を読み込めませんでした',
      },
      outcome: {
        rows: '行: 反映 {{applied}} 行、拒否 {{refused}} 行、サービスが拒否したマスタ待ち {{waiting}} 行、未送信 {{notSent}} 行。',
        unanswered_one:
          '{{count}} 件のリクエストは送信後に応答がありませんでした。反映されたかどうかは不明です。',
        unanswered_other:
          '{{count}} 件のリクエストは送信後に応答がありませんでした。反映されたかどうかは不明です。',
        notSent: {
          waiting_for_master_one:
            '未送信: {{count}} 件。商品がサービスに拒否された {{masters}} を参照しています。',
          waiting_for_master_other:
            '未送信: {{count}} 件。商品がサービスに拒否された {{masters}} を参照しています。',
          dependency_refused_one:
            '未送信: {{count}} 件。商品が拒否されたリクエストのマスタを参照しています。',
          dependency_refused_other:
            '未送信: {{count}} 件。商品が拒否されたリクエストのマスタを参照しています。',
          not_sent_stopped_one: '未送信: {{count}} 件。最初の拒否で一括登録を止めました。',
          not_sent_stopped_other: '未送信: {{count}} 件。最初の拒否で一括登録を止めました。',
          not_sent_cancelled_one: '未送信: {{count}} 件。一括登録を中止しました。',
          not_sent_cancelled_other: '未送信: {{count}} 件。一括登録を中止しました。',
          not_sent_forbidden_one:
            '未送信: {{count}} 件。前のリクエストにこの接続にない権限が必要でした。',
          not_sent_forbidden_other:
            '未送信: {{count}} 件。前のリクエストにこの接続にない権限が必要でした。',
          not_sent_dropped_one: '未送信: {{count}} 件。一括登録を破棄しました。',
          not_sent_dropped_other: '未送信: {{count}} 件。一括登録を破棄しました。',
          other_one: '未送信: {{count}} 件。',
          other_other: '未送信: {{count}} 件。',
        },
      },
    },
  },
);
