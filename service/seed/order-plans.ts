import { dateOf, dateTimeOf } from './calendar.ts';
import { SUPPLIER_CODES } from './catalog.ts';
import { voucherNumber, type GeneratorInput } from './generate.ts';
import { PURPOSES } from './names.ts';

// Order plans (発注計画): rows keyed by product~color~size~purpose~creation date-time (spec §2.6).

export function generateOrderPlans(input: GeneratorInput): number {
  const { db, workspaceId, rng, skus } = input;
  const insert = db.prepare(
    `INSERT INTO order_plans (workspace_id, plan_id, product_code, color_code, size_code, sku_code, purpose_code, quantity,
       unit_cost, supplier_code, po_number, planned_launch_date, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  // Rows are made first and written in id order: appending to the primary-key B-tree is much
  // cheaper than inserting at random places (the id starts with the product code).
  const rows: Array<[string, ...Array<string | number | null>]> = [];
  for (let index = input.firstIndex; index < input.firstIndex + input.count; index += 1) {
    const sku = rng.pick(skus);
    const purpose = rng.weighted([
      [PURPOSES[0], 65],
      [PURPOSES[1], 25],
      [PURPOSES[2], 10],
    ] as const);
    const createdAt = dateTimeOf(index);
    const ordered = input.purchaseOrderCount > 0 && rng.chance(0.4);
    rows.push([
      [sku.productCode, sku.colorCode, sku.sizeCode, purpose, createdAt].join('~'),
      sku.productCode,
      sku.colorCode,
      sku.sizeCode,
      sku.skuCode,
      purpose,
      purpose === 'サンプル' ? rng.int(1, 3) : rng.int(1, 20) * 10,
      sku.costJpy,
      rng.pick(SUPPLIER_CODES),
      ordered ? voucherNumber('purchase_orders', rng.int(0, input.purchaseOrderCount - 1)) : null,
      dateOf(rng.int(200, 900)),
      rng.chance(0.2) ? '展示会オーダー反映待ち' : null,
    ]);
  }
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let written = 0;
  for (const row of rows) written += Number(insert.run(workspaceId, ...row).changes);
  return written;
}
