import { parseCsvText } from './csv-read.ts';
import { decodeText, detectEncoding, type TextEncodingName } from './encoding.ts';
import { tableFileKind, type TableFileKind } from './file-kind.ts';
import { checkLimit } from './limits.ts';
import { FileProblem } from './problems.ts';
import { checkXlsxShape } from './xlsx-shape.ts';
import { readXlsxSheets, type TableSheet } from './xlsx-read.ts';

export type { TableSheet } from './xlsx-read.ts';

export interface OpenedTable {
  kind: TableFileKind;
  /** The encoding the text was read with (CSV only). */
  encoding: TextEncodingName | null;
  /** What detection said (CSV only), so the UI can show "detected" beside an override. */
  detectedEncoding: TextEncodingName | null;
  /** Every sheet in tab order (a CSV file is one sheet named ''); at least one has rows. */
  sheets: TableSheet[];
  /** The first sheet's rows (every non-blank row, the header first; rows keep their length). */
  rows: string[][];
}

export type OpenProgress = (phase: 'reading' | 'parsing', fraction: number) => void;

/**
 * Bytes of a CSV or XLSX file to rows. Runs in the parse worker (and in Node for tests). A file
 * over the limits of limits.ts is a 'too-large' problem naming the limit, found before the rows
 * are built.
 */
export async function openTableBytes(
  name: string,
  bytes: Uint8Array,
  encoding: TextEncodingName | 'auto',
  onProgress: OpenProgress = () => undefined,
): Promise<OpenedTable> {
  if (bytes.length === 0) throw new FileProblem('empty');
  checkLimit('bytes', bytes.length);
  const kind = tableFileKind(name, bytes);
  let table: Omit<OpenedTable, 'rows'>;
  if (kind === 'xlsx') {
    onProgress('parsing', 0);
    // The shape check inflates every sheet first: a third of the way, as it goes (the reader
    // after it says nothing until it is done).
    await checkXlsxShape(bytes, (fraction) => {
      onProgress('parsing', Math.floor(fraction * 30) / 100);
    });
    const copy = bytes.slice().buffer;
    table = { kind, encoding: null, detectedEncoding: null, sheets: await readXlsxSheets(copy) };
  } else {
    const detected = detectEncoding(bytes);
    const used = encoding === 'auto' ? detected : encoding;
    const rows = parseCsvText(decodeText(bytes, used), (fraction) => {
      onProgress('parsing', fraction);
    });
    table = { kind, encoding: used, detectedEncoding: detected, sheets: [{ name: '', rows }] };
  }
  onProgress('parsing', 1);
  if (table.sheets.every((sheet) => sheet.rows.length === 0)) throw new FileProblem('empty');
  return { ...table, rows: table.sheets[0]?.rows ?? [] };
}
