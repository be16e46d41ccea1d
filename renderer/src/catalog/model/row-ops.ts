import { emptyMasterRow, emptyProductRow, type ProductRow } from '../../../../app/catalog/rows.ts';
import {
  positionsBetween,
  renumber,
  type CatalogData,
  type Change,
  type Edit,
  type Entry,
} from '../../drafts/catalog-data.ts';
import { gridOfView, type ViewName, type ViewRows } from './view.ts';

// Adding and removing whole rows. Each is one edit, so one undo step.

function insertEntries<T>(
  entries: readonly Entry<T>[],
  afterIndex: number,
  rows: readonly T[],
  newId: () => string,
): Change<T>[] {
  const before = afterIndex < 0 ? null : (entries[afterIndex]?.position ?? null);
  const after = entries[afterIndex + 1]?.position ?? null;
  const positions = positionsBetween(before, after, rows.length);
  if (positions !== null) {
    return rows.map((row, i) => {
      const id = newId();
      return { id, before: null, after: { id, position: positions[i] ?? 0, row } };
    });
  }
  // No room between the neighbours: renumber everything with the new rows in place.
  const added = rows.map((row) => ({ id: newId(), position: 0, row }));
  const all = [...entries.slice(0, afterIndex + 1), ...added, ...entries.slice(afterIndex + 1)];
  const moved = renumber(all);
  const addedIds = new Set(added.map((a) => a.id));
  return moved.map((change) => (addedIds.has(change.id) ? { ...change, before: null } : change));
}

/**
 * `count` empty rows below a view row (-1: at the top; at the end when the view is empty).
 * In the per-SKU view a new row is a new SKU of that row's product, right after that SKU.
 */
export function insertRows(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  belowViewRow: number,
  count: number,
  newId: () => string,
): Edit {
  const entryIndex =
    belowViewRow < 0 ? -1 : (rows.entry[belowViewRow] ?? data[gridOfView(view)].length - 1);
  if (view === 'brands' || view === 'colors') {
    const blank = Array.from({ length: count }, emptyMasterRow);
    return { grid: view, changes: insertEntries(data[view], entryIndex, blank, newId) };
  }
  const product = data.products[entryIndex];
  if (view === 'skus' && product !== undefined) {
    const at = Math.max(rows.sku[belowViewRow] ?? -1, -1) + 1;
    const skus = [...product.row.skus];
    const blanks = Array.from({ length: count }, () => ({ color_code: '', size_code: '' }));
    // A product shown without SKUs has one row already standing for an empty SKU.
    skus.splice(product.row.skus.length === 0 ? 0 : at, 0, ...blanks);
    if (product.row.skus.length === 0) skus.push({ color_code: '', size_code: '' });
    const after = { ...product, row: { ...product.row, skus } };
    return { grid: 'products', changes: [{ id: product.id, before: product, after }] };
  }
  const blank = Array.from({ length: count }, emptyProductRow);
  return { grid: 'products', changes: insertEntries(data.products, entryIndex, blank, newId) };
}

/**
 * The rows of the given view rows removed. In the per-SKU view the SKUs are removed from their
 * products, and a product loses its draft row when all of its rows are removed.
 */
export function removeRows(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  viewRows: readonly number[],
): Edit | null {
  if (viewRows.length === 0) return null;
  if (view === 'brands' || view === 'colors') {
    const entries = data[view];
    const changes = [...new Set(viewRows.map((r) => rows.entry[r] ?? -1))]
      .map((i) => entries[i])
      .filter((e) => e !== undefined)
      .map((e) => ({ id: e.id, before: e, after: null }));
    return { grid: view, changes };
  }
  const bySku = new Map<number, Set<number>>();
  for (const r of viewRows) {
    const e = rows.entry[r];
    if (e === undefined) continue;
    const set = bySku.get(e) ?? new Set<number>();
    set.add(view === 'skus' ? (rows.sku[r] ?? -1) : -1);
    bySku.set(e, set);
  }
  const changes: Change<ProductRow>[] = [];
  for (const [index, skus] of bySku) {
    const entry = data.products[index];
    if (entry === undefined) continue;
    const left = entry.row.skus.filter((_, j) => !skus.has(j));
    if (skus.has(-1) || left.length === 0) {
      changes.push({ id: entry.id, before: entry, after: null });
    } else {
      changes.push({
        id: entry.id,
        before: entry,
        after: { ...entry, row: { ...entry.row, skus: left } },
      });
    }
  }
  return { grid: 'products', changes };
}
