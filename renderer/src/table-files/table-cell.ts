// A cell of a table written to a file. A string is text and stays exactly as given ("001", "1E5"
// are codes, never numbers); a number is a number cell; a date is a calendar day.
//
// Dates are real XLSX date cells shown as yyyy-mm-dd, not text: Excel then sorts, filters and
// counts days with them, and the sheet still shows the service's own YYYY-MM-DD whatever the
// reader's locale. The day is written as midnight UTC, the same day read-excel-file gives back,
// so a file opens again with the same text. CSV has no types: every cell is its text there.

export interface DateCell {
  /** YYYY-MM-DD */
  readonly date: string;
}

export type TableCell = string | number | DateCell;

export type TableRows = readonly (readonly TableCell[])[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day as milliseconds since the epoch at midnight UTC, or null when the text is not a real
 * calendar day that XLSX can hold (Excel's serial dates are wrong before March 1900).
 */
export function utcDay(text: string): number | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1901) return null;
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day
    ? time
    : null;
}

/** A date cell for a YYYY-MM-DD day; any other text stays text. */
export function dateCell(text: string): TableCell {
  return utcDay(text) === null ? text : { date: text };
}

/** A number cell for a finite number; NaN and infinities are written as their text. */
export function numberCell(value: number): TableCell {
  return Number.isFinite(value) ? value : String(value);
}

/** The cell as text (CSV, and how it reads back). */
export function cellText(cell: TableCell): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  return cell.date;
}
