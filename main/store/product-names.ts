import type { DatabaseSync } from 'node:sqlite';
import { text, textOrNull } from './columns.ts';
import { LINES_MISSING } from './voucher-lines-migration.ts';

// What the Products look-up searches: the product codes the cached vouchers name (their lines'
// product_code, an order plan's own), with a name where a line carries one, and the catalog's
// products (the drafts grid and the sent catalog) with their names. Reading every cached line is
// a scan of the JSON (about a second over 200,000 purchase orders), so the codes are read once
// per connection and kept until the cache changes (the lists' row counts and times, and the rows
// still lacking lines, say when: both read from indexes, a few milliseconds), and the scan goes
// in slices of rows with a turn between them, so other calls are answered while it reads.

export interface NamedProduct {
  code: string;
  name: string;
}

export interface ProductNames {
  /**
   * Distinct product codes of the connection's cached vouchers (names where lines carry one);
   * `between` runs between slices of the scan (the core's next turn).
   */
  fromVouchers(profileId: string, between?: () => Promise<void>): Promise<readonly NamedProduct[]>;
  /** The products grid's draft rows with a code. */
  fromDrafts(profileId: string): NamedProduct[];
  /** The sent catalog's products. */
  fromSent(profileId: string): NamedProduct[];
}

interface Kept {
  signature: string;
  products: Promise<readonly NamedProduct[]>;
}

/** Rows read per slice of the scan (about 25 ms of work on a quiet core; see the bench). */
const SLICE_ROWS = 2_000;

export function createProductNames(db: DatabaseSync): ProductNames {
  const listsSignature = db.prepare(
    `SELECT count(*) AS lists, coalesce(sum(row_count), 0) AS rows,
        coalesce(max(updated_at), '') AS at, coalesce(max(loaded_at), '') AS loaded
     FROM voucher_lists WHERE profile_id = ?`,
  );
  const missingLines = db.prepare(
    `SELECT count(*) AS n FROM voucher_rows WHERE profile_id = ? AND lines_state = ${String(LINES_MISSING)}`,
  );
  const rowIdRange = db.prepare(
    'SELECT coalesce(min(row_id), 0) AS low, coalesce(max(row_id), -1) AS high FROM voucher_rows',
  );
  // The unary + keeps SQLite on the row_id range: on the profile's index it would read every row
  // of the connection for each slice.
  const voucherCodes = db.prepare(
    `SELECT code, max(name) AS name FROM (
       SELECT json_extract(l.value, '$.fields.product_code') AS code,
              json_extract(l.value, '$.fields.product_name') AS name
         FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id,
              json_each(j.row_json, '$.lines') AS l
        WHERE r.row_id BETWEEN :low AND :high
          AND +r.profile_id = :profile AND r.kind <> 'order_plans'
       UNION ALL
       SELECT json_extract(j.row_json, '$.fields.product_code'),
              json_extract(j.row_json, '$.fields.product_name')
         FROM voucher_rows r JOIN voucher_json j ON j.row_id = r.row_id
        WHERE r.row_id BETWEEN :low AND :high
          AND +r.profile_id = :profile AND r.kind = 'order_plans')
     WHERE code IS NOT NULL AND code <> '' GROUP BY code`,
  );
  async function scan(profileId: string, between: () => Promise<void>) {
    const range = rowIdRange.get();
    const found = new Map<string, string>();
    const low = Number(range?.['low'] ?? 0);
    const high = Number(range?.['high'] ?? -1);
    for (let start = low; start <= high; start += SLICE_ROWS) {
      if (start > low) await between();
      const rows = voucherCodes.all({
        low: start,
        high: start + SLICE_ROWS - 1,
        profile: profileId,
      });
      for (const row of rows) {
        const code = String(row['code']);
        const name = typeof row['name'] === 'string' ? row['name'] : '';
        if (!found.has(code) || (found.get(code) === '' && name !== '')) found.set(code, name);
      }
    }
    return [...found].map(([code, name]) => ({ code, name }));
  }
  const draftProducts = db.prepare(
    `SELECT product_code AS code, name FROM catalog_products
     WHERE profile_id = ? AND product_code <> ''`,
  );
  const sentProducts = db.prepare(
    `SELECT code, CAST(json_extract(value_json, '$.name') AS TEXT) AS name
     FROM sent_catalog WHERE profile_id = ? AND grid = 'products'`,
  );
  const kept = new Map<string, Kept>();

  return {
    fromVouchers(profileId, between = () => Promise.resolve()) {
      const lists = listsSignature.get(profileId);
      const missing = missingLines.get(profileId);
      const signature = JSON.stringify([lists, missing]);
      const held = kept.get(profileId);
      if (held?.signature === signature) return held.products;
      // Calls that arrive while it reads share the one scan.
      const products = scan(profileId, between);
      kept.set(profileId, { signature, products });
      products.catch(() => {
        if (kept.get(profileId)?.products === products) kept.delete(profileId);
      });
      return products;
    },
    fromDrafts(profileId) {
      return draftProducts.all(profileId).map((row) => ({
        code: text(row, 'code'),
        name: textOrNull(row, 'name') ?? '',
      }));
    },
    fromSent(profileId) {
      return sentProducts.all(profileId).map((row) => ({
        code: text(row, 'code'),
        name: textOrNull(row, 'name') ?? '',
      }));
    },
  };
}
