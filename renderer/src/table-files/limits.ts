import { FileProblem } from './problems.ts';

// How big a file the parse worker opens. Generous for catalog sheets (Excel's own row limit, a
// sheet of 50,000 products with a dozen SKUs each many times over), small enough that a hostile
// or mistaken file ends as a named problem instead of a worker reading for minutes, running out of
// memory, or a mapping table of 150,000 columns.

/** Bytes of the file itself. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** Rows of one sheet (Excel's own limit: nothing Excel can save is refused for its rows). */
export const MAX_ROWS = 1_048_576;
/** Columns of one sheet. */
export const MAX_COLUMNS = 1_000;
/** Cells of the whole file (rows × columns of each sheet, as the reader fills them out). */
export const MAX_CELLS = 8_000_000;
/** Declared unpacked bytes of the XML parts of an XLSX (a zip bomb stops here, before inflating). */
export const MAX_XLSX_UNPACKED_BYTES = 256 * 1024 * 1024;

export type LimitName = 'bytes' | 'rows' | 'columns' | 'cells' | 'unpacked';

export const LIMITS: Record<LimitName, number> = {
  bytes: MAX_FILE_BYTES,
  rows: MAX_ROWS,
  columns: MAX_COLUMNS,
  cells: MAX_CELLS,
  unpacked: MAX_XLSX_UNPACKED_BYTES,
};

/** The problem of a file over one limit: detail `<limit>:<found>` (the message names both). */
export function tooLarge(limit: LimitName, found: number): FileProblem {
  return new FileProblem('too-large', `${limit}:${String(found)}`);
}

/** Throws the named problem when `found` is over the limit. */
export function checkLimit(limit: LimitName, found: number): void {
  if (found > LIMITS[limit]) throw tooLarge(limit, found);
}

/** The limit and the number found, from a too-large problem's detail (null: not one). */
export function parseTooLarge(detail: string): { limit: LimitName; found: number } | null {
  const match = /^(bytes|rows|columns|cells|unpacked):(\d+)$/.exec(detail);
  if (!match) return null;
  return { limit: match[1] as LimitName, found: Number(match[2]) };
}
