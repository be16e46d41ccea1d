import { useTranslation } from 'react-i18next';
import type { GridName, GridRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import type { CatalogStore } from '../drafts/catalog-store.ts';
import { marksForImport, type FileMark } from './model/file-marks.ts';
import { importRows, type OnExisting } from './model/import-rows.ts';
import { insertRows, removeRows } from './model/row-ops.ts';
import { cellSelection, rangeOf, type Selection } from './model/selection.ts';
import type { ViewName, ViewRows } from './model/view.ts';
import { writeCells, type CellWrite } from './model/write-cells.ts';

// Edits made in a view: cells written (a paste, a typed value), a row added below the selection,
// the selected rows removed, a file's rows taken in (its disagreeing products marked). Each goes
// to the store as one undoable edit.

const newId = (): string => crypto.randomUUID();

export function useGridEdits(args: {
  store: CatalogStore;
  view: ViewName;
  data: CatalogData;
  rows: ViewRows;
  readOnly: boolean;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  addFileMarks: (marks: readonly FileMark[]) => void;
}) {
  const { t } = useTranslation();
  const { store, view, data, rows, selection } = args;
  const grid = view === 'skus' ? 'products' : view;
  return {
    importFile: (
      imported: GridRow<GridName>[],
      onExisting: OnExisting,
      details: {
        fileName: string;
        disagreeing: readonly { product_code: string; disagreeingRows: readonly number[] }[];
      },
    ) => {
      const edit = importRows(grid, data, imported, newId, onExisting);
      if (edit) store.apply(edit);
      if (grid === 'products' && details.disagreeing.length > 0) {
        args.addFileMarks(
          marksForImport(imported as ProductRow[], details.disagreeing, details.fileName, (rows) =>
            t('catalogFiles.disagreement.rows', { rows }),
          ),
        );
      }
    },
    write: (writes: CellWrite[]) => {
      if (args.readOnly) return;
      const result = writeCells(view, data, rows, writes, newId);
      if (result) store.apply(result.edit, result.trimmed);
    },
    addRow: () => {
      const below = rows.length === 0 ? -1 : Math.min(rangeOf(selection).bottom, rows.length - 1);
      store.apply(insertRows(view, data, rows, below, 1, newId));
      args.setSelection(cellSelection({ row: below + 1, col: 0 }));
    },
    removeSelected: () => {
      const range = rangeOf(selection);
      const picked: number[] = [];
      for (let r = range.top; r <= Math.min(range.bottom, rows.length - 1); r += 1) picked.push(r);
      const edit = removeRows(view, data, rows, picked);
      if (edit) store.apply(edit);
      // The row that moved up into the first removed one's place, as Excel selects after a delete.
      if (edit) args.setSelection(cellSelection({ row: range.top, col: selection.active.col }));
    },
  };
}
