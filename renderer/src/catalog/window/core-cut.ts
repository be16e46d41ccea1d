import type { Operation, OperationColumn, RowRef } from '../../../../app/catalog/operations.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import type { ViewName } from '../model/view.ts';

// Cut in core mode (issue 28, step 4): the operation clearing a range of the core's view, its
// rows named as the operations name them (a per-SKU row by its product's id and the SKU's
// place). Pure.

/** The columns an operation writes, by the view's column; null: a column no clear writes. */
const OPERATION_COLUMNS: Record<ViewName, readonly (OperationColumn | null)[]> = {
  brands: ['code', 'name'],
  colors: ['code', 'name'],
  // The products view's SKU list is a summary of the SKUs: not cleared (as it is not typed).
  products: ['product_code', 'name', 'brand_code', null],
  skus: ['product_code', 'name', 'brand_code', 'color_code', 'size_code'],
};

/** The grid an operation over a view names. */
export const operationGrid = (view: ViewName): 'brands' | 'colors' | 'products' =>
  view === 'brands' || view === 'colors' ? view : 'products';

/** A window row as an operation names it. */
export function rowRefOf(view: ViewName, row: ViewRow): RowRef {
  return view === 'skus' ? { id: row.id, place: Math.max(0, row.place ?? 0) } : { id: row.id };
}

/** The operation clearing `viewColumns` of these rows; null when there is nothing to clear. */
export function clearOperation(
  view: ViewName,
  rows: readonly ViewRow[],
  viewColumns: readonly number[],
): Extract<Operation, { kind: 'clear' }> | null {
  const columns = [
    ...new Set(viewColumns.map((col) => OPERATION_COLUMNS[view][col] ?? null)),
  ].filter((column): column is OperationColumn => column !== null);
  if (rows.length === 0 || columns.length === 0) return null;
  return {
    kind: 'clear',
    grid: operationGrid(view),
    rows: rows.map((row) => rowRefOf(view, row)),
    columns,
  };
}
