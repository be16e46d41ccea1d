import Papa from 'papaparse';
import { FileProblem } from './problems.ts';

/** Characters handed to the parser at a time: small enough for smooth progress, big enough to be fast. */
const CHUNK_CHARS = 512 * 1024;

/**
 * Parses CSV (or TSV: papaparse detects the delimiter) into rows of strings. Blank lines are
 * dropped; rows keep their own length. An unclosed quote is a broken file, not a silent merge of
 * everything after it into one cell.
 */
export function parseCsvText(text: string, onProgress?: (fraction: number) => void): string[][] {
  const rows: string[][] = [];
  // Row number of the first unclosed quote (an array, so the callback's write is seen below).
  const brokenAt: number[] = [];
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK_CHARS,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) rows.push(row);
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
  const first = brokenAt[0];
  if (first !== undefined) throw new FileProblem('broken', `quote-row:${first}`);
  return rows;
}
