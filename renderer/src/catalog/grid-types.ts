import type { CatalogData } from '../drafts/catalog-data.ts';
import type { RowProblems } from './model/cell-marks.ts';
import type { Selection } from './model/selection.ts';
import type { ViewName, ViewRows } from './model/view.ts';
import type { CellWrite } from './model/write-cells.ts';
import type { GridColumn } from './use-grid-columns.ts';
import type { SentLookup } from './use-change-marks.ts';

export interface DataGridProps {
  view: ViewName;
  data: CatalogData;
  rows: ViewRows;
  columns: GridColumn[];
  readOnly: boolean;
  selection: Selection;
  onSelection: (selection: Selection) => void;
  /** A draft row's problems (shown on its cells, with the trimmed-code notes). */
  problemsOf: RowProblems;
  /** Cells whose codes were trimmed: `${id}:${sku}:${field}`. */
  trimmed: ReadonlySet<string>;
  /** What this connection last sent with a row's code (cells changed since carry a mark). */
  sentOf?: SentLookup;
  onWrite: (writes: CellWrite[]) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Opens the SKU matrix of the product on this view row. */
  onOpenSkus: (viewRow: number) => void;
  sort: { col: number; descending: boolean } | null;
  /** Rows were edited since the sort was applied: a click on its header sorts again. */
  sortStale: boolean;
  onSort: (col: number) => void;
  label: string;
}

export const ROW_HEIGHT = 30;
export const ROW_HEADER_WIDTH = 56;
