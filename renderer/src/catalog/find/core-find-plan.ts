import type { Operation, OperationColumn, RowRef } from '../../../../app/catalog/operations.ts';
import type { PlaceRange } from '../../../../app/catalog/view-find.ts';
import type { ViewRow, ViewSpec } from '../../../../app/catalog/views.ts';
import { CODE_COLUMNS, gridOfView, type ViewName } from '../model/view.ts';
import type { FindQuery, Matcher } from './find-query.ts';
import type { FindScope, ShownKey } from './find-scan.ts';

// The find bar in core mode (the grid a window onto the core's view), pure: what to ask
// catalog.find for a scope, the counts that give the cursor's place among the matches, and the
// operations a replace sends (catalog.apply). Cells are named as the grid names them: a row's
// place in the view and a shown column (find-scan.ts).

/** Rows an operation may name (INPUT_LIMITS.draftRowsPerBatch). */
export const REPLACE_ROWS_MAX = 200_000;

/** The places and shown columns a scope covers in a view of `length` rows; null: none. */
export function scopeRange(scope: FindScope, length: number, cols: number): PlaceRange | null {
  if (length <= 0 || cols <= 0) return null;
  const last = length - 1;
  if (scope.kind === 'column') {
    const col = Math.min(Math.max(scope.col, 0), cols - 1);
    return { top: 0, bottom: last, left: col, right: col };
  }
  if (scope.kind === 'range') {
    const { range } = scope;
    const clipped = {
      top: Math.max(range.top, 0),
      bottom: Math.min(range.bottom, last),
      left: Math.max(range.left, 0),
      right: Math.min(range.right, cols - 1),
    };
    return clipped.top > clipped.bottom || clipped.left > clipped.right ? null : clipped;
  }
  return { top: 0, bottom: last, left: 0, right: cols - 1 };
}

/** Whether a range is every cell of the view (catalog.find is then asked without one). */
export const isWhole = (range: PlaceRange, length: number, cols: number): boolean =>
  range.top === 0 && range.bottom === length - 1 && range.left === 0 && range.right === cols - 1;

/**
 * The ranges whose counts, summed, give the matches up to and including the cursor's cell in
 * reading order (its position is that sum less one when the cell itself matches, `at`). Null
 * when the cell is outside the scope (no position, as in the page).
 */
export function positionRanges(
  range: PlaceRange,
  cell: { row: number; col: number },
): { at: PlaceRange; before: PlaceRange[] } | null {
  const { row, col } = cell;
  if (row < range.top || row > range.bottom || col < range.left || col > range.right) return null;
  const before: PlaceRange[] = [];
  if (row > range.top) before.push({ ...range, bottom: row - 1 });
  if (col > range.left) before.push({ top: row, bottom: row, left: range.left, right: col - 1 });
  return { at: { top: row, bottom: row, left: col, right: col }, before };
}

/** A view's rows are every row of its grid (no filter keeps some out). */
export const keepsEveryRow = (spec: ViewSpec): boolean =>
  spec.filter.trim() === '' && spec.columnFilters.length === 0 && spec.onlyIds === null;

/** The operation's column of a view's column, or null (the product view's SKU summary). */
export function operationColumn(view: ViewName, key: string): OperationColumn | null {
  if (view === 'brands' || view === 'colors') return key === 'code' || key === 'name' ? key : null;
  if (key === 'product_code' || key === 'name' || key === 'brand_code') return key;
  if (view === 'skus' && (key === 'color_code' || key === 'size_code')) return key;
  return null;
}

/** The shown columns a replace covers in a range: those an operation can write. */
export interface ReplaceColumns {
  /** Shown column (the grid's numbering) and its operation column, left to right. */
  cols: { shown: number; index: number; column: OperationColumn }[];
}

export function replaceColumns(
  view: ViewName,
  shown: readonly ShownKey[],
  range: PlaceRange,
): ReplaceColumns {
  const cols: ReplaceColumns['cols'] = [];
  for (let c = range.left; c <= range.right; c += 1) {
    const key = shown[c];
    if (key === undefined) continue;
    const column = operationColumn(view, key.key);
    if (column !== null) cols.push({ shown: c, index: key.index, column });
  }
  return { cols };
}

