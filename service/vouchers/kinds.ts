// The four voucher kinds of spec §2.3–2.6: their tables, columns and the permission to read them.

export interface VoucherKindDefinition {
  path: string;
  table: string;
  linesTable: string | null;
  permission: string;
  headerColumns: readonly string[];
  lineColumns: readonly string[];
  /** Line columns stored as 0/1 and returned as booleans. */
  booleanColumns: readonly string[];
}

const ITEM_COLUMNS = ['product_code', 'color_code', 'size_code', 'sku_code'] as const;

export const VOUCHER_KINDS: Record<string, VoucherKindDefinition> = {
  purchase_orders: {
    path: 'purchase_orders',
    table: 'purchase_orders',
    linesTable: 'purchase_order_lines',
    permission: 'kikan_purchase_orders_read',
    headerColumns: [
      'supplier_code',
      'season_code',
      'order_date',
      'expected_date',
      'status',
      'note',
    ],
    lineColumns: [
      ...ITEM_COLUMNS,
      'purpose_code',
      'quantity',
      'received_qty',
      'unit_cost',
      'currency_code',
      'exchange_rate',
      'planned_launch_date',
      'expected_date',
    ],
    booleanColumns: [],
  },
  sales_orders: {
    path: 'sales_orders',
    table: 'sales_orders',
    linesTable: 'sales_order_lines',
    permission: 'kikan_sales_orders_read',
    headerColumns: ['customer_code', 'channel', 'order_date', 'exhibition_name', 'status', 'note'],
    lineColumns: [...ITEM_COLUMNS, 'quantity', 'unit_price', 'rate'],
    booleanColumns: [],
  },
  leases: {
    path: 'leases',
    table: 'leases',
    linesTable: 'lease_lines',
    permission: 'kikan_leases_read',
    headerColumns: ['lessee', 'purpose', 'lent_on', 'due_on', 'status', 'note'],
    lineColumns: [
      ...ITEM_COLUMNS,
      'quantity',
      'returned_qty',
      'returned_on',
      'publish_on',
      'publication_note',
      'published',
      'used',
      'note',
    ],
    booleanColumns: ['published', 'used'],
  },
  order_plans: {
    path: 'order_plans',
    table: 'order_plans',
    linesTable: null,
    permission: 'kikan_order_plans_read',
    headerColumns: [
      ...ITEM_COLUMNS,
      'purpose_code',
      'quantity',
      'unit_cost',
      'supplier_code',
      'po_number',
      'planned_launch_date',
      'note',
    ],
    lineColumns: [],
    booleanColumns: [],
  },
};

export function voucherKind(path: string): VoucherKindDefinition | null {
  return Object.hasOwn(VOUCHER_KINDS, path) ? (VOUCHER_KINDS[path] ?? null) : null;
}
