import {
  masterRowSchema,
  productRowSchema,
  type DraftRow,
  type MasterRow,
  type ProductRow,
} from '../../app/catalog/rows.ts';
import { INPUT_LIMITS } from '../../app/ipc/input-limits.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import type { DraftRecord } from '../store/index.ts';

// The drafts' rows as the planner reads them: each a row of its grid's shape (rows.ts), or
// unreadable. The store builds nearly every row from its columns, already of that shape, so a
// plain check of the shape and the schema's bounds accepts it without the schema's parse (at
// 50,000 products that parse cost more than classifying them); anything it does not accept as
// it is goes through the schema, which decides.

const isCell = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= INPUT_LIMITS.cellLength;

function isPlain(value: unknown, keys: number): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === keys
  );
}

function asMasterRow(value: unknown): MasterRow | null {
  return isPlain(value, 2) && isCell(value['code']) && isCell(value['name'])
    ? (value as unknown as MasterRow)
    : null;
}

function asProductRow(value: unknown): ProductRow | null {
  if (
    !isPlain(value, 4) ||
    !isCell(value['product_code']) ||
    !isCell(value['name']) ||
    !isCell(value['brand_code'])
  ) {
    return null;
  }
  const skus = value['skus'];
  if (!Array.isArray(skus) || skus.length > INPUT_LIMITS.skusPerProduct) return null;
  for (const sku of skus as unknown[]) {
    if (!isPlain(sku, 2) || !isCell(sku['color_code']) || !isCell(sku['size_code'])) return null;
  }
  return value as unknown as ProductRow;
}

/** A master draft row as the schema would read it, or null when it is not one. */
export function masterRowOf(value: unknown): MasterRow | null {
  const fast = asMasterRow(value);
  if (fast !== null) return fast;
  const parsed = masterRowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A product draft row as the schema would read it, or null when it is not one. */
export function productRowOf(value: unknown): ProductRow | null {
  const fast = asProductRow(value);
  if (fast !== null) return fast;
  const parsed = productRowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The readable rows of one grid's drafts, and the ids of those that are not. */
export function readRows<T extends MasterRow | ProductRow>(
  grid: PlanGrid,
  drafts: readonly DraftRecord[],
): { rows: DraftRow<T>[]; unreadable: string[] } {
  const read = (grid === 'products' ? productRowOf : masterRowOf) as (v: unknown) => T | null;
  const rows: DraftRow<T>[] = [];
  const unreadable: string[] = [];
  for (const draft of drafts) {
    const row = read(draft.row);
    if (row === null) unreadable.push(draft.id);
    else rows.push({ id: draft.id, row });
  }
  return { rows, unreadable };
}
