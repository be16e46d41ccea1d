import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/universal';
import { utcDay, type TableCell, type TableRows } from './table-cell.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_FORMAT = 'yyyy-mm-dd';

function xlsxCell(cell: TableCell, bold: boolean): Cell {
  const style = bold ? { fontWeight: 'bold' as const } : {};
  if (typeof cell === 'string') return { value: cell, type: String, ...style };
  if (typeof cell === 'number') {
    return Number.isFinite(cell)
      ? { value: cell, type: Number, ...style }
      : { value: String(cell), type: String, ...style };
  }
  const time = utcDay(cell.date);
  return time === null
    ? { value: cell.date, type: String, ...style }
    : { value: new Date(time), type: Date, format: DATE_FORMAT, ...style };
}

/**
 * One sheet. Text cells are written as text, so codes like "001" or "1E5" stay exactly as typed;
 * number and date cells as numbers and dates (see table-cell.ts). The first row (the header) is
 * bold and stays in view while scrolling.
 */
export async function xlsxBlob(rows: TableRows, sheetName = 'Sheet1'): Promise<Blob> {
  const data: SheetData = rows.map((row, index) => row.map((cell) => xlsxCell(cell, index === 0)));
  const blob = await writeXlsxFile(data, { sheet: sheetName, stickyRowsCount: 1 }).toBlob();
  return new Blob([blob], { type: XLSX_MIME });
}
