import { defineStrings } from '../lib/i18n-resources.ts';

// The vouchers screens' text; registered in locales/features.ts.

export const vouchersStrings = defineStrings(
  {
    vouchers: {
      title: 'Vouchers',
      body: 'Purchase orders, sales orders, leases and order plans will appear here, read-only, with their lines.',
      firstPage: '{{kind}} — first page',
      noRows: 'The service returned no vouchers of this kind.',
      number: 'Number',
      detailBody: 'The header and lines of this voucher will appear here.',
      backToList: 'Back to {{kind}}',
    },
    voucherKind: {
      purchase_orders: 'Purchase orders',
      sales_orders: 'Sales orders',
      leases: 'Leases',
      order_plans: 'Order plans',
    },
  },
  {
    vouchers: {
      title: '伝票',
      body: '発注・受注・貸出・発注計画が明細とともに、読み取り専用でここに表示されます。',
      firstPage: '{{kind}} — 最初のページ',
      noRows: 'サービスからこの種類の伝票は返されませんでした。',
      number: '番号',
      detailBody: 'この伝票のヘッダーと明細がここに表示されます。',
      backToList: '{{kind}}の一覧に戻る',
    },
    voucherKind: {
      purchase_orders: '発注',
      sales_orders: '受注',
      leases: '貸出',
      order_plans: '発注計画',
    },
  },
);
