import {
  emptyMasterRow,
  emptyProductRow,
  skuKey,
  type MasterRow,
  type ProductRow,
  type Sku,
  type SkuRow,
} from '../../../../app/catalog/rows.ts';
import {
  positionsAfter,
  type Change,
  type Edit,
  type Entry,
  type TrimmedCell,
} from '../../drafts/catalog-data.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';
import { parseSkuSummary } from './sku-summary.ts';
import { groupSkuRows } from './sku-rows.ts';
import { CODE_COLUMNS, VIEW_COLUMNS, type ViewName, type ViewRows } from './view.ts';

// Every change to cell values (typing, paste, fill, clear) goes through writeCells: a list of
// (view row, column, text) becomes one edit of draft rows. A row at or past the end of the view
// adds rows at the end of the grid. Codes are trimmed; the trimmed cells are reported so the
// screen can say so.

export interface CellWrite {
  row: number;
  col: number;
  value: string;
}

export interface WriteResult {
  edit: Edit;
  trimmed: TrimmedCell[];
}

function cleanCode(key: string, value: string): { value: string; trimmed: boolean } {
  if (!CODE_COLUMNS.has(key)) return { value, trimmed: false };
  const trimmed = value.trim();
  return { value: trimmed, trimmed: trimmed !== value };
}

const sameMaster = (a: MasterRow, b: MasterRow) => a.code === b.code && a.name === b.name;
const sameProduct = (a: ProductRow, b: ProductRow) =>
  a.product_code === b.product_code &&
  a.name === b.name &&
  a.brand_code === b.brand_code &&
  (a.skus === b.skus ||
    (a.skus.length === b.skus.length &&
      a.skus.every(
        (s, i) => skuKey(s) === skuKey(b.skus[i] ?? { color_code: '', size_code: '' }),
      )));

function collect<T>(
  entries: readonly Entry<T>[],
  touched: Map<number, T>,
  appended: T[],
  same: (a: T, b: T) => boolean,
  newId: () => string,
  appendedIds: string[],
): Change<T>[] {
  const changes: Change<T>[] = [];
  for (const [index, row] of touched) {
    const entry = entries[index];
    if (entry === undefined || same(entry.row, row)) continue;
    changes.push({ id: entry.id, before: entry, after: { ...entry, row } });
  }
  const positions = positionsAfter(entries, appended.length);
  appended.forEach((row, i) => {
    const id = appendedIds[i] ?? newId();
    changes.push({ id, before: null, after: { id, position: positions[i] ?? 0, row } });
  });
  return changes;
}

