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

/** The file's data rows (after the header) with each mapped field's cell. */
type Cells = Partial<Record<FileField, string>>;

function cellsOf(mapping: ColumnMapping, row: readonly string[]): Cells {
  const cells: Cells = {};
  mapping.forEach((field, column) => {
    if (field !== null) cells[field] = row[column] ?? '';
  });
  return cells;
}

const isBlank = (cells: Cells): boolean =>
  Object.values(cells).every((value) => value.trim() === '');

export function fileRowsToGridRows<G extends GridName>(
  grid: G,
  body: readonly (readonly string[])[],
  mapping: ColumnMapping<G>,
  choice: DisagreementChoice = 'agreeing-skus',
): FileRows<G> {
  const cellRows = body.map((row) => cellsOf(mapping, row));
  const kept = cellRows.flatMap((cells, index) => (isBlank(cells) ? [] : [{ cells, index }]));
  const skippedEmpty = cellRows.length - kept.length;
  if (grid !== 'products') {
    const rows: MasterRow[] = kept.map(({ cells }) => ({
      code: cells.code ?? '',
      name: cells.name ?? '',
    }));
    return {
      rows: rows as GridRow<G>[],
      shape: 'rows',
      conflicts: [],
      disagreeing: [],
      skippedEmpty,
    };
  }
  const fields: readonly (FileField | null)[] = mapping;
  const perSku = fields.includes('color_code') || fields.includes('size_code');
  if (!perSku) {
    const rows: ProductRow[] = kept.map(({ cells }) => ({
      product_code: cells.product_code ?? '',
      name: cells.name ?? '',
      brand_code: cells.brand_code ?? '',
      skus: parseSkuSummary(cells.skus ?? ''),
    }));
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
  for (const { cells, index } of kept) {
    const base = {
      product_code: cells.product_code ?? '',
      name: cells.name ?? '',
      brand_code: cells.brand_code ?? '',
    };
    const skus = parseSkuSummary(cells.skus ?? '');
    const color = cells.color_code ?? '';
    const size = cells.size_code ?? '';
    if (color !== '' || size !== '' || skus.length === 0)
      skus.unshift({ color_code: color, size_code: size });
    for (const sku of skus) {
      skuRows.push({ ...base, ...sku });
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
