import { csvBlob } from './csv-write.ts';
import { safeFileName, saveBlob } from './save-file.ts';
import { xlsxBlob } from './xlsx-write.ts';

export type TableFileFormat = 'csv' | 'xlsx';

/** The file's bytes in either format (rows as shown: the header first). */
export async function tableBlob(
  rows: readonly (readonly string[])[],
  format: TableFileFormat,
  sheetName?: string,
): Promise<Blob> {
  return format === 'csv' ? csvBlob(rows) : xlsxBlob(rows, sheetName);
}

/** Saves rows as `<baseName>.csv|.xlsx` through the browser's download (see saveBlob). */
export async function exportTable(
  rows: readonly (readonly string[])[],
  format: TableFileFormat,
  baseName: string,
): Promise<void> {
  const name = safeFileName(baseName);
  saveBlob(await tableBlob(rows, format, name.slice(0, 31)), `${name}.${format}`);
}
