import {
  columnSizingFeature,
  createColumnHelper,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shownColumns, type ColumnLayout } from './model/column-layout.ts';
import type { ViewName } from './model/view.ts';
import { ROW_HEADER_WIDTH, type GridColumn } from './grid-types.ts';

// TanStack Table models the grid's columns (definitions, headers and sizes). Rows are not
// handed to it: the view's rows are index arrays (up to hundreds of thousands in the per-SKU
// view), and building a Row object for each on every edit would not fit in a frame, so the grid
// reads cells straight from the view and the virtualizer renders only what is on screen.
// The columns are the shown ones, in the layout's order (model/column-layout.ts): the grid's
// column numbers count shown columns, and `index` is the view's own column a cell is read by.

const features = tableFeatures({ columnSizingFeature });
type ColumnRow = Record<string, string>;
const helper = createColumnHelper<typeof features, ColumnRow>();
const NO_ROWS: ColumnRow[] = [];

export function useGridColumns(view: ViewName, layout: ColumnLayout): GridColumn[] {
  const { t } = useTranslation();
  const shown = useMemo(() => shownColumns(view, layout, ROW_HEADER_WIDTH), [view, layout]);
  const columns = useMemo(
    () =>
      helper.columns(
        shown.map((column) =>
          helper.accessor((row: ColumnRow) => row[column.key] ?? '', {
            id: column.key,
            header: t(`grid.column.${column.key}`),
            size: column.width,
          }),
        ),
      ),
    [shown, t],
  );
  const table = useTable({ features, columns, data: NO_ROWS });
  const headers = table.getFlatHeaders();
  // The same array while the headers stand, so memoised grid rows need not render again.
  const key = headers.map((h) => `${h.column.id}:${String(h.getSize())}`).join('|');
  const frozenKey = shown.map((c) => (c.frozen ? '1' : '0')).join('');
  return useMemo(
    () =>
      headers.map((header, i) => {
        const column = shown[i];
        return {
          key: header.column.id,
          label: String(header.column.columnDef.header ?? header.column.id),
          width: header.getSize(),
          index: column?.index ?? -1,
          frozen: column?.frozen ?? false,
          left: column?.left ?? ROW_HEADER_WIDTH,
        };
      }),
    // The labels change with the column definitions (language), the widths with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, key, frozenKey],
  );
}
