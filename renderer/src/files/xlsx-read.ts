import { readSheet, type CellValue } from 'read-excel-file/universal';
import { FileProblem } from './problems.ts';

// read-excel-file (fflate + a SAX parser, no DOM): its "universal" build spawns no workers of its
// own, so it runs inside our parse worker and in Node for tests alike.

function cellText(value: CellValue<string> | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A date cell: the calendar day, as the service writes dates (YYYY-MM-DD).
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The first sheet's rows as strings. Numbers keep the text Excel stored ("001" typed as text stays
 * "001"; a number cell keeps its digits without float round-off). Blank rows are dropped.
 */
export async function readXlsxRows(data: ArrayBuffer | Blob): Promise<string[][]> {
  let sheet: (CellValue<string> | null)[][];
  try {
    sheet = await readSheet<string>(data, { parseNumber: (text) => text, trim: false });
  } catch (error) {
    throw new FileProblem('broken', error instanceof Error ? error.message : String(error));
  }
  return sheet
    .map((row) => row.map(cellText))
    .filter((row) => row.some((cell) => cell.trim() !== ''));
}
