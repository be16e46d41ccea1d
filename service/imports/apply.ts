import type { DatabaseSync } from 'node:sqlite';
import { skuCode } from '../choices.ts';
import { prepared } from '../db/prepared.ts';
import { text } from '../db/rows.ts';
import type { Problem, ValidImport } from './validate.ts';

// Writes a validated import: masters first, then products (spec §4.2). Runs inside the caller's
// transaction; throws ImportRejected to undo everything when a product names an unknown brand.

export interface ImportResponse {
  ok: true;
  created: Record<string, number>;
  products: Array<{ id: string; created: boolean }>;
}

export class ImportRejected extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super('import rejected');
    this.name = 'ImportRejected';
    this.problems = problems;
  }
}

function mergedExtra(stored: string, sent: Record<string, unknown>): string {
  if (Object.keys(sent).length === 0) return stored;
  const previous = JSON.parse(stored) as Record<string, unknown>;
  return JSON.stringify({ ...previous, ...sent });
}

export function applyImport(
  db: DatabaseSync,
  workspaceId: number,
  valid: ValidImport,
  now: string,
): ImportResponse {
  const response: ImportResponse = { ok: true, created: {}, products: [] };
  const findMaster = prepared(
    db,
    'SELECT name, extra FROM masters WHERE workspace_id = ? AND kind = ? AND code = ?',
  );
  const insertMaster = prepared(
    db,
    'INSERT INTO masters (workspace_id, kind, code, name, extra, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateMaster = prepared(
    db,
    'UPDATE masters SET name = ?, extra = ?, updated_at = ? WHERE workspace_id = ? AND kind = ? AND code = ?',
  );
  for (const { kind, elements } of valid.masters) {
    let created = 0;
    for (const element of elements) {
      const existing = findMaster.get(workspaceId, kind, element.code);
      if (existing) {
        const name = element.name === undefined ? (existing.name ?? null) : element.name;
        updateMaster.run(
          name,
          mergedExtra(text(existing, 'extra'), element.extra),
          now,
          workspaceId,
          kind,
          element.code,
        );
      } else {
        insertMaster.run(
          workspaceId,
          kind,
          element.code,
          element.name ?? null,
          JSON.stringify(element.extra),
          now,
        );
        created += 1;
      }
    }
    response.created[kind] = (response.created[kind] ?? 0) + created;
  }

  const findProduct = prepared(
    db,
    'SELECT name, brand_code, extra FROM products WHERE workspace_id = ? AND product_code = ?',
  );
  const insertProduct = prepared(
    db,
    'INSERT INTO products (workspace_id, product_code, name, brand_code, extra, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const updateProduct = prepared(
    db,
    'UPDATE products SET name = ?, brand_code = ?, extra = ?, updated_at = ? WHERE workspace_id = ? AND product_code = ?',
  );
  const insertSku = prepared(
    db,
    `INSERT INTO skus (workspace_id, product_code, color_code, size_code, sku_code) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const problems: Problem[] = [];
  valid.products.forEach((product, index) => {
    if (
      typeof product.brandCode === 'string' &&
      !findMaster.get(workspaceId, 'brands', product.brandCode)
    ) {
      problems.push({
        path: `products[${index}].brand_code`,
        message: `names brand "${product.brandCode}", which neither exists nor is in this request`,
      });
      return;
    }
    const existing = findProduct.get(workspaceId, product.productCode);
    if (existing) {
      updateProduct.run(
        product.name === undefined ? (existing.name ?? null) : product.name,
        product.brandCode === undefined ? (existing.brand_code ?? null) : product.brandCode,
        mergedExtra(text(existing, 'extra'), product.extra),
        now,
        workspaceId,
        product.productCode,
      );
    } else {
      insertProduct.run(
        workspaceId,
        product.productCode,
        product.name ?? null,
        product.brandCode ?? null,
        JSON.stringify(product.extra),
        now,
      );
    }
    for (const sku of product.skus) {
      insertSku.run(
        workspaceId,
        product.productCode,
        sku.colorCode,
        sku.sizeCode,
        skuCode(product.productCode, sku.colorCode, sku.sizeCode),
      );
    }
    response.products.push({ id: product.productCode, created: !existing });
  });
  if (problems.length > 0) throw new ImportRejected(problems);
  return response;
}
