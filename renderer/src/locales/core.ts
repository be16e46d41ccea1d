import { defineStrings } from '../lib/i18n-resources.ts';

// Text the whole app shares, there from the start (App.tsx): the frame and its prompts, connection
// states, errors, permissions, and words more than one screen says (voucher kinds, what became of
// an import). Text of one screen lives in that screen's folder and arrives with its route.

export const coreStrings = defineStrings(
  {
    app: {
      name: 'Kikan Desk',
      loading: 'Loading…',
    },
    nav: {
      label: 'Main navigation',
      connect: 'Connect',
      catalog: 'Catalog',
      send: 'Send',
      sent: 'Sent',
      vouchers: 'Vouchers',
      products: 'Products',
      history: 'History',
      settings: 'Settings',
    },
    state: {
      connected: 'Connected',
      memory_only: 'Memory only',
      memory_only_long: 'Token kept in memory only: no system keychain',
      reconnect_needed: 'Reconnect needed',
      signed_out: 'Signed out',
    },
    status: {
      label: 'Connection status',
      reconnect: 'Reconnect',
      none: 'Not connected',
      demo: 'Demo',
      host: 'Host',
      state: 'State',
      permissions: 'Permissions',
      permissionsUnknown: 'Unknown until the service answers — pasted token',
      permissionsAll: 'All permissions of the app',
      denied: 'Refused by the service',
      lastUsed: 'Last used',
      never: 'Not yet',
    },
    pacing: {
      paused: "Paused by the service's rate limit — resuming in {{seconds}} s",
      resuming: "Paused by the service's rate limit — resuming now",
    },
    core: {
      restarting: 'Reconnecting… the app’s core stopped and is starting again.',
    },
    hostKind: {
      production: 'Production',
      development: 'Development',
      custom: 'Custom URL',
    },
    permission: {
      kikan_products_read: 'Products — read',
      kikan_products_write: 'Products — write',
      kikan_masters_read: 'Masters — read',
      kikan_masters_write: 'Masters — write',
      kikan_purchase_orders_read: 'Purchase orders — read',
      kikan_order_plans_read: 'Order plans — read',
      kikan_sales_orders_read: 'Sales orders — read',
      kikan_leases_read: 'Leases — read',
    },
    error: {
      offline: 'The service cannot be reached. Check the address and the network.',
      timeout: 'The service did not answer in time.',
      cancelled: 'The request was cancelled.',
      unauthorized: 'The service refused the credentials.',
      forbidden: 'The service refused: permission {{permission}} is needed.',
      forbiddenUnknown: 'The service refused: a permission is missing.',
      rate_limited: 'Paused by the rate limit until {{time}}.',
      conflict: 'The service reported a conflict.',
      not_found: 'Not found.',
      rejected: 'The service answered with status {{status}}.',
      bad_response: 'The service sent an answer the app does not understand.',
      invalid_input: 'Some fields need attention.',
      keychain_unavailable: 'The system keychain is not available.',
      not_connected: 'Not connected.',
      internal: 'Something went wrong inside the app.',
    },
    permissions: {
      missing: 'The connection “{{name}}” lacks what this screen needs:',
    },
    empty: {
      notConnected: 'No connection is active yet.',
      notUsable: 'The connection “{{name}}” cannot be used right now: {{state}}.',
      goConnect: 'Go to Connect',
    },
    route: {
      notFound: 'Nothing here',
      notFoundBody: 'This address does not lead to a screen of the app.',
      failed: 'This screen could not be shown',
    },
    importPrompt: {
      requestCount_one: '{{count, number}} request',
      requestCount_other: '{{count, number}} requests',
      label: 'Unfinished send',
      interrupted:
        'A send of this connection did not finish (started {{time}}; {{done}} of {{requests}} answered).',
      running:
        'A send of this connection that had not finished goes on (started {{time}}; {{done}} of {{requests}} answered).',
      explain:
        'Resuming sends the rest; a request sent without an answer is sent again with its own key and body, so the service never applies it twice.',
      resume: 'Resume',
      drop: 'Drop',
      view: 'Details',
      dismiss: 'Hide',
      confirmDrop:
        'Drop this send? Requests not sent yet will not be sent; their rows stay in the draft.',
      confirmDropYes: 'Drop the send',
      cancel: 'Keep it',
      failed: 'That did not work',
      resumed: 'The send goes on again.',
      resumedByApp: 'A send interrupted on {{time}} was resumed.',
      showResumed: 'Show it',
      dropped: 'The send was dropped.',
      applied_one: 'Applied: request {{list}}.',
      applied_other: 'Applied: requests {{list}}.',
      mayHaveApplied_one:
        'Sent without an answer, so it may or may not have been applied: request {{list}}. Check its rows on the service.',
      mayHaveApplied_other:
        'Sent without an answer, so they may or may not have been applied: requests {{list}}. Check their rows on the service.',
      notApplied_one: 'Not applied (never sent): request {{list}}. Its rows stay in the draft.',
      notApplied_other:
        'Not applied (never sent): requests {{list}}. Their rows stay in the draft.',
      nothingApplied: 'No request was applied.',
    },
    callOutcome: {
      unreachable: 'Unreachable since {{time}}',
      bad_answer: 'Unreadable answers since {{time}}',
      rate_limited: 'Rate limited until {{time}}',
      reconnect_needed: 'Reconnect needed',
      ok: 'Reachable',
    },
    voucherKind: {
      purchase_orders: 'Purchase orders',
      sales_orders: 'Sales orders',
      leases: 'Leases',
      order_plans: 'Order plans',
    },
    outcome: {
      requests:
        'Requests: {{applied}} applied, {{split}} refused and narrowed down, {{refused}} refused, {{notSent}} never sent.',
      rows: 'Rows: {{applied}} applied, {{refused}} refused, {{waiting}} waiting for a master the service refused, {{notSent}} never sent.',
      unanswered_one:
        '{{count, number}} request was sent without an answer: it may or may not have been applied.',
      unanswered_other:
        '{{count, number}} requests were sent without an answer: they may or may not have been applied.',
      notSent: {
        waiting_for_master_one:
          'Not sent: {{count, number}} product, which names {{masters}}, which the service refused.',
        waiting_for_master_other:
          'Not sent: {{count, number}} products, which name {{masters}}, which the service refused.',
        dependency_refused_one:
          'Not sent: {{count, number}} product, which names masters of a refused request.',
        dependency_refused_other:
          'Not sent: {{count, number}} products, which name masters of a refused request.',
        not_sent_stopped_one:
          'Never sent: {{count, number}} request; the send stopped at the first refusal.',
        not_sent_stopped_other:
          'Never sent: {{count, number}} requests; the send stopped at the first refusal.',
        not_sent_cancelled_one: 'Never sent: {{count, number}} request; the send was cancelled.',
        not_sent_cancelled_other: 'Never sent: {{count, number}} requests; the send was cancelled.',
        not_sent_forbidden_one:
          'Never sent: {{count, number}} request; an earlier one needed a permission this connection lacks.',
        not_sent_forbidden_other:
          'Never sent: {{count, number}} requests; an earlier one needed a permission this connection lacks.',
        not_sent_dropped_one: 'Never sent: {{count, number}} request; the send was dropped.',
        not_sent_dropped_other: 'Never sent: {{count, number}} requests; the send was dropped.',
        other_one: 'Never sent: {{count, number}} request.',
        other_other: 'Never sent: {{count, number}} requests.',
      },
    },
  },
  {
    app: {
      name: 'Kikan Desk',
      loading: '読み込み中…',
    },
    nav: {
      label: 'メインナビゲーション',
      connect: '接続',
      catalog: 'カタログ',
      send: '送信',
      sent: '送信済み',
      vouchers: '伝票',
      products: '商品',
      history: '履歴',
      settings: '設定',
    },
    state: {
      connected: '接続済み',
      memory_only: 'メモリのみ',
      memory_only_long: 'トークンはメモリにのみ保持：システムのキーチェーンがありません',
      reconnect_needed: '再接続が必要',
      signed_out: 'サインアウト済み',
    },
    status: {
      label: '接続状態',
      reconnect: '再接続',
      none: '未接続',
      demo: 'デモ',
      host: 'ホスト',
      state: '状態',
      permissions: '権限',
      permissionsUnknown: 'サービスが応答するまで不明 — 貼り付けたトークン',
      permissionsAll: 'アプリが持つすべての権限',
      denied: 'サービスが拒否した権限',
      lastUsed: '最終利用',
      never: 'まだありません',
    },
    pacing: {
      paused: 'サービスのレート制限により一時停止中 — {{seconds}} 秒後に再開します',
      resuming: 'サービスのレート制限により一時停止中 — まもなく再開します',
    },
    core: {
      restarting: '再接続中… アプリのコアが停止したため、再起動しています。',
    },
    hostKind: {
      production: '本番',
      development: '開発',
      custom: 'カスタム URL',
    },
    permission: {
      kikan_products_read: '商品 — 読み取り',
      kikan_products_write: '商品 — 書き込み',
      kikan_masters_read: 'マスタ — 読み取り',
      kikan_masters_write: 'マスタ — 書き込み',
      kikan_purchase_orders_read: '発注 — 読み取り',
      kikan_order_plans_read: '発注計画 — 読み取り',
      kikan_sales_orders_read: '受注 — 読み取り',
      kikan_leases_read: '貸出 — 読み取り',
    },
    error: {
      offline: 'サービスに接続できません。アドレスとネットワークを確認してください。',
      timeout: 'サービスが時間内に応答しませんでした。',
      cancelled: 'リクエストは取り消されました。',
      unauthorized: 'サービスが認証情報を受け付けませんでした。',
      forbidden: 'サービスが拒否しました：権限 {{permission}} が必要です。',
      forbiddenUnknown: 'サービスが拒否しました：権限が不足しています。',
      rate_limited: 'レート制限により {{time}} まで一時停止しています。',
      conflict: 'サービスが競合を報告しました。',
      not_found: '見つかりません。',
      rejected: 'サービスがステータス {{status}} で応答しました。',
      bad_response: 'サービスの応答をアプリが解釈できませんでした。',
      invalid_input: '入力内容を確認してください。',
      keychain_unavailable: 'システムのキーチェーンを利用できません。',
      not_connected: '接続されていません。',
      internal: 'アプリ内部でエラーが発生しました。',
    },
    permissions: {
      missing: '接続「{{name}}」には、この画面に必要な権限がありません：',
    },
    empty: {
      notConnected: 'まだ接続していません。',
      notUsable: '接続「{{name}}」は現在使えません：{{state}}。',
      goConnect: '接続画面へ',
    },
    route: {
      notFound: 'ページがありません',
      notFoundBody: 'このアドレスはアプリの画面につながっていません。',
      failed: 'この画面を表示できませんでした',
    },
    importPrompt: {
      requestCount_one: 'リクエスト {{count, number}} 件',
      requestCount_other: 'リクエスト {{count, number}} 件',
      label: '未完了の送信',
      interrupted:
        'この接続の送信が完了していません（開始 {{time}}、{{total}} 件中 {{done}} 件のリクエストに応答あり）。',
      running:
        '完了していなかったこの接続の送信を続けています（開始 {{time}}、{{total}} 件中 {{done}} 件のリクエストに応答あり）。',
      explain:
        '再開すると残りを送ります。応答のなかったリクエストは同じキーと本文で送り直すため、サービスで二重に反映されることはありません。',
      resume: '再開',
      drop: '破棄',
      view: '詳細',
      dismiss: '閉じる',
      confirmDrop:
        'この送信を破棄しますか？ まだ送っていないリクエストは送られず、その行は下書きに残ります。',
      confirmDropYes: '送信を破棄',
      cancel: '破棄しない',
      failed: '実行できませんでした',
      resumed: '送信を再開しました。',
      resumedByApp: '{{time}} に中断された送信を再開しました。',
      showResumed: '表示する',
      dropped: '送信を破棄しました。',
      applied_one: '反映済み: リクエスト {{list}}。',
      applied_other: '反映済み: リクエスト {{list}}。',
      mayHaveApplied_one:
        '送信後に応答がなかったため、反映されたかどうか不明: リクエスト {{list}}。サービス上でこれらの行を確認してください。',
      mayHaveApplied_other:
        '送信後に応答がなかったため、反映されたかどうか不明: リクエスト {{list}}。サービス上でこれらの行を確認してください。',
      notApplied_one: '未反映（未送信）: リクエスト {{list}}。その行は下書きに残ります。',
      notApplied_other: '未反映（未送信）: リクエスト {{list}}。その行は下書きに残ります。',
      nothingApplied: '反映されたリクエストはありません。',
    },
    callOutcome: {
      unreachable: '{{time}} から接続できません',
      bad_answer: '{{time}} から読めない応答です',
      rate_limited: '{{time}} まで制限中',
      reconnect_needed: '再接続が必要です',
      ok: '接続可能',
    },
    voucherKind: {
      purchase_orders: '発注',
      sales_orders: '受注',
      leases: '貸出',
      order_plans: '発注計画',
    },
    outcome: {
      requests:
        'リクエスト: 反映 {{applied}} 件、拒否（行を特定） {{split}} 件、拒否 {{refused}} 件、未送信 {{notSent}} 件。',
      rows: '行: 反映 {{applied}} 行、拒否 {{refused}} 行、サービスが拒否したマスタ待ち {{waiting}} 行、未送信 {{notSent}} 行。',
      unanswered_one:
        '{{count, number}} 件のリクエストは送信後に応答がありませんでした。反映されたかどうかは不明です。',
      unanswered_other:
        '{{count, number}} 件のリクエストは送信後に応答がありませんでした。反映されたかどうかは不明です。',
      notSent: {
        waiting_for_master_one:
          '未送信の商品: {{count, number}} 件。サービスに拒否された {{masters}} を参照しています。',
        waiting_for_master_other:
          '未送信の商品: {{count, number}} 件。サービスに拒否された {{masters}} を参照しています。',
        dependency_refused_one:
          '未送信の商品: {{count, number}} 件。拒否されたリクエストのマスタを参照しています。',
        dependency_refused_other:
          '未送信の商品: {{count, number}} 件。拒否されたリクエストのマスタを参照しています。',
        not_sent_stopped_one: '未送信: {{count, number}} 件。最初の拒否で送信を止めました。',
        not_sent_stopped_other: '未送信: {{count, number}} 件。最初の拒否で送信を止めました。',
        not_sent_cancelled_one: '未送信: {{count, number}} 件。送信を中止しました。',
        not_sent_cancelled_other: '未送信: {{count, number}} 件。送信を中止しました。',
        not_sent_forbidden_one:
          '未送信: {{count, number}} 件。前のリクエストにこの接続にない権限が必要でした。',
        not_sent_forbidden_other:
          '未送信: {{count, number}} 件。前のリクエストにこの接続にない権限が必要でした。',
        not_sent_dropped_one: '未送信: {{count, number}} 件。送信を破棄しました。',
        not_sent_dropped_other: '未送信: {{count, number}} 件。送信を破棄しました。',
        other_one: '未送信: {{count, number}} 件。',
        other_other: '未送信: {{count, number}} 件。',
      },
    },
  },
);
