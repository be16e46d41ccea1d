import { cellText, type TableCell, type TableRows } from './table-cell.ts';

// CSV as Excel reads it: comma separated, CRLF line ends, fields quoted when they hold a quote,
// a comma or a line break, and a UTF-8 byte order mark so Japanese Excel does not guess Shift_JIS.

const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: TableCell): string {
  const value = cellText(cell);
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
