import type { CatalogValue } from '../../../../app/catalog/last-sent.ts';
import type { MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import { cellMark, type CellMarks } from './cell-marks.ts';
import { cellChange, type CellChange } from './change-marks.ts';
import { rowCellText, type ViewName } from './view.ts';

// What one drawn cell shows: its text, its problem mark and its changed-since-sent mark. The grid's
// rows (GridRow.tsx, elements) and the body drawn while scrolling (body-canvas/, a canvas) both
// draw from it, so the two never disagree about a cell.

/** One drawn row, as both ways of drawing it read it. */
export interface RowToLook {
  view: ViewName;
  /** The empty row below the last (no text, no marks). */
  isNew: boolean;
  id: string;
  row: MasterRow | ProductRow | undefined;
  /** The row's cells in the view's columns (the core's window), or null (read from `row`). */
  cells: readonly string[] | null;
  /** The SKU a per-SKU row shows (-1: none). */
  sku: number;
  problems: readonly Problem[];
  trimmed: ReadonlySet<string>;
  /** The row as a value (compared with what was last sent), undefined: none. */
  value: CatalogValue | undefined;
  /** What was last sent with the row's code: null never sent, undefined not known. */
  sent: CatalogValue | null | undefined;
}

export interface CellLook {
  text: string;
  mark: CellMarks | null;
  change: CellChange | null;
}

/** The SKU rows a product row holds (the SKU summary's mark looks at each). */
const skuCountOf = (row: RowToLook['row']): number =>
  row !== undefined && 'skus' in row ? row.skus.length : 0;

/** The look of the cell in the view's column `index` (field: its key). */
export function cellLook(at: RowToLook, field: string, index: number): CellLook {
  if (at.isNew) return { text: '', mark: null, change: null };
  const skuOfCell = field === 'color_code' || field === 'size_code' ? at.sku : -1;
  const mark = cellMark(at.problems, at.trimmed, at.id, skuCountOf(at.row), field, skuOfCell);
  const change =
    at.value === undefined || at.sent === undefined || at.sent === null
      ? null
      : cellChange(at.value, at.sent, field, skuOfCell);
  const text =
    at.cells === null ? rowCellText(at.view, at.row, at.sku, index) : (at.cells[index] ?? '');
  return { text, mark, change };
}
