import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import { rowChange, type CatalogValue } from '../../app/catalog/last-sent.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import { isJsonObject, type JsonValue } from '../../app/resources/json.ts';
import type { ImportRecord } from '../store/index.ts';
import { batchElements } from './batch-elements.ts';

// What each row an import applied was before it, right after it and now, replayed from the
// journal's applied requests alone (never from drafts): every import of the connection, oldest
// first, each applied request's body merged as the sent catalog merges it (sent-catalog-repo.ts:
// a field the request did not send keeps the value sent before; a product's SKUs are the list
// sent last). Only applied requests count: a request sent without an answer may or may not have
// been applied, and the sent catalog leaves it out too.

export interface TakeBackRowBaseline {
  grid: PlanGrid;
  code: string;
  /** The value this connection had sent before the import (null: never sent before it). */
  before: CatalogValue | null;
  /** The value right after the import applied it. */
  after: CatalogValue;
  /** The value after every later applied request. */
  now: CatalogValue;
  /** The newest later import whose applied request changed the value (null: none did). */
  changedBy: { importId: string; createdAt: string } | null;
}

const MASTER_CODE: Record<'brands' | 'colors', string> = {
  brands: 'brand_code',
  colors: 'color_code',
};

const asText = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** An applied element merged over the value sent before it (null when it names no code). */
export function mergeElement(
  grid: string,
  element: JsonValue,
  before: CatalogValue | null,
): { grid: PlanGrid; code: string; value: CatalogValue } | null {
  if (!isJsonObject(element)) return null;
  if (grid === 'brands' || grid === 'colors') {
    const code = asText(element[MASTER_CODE[grid]]);
    if (code === undefined || code === '') return null;
    const previous = before !== null && 'code' in before ? before : null;
    const value: MasterRow = { code, name: asText(element.name) ?? previous?.name ?? '' };
    return { grid, code, value };
  }
  if (grid !== 'products') return null;
  const code = asText(element.product_code);
  if (code === undefined || code === '') return null;
  const previous = before !== null && 'product_code' in before ? before : null;
  const skus = Array.isArray(element.skus)
    ? element.skus.filter(isJsonObject).map((sku) => ({
        color_code: asText(sku.color_code) ?? '',
        size_code: asText(sku.size_code) ?? '',
      }))
    : (previous?.skus ?? []);
  const value: ProductRow = {
    product_code: code,
    name: asText(element.name) ?? previous?.name ?? '',
    brand_code: asText(element.brand_code) ?? previous?.brand_code ?? '',
    skus,
  };
  return { grid, code, value };
}

const keyOf = (grid: string, code: string): string => `${grid}\u0000${code}`;

interface Applied {
  key: string;
  grid: string;
  value: JsonValue;
}

/**
 * The elements of an import's applied requests, in seq order, with their keys; with `wanted`,
 * only those (a request whose rows name none of them is not even parsed: the replay of a long
 * history reads only the bodies that matter).
 */
function appliedElements(record: ImportRecord, wanted?: ReadonlySet<string>): Applied[] {
  const out: Applied[] = [];
  for (const batch of record.batches) {
    if (batch.state !== 'done') continue;
    if (wanted !== undefined && !batch.rows.some((row) => wanted.has(keyOf(row.grid, row.code)))) {
      continue;
    }
    for (const element of batchElements(batch.body, batch.rows)) {
      const value = element.value as JsonValue;
      const code = isJsonObject(value)
        ? asText(
            element.grid === 'products'
              ? value.product_code
              : value[MASTER_CODE[element.grid as 'brands']],
          )
        : undefined;
      if (code === undefined) continue;
      const key = keyOf(element.grid, code);
      if (wanted === undefined || wanted.has(key)) out.push({ key, grid: element.grid, value });
    }
  }
  return out;
}

/**
 * The rows `targetId` applied with their values before, after and now; `imports` is every import
 * of the connection, oldest first (they are replayed by start time, ties in the order given; one
 * runs at a time per connection). Null when the target is not among them.
 */
export function takeBackBaseline(
  imports: readonly ImportRecord[],
  targetId: string,
): TakeBackRowBaseline[] | null {
  // Stable: imports started at the same instant keep the order they were given in.
  const ordered = [...imports].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
  const at = ordered.findIndex((record) => record.id === targetId);
  const target = ordered[at];
  if (target === undefined) return null;
  const values = new Map<string, CatalogValue>();
  const applied = appliedElements(target);
  const wanted = new Set(applied.map((element) => element.key));
  const replay = (record: ImportRecord, touched?: Map<string, TakeBackRowBaseline>) => {
    for (const { key, grid, value } of appliedElements(record, wanted)) {
      const before = values.get(key) ?? null;
      const merged = mergeElement(grid, value, before);
      if (merged === null) continue;
      values.set(key, merged.value);
      const row = touched?.get(key);
      if (row !== undefined && (before === null || rowChange(merged.value, before) !== 'same')) {
        row.changedBy = { importId: record.id, createdAt: record.createdAt };
      }
    }
  };
  for (const record of ordered.slice(0, at)) replay(record);

  const rows = new Map<string, TakeBackRowBaseline>();
  for (const { key, grid, value } of applied) {
    const before = values.get(key) ?? null;
    const merged = mergeElement(grid, value, before);
    if (merged === null) continue;
    values.set(key, merged.value);
    rows.set(key, {
      grid: merged.grid,
      code: merged.code,
      before,
      after: merged.value,
      now: merged.value,
      changedBy: null,
    });
  }
  for (const record of ordered.slice(at + 1)) replay(record, rows);
  for (const [key, row] of rows) row.now = values.get(key) ?? row.now;
  return [...rows.values()];
}
