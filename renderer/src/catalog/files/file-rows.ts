import {
  skuRowsToProducts,
  type DisagreementChoice,
  type GridName,
  type GridRow,
  type MasterRow,
  type ProductRow,
  type SkuRow,
} from '../../../../app/catalog/rows.ts';
import { parseSkuSummary } from '../model/sku-summary.ts';
import type { ColumnMapping } from './column-mapping.ts';
import type { FileField } from './header-names.ts';

// A file's rows, through a column mapping, into the rows of a grid. Products come in two shapes:
// one row per product (SKUs, if any, in a "skus" summary cell) or one row per SKU (colour and
// size columns), which is grouped into products by product code.

export interface RowConflict {
  product_code: string;
  field: 'name' | 'brand_code';
  values: string[];
  /** Row numbers in the file as a spreadsheet shows them (the header is row 1). */
  fileRows: number[];
}

/** A product whose file rows disagree, and the file rows the user's choice leaves out. */
export interface DisagreeingFileProduct {
  product_code: string;
  /** File rows (as a spreadsheet numbers them) stating another name or brand. */
  disagreeingRows: number[];
  /** File rows whose SKUs are not imported under the current choice. */
  leftOutRows: number[];
}

export interface FileRows<G extends GridName> {
  rows: GridRow<G>[];
  /** Products only: 'skus' when the file had a row per SKU. */
  shape: 'rows' | 'skus';
  /** Rows of one product that disagree on name or brand: shown, never merged silently. */
  conflicts: RowConflict[];
  /** Products with disagreeing rows, and what the choice left out of each. */
  disagreeing: DisagreeingFileProduct[];
  /** Rows with nothing in any mapped column, left out. */
  skippedEmpty: number;
}

/**
 * Where each mapped field's cell is in a file row. A million-row file goes through here in the
 * file worker, so cells are read by index: no object per file row, and only non-blank rows kept.
 */
interface Columns {
  /** Every mapped column (a row is blank when all of them are). */
  mapped: number[];
  /** The column of each field (-1: not mapped; a field mapped twice takes the last). */
  of: (field: FileField) => number;
}

function columnsOf(mapping: ColumnMapping): Columns {
  const fields: readonly (FileField | null)[] = mapping;
  const mapped = fields.flatMap((field, column) => (field === null ? [] : [column]));
  return { mapped, of: (field) => fields.lastIndexOf(field) };
}

const cellAt = (row: readonly string[], column: number): string =>
  column === -1 ? '' : (row[column] ?? '');

function isBlank(row: readonly string[], mapped: readonly number[]): boolean {
  for (const column of mapped) {
    const cell = row[column] ?? '';
    if (cell !== '' && cell.trim() !== '') return false;
  }
  return true;
}

export function fileRowsToGridRows<G extends GridName>(
  grid: G,
  body: readonly (readonly string[])[],
  mapping: ColumnMapping<G>,
  choice: DisagreementChoice = 'agreeing-skus',
): FileRows<G> {
  const columns = columnsOf(mapping);
  const kept: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    if (!isBlank(body[index] ?? [], columns.mapped)) kept.push(index);
  }
  const skippedEmpty = body.length - kept.length;
  const rowAt = (index: number): readonly string[] => body[index] ?? [];
  if (grid !== 'products') {
    const [code, name] = [columns.of('code'), columns.of('name')];
    const rows: MasterRow[] = kept.map((index) => {
      const row = rowAt(index);
      return { code: cellAt(row, code), name: cellAt(row, name) };
    });
    return {
      rows: rows as GridRow<G>[],
      shape: 'rows',
      conflicts: [],
      disagreeing: [],
      skippedEmpty,
    };
  }
  const at = {
    product_code: columns.of('product_code'),
    name: columns.of('name'),
    brand_code: columns.of('brand_code'),
    skus: columns.of('skus'),
    color_code: columns.of('color_code'),
    size_code: columns.of('size_code'),
  };
  const perSku = at.color_code !== -1 || at.size_code !== -1;
  if (!perSku) {
    const rows: ProductRow[] = kept.map((index) => {
      const row = rowAt(index);
      return {
        product_code: cellAt(row, at.product_code),
        name: cellAt(row, at.name),
        brand_code: cellAt(row, at.brand_code),
        skus: parseSkuSummary(cellAt(row, at.skus)),
      };
    });
    return {
      rows: rows as GridRow<G>[],
      shape: 'rows',
      conflicts: [],
      disagreeing: [],
      skippedEmpty,
    };
  }
  // One SKU row per SKU the file row names (its colour and size, and any in a summary cell).
  const skuRows: SkuRow[] = [];
  const fileRowOf: number[] = [];
  for (const index of kept) {
    const row = rowAt(index);
    const product_code = cellAt(row, at.product_code);
    const name = cellAt(row, at.name);
    const brand_code = cellAt(row, at.brand_code);
    const summary = cellAt(row, at.skus);
    const skus = summary === '' ? [] : parseSkuSummary(summary);
    const color = cellAt(row, at.color_code);
    const size = cellAt(row, at.size_code);
    if (color !== '' || size !== '' || skus.length === 0)
      skus.unshift({ color_code: color, size_code: size });
    for (const sku of skus) {
      skuRows.push({
        product_code,
        name,
        brand_code,
        color_code: sku.color_code,
        size_code: sku.size_code,
      });
      // +2: a spreadsheet counts from 1 and the header is row 1.
      fileRowOf.push(index + 2);
    }
  }
  const grouped = skuRowsToProducts(skuRows, choice);
  const fileRows = (rows: readonly number[]) => [
    ...new Set(rows.map((row) => fileRowOf[row] ?? 0)),
  ];
  const conflicts = grouped.conflicts.map((conflict) => ({
    product_code: conflict.product_code,
    field: conflict.field,
    values: conflict.values,
    fileRows: fileRows(conflict.rows),
  }));
  const disagreeing = grouped.disagreeing.map((product) => ({
    product_code: product.product_code,
    disagreeingRows: fileRows(product.disagreeing),
    leftOutRows: fileRows(product.leftOut),
  }));
  return {
    rows: grouped.products as GridRow<G>[],
    shape: 'skus',
    conflicts,
    disagreeing,
    skippedEmpty,
  };
}
