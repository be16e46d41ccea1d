import { skuChangesText } from '../../../app/catalog/changes.ts';
import type { ChangedRow } from '../../../app/imports/changes-page.ts';
import type { TableRows } from '../table-files/table-cell.ts';

// The review's changes as a table for "Export CSV": one line per field change (grid, code,
// field, before, after); a product's SKUs are one line, field "skus", after as the review shows
// them (+NV/M −BK/S), before empty.

export const CHANGES_CSV_HEADER = ['grid', 'code', 'field', 'before', 'after'];

export function changesTable(rows: readonly ChangedRow[]): TableRows {
  const lines: string[][] = [CHANGES_CSV_HEADER];
  for (const row of rows) {
    for (const change of row.fields) {
      lines.push([row.grid, row.code, change.field, change.before ?? '', change.after]);
    }
    if (row.skus !== undefined) {
      lines.push([row.grid, row.code, 'skus', '', skuChangesText(row.skus)]);
    }
  }
  return lines;
}
