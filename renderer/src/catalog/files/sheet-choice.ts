import type { GridName } from '../../../../app/catalog/rows.ts';
import type { TableSheet } from '../../table-files/open-table.ts';
import { isRecognised, suggestMapping, type ColumnMapping } from './column-mapping.ts';

// The sheets of a workbook as the dialog lists them (name, rows, whether the first row names
// columns this grid knows), and the one it opens first: the first whose header is recognised, so
// a workbook that starts with a cover note opens at its data. A sheet from the file worker holds
// its first rows only, and how many it has (rowCount).

export interface SheetSummary {
  index: number;
  name: string;
  /** Non-blank rows below the header. */
  rows: number;
  recognised: boolean;
}

export function summariseSheets<G extends GridName>(
  grid: G,
  sheets: readonly (TableSheet & { rowCount?: number })[],
  recall: (grid: G, header: readonly string[]) => ColumnMapping<G> | null,
): SheetSummary[] {
  return sheets.map((sheet, index) => {
    const header = (sheet.rows[0] ?? []).map((cell) => cell.trim());
    const recognised =
      sheet.rows.length > 0 &&
      (recall(grid, header) !== null || isRecognised(suggestMapping(grid, header)));
    return {
      index,
      name: sheet.name,
      rows: Math.max(0, (sheet.rowCount ?? sheet.rows.length) - 1),
      recognised,
    };
  });
}

/** The sheet opened first: the first with a recognised header, or null when none has one. */
export function defaultSheet(summaries: readonly SheetSummary[]): number | null {
  return summaries.find((sheet) => sheet.recognised)?.index ?? null;
}