export function writeCells(
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  writes: readonly CellWrite[],
  newId: () => string,
): WriteResult | null {
  const trimmed: TrimmedCell[] = [];
  const columns: readonly string[] = VIEW_COLUMNS[view];
  // Ids of appended rows are fixed up front so trimmed-cell notes can name them.
  const appendedIds: string[] = [];
  const appendedId = (offset: number): string => {
    while (appendedIds.length <= offset) appendedIds.push(newId());
    return appendedIds[offset] ?? '';
  };

  if (view === 'brands' || view === 'colors') {
    const entries = data[view];
    const touched = new Map<number, MasterRow>();
    const appended: MasterRow[] = [];
    for (const w of writes) {
      const key = columns[w.col];
      if (key === undefined) continue;
      const { value, trimmed: wasTrimmed } = cleanCode(key, w.value);
      let row: MasterRow;
      let id: string;
      if (w.row < rows.length) {
        const index = rows.entry[w.row] ?? 0;
        row = touched.get(index) ?? { ...(entries[index]?.row ?? emptyMasterRow()) };
        touched.set(index, row);
        id = entries[index]?.id ?? '';
      } else {
        const offset = w.row - rows.length;
        while (appended.length <= offset) appended.push(emptyMasterRow());
        row = appended[offset] as MasterRow;
        id = appendedId(offset);
      }
      if (key === 'code') row.code = value;
      else row.name = value;
      if (wasTrimmed) trimmed.push({ id, sku: -1, field: key });
    }
    const changes = collect(entries, touched, appended, sameMaster, newId, appendedIds);
    return changes.length === 0 ? null : { edit: { grid: view, changes }, trimmed };
  }

  const entries = data.products;
  const touched = new Map<number, ProductRow>();
  const appended: ProductRow[] = [];
  // Per view row of the SKU view: which SKU of its product it writes (a product without SKUs
  // gets one on the first colour or size written into its row).
  const skuOfRow = new Map<number, number>();
  // A touched row shares its SKUs with the draft until one is written: a name written into
  // 50,000 products copies no SKU.
  const ownSkus = new WeakSet<ProductRow>();
  const skusOf = (row: ProductRow): Sku[] => {
    if (!ownSkus.has(row)) {
      row.skus = row.skus.map((s) => ({ ...s }));
      ownSkus.add(row);
    }
    return row.skus;
  };
  const productFor = (w: CellWrite): { row: ProductRow; id: string } => {
    if (w.row < rows.length) {
      const index = rows.entry[w.row] ?? 0;
      const existing = entries[index]?.row ?? emptyProductRow();
      let row = touched.get(index);
      if (row === undefined) {
        row = { ...existing };
        touched.set(index, row);
      }
      return { row, id: entries[index]?.id ?? '' };
    }
    const offset = w.row - rows.length;
    while (appended.length <= offset) appended.push(emptyProductRow());
    return { row: appended[offset] as ProductRow, id: appendedId(offset) };
  };

  // In the per-SKU view, rows past the end are SKU rows: grouped into products by code and
  // added to an existing product of that code, as a file in one-row-per-SKU shape would be.
  const newSkuRows: SkuRow[] = [];
  const newSkuTrims: { offset: number; field: string }[] = [];
  for (const w of writes) {
    const key = columns[w.col];
    if (key === undefined) continue;
    const { value, trimmed: wasTrimmed } = cleanCode(key, w.value);
    if (view === 'skus' && w.row >= rows.length) {
      const offset = w.row - rows.length;
      while (newSkuRows.length <= offset) newSkuRows.push({ ...emptySkuRow });
      (newSkuRows[offset] as SkuRow)[key as keyof SkuRow] = value;
      if (wasTrimmed) newSkuTrims.push({ offset, field: key });
      continue;
    }
    const { row, id } = productFor(w);
    let sku = -1;
    switch (key) {
      case 'product_code':
        row.product_code = value;
        break;
      case 'name':
        row.name = value;
        break;
      case 'brand_code':
        row.brand_code = value;
        break;
      case 'skus': {
        row.skus = parseSkuSummary(value);
        ownSkus.add(row);
        break;
      }
      case 'color_code':
      case 'size_code': {
        sku = w.row < rows.length ? (skuOfRow.get(w.row) ?? rows.sku[w.row] ?? -1) : 0;
        const skus = skusOf(row);
        if (sku < 0 || skus[sku] === undefined) {
          sku = skus.length;
          skus.push({ color_code: '', size_code: '' });
        }
        skuOfRow.set(w.row, sku);
        const target = skus[sku] as Sku;
        target[key] = value;
        break;
      }
    }
    if (wasTrimmed) trimmed.push({ id, sku, field: key });
  }
  if (newSkuRows.length > 0) {
    const firstByCode = new Map<string, number>();
    entries.forEach((entry, index) => {
      if (!firstByCode.has(entry.row.product_code)) firstByCode.set(entry.row.product_code, index);
    });
    const idOfCode = new Map<string, string>();
    for (const product of groupSkuRows(newSkuRows)) {
      const index = product.product_code === '' ? undefined : firstByCode.get(product.product_code);
      if (index === undefined) {
        appended.push(product);
        idOfCode.set(product.product_code, appendedId(appended.length - 1));
        continue;
      }
      const existing = entries[index]?.row ?? emptyProductRow();
      const row = touched.get(index) ?? { ...existing };
      touched.set(index, row);
      if (row.name === '') row.name = product.name;
      if (row.brand_code === '') row.brand_code = product.brand_code;
      // A SKU the product has already is added again and marked as a duplicate, not dropped.
      skusOf(row).push(...product.skus);
      idOfCode.set(product.product_code, entries[index]?.id ?? '');
    }
    for (const trim of newSkuTrims) {
      const code = newSkuRows[trim.offset]?.product_code ?? '';
      trimmed.push({ id: idOfCode.get(code) ?? '', sku: -1, field: trim.field });
    }
  }
  const changes = collect(entries, touched, appended, sameProduct, newId, appendedIds);
  return changes.length === 0 ? null : { edit: { grid: 'products', changes }, trimmed };
}