/** How an operation names a row of the view (the per-SKU row of a product without SKUs: place 0). */
export const rowRefOf = (view: ViewName, row: ViewRow): RowRef =>
  view === 'skus' ? { id: row.id, place: row.place ?? 0 } : { id: row.id };

/** A replace over the rows read: the rows whose cells change, and how many cells and rows. */
export interface RowsReplace {
  refs: RowRef[];
  cells: number;
  rows: number;
  /** The first changed cell (place and shown column), or null. */
  first: { row: number; col: number } | null;
}

/** Accumulates the rows of a range, read window by window, into a RowsReplace. */
export function addRowsReplace(
  into: RowsReplace,
  view: ViewName,
  from: number,
  rows: readonly ViewRow[],
  columns: ReplaceColumns,
  matcher: Matcher,
  replacement: string,
): void {
  rows.forEach((row, i) => {
    let changed = 0;
    for (const { shown, index } of columns.cols) {
      const text = row.cells[index] ?? '';
      if (matcher.replace(text, replacement) === text) continue;
      changed += 1;
      into.first ??= { row: from + i, col: shown };
    }
    if (changed === 0) return;
    into.cells += changed;
    into.rows += 1;
    into.refs.push(rowRefOf(view, row));
  });
}

export const emptyRowsReplace = (): RowsReplace => ({ refs: [], cells: 0, rows: 0, first: null });

/** The replace-all operation: over the whole grid (no rows) or the rows whose cells change. */
export function replaceAllOperation(
  view: ViewName,
  columns: ReplaceColumns,
  query: FindQuery,
  replacement: string,
  follow: boolean,
  refs: readonly RowRef[] | null,
): Operation {
  const grid = gridOfView(view);
  const names = [...new Set(columns.cols.map((c) => c.column))];
  return {
    kind: 'replace',
    grid,
    columns: names,
    ...(refs === null ? {} : { rows: [...refs] }),
    query,
    replacement,
    ...(follow && grid !== 'products' && names.includes('code') ? { follow: true } : {}),
  };
}

/**
 * Replacing the match in one cell: its new text set (a code trimmed, as typing does), or, for a
 * code of the brands or colors grid whose products follow, a replace of that one cell with
 * follow, so they change in the same step. Null when the cell's text does not change.
 */
export function replaceOneOperation(
  view: ViewName,
  row: ViewRow,
  key: string,
  index: number,
  query: FindQuery,
  matcher: Matcher,
  replacement: string,
  follow: boolean,
): Operation | null {
  const column = operationColumn(view, key);
  if (column === null) return null;
  const text = row.cells[index] ?? '';
  const replaced = matcher.replace(text, replacement);
  const value = CODE_COLUMNS.has(column) ? replaced.trim() : replaced;
  if (value === text) return null;
  const grid = gridOfView(view);
  const ref = rowRefOf(view, row);
  if (follow && grid !== 'products' && column === 'code') {
    return { kind: 'replace', grid, columns: ['code'], rows: [ref], query, replacement, follow };
  }
  return { kind: 'set', grid, cells: [{ row: ref, column, value }] };
}

/**
 * The codes a master grid's replace renames in the products (replace-plan.ts's rule, as the
 * core's `follow` applies it): old → new for each row whose code changes, unless a row of the
 * grid holds the old code after the replace; never to or from an empty code.
 */
export function followRenames(
  codes: readonly { id: string; code: string }[],
  replaced: ReadonlyMap<string, string>,
): Map<string, string> {
  const renames = new Map<string, string>();
  for (const { id, code } of codes) {
    const next = replaced.get(id);
    if (next !== undefined && next !== code && next !== '' && code !== '') renames.set(code, next);
  }
  for (const { id, code } of codes) renames.delete(replaced.get(id) ?? code);
  return renames;
}
