import {
  sameSkuList,
  type GridName,
  type MasterRow,
  type ProductRow,
} from '../../../app/catalog/rows.ts';
import type { RowChange } from '../../../app/catalog/validation-index.ts';
import type { PlacedRow } from './validation-rows.ts';

// What the core's validation holds of each row, and the changes between it and the rows read
// again: only rows whose cells differ become changes of the index, and a product whose SKUs
// are as they were keeps its SKU list (the index then checks its own fields alone). A whole
// column replaced in 125,000 products so costs the index only the products it changed.

export interface Mirror {
  brands: Map<string, PlacedRow<MasterRow>>;
  colors: Map<string, PlacedRow<MasterRow>>;
  products: Map<string, PlacedRow<ProductRow>>;
}

export interface ReadRow {
  id: string;
  /** The row as it is now; null when it is gone. */
  row: PlacedRow<ProductRow | MasterRow> | null;
}

/** The row now, or null when its cells are as they were (an unchanged SKU list is kept). */
function changedProduct(was: ProductRow, now: ProductRow): ProductRow | null {
  const skus = sameSkuList(was.skus, now.skus);
  if (
    skus &&
    was.product_code === now.product_code &&
    was.name === now.name &&
    was.brand_code === now.brand_code
  ) {
    return null;
  }
  return skus && now.skus !== was.skus ? { ...now, skus: was.skus } : now;
}

const changedMaster = (was: MasterRow, now: MasterRow): MasterRow | null =>
  was.code === now.code && was.name === now.name ? null : now;

/**
 * The index's changes for these rows of a grid, the mirror moved on with them. `whole`: the
 * rows are all the grid holds, so a row of the mirror not among them is gone. `moved`: a row
 * kept its cells and changed its position (the list's order changes, not its problems).
 */
export function changesOf(
  mirror: Mirror,
  grid: GridName,
  read: readonly ReadRow[],
  whole: boolean,
): { changes: RowChange<ProductRow | MasterRow>[]; moved: boolean } {
  const held = mirror[grid] as Map<string, PlacedRow<ProductRow | MasterRow>>;
  const changes: RowChange<ProductRow | MasterRow>[] = [];
  let moved = false;
  const seen = whole ? new Set<string>() : null;
  for (const { id, row } of read) {
    seen?.add(id);
    const was = held.get(id);
    if (row === null) {
      if (was !== undefined) {
        held.delete(id);
        changes.push({ id, before: { row: was.row }, after: null });
      }
      continue;
    }
    if (was === undefined) {
      held.set(id, row);
      changes.push({ id, before: null, after: { row: row.row } });
      continue;
    }
    const now =
      grid === 'products'
        ? changedProduct(was.row as ProductRow, row.row as ProductRow)
        : changedMaster(was.row as MasterRow, row.row as MasterRow);
    if (was.position !== row.position) moved = true;
    if (now === null) {
      was.position = row.position;
      continue;
    }
    held.set(id, { id, position: row.position, row: now });
    changes.push({ id, before: { row: was.row }, after: { row: now } });
  }
  if (seen !== null) {
    for (const [id, was] of held) {
      if (seen.has(id)) continue;
      held.delete(id);
      changes.push({ id, before: { row: was.row }, after: null });
    }
  }
  return { changes, moved };
}
