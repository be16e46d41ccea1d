import readXlsxFile, { type CellValue } from 'read-excel-file/universal';
import { FileProblem } from './problems.ts';

// read-excel-file (fflate + a SAX parser, no DOM): its "universal" build spawns no workers of its
// own, so it runs inside our parse worker and in Node for tests alike.

export interface TableSheet {
  /** The sheet's name as Excel shows it on its tab ('' for a CSV file). */
  name: string;
  /** Every non-blank row, the header first; rows keep their own length. */
  rows: string[][];
}

function cellText(value: CellValue<string> | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A date cell: the calendar day, as the service writes dates (YYYY-MM-DD).
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * Every sheet of the workbook, in tab order, its rows as strings. A number cell gives the text
 * Excel stored, with no number format applied: sizes 36 and 38 stay "36" and "38", "001" typed
 * as text stays "001", and no float round-off appears. Blank rows are dropped (only those).
 */
export async function readXlsxSheets(data: ArrayBuffer | Blob): Promise<TableSheet[]> {
  let sheets: { sheet: string; data: (CellValue<string> | null)[][] }[];
  const clock = Date.now;
  const held = clock();
  // read-excel-file (9.3) parses a sheet's XML in chunks, one recursive call each, halving the
  // chunk when one took over 7 ms by Date.now: on a busy machine the chunk falls below one
  // character and the recursion runs out of stack ("Maximum call stack size exceeded", a
  // million-row sheet now and then). With the clock held still, every chunk doubles instead.
  Date.now = () => held;
  try {
    sheets = await readXlsxFile<string>(data, { parseNumber: (text) => text, trim: false });
  } catch (error) {
    throw new FileProblem('broken', error instanceof Error ? error.message : String(error));
  } finally {
    Date.now = clock;
  }
  return sheets.map(({ sheet, data: rows }) => ({
    name: sheet,
    rows: rows
      .map((row) => row.map(cellText))
      .filter((row) => row.some((cell) => cell.trim() !== '')),
  }));
}
