import writeXlsxFile, { type SheetData } from 'write-excel-file/universal';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One sheet, every cell written as text so codes like "001" or "1E5" stay exactly as typed. The
 * first row (the header) is bold and stays in view while scrolling.
 */
export async function xlsxBlob(
  rows: readonly (readonly string[])[],
  sheetName = 'Sheet1',
): Promise<Blob> {
  const data: SheetData = rows.map((row, index) =>
    row.map((value) => ({ value, type: String, ...(index === 0 ? { fontWeight: 'bold' } : {}) })),
  );
  const blob = await writeXlsxFile(data, { sheet: sheetName, stickyRowsCount: 1 }).toBlob();
  return new Blob([blob], { type: XLSX_MIME });
}
