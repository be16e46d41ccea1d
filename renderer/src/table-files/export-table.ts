import { csvBlob } from './csv-write.ts';
import { safeFileName, saveBlob } from './save-file.ts';
import type { TableRows } from './table-cell.ts';
import { xlsxBlob } from './xlsx-write.ts';

export type TableFileFormat = 'csv' | 'xlsx';

/** The file's bytes in either format (rows as shown: the header first; see table-cell.ts). */
export async function tableBlob(
  rows: TableRows,
  format: TableFileFormat,
  sheetName?: string,
): Promise<Blob> {
  return format === 'csv' ? csvBlob(rows) : xlsxBlob(rows, sheetName);
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
