import {
  columnSizingFeature,
  createColumnHelper,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEW_COLUMNS, type ViewName } from './model/view.ts';

// TanStack Table models the grid's columns (definitions, headers and sizes). Rows are not
// handed to it: the view's rows are index arrays (up to hundreds of thousands in the per-SKU
// view), and building a Row object for each on every edit would not fit in a frame, so the grid
// reads cells straight from the view and the virtualizer renders only what is on screen.

const features = tableFeatures({ columnSizingFeature });
type ColumnRow = Record<string, string>;
const helper = createColumnHelper<typeof features, ColumnRow>();
const NO_ROWS: ColumnRow[] = [];

const WIDTHS: Record<string, number> = {
  code: 160,
  name: 320,
  product_code: 150,
  brand_code: 120,
  skus: 360,
  color_code: 120,
  size_code: 110,
};

export interface GridColumn {
  key: string;
  label: string;
  width: number;
}

export function useGridColumns(view: ViewName): GridColumn[] {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      helper.columns(
        VIEW_COLUMNS[view].map((key) =>
          helper.accessor((row: ColumnRow) => row[key] ?? '', {
            id: key,
            header: t(`grid.column.${key}`),
            size: WIDTHS[key] ?? 150,
          }),
        ),
      ),
    [view, t],
  );
  const table = useTable({ features, columns, data: NO_ROWS });
  const headers = table.getFlatHeaders();
  // The same array while the headers stand, so memoised grid rows need not render again.
  const key = headers.map((h) => `${h.column.id}:${String(h.getSize())}`).join('|');
  return useMemo(
    () =>
      headers.map((header) => ({
        key: header.column.id,
        label: String(header.column.columnDef.header ?? header.column.id),
        width: header.getSize(),
      })),
    // The labels change with the column definitions (language), the widths with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, key],
  );
}
