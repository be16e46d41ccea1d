import { defineStrings } from '../lib/i18n-resources.ts';

// Text of the lists' layout: the one-row toolbar's menus, the chart's side panel, the row hint,
// and the detail's line columns. Added with vouchers/strings.ts as the route loads.

export const voucherLayoutStrings = defineStrings(
  {
    voucherLayout: {
      status: 'Status',
      statusCount: 'Status ({{count, number}})',
      allStatuses: 'All statuses',
      dates: 'Dates',
      datesOn: 'Dates: {{choice}}',
      datesRange: 'Dates: range',
      groupBy: 'Group by',
      groupByOn: 'Group by: {{field}}',
      more: 'More',
      chart: 'Chart',
      showChart: 'Show the outstanding chart beside the list',
      hideChart: 'Hide the outstanding chart',
      closeChart: 'Close the chart',
      rowHint: 'Enter or double-click opens; {{modifier}}+click selects',
      openNumber: 'Open {{number}}',
      singular: {
        purchase_orders: 'Purchase order',
        sales_orders: 'Sales order',
        leases: 'Lease',
        order_plans: 'Order plan',
      },
      lineColumns: 'Line columns',
      totals: 'Totals',
    },
  },
  {
    voucherLayout: {
      status: 'ステータス',
      statusCount: 'ステータス（{{count, number}}）',
      allStatuses: 'すべてのステータス',
      dates: '日付',
      datesOn: '日付: {{choice}}',
      datesRange: '日付: 期間指定',
      groupBy: 'グループ化',
      groupByOn: 'グループ化: {{field}}',
      more: 'その他',
      chart: 'グラフ',
      showChart: '残数のグラフを一覧の横に表示',
      hideChart: '残数のグラフを隠す',
      closeChart: 'グラフを閉じる',
      rowHint: 'Enter またはダブルクリックで開く。{{modifier}}+クリックで選択',
      openNumber: '{{number}} を開く',
      singular: {
        purchase_orders: '発注',
        sales_orders: '受注',
        leases: '貸出',
        order_plans: '発注計画',
      },
      lineColumns: '明細の列',
      totals: '合計',
    },
  },
);
