import { dateOf } from './calendar.ts';
import { CUSTOMER_CODES } from './catalog.ts';
import { voucherNumber, type GeneratorInput } from './generate.ts';
import { EXHIBITIONS, NOTES } from './names.ts';

// Sales orders, most of them taken at exhibitions (展示会), with wholesale rates in percent.

export function generateSalesOrders(input: GeneratorInput): number {
  const { db, workspaceId, rng, skus } = input;
  const insertHeader = db.prepare(
    `INSERT INTO sales_orders (workspace_id, number, customer_code, channel, order_date, exhibition_name, status, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO sales_order_lines (workspace_id, number, line_no, product_code, color_code, size_code, sku_code,
       quantity, unit_price, rate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let lines = 0;
  for (let index = input.firstIndex; index < input.firstIndex + input.count; index += 1) {
    const number = voucherNumber('sales_orders', index);
    const channel = rng.weighted([
      ['exhibition', 60],
      ['wholesale', 25],
      ['ec', 15],
    ] as const);
    const rate = channel === 'ec' ? 100 : rng.int(45, 70);
    const lineCount = rng.int(1, 4);
    for (let lineNo = 1; lineNo <= lineCount; lineNo += 1) {
      const sku = rng.pick(skus);
      insertLine.run(
        workspaceId,
        number,
        lineNo,
        sku.productCode,
        sku.colorCode,
        sku.sizeCode,
        sku.skuCode,
        channel === 'ec' ? rng.int(1, 3) : rng.int(1, 12) * 2,
        sku.retailJpy,
        rate,
      );
    }
    lines += lineCount;
    insertHeader.run(
      workspaceId,
      number,
      rng.pick(CUSTOMER_CODES),
      channel,
      dateOf(rng.int(60, 700)),
      channel === 'exhibition' ? rng.pick(EXHIBITIONS) : null,
      rng.weighted([
        ['received', 35],
        ['allocated', 25],
        ['shipped', 35],
        ['cancelled', 5],
      ] as const),
      rng.chance(0.2) ? rng.pick(NOTES) : null,
    );
  }
  return lines;
}
