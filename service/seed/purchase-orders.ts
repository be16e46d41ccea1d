import { dateOf } from './calendar.ts';
import { SEASON_CODES, SUPPLIER_CODES } from './catalog.ts';
import { round2, voucherNumber, type GeneratorInput } from './generate.ts';
import { NOTES, PURPOSES } from './names.ts';

// Purchase orders: several currencies with exchange rates, purposes, partial receipts.

type Receipt = 'none' | 'partial' | 'all';

export function generatePurchaseOrders(input: GeneratorInput): number {
  const { db, workspaceId, rng, skus } = input;
  const insertHeader = db.prepare(
    `INSERT INTO purchase_orders (workspace_id, number, supplier_code, season_code, order_date, expected_date, status, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO purchase_order_lines (workspace_id, number, line_no, product_code, color_code, size_code, sku_code,
       purpose_code, quantity, received_qty, unit_cost, currency_code, exchange_rate, planned_launch_date, expected_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let lines = 0;
  for (let index = input.firstIndex; index < input.firstIndex + input.count; index += 1) {
    const number = voucherNumber('purchase_orders', index);
    const orderDay = rng.int(0, 640);
    const expectedDay = orderDay + rng.int(30, 90);
    const cancelled = rng.chance(0.06);
    const receipt: Receipt = cancelled
      ? 'none'
      : rng.weighted<Receipt>([
          ['none', 45],
          ['partial', 30],
          ['all', 25],
        ]);
    const currency = rng.weighted([
      ['JPY', 60],
      ['USD', 25],
      ['EUR', 15],
    ] as const);
    const exchangeRate =
      currency === 'JPY'
        ? 1
        : currency === 'USD'
          ? round2(rng.int(14400, 15800) / 100)
          : round2(rng.int(15500, 17000) / 100);
    const lineCount = rng.int(1, 4);
    let anyShort = false;
    for (let lineNo = 1; lineNo <= lineCount; lineNo += 1) {
      const sku = rng.pick(skus);
      const purpose = rng.weighted([
        [PURPOSES[0], 70],
        [PURPOSES[1], 20],
        [PURPOSES[2], 10],
      ] as const);
      const quantity = purpose === 'サンプル' ? rng.int(1, 3) : rng.int(2, 30) * 10;
      let received = 0;
      if (receipt === 'all') received = quantity;
      else if (receipt === 'partial')
        received = lineNo === 1 ? rng.int(0, quantity - 1) : rng.int(0, quantity);
      if (received < quantity) anyShort = true;
      const unitCost = currency === 'JPY' ? sku.costJpy : round2(sku.costJpy / exchangeRate);
      insertLine.run(
        workspaceId,
        number,
        lineNo,
        sku.productCode,
        sku.colorCode,
        sku.sizeCode,
        sku.skuCode,
        purpose,
        quantity,
        received,
        unitCost,
        currency,
        exchangeRate,
        dateOf(expectedDay + rng.int(7, 30)),
        dateOf(expectedDay + rng.int(-3, 5)),
      );
    }
    lines += lineCount;
    const status = cancelled
      ? 'cancelled'
      : receipt === 'none'
        ? 'ordered'
        : anyShort
          ? 'partially_received'
          : 'received';
    insertHeader.run(
      workspaceId,
      number,
      rng.pick(SUPPLIER_CODES),
      rng.pick(SEASON_CODES),
      dateOf(orderDay),
      dateOf(expectedDay),
      status,
      rng.chance(0.3) ? rng.pick(NOTES) : null,
    );
  }
  return lines;
}
