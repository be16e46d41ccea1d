import { guardFormula } from './csv-formula.ts';
import { cellText, type TableCell, type TableRows } from './table-cell.ts';

// The app's one CSV writer. CSV as Excel reads it: comma separated, CRLF line ends, fields quoted
// when they hold a quote, a comma, a line break, or any other character a reader may take for the
// delimiter (tab, semicolon, bar: csv-delimiter.ts counts them outside quotes), and a UTF-8 byte
// order mark so Japanese Excel does not guess Shift_JIS. Text cells (headers too) that a
// spreadsheet would run as a formula get an apostrophe first (csv-formula.ts); number and date
// cells are written as they are.

const NEEDS_QUOTES = /[",\t;|\r\n]/;

function csvField(cell: TableCell): string {
  const value = typeof cell === 'string' ? guardFormula(cell) : cellText(cell);
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(rows: TableRows): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const UTF8_BOM = '\uFEFF';

export const CSV_MIME = 'text/csv;charset=utf-8';

/** The file's bytes: BOM + UTF-8 text (Blob encodes strings as UTF-8). */
export function csvBlob(rows: TableRows): Blob {
  return new Blob([UTF8_BOM, toCsv(rows)], { type: CSV_MIME });
}
