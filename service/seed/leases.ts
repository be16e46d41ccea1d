import { dateOf } from './calendar.ts';
import { voucherNumber, type GeneratorInput } from './generate.ts';
import { LEASE_PURPOSES, MAGAZINES, STYLISTS } from './names.ts';

// Press leases (貸出): samples lent to magazines and stylists, with publication data.

export function generateLeases(input: GeneratorInput): number {
  const { db, workspaceId, rng, skus } = input;
  const insertHeader = db.prepare(
    `INSERT INTO leases (workspace_id, number, lessee, purpose, lent_on, due_on, status, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO lease_lines (workspace_id, number, line_no, product_code, color_code, size_code, sku_code, quantity,
       returned_qty, returned_on, publish_on, publication_note, published, used, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let lines = 0;
  for (let index = input.firstIndex; index < input.firstIndex + input.count; index += 1) {
    const number = voucherNumber('leases', index);
    const magazine = rng.chance(0.7) ? rng.pick(MAGAZINES) : null;
    const lessee = magazine ? `${magazine} 編集部` : rng.pick(STYLISTS);
    const purpose = magazine ? '雑誌撮影' : rng.pick(LEASE_PURPOSES);
    const lentDay = rng.int(30, 700);
    const dueDay = lentDay + rng.int(7, 21);
    const returnState = rng.weighted([
      ['lent', 30],
      ['partial', 20],
      ['returned', 50],
    ] as const);
    const lineCount = rng.int(1, 5);
    let anyOut = false;
    let anyBack = false;
    for (let lineNo = 1; lineNo <= lineCount; lineNo += 1) {
      const sku = rng.pick(skus);
      const quantity = rng.int(1, 2);
      let returned = 0;
      if (returnState === 'returned') returned = quantity;
      else if (returnState === 'partial') returned = lineNo === 1 ? 0 : rng.int(0, quantity);
      if (returned < quantity) anyOut = true;
      if (returned > 0) anyBack = true;
      const publishDay = dueDay + rng.int(20, 80);
      const used = magazine !== null && rng.chance(0.6);
      const published = used && returnState === 'returned' && rng.chance(0.7);
      insertLine.run(
        workspaceId,
        number,
        lineNo,
        sku.productCode,
        sku.colorCode,
        sku.sizeCode,
        sku.skuCode,
        quantity,
        returned,
        returned > 0 ? dateOf(dueDay + rng.int(-5, 3)) : null,
        magazine ? dateOf(publishDay) : null,
        magazine
          ? `『${magazine}』${dateOf(publishDay).slice(0, 4)}年${Number(dateOf(publishDay).slice(5, 7))}月号 P.${rng.int(12, 180)}`
          : null,
        published ? 1 : 0,
        used ? 1 : 0,
        rng.chance(0.15) ? '汚れ・ダメージなし確認済み' : null,
      );
    }
    lines += lineCount;
    const status = !anyBack ? 'lent' : anyOut ? 'partially_returned' : 'returned';
    insertHeader.run(
      workspaceId,
      number,
      lessee,
      purpose,
      dateOf(lentDay),
      dateOf(dueDay),
      status,
      rng.chance(0.2) ? '返却時に検品' : null,
    );
  }
  return lines;
}
