import type { CatalogData } from '../../drafts/catalog-data.ts';
import type { Range } from '../model/selection.ts';
import {
  gridOfView,
  rowCellText,
  VIEW_COLUMNS,
  type ViewName,
  type ViewRows,
} from '../model/view.ts';
import type { Matcher } from './find-query.ts';

// Finding every match of a query in a grid's view, in reading order (row by row, left to
// right), as packed cell numbers (row × columns + column). The scan is resumable: the find bar
// runs it in slices between frames, so 450,000 SKU rows never hold the page for long, and the
// count grows as it goes. Only the rows that exist are searched, never the new-row line.

export type FindScope =
  | { kind: 'all' }
  /** A range of view cells, taken when it was selected (moving to a match keeps the scope). */
  | { kind: 'range'; range: Range }
  | { kind: 'column'; col: number };

/** A shown column: its key and its index in the view's own columns. */
export interface ShownKey {
  key: string;
  index: number;
}

export interface FindTarget {
  view: ViewName;
  data: CatalogData;
  rows: ViewRows;
  /**
   * The grid's shown columns in order, when a layout hides or moves some: cells are then
   * numbered by shown column, and a hidden column is neither searched nor replaced in.
   */
  columns?: readonly ShownKey[];
}

/** The shown columns of a target (all of the view's, in order, without a layout). */
export function shownKeys(target: FindTarget): readonly ShownKey[] {
  return target.columns ?? VIEW_COLUMNS[target.view].map((key: string, index) => ({ key, index }));
}

export const packCell = (cols: number, row: number, col: number): number => row * cols + col;
export const unpackCell = (cols: number, cell: number): { row: number; col: number } => ({
  row: Math.floor(cell / cols),
  col: cell % cols,
});

/** In the per-SKU view these columns belong to the product: one answer for all its rows. */
export const PRODUCT_LEVEL: ReadonlySet<string> = new Set(['product_code', 'name', 'brand_code']);

/** The rows and columns a scope covers, clipped to the view's existing rows. */
export function scopeBounds(
  scope: FindScope,
  rows: number,
  cols: number,
): { top: number; bottom: number; left: number; right: number } {
  if (scope.kind === 'column') {
    const col = Math.min(Math.max(scope.col, 0), cols - 1);
    return { top: 0, bottom: rows - 1, left: col, right: col };
  }
  if (scope.kind === 'range') {
    const { range } = scope;
    return {
      top: Math.max(range.top, 0),
      bottom: Math.min(range.bottom, rows - 1),
      left: Math.max(range.left, 0),
      right: Math.min(range.right, cols - 1),
    };
  }
  return { top: 0, bottom: rows - 1, left: 0, right: cols - 1 };
}

export class MatchScan {
  readonly cols: number;
  private readonly keys: readonly string[];
  private readonly indexes: readonly number[];
  private readonly bounds: { top: number; bottom: number; left: number; right: number };
  private nextRow: number;
  private buffer = new Int32Array(1024);
  private size = 0;
  private readonly target: FindTarget;
  private readonly matcher: Matcher;

  constructor(target: FindTarget, scope: FindScope, matcher: Matcher) {
    this.target = target;
    this.matcher = matcher;
    const shown = shownKeys(target);
    this.keys = shown.map((c) => c.key);
    this.indexes = shown.map((c) => c.index);
    this.cols = this.keys.length;
    this.bounds = scopeBounds(scope, target.rows.length, this.cols);
    this.nextRow = this.bounds.top;
  }

  get done(): boolean {
    return this.nextRow > this.bounds.bottom;
  }

  get count(): number {
    return this.size;
  }

  /** Every match found so far, in reading order (a view of the scan's own buffer). */
  matches(): Int32Array {
    return this.buffer.subarray(0, this.size);
  }

  /**
   * Scans on until done or until `timeUp()` says the slice is over (asked every few hundred
   * rows). Returns true when the whole scope has been scanned.
   */
  run(timeUp: () => boolean = () => false): boolean {
    const { view, data, rows } = this.target;
    const entries = data[gridOfView(view)];
    const { bottom, left, right } = this.bounds;
    const perSku = view === 'skus';
    const { keys, indexes, cols, matcher } = this;
    // The per-SKU view repeats a product's own cells on each of its rows: test them once.
    let lastEntry = -1;
    const productHits: boolean[] = [];
    let row = this.nextRow;
    while (row <= bottom) {
      const stop = Math.min(bottom, row + 255);
      for (; row <= stop; row += 1) {
        const e = rows.entry[row] ?? -1;
        const s = rows.sku[row] ?? -1;
        const draft = entries[e]?.row;
        const sameProduct = perSku && e === lastEntry;
        for (let c = left; c <= right; c += 1) {
          const key = keys[c] ?? '';
          const col = indexes[c] ?? -1;
          let hit: boolean;
          if (perSku && PRODUCT_LEVEL.has(key)) {
            if (!sameProduct) productHits[c] = matcher.test(rowCellText(view, draft, s, col));
            hit = productHits[c] === true;
          } else hit = matcher.test(rowCellText(view, draft, s, col));
          if (hit) this.push(row * cols + c);
        }
        lastEntry = e;
      }
      this.nextRow = row;
      if (row <= bottom && timeUp()) return false;
    }
    this.nextRow = row;
    return true;
  }

  private push(cell: number): void {
    if (this.size === this.buffer.length) {
      const grown = new Int32Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.size] = cell;
    this.size += 1;
  }
}

/** The index of the first match at or after `cell` (the count when none is). */
function lowerBound(matches: Int32Array, cell: number): number {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((matches[mid] ?? 0) < cell) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The position of this cell among the matches, or -1 when it is not one. */
export function matchIndexOf(matches: Int32Array, cell: number): number {
  const i = lowerBound(matches, cell);
  return matches[i] === cell ? i : -1;
}

/**
 * The match to go to from `cell`: the next one after it in reading order (the previous one
 * with `back`), wrapping around the ends. -1 when there are no matches.
 */
export function stepMatch(matches: Int32Array, cell: number, back: boolean): number {
  if (matches.length === 0) return -1;
  if (back) {
    const i = lowerBound(matches, cell) - 1;
    return i >= 0 ? i : matches.length - 1;
  }
  const i = lowerBound(matches, cell + 1);
  return i < matches.length ? i : 0;
}
