import { csvBlob } from './csv-write.ts';
import { safeFileName, saveBlob } from './save-file.ts';
import type { TableRows } from './table-cell.ts';

export type TableFileFormat = 'csv' | 'xlsx';

/** The file's bytes in either format (rows as shown: the header first; see table-cell.ts). */
export async function tableBlob(
  rows: TableRows,
  format: TableFileFormat,
  sheetName?: string,
): Promise<Blob> {
  if (format === 'csv') return csvBlob(rows);
  // The XLSX writer (and its zip) loads when a workbook is first written, not with the screens
  // that offer it: 70 KB off the catalog's first paint.
  const { xlsxBlob } = await import('./xlsx-write.ts');
  return xlsxBlob(rows, sheetName);
}

/**
 * Saves rows as `<baseName>.csv|.xlsx` through the browser's download (see saveBlob); returns the
 * file's name.
 */
export async function exportTable(
  rows: TableRows,
  format: TableFileFormat,
  baseName: string,
): Promise<string> {
  const name = safeFileName(baseName);
  const fileName = `${name}.${format}`;
  saveBlob(await tableBlob(rows, format, name.slice(0, 31)), fileName);
  return fileName;
}
