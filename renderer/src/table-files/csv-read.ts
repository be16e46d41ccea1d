import Papa from 'papaparse';
import { detectDelimiter } from './csv-delimiter.ts';
import { unguardFormula } from './csv-formula.ts';
import { LIMITS, tooLarge } from './limits.ts';
import { FileProblem } from './problems.ts';

/** Characters handed to the parser at a time: small enough for smooth progress, big enough to be fast. */
const CHUNK_CHARS = 512 * 1024;

/**
 * Parses CSV (or TSV: the delimiter is detected, see csv-delimiter.ts) into rows of strings. Blank lines are
 * dropped; rows keep their own length. An unclosed quote is a broken file, not a silent merge of
 * everything after it into one cell. The apostrophe the writer puts before a would-be formula
 * (csv-formula.ts) is taken off again. Past a limit of limits.ts (rows, columns, cells) parsing
 * stops at once with that 'too-large' problem.
 */
export function parseCsvText(text: string, onProgress?: (fraction: number) => void): string[][] {
  const rows: string[][] = [];
  // Row number of the first unclosed quote (an array, so the callback's write is seen below).
  const brokenAt: number[] = [];
  // The first limit passed (an array, as above).
  const over: FileProblem[] = [];
  let cells = 0;
  Papa.parse<string[]>(text, {
    header: false,
    delimiter: detectDelimiter(text),
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_CHARS,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      for (const row of results.data) {
        cells += row.length;
        if (row.length > LIMITS.columns) over.push(tooLarge('columns', row.length));
        for (let i = 0; i < row.length; i += 1) {
          const cell = row[i] ?? '';
          if (cell.charCodeAt(0) === 0x27) row[i] = unguardFormula(cell);
        }
        rows.push(row);
      }
      if (rows.length > LIMITS.rows) over.push(tooLarge('rows', rows.length));
      if (cells > LIMITS.cells) over.push(tooLarge('cells', cells));
      if (over.length > 0) {
        parser.abort();
        return;
      }
      for (const error of results.errors) {
        if (error.code === 'MissingQuotes' || error.code === 'InvalidQuotes') {
          brokenAt.push(rows.length - results.data.length + (error.row ?? 0) + 1);
        }
      }
      onProgress?.(text.length === 0 ? 1 : Math.min(1, results.meta.cursor / text.length));
    },
    // A string with a chunk callback is parsed synchronously, chunk by chunk; nothing to wait for.
    complete: () => undefined,
  });
  if (over[0] !== undefined) throw over[0];
  const first = brokenAt[0];
  if (first !== undefined) throw new FileProblem('broken', `quote-row:${first}`);
  return rows;
}
