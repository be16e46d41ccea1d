import type { CatalogData } from '../drafts/catalog-data.ts';
import type { ColumnLayout } from './model/column-layout.ts';
import type { RowProblems } from './model/cell-marks.ts';
import type { Range, Selection } from './model/selection.ts';
import type { ViewName, ViewRows } from './model/view.ts';
import type { CellWrite } from './model/write-cells.ts';
import type { ColumnMenuControl } from './header/use-column-filters.ts';
import type { SentLookup } from './use-change-marks.ts';
import type { GridRows } from './grid-rows.ts';

export interface DataGridProps {
  view: ViewName;
  data: CatalogData;
  rows: ViewRows;
  /**
   * Where the rows drawn come from when not `data` through `rows`: the core's window while the
   * drafts load (grid-rows.ts). Then `rows` gives only the length the keys move over.
   */
  source?: GridRows;
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
  /**
   * Ctrl+D / Ctrl+R over the range (shown columns) when whoever holds the rows reads the top
   * row or left column itself (core mode); absent: the grid reads them and writes the cells.
   */
  onFill?: (direction: 'down' | 'right', range: Range) => void;
  onUndo: () => void;
  onRedo: () => void;
  /**
   * Moves with each step of the history when `data` does not (core mode: the core's history);
   * absent: the data itself marks it. The paste note lasts while the mark is the paste's.
   */
  historyMark?: number;
  /** Opens the SKU matrix of the product on this view row. */
  onOpenSkus: (viewRow: number) => void;
  sort: { col: number; descending: boolean } | null;
  /** Rows were edited since the sort was applied: a click on its header sorts again. */
  sortStale: boolean;
  onSort: (col: number) => void;
  /** The headers' drop-down menus (sort and filter); absent: none. */
  columnMenu?: ColumnMenuControl;
  label: string;
  /** Opens the keyboard help (F1, or ? on a selected cell). */
  onHelp?: () => void;
  /**
   * Copy (cut: then clear, when the holder may write) of the selected range by whoever holds
   * the rows (the core's view, window/use-core-copy.ts); absent: the grid copies its in-page rows.
   */
  onCopyRange?: (range: Range, cut: boolean) => void;
  /** The view's column layout (order, hidden, widths, frozen part) the columns come from. */
  layout: ColumnLayout;
  /** save false: a resize drag's step, saved when the drag ends. */
  onLayout: (layout: ColumnLayout, save?: boolean) => void;
}

/** Rows and the header row; catalog.css reads it as --grid-row-height. */
export const ROW_HEIGHT = 26;
export const ROW_HEADER_WIDTH = 56;

/** A row the grid's elements draw: its view row and its top in the rows (header not counted). */
export interface DrawnRow {
  index: number;
  start: number;
}

/** A shown column of the grid (useGridColumns): its place, size and whether it is frozen. */
export interface GridColumn {
  key: string;
  label: string;
  width: number;
  /** The column in the view's own columns (VIEW_COLUMNS): what cells are read and written by. */
  index: number;
  /** Stays in view while the grid scrolls sideways, at `left`. */
  frozen: boolean;
  /** Where the column starts in the grid, row numbers included. */
  left: number;
}