const emptySkuRow: SkuRow = {
  product_code: '',
  name: '',
  brand_code: '',
  color_code: '',
  size_code: '',
};

/**
 * A block of values laid onto a selected range, as Excel pastes: a block that fits a whole
 * number of times into the range is repeated to fill it (so one value fills the range);
 * otherwise it is pasted once from the range's top-left corner, growing past it as needed.
 */
export function layBlock(
  block: readonly (readonly string[])[],
  range: { top: number; left: number; bottom: number; right: number },
  maxCols: number,
): CellWrite[] {
  const height = block.length;
  const width = Math.max(0, ...block.map((line) => line.length));
  if (height === 0 || width === 0) return [];
  const rangeRows = range.bottom - range.top + 1;
  const rangeCols = range.right - range.left + 1;
  const tiles = rangeRows % height === 0 && rangeCols % width === 0;
  const rowsOut = tiles ? rangeRows : height;
  const colsOut = tiles ? rangeCols : width;
  const writes: CellWrite[] = [];
  for (let r = 0; r < rowsOut; r += 1) {
    const line = block[r % height] ?? [];
    for (let c = 0; c < colsOut; c += 1) {
      const col = range.left + c;
      if (col >= maxCols) break;
      writes.push({ row: range.top + r, col, value: line[c % width] ?? '' });
    }
  }
  return writes;
}

/** Ctrl+D: the top row of the range copied into every row below it. */
export function fillDown(
  topRow: readonly string[],
  range: { top: number; left: number; bottom: number; right: number },
): CellWrite[] {
  const writes: CellWrite[] = [];
  for (let r = range.top + 1; r <= range.bottom; r += 1) {
    topRow.forEach((value, c) => writes.push({ row: r, col: range.left + c, value }));
  }
  return writes;
}

/** Ctrl+R: the leftmost column of the range copied into every column to its right. */
export function fillRight(
  leftColumn: readonly string[],
  range: { top: number; left: number; bottom: number; right: number },
): CellWrite[] {
  const writes: CellWrite[] = [];
  leftColumn.forEach((value, r) => {
    for (let c = range.left + 1; c <= range.right; c += 1) {
      writes.push({ row: range.top + r, col: c, value });
    }
  });
  return writes;
}

/**
 * Ctrl+Enter: one value into every cell of the range, as Excel fills a selection. Only rows in
 * view: a filtered view's range holds its visible rows, so rows it hides are never written. The
 * new-row line takes the value only when the range is on it alone (it then adds one row).
 */
export function fillRange(
  value: string,
  range: { top: number; left: number; bottom: number; right: number },
  rowCount: number,
): CellWrite[] {
  const onNewLine = range.top >= rowCount;
  if (onNewLine && value === '') return [];
  const bottom = onNewLine ? range.top : Math.min(range.bottom, rowCount - 1);
  const writes: CellWrite[] = [];
  for (let r = range.top; r <= bottom; r += 1) {
    for (let c = range.left; c <= range.right; c += 1) writes.push({ row: r, col: c, value });
  }
  return writes;
}

/** Delete: every cell of the range emptied. */
export function clearRange(range: {
  top: number;
  left: number;
  bottom: number;
  right: number;
}): CellWrite[] {
  const writes: CellWrite[] = [];
  for (let r = range.top; r <= range.bottom; r += 1) {
    for (let c = range.left; c <= range.right; c += 1) writes.push({ row: r, col: c, value: '' });
  }
  return writes;
}
