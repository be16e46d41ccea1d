import type { DataGridProps } from '../grid-types.ts';
import { cellText } from '../model/view.ts';

// A cell's text as the grid shows it: from the core's window when the grid draws one (core mode:
// the page holds no drafts), else from the drafts through the view (today's grid). For the edit's
// first value (F2), a paste's cells before it, the code picker's filter.

export function sourceCellText(
  props: Pick<DataGridProps, 'view' | 'data' | 'rows' | 'source'>,
  row: number,
  viewColumn: number,
): string {
  const { source, rows } = props;
  if (source !== undefined) return source.at(row).cells?.[viewColumn] ?? '';
  return cellText(props.view, props.data, rows.entry[row] ?? -1, rows.sku[row] ?? -1, viewColumn);
}
