import type { MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import { applyEdit, type CatalogData, type Change, type Edit } from '../../drafts/catalog-data.ts';
import { gridOfView, rowCellText } from '../model/view.ts';
import type { TrimmedCell } from '../../drafts/catalog-data.ts';
import { writeCells, type CellWrite } from '../model/write-cells.ts';
import type { Matcher } from './find-query.ts';
import { shownKeys, unpackCell, type FindTarget } from './find-scan.ts';

// Replacing: the matched cells' new texts become cell writes, and the writes become one edit
// through writeCells, the path typing and pasting take (codes trimmed, rows compared, the same
// undo step, validation and saving). A replace in the code column of the brands or colors grid
// renames codes; the products naming an old code can follow it in the same undo step.

export interface ReplacePlan {
  /** Cells whose text changes, and the view rows they are in. */
  cells: number;
  rows: number;
  /** Null when no cell changes. */
  edit: Edit | null;
  trimmed: TrimmedCell[];
  /** The first cell that changes (packed), or -1. */
  first: number;
}

/** The writes replacing the matches in these cells (packed), and what they change. */
export function planReplace(
  target: FindTarget,
  cells: ArrayLike<number>,
  matcher: Matcher,
  replacement: string,
  newId: () => string,
  cols: number,
): ReplacePlan {
  const { view, data, rows } = target;
  const entries = data[gridOfView(view)];
  const writes: CellWrite[] = [];
  // Cells are numbered by shown column; the writes name the view's own columns.
  const shown = shownKeys(target);
  let first = -1;
  let changedRows = 0;
  let lastRow = -1;
  for (let i = 0; i < cells.length; i += 1) {
    const { row, col } = unpackCell(cols, cells[i] ?? 0);
    if (row >= rows.length) continue;
    const draft = entries[rows.entry[row] ?? -1]?.row;
    const index = shown[col]?.index ?? -1;
    if (index < 0) continue;
    const text = rowCellText(view, draft, rows.sku[row] ?? -1, index);
    const next = matcher.replace(text, replacement);
    if (next === text) continue;
    if (first < 0) first = row * cols + col;
    writes.push({ row, col: index, value: next });
    if (row !== lastRow) changedRows += 1;
    lastRow = row;
  }
  const result = writes.length === 0 ? null : writeCells(view, data, rows, writes, newId);
  return {
    cells: writes.length,
    rows: changedRows,
    edit: result?.edit ?? null,
    trimmed: result?.trimmed ?? [],
    first,
  };
}

export interface ReferenceRename {
  /** Old code → new code, for codes no master row keeps after the edit. */
  renames: ReadonlyMap<string, string>;
  /** The products naming an old code, changed to name the new one; null when none does. */
  edit: Edit | null;
  products: number;
}

const NO_RENAME: ReferenceRename = { renames: new Map(), edit: null, products: 0 };

/**
 * The products' references that follow an edit of the brands or colors grid's codes: a code
 * changed from A to B renames the products' brand_code (or SKUs' color_code) A to B. Only codes
 * that no row of the grid keeps are renamed (while another row still has code A, products naming
 * A still name a row), and never to an empty code.
 */
export function followRenames(data: CatalogData, edit: Edit): ReferenceRename {
  if (edit.grid === 'products') return NO_RENAME;
  const changed = new Map<string, string>();
  for (const change of edit.changes) {
    const before = change.before?.row.code;
    const after = change.after?.row.code;
    if (before === undefined || after === undefined || before === after || after === '') continue;
    if (before !== '') changed.set(before, after);
  }
  if (changed.size === 0) return NO_RENAME;
  const after: readonly { row: MasterRow }[] = applyEdit(data, edit)[edit.grid];
  for (const entry of after) changed.delete(entry.row.code);
  if (changed.size === 0) return NO_RENAME;

  const changes: Change<ProductRow>[] = [];
  for (const entry of data.products) {
    const row = entry.row;
    let next: ProductRow | null = null;
    if (edit.grid === 'brands') {
      const to = changed.get(row.brand_code);
      if (to !== undefined) next = { ...row, brand_code: to };
    } else if (row.skus.some((sku) => changed.has(sku.color_code))) {
      next = {
        ...row,
        skus: row.skus.map((sku) => {
          const to = changed.get(sku.color_code);
          return to === undefined ? sku : { ...sku, color_code: to };
        }),
      };
    }
    if (next !== null)
      changes.push({ id: entry.id, before: entry, after: { ...entry, row: next } });
  }
  return {
    renames: changed,
    edit: changes.length === 0 ? null : { grid: 'products', changes },
    products: changes.length,
  };
}
