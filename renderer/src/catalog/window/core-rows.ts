import type { Operation } from '../../../../app/catalog/operations.ts';
import type {
  CatalogEntry,
  CatalogNeighbours,
  RowGrid,
} from '../../../../app/catalog/row-reads.ts';
import type { GridName, GridRow, ProductRow, Sku } from '../../../../app/catalog/rows.ts';
import type { CatalogViewName, ViewRow, ViewWindow } from '../../../../app/catalog/views.ts';
import type { OnExisting } from '../model/import-rows.ts';
import {
  importParts,
  partCodes,
  planImportPart,
  startImport,
  type ImportState,
} from './core-import.ts';
import {
  addRowOperation,
  productsToCount,
  removeOperations,
  skuListOperations,
} from './core-row-ops.ts';

// Rows, the SKU matrix and files in core mode (issue 28, step 4), without React: each asks the
// core what it needs (rows by id or code, neighbours in draft order, the view's rows picked) and
// applies the operations core-row-ops.ts and core-import.ts plan, one after another, each
// waiting for the one before. The calls go through a port (the app's bridge and the grid's
// window driver in use-core-rows.ts), so the rules run in Node against a real core.

export interface CoreRowsPort {
  row: (grid: RowGrid, id: string) => Promise<CatalogEntry | null>;
  rowsByCode: (grid: RowGrid, codes: string[]) => Promise<CatalogEntry[]>;
  neighbours: (grid: RowGrid, after: string | null) => Promise<CatalogNeighbours>;
  /** Rows from … from + count of the grid's view as the core holds it. */
  window: (from: number, count: number) => Promise<ViewWindow>;
  /**
   * Applies an operation; settles once the core answered (rejects with its refusal). `group`:
   * one of a user action's operations, one step of the core's history with the others.
   */
  apply: (operation: Operation, group?: string) => Promise<void>;
  /** A new group's id. */
  newGroup: () => string;
}

/** View rows read in one window call. */
const WINDOW_ROWS = 2_000;
/** Products whose SKU counts are asked at once. */
const COUNTS_AT_ONCE = 8;

const gridOf = (view: CatalogViewName): RowGrid => (view === 'skus' ? 'products' : view);

/** Applies the operations in order, one step of the history (`group`, or a new one if many). */
async function applyAll(
  port: CoreRowsPort,
  operations: readonly Operation[],
  group?: string,
): Promise<void> {
  const named = group ?? (operations.length > 1 ? port.newGroup() : undefined);
  for (const operation of operations) await port.apply(operation, named);
}

/** Adds an empty row below the view row (null: the view is empty). False when there is no room. */
export async function addRowBelow(
  port: CoreRowsPort,
  view: CatalogViewName,
  below: ViewRow | null,
  newId: () => string,
): Promise<boolean> {
  const neighbours =
    view === 'skus' && below !== null
      ? { before: null, next: null, last: null }
      : await port.neighbours(gridOf(view), below?.id ?? null);
  const operation = addRowOperation(view, below, neighbours, newId);
  if (operation === null) return false;
  await port.apply(operation);
  return true;
}

/** The view's rows from … from + count, read in parts. */
export async function viewRows(
  port: CoreRowsPort,
  from: number,
  count: number,
): Promise<ViewRow[]> {
  const rows: ViewRow[] = [];
  for (let at = from; at < from + count; at += WINDOW_ROWS) {
    const window = await port.window(at, Math.min(WINDOW_ROWS, from + count - at));
    rows.push(...window.rows);
    if (window.rows.length === 0) break;
  }
  return rows;
}

/** Removes the view's rows from … from + count (see removeOperations). */
export async function removeViewRows(
  port: CoreRowsPort,
  view: CatalogViewName,
  from: number,
  count: number,
): Promise<void> {
  const picked = await viewRows(port, from, count);
  const ids = productsToCount(view, picked);
  const counts = new Map<string, number>();
  for (let i = 0; i < ids.length; i += COUNTS_AT_ONCE) {
    const some = ids.slice(i, i + COUNTS_AT_ONCE);
    const entries = await Promise.all(some.map((id) => port.row('products', id)));
    entries.forEach((entry, j) => {
      if (entry !== null) counts.set(some[j] ?? '', (entry.row as ProductRow).skus.length);
    });
  }
  await applyAll(port, removeOperations(view, picked, counts));
}

/** A product's row for the SKU matrix (null: gone, or not a product the grid can edit). */
export async function productOf(port: CoreRowsPort, id: string): Promise<ProductRow | null> {
  const entry = await port.row('products', id);
  return entry === null ? null : (entry.row as ProductRow);
}

/** The SKU matrix's apply: the product's SKUs as they are in the core now turned into `skus`. */
export async function saveSkus(
  port: CoreRowsPort,
  id: string,
  skus: readonly Sku[],
): Promise<void> {
  const now = await productOf(port, id);
  if (now === null) return;
  await applyAll(port, skuListOperations(id, now.skus, skus));
}

/**
 * Takes a file's rows in, a part at a time (each part looked up by code, then applied, before
 * the next is planned), telling `onProgress` how many rows are done. Answers the counts.
 */
export async function importFileRows(
  port: CoreRowsPort,
  grid: GridName,
  rows: readonly GridRow<GridName>[],
  onExisting: OnExisting,
  newId: () => string,
  onProgress: (done: number, of: number) => void = () => undefined,
): Promise<ImportState['counts']> {
  const { last } = await port.neighbours(grid, null);
  const state = startImport(last);
  // The whole file is one step of the history, however many parts it goes in.
  const group = port.newGroup();
  let done = 0;
  for (const part of importParts(rows)) {
    const found = await port.rowsByCode(grid, partCodes(grid, part));
    await applyAll(port, planImportPart(grid, part, found, onExisting, state, newId), group);
    done += part.length;
    onProgress(done, rows.length);
  }
  return state.counts;
}
