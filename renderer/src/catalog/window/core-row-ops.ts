import { INPUT_LIMITS } from '../../../../app/ipc/input-limits.ts';
import type { Operation, RowRef } from '../../../../app/catalog/operations.ts';
import type { CatalogNeighbours } from '../../../../app/catalog/row-reads.ts';
import { emptyMasterRow, emptyProductRow, type Sku } from '../../../../app/catalog/rows.ts';
import type { CatalogViewName, ViewRow } from '../../../../app/catalog/views.ts';
import { positionsBetween } from '../../drafts/catalog-data.ts';

// Rows added and removed in core mode (issue 28, step 4), as the core's operations: the same
// rules as the page's row-ops.ts (a row added below the selection, after it in draft order; in
// the per-SKU view a new SKU of the selected row's product right after that SKU; the selected
// rows removed, a product losing its draft row when all of its SKU rows go). Pure.

const blankSku = () => ({ color_code: '', size_code: '' });
const gridOf = (view: CatalogViewName) => (view === 'skus' ? 'products' : view);

/**
 * The position and id of a row added between two neighbours in draft order. When the gap is too
 * narrow for a new number (about 50 rows added one below the other), the row takes the upper
 * neighbour's position and an id sorting right after its (draft order is position, then id), or
 * null when even that cannot be (the id would grow too long, or the next row ties).
 */
export function placeBetween(
  neighbours: CatalogNeighbours,
  newId: () => string,
): { id: string; position: number } | null {
  const { before, next } = neighbours;
  const [position] = positionsBetween(before?.position ?? null, next?.position ?? null, 1) ?? [];
  if (position !== undefined) return { id: newId(), position };
  if (before === null) return null;
  const id = `${before.id}~${newId().slice(0, 8)}`;
  const tiesNext = next !== null && next.position === before.position && next.id <= id;
  return id.length > INPUT_LIMITS.appIdLength || tiesNext
    ? null
    : { id, position: before.position };
}

/**
 * The operation adding one empty row below a view row (null: the view is empty, the row goes at
 * the top of the draft). `neighbours` are the core's answer for that row's id (or null).
 */
export function addRowOperation(
  view: CatalogViewName,
  below: ViewRow | null,
  neighbours: CatalogNeighbours,
  newId: () => string,
): Operation | null {
  if (view === 'skus' && below !== null) {
    // A product shown without SKUs has one row standing for an empty SKU: it becomes one.
    const none = below.place === undefined;
    return {
      kind: 'insertSkus',
      id: below.id,
      place: none ? 0 : (below.place ?? 0) + 1,
      skus: none ? [blankSku(), blankSku()] : [blankSku()],
    };
  }
  const place = placeBetween(neighbours, newId);
  if (place === null) return null;
  const grid = gridOf(view);
  return {
    kind: 'insertRows',
    grid,
    rows: [{ ...place, row: grid === 'products' ? emptyProductRow() : emptyMasterRow() }],
  };
}

/** The products of per-SKU rows whose SKU counts the removal needs (see removeOperations). */
export function productsToCount(view: CatalogViewName, picked: readonly ViewRow[]): string[] {
  if (view !== 'skus') return [];
  const ids = new Set<string>();
  for (const row of picked) if (row.place !== undefined) ids.add(row.id);
  return [...ids];
}

function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

/**
 * The operations removing the picked view rows: whole rows in the product and master views; in
 * the per-SKU view the SKUs from their products, and the whole product when every one of its
 * SKUs is picked (`skuCounts`: each product's SKU count, from productsToCount's ids) or it has
 * none. Each operation holds at most INPUT_LIMITS.draftRowsPerBatch rows.
 */
export function removeOperations(
  view: CatalogViewName,
  picked: readonly ViewRow[],
  skuCounts: ReadonlyMap<string, number>,
): Operation[] {
  const grid = gridOf(view);
  const whole = new Set<string>();
  const places = new Map<string, Set<number>>();
  for (const row of picked) {
    if (view !== 'skus' || row.place === undefined) {
      whole.add(row.id);
      continue;
    }
    const set = places.get(row.id) ?? new Set<number>();
    set.add(row.place);
    places.set(row.id, set);
  }
  const skus: RowRef[] = [];
  for (const [id, set] of places) {
    if (whole.has(id)) continue;
    const count = skuCounts.get(id);
    if (count !== undefined && set.size >= count) whole.add(id);
    else for (const place of [...set].sort((a, b) => a - b)) skus.push({ id, place });
  }
  const size = INPUT_LIMITS.draftRowsPerBatch;
  return [
    ...inParts(skus, size).map((rows): Operation => ({ kind: 'deleteSkus', rows })),
    ...inParts([...whole], size).map((ids): Operation => ({ kind: 'deleteRows', grid, ids })),
  ];
}

const sameSku = (a: Sku, b: Sku): boolean =>
  a.color_code === b.color_code && a.size_code === b.size_code;

/**
 * The operations turning a product's SKU list `before` into `after` (the SKU matrix's apply):
 * the SKUs of `before` that start `after` in order are kept, the others deleted, and the rest of
 * `after` inserted after the kept ones. The matrix keeps the ticked SKUs in their order and adds
 * new ones at the end, so it deletes only the unticked and inserts only the new.
 */
export function skuListOperations(
  id: string,
  before: readonly Sku[],
  after: readonly Sku[],
): Operation[] {
  const removed: RowRef[] = [];
  let kept = 0;
  before.forEach((sku, place) => {
    const next = after[kept];
    if (next !== undefined && sameSku(sku, next)) kept += 1;
    else removed.push({ id, place });
  });
  const operations: Operation[] = [];
  if (removed.length > 0) operations.push({ kind: 'deleteSkus', rows: removed });
  if (kept < after.length) {
    operations.push({
      kind: 'insertSkus',
      id,
      place: kept,
      skus: after.slice(kept).map((sku) => ({ ...sku })),
    });
  }
  return operations;
}
