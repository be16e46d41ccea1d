import type { GridName, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';
import {
  isEmptyFilter,
  keptRows,
  valuesList,
  valuesListOfScan,
  type ColumnFilters,
  type ColumnScan,
  type FilterSource,
} from './column-filters.ts';
import { formatSkuSummary } from './sku-summary.ts';

// What a grid shows: its columns, and which draft row (and which SKU) each visible row is,
// after sort and filter. The data is never reordered by the view.

export type ViewName = GridName | 'skus';
export const VIEW_NAMES: readonly ViewName[] = ['brands', 'colors', 'products', 'skus'];

export const VIEW_COLUMNS = {
  brands: ['code', 'name'],
  colors: ['code', 'name'],
  products: ['product_code', 'name', 'brand_code', 'skus'],
  skus: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
} as const satisfies Record<ViewName, readonly string[]>;

export type ColumnKey = (typeof VIEW_COLUMNS)[ViewName][number];

export const gridOfView = (view: ViewName): GridName => (view === 'skus' ? 'products' : view);

/** Columns holding codes: trimmed on entry, required, checked for duplicates. */
export const CODE_COLUMNS: ReadonlySet<string> = new Set([
  'code',
  'product_code',
  'brand_code',
  'color_code',
  'size_code',
]);

/**
 * Visible rows as parallel arrays: the draft row's index in its grid and, in the per-SKU view,
 * the SKU's index in the product (-1: a product without SKUs, shown as one row).
 */
export interface ViewRows {
  entry: Int32Array;
  sku: Int32Array;
  length: number;
}

export function allRows(view: ViewName, data: CatalogData): ViewRows {
  if (view !== 'skus') {
    const n = data[view].length;
    const entry = new Int32Array(n);
    for (let i = 0; i < n; i += 1) entry[i] = i;
    return { entry, sku: new Int32Array(n).fill(-1), length: n };
  }
  let n = 0;
  for (const p of data.products) n += Math.max(1, p.row.skus.length);
  const entry = new Int32Array(n);
  const sku = new Int32Array(n);
  let k = 0;
  data.products.forEach((p, i) => {
    const count = p.row.skus.length;
    if (count === 0) {
      entry[k] = i;
      sku[k] = -1;
      k += 1;
    }
    for (let j = 0; j < count; j += 1) {
      entry[k] = i;
      sku[k] = j;
      k += 1;
    }
  });
  return { entry, sku, length: n };
}

/** The text of one cell of a draft row (skuIndex: the SKU a per-SKU row shows, -1: none). */
export function rowCellText(
  view: ViewName,
  row: MasterRow | ProductRow | undefined,
  skuIndex: number,
  col: number,
): string {
  const key = VIEW_COLUMNS[view][col];
  if (row === undefined) return '';
  if (!('skus' in row)) return key === 'name' ? row.name : key === 'code' ? row.code : '';
  switch (key) {
    case 'product_code':
      return row.product_code;
    case 'name':
      return row.name;
    case 'brand_code':
      return row.brand_code;
    case 'skus':
      return formatSkuSummary(row.skus);
    case 'color_code':
      return skuIndex < 0 ? '' : (row.skus[skuIndex]?.color_code ?? '');
    case 'size_code':
      return skuIndex < 0 ? '' : (row.skus[skuIndex]?.size_code ?? '');
    default:
      return '';
  }
}

/** The text of one cell. */
export function cellText(
  view: ViewName,
  data: CatalogData,
  entryIndex: number,
  skuIndex: number,
  col: number,
): string {
  return rowCellText(view, data[gridOfView(view)][entryIndex]?.row, skuIndex, col);
}

export interface ViewOptions {
  sort: { col: number; descending: boolean } | null;
  /** Rows with a cell containing this text (any case) stay visible. */
  filter: string;
  /** When set, only rows of these draft ids stay visible (e.g. rows with problems). */
  onlyIds: ReadonlySet<string> | null;
  /** Column filters from the headers (column-filters.ts); absent: none. */
  columns?: ColumnFilters;
}

export const NO_VIEW_OPTIONS: ViewOptions = { sort: null, filter: '', onlyIds: null };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A view's rows as the column filters read them (column-filters.ts). */
export function viewSource(view: ViewName, data: CatalogData, base: ViewRows): FilterSource {
  const keys: readonly string[] = VIEW_COLUMNS[view];
  const grid: readonly { row: MasterRow | ProductRow }[] = data[gridOfView(view)];
  const { entry, sku } = base;
  return {
    length: base.length,
    column: (key) => {
      const col = keys.indexOf(key);
      if (col < 0) return null;
      // A SKU's own fields read straight from it: the per-SKU view's hundreds of thousands of
      // rows are read once per filter and values list.
      if (key === 'color_code' || key === 'size_code') {
        return (r) => {
          const s = sku[r] ?? -1;
          if (s < 0) return '';
          return (grid[entry[r] ?? 0]?.row as ProductRow | undefined)?.skus[s]?.[key] ?? '';
        };
      }
      return (r) => rowCellText(view, grid[entry[r] ?? 0]?.row, sku[r] ?? -1, col);
    },
    runs: view === 'skus' ? (key) => skuViewScan(data, key) : undefined,
  };
}

/**
 * Whether a cell holds text, by view row and view column: what Ctrl+Arrow walks. Each column is
 * read through its own reader (viewSource), made once per column asked, so a walk down the
 * 450,000 rows of a SKU column reads each SKU straight from its product.
 */
export function filledCells(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
): (row: number, col: number) => boolean {
  const source = viewSource(view, data, rows);
  const keys: readonly string[] = VIEW_COLUMNS[view];
  const readers = new Map<number, (row: number) => string>();
  return (row, col) => {
    let read = readers.get(col);
    if (read === undefined) {
      read =
        source.column(keys[col] ?? '') ??
        ((r: number) => cellText(view, data, rows.entry[r] ?? -1, rows.sku[r] ?? -1, col));
      readers.set(col, read);
    }
    return read(row) !== '';
  };
}

/**
 * A column of the per-SKU view in one pass over the products, in the view's row order (each
 * product's SKU rows, or one row for a product without): a product's own field is one run over
 * its rows, a SKU's field a run per SKU. No per-row index is built or read.
 */
function skuViewScan(data: CatalogData, key: string): ColumnScan | null {
  const col: number = (VIEW_COLUMNS.skus as readonly string[]).indexOf(key);
  if (col < 0) return null;
  const products = data.products;
  if (key === 'color_code' || key === 'size_code') {
    return (visit) => {
      let first = 0;
      for (const { row } of products) {
        const skus = row.skus;
        if (skus.length === 0) {
          visit('', first, 1);
          first += 1;
          continue;
        }
        for (const s of skus) {
          visit(s[key], first, 1);
          first += 1;
        }
      }
    };
  }
  return (visit) => {
    let first = 0;
    for (const { row } of products) {
      const count = Math.max(1, row.skus.length);
      visit(rowCellText('skus', row, -1, col), first, count);
      first += count;
    }
  };
}

/**
 * Indexes into `base` of the rows the options keep, in order (null: every row): the column
 * filters (but `except`'s), the whole-row text filter and "only these ids", all together.
 */
function filteredRows(
  view: ViewName,
  data: CatalogData,
  base: ViewRows,
  options: ViewOptions,
  except?: string,
): Int32Array | null {
  const grid = data[gridOfView(view)];
  const cols = VIEW_COLUMNS[view].length;
  const needle = options.filter.trim().toLocaleLowerCase();
  const byColumns = keptRows(viewSource(view, data, base), options.columns ?? [], except);
  if (needle === '' && options.onlyIds === null) return byColumns;
  const keep: number[] = [];
  const length = byColumns?.length ?? base.length;
  for (let k = 0; k < length; k += 1) {
    const i = byColumns === null ? k : (byColumns[k] ?? 0);
    const e = base.entry[i] ?? 0;
    const s = base.sku[i] ?? -1;
    if (options.onlyIds !== null && !options.onlyIds.has(grid[e]?.id ?? '')) continue;
    if (needle !== '') {
      let hit = false;
      for (let c = 0; c < cols && !hit; c += 1) {
        hit = cellText(view, data, e, s, c).toLocaleLowerCase().includes(needle);
      }
      if (!hit) continue;
    }
    keep.push(i);
  }
  return Int32Array.from(keep);
}

/**
 * A column's values list for its header menu: each distinct cell text with its count, over the
 * rows the view's other filters keep (the column's own left out), as Excel's AutoFilter lists.
 */
export function columnValues(
  view: ViewName,
  data: CatalogData,
  options: ViewOptions,
  column: string,
): ReturnType<typeof valuesList> {
  const others = (options.columns ?? []).some((f) => f.column !== column && !isEmptyFilter(f));
  if (view === 'skus' && !others && options.filter.trim() === '' && options.onlyIds === null) {
    // Every row counts: one pass over the column, with no index of the view's rows.
    const scan = skuViewScan(data, column);
    return scan === null ? { values: [], rows: 0 } : valuesListOfScan(scan);
  }
  const base = allRows(view, data);
  const read = viewSource(view, data, base).column(column);
  if (read === null) return { values: [], rows: 0 };
  const rows = filteredRows(view, data, base, options, column);
  return valuesList(read, rows ?? base.length);
}

/**
 * The per-SKU view's rows its column filters keep (null: no filter), read in runs and placed by
 * walking the products beside the kept rows: no index of all the view's rows is built.
 */
function keptSkuRows(data: CatalogData, columns: ColumnFilters): ViewRows | null {
  const products = data.products;
  let length = 0;
  for (const p of products) length += Math.max(1, p.row.skus.length);
  const source: FilterSource = {
    length,
    column: (key) => viewSource('skus', data, allRows('skus', data)).column(key),
    runs: (key) => skuViewScan(data, key),
  };
  const kept = keptRows(source, columns);
  if (kept === null) return null;
  const entry = new Int32Array(kept.length);
  const sku = new Int32Array(kept.length);
  let k = 0;
  let first = 0;
  for (let i = 0; i < products.length && k < kept.length; i += 1) {
    const count = products[i]?.row.skus.length ?? 0;
    const end = first + Math.max(1, count);
    for (let row = kept[k] ?? end; row < end; row = kept[k] ?? end) {
      entry[k] = i;
      sku[k] = count === 0 ? -1 : row - first;
      k += 1;
    }
    first = end;
  }
  return { entry, sku, length: kept.length };
}

/** The visible rows for the options: filtered, then sorted (stable: ties keep draft order). */
export function buildView(view: ViewName, data: CatalogData, options: ViewOptions): ViewRows {
  if (
    view === 'skus' &&
    options.sort === null &&
    options.filter.trim() === '' &&
    options.onlyIds === null
  ) {
    const kept = keptSkuRows(data, options.columns ?? []);
    if (kept !== null) return kept;
  }
  const base = allRows(view, data);
  const keep = filteredRows(view, data, base, options);
  let order: ArrayLike<number> | null = keep;
  if (options.sort !== null) {
    const { col, descending } = options.sort;
    const indexes = keep === null ? Array.from({ length: base.length }, (_, i) => i) : [...keep];
    const keys = indexes.map((i) =>
      cellText(view, data, base.entry[i] ?? 0, base.sku[i] ?? -1, col),
    );
    const positions = indexes.map((_, k) => k);
    positions.sort((a, b) => {
      const byKey = collator.compare(keys[a] ?? '', keys[b] ?? '');
      return (descending ? -byKey : byKey) || a - b;
    });
    order = positions.map((k) => indexes[k] ?? 0);
  }
  if (order === null) return base;
  const entry = new Int32Array(order.length);
  const sku = new Int32Array(order.length);
  for (let k = 0; k < order.length; k += 1) {
    const i = order[k] ?? 0;
    entry[k] = base.entry[i] ?? 0;
    sku[k] = base.sku[i] ?? -1;
  }
  return { entry, sku, length: order.length };
}

/** The view row showing this draft row (and SKU), or -1 when it is filtered out. */
export function findViewRow(rows: ViewRows, entryIndex: number, skuIndex: number): number {
  for (let i = 0; i < rows.length; i += 1) {
    if (rows.entry[i] === entryIndex && (skuIndex < 0 || rows.sku[i] === skuIndex)) return i;
  }
  return -1;
}

/**
 * The texts of a rectangle of visible cells, for copying. `columns`: the view's column of each
 * shown column when the range counts shown columns (a layout hides or moves some).
 */
export function readCells(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  range: { top: number; left: number; bottom: number; right: number },
  columns?: readonly { index: number }[],
): string[][] {
  const out: string[][] = [];
  for (let r = range.top; r <= Math.min(range.bottom, rows.length - 1); r += 1) {
    const line: string[] = [];
    for (let c = range.left; c <= range.right; c += 1) {
      const col = columns === undefined ? c : (columns[c]?.index ?? -1);
      line.push(cellText(view, data, rows.entry[r] ?? 0, rows.sku[r] ?? -1, col));
    }
    out.push(line);
  }
  return out;
}
