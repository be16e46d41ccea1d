import { parseCsvText } from './csv-read.ts';
import { decodeText, detectEncoding, type TextEncodingName } from './encoding.ts';
import { tableFileKind, type TableFileKind } from './file-kind.ts';
import { FileProblem } from './problems.ts';
import { readXlsxRows } from './xlsx-read.ts';

export interface OpenedTable {
  kind: TableFileKind;
  /** The encoding the text was read with (CSV only). */
  encoding: TextEncodingName | null;
  /** What detection said (CSV only), so the UI can show "detected" beside an override. */
  detectedEncoding: TextEncodingName | null;
  /** Every non-blank row, the header first; rows keep their own length. */
  rows: string[][];
}

export type OpenProgress = (phase: 'reading' | 'parsing', fraction: number) => void;

/** Bytes of a CSV or XLSX file to rows. Runs in the parse worker (and in Node for tests). */
export async function openTableBytes(
  name: string,
  bytes: Uint8Array,
  encoding: TextEncodingName | 'auto',
  onProgress: OpenProgress = () => undefined,
): Promise<OpenedTable> {
  if (bytes.length === 0) throw new FileProblem('empty');
  const kind = tableFileKind(name, bytes);
  let table: OpenedTable;
  if (kind === 'xlsx') {
    onProgress('parsing', 0);
    const copy = bytes.slice().buffer;
    table = { kind, encoding: null, detectedEncoding: null, rows: await readXlsxRows(copy) };
  } else {
    const detected = detectEncoding(bytes);
    const used = encoding === 'auto' ? detected : encoding;
    const rows = parseCsvText(decodeText(bytes, used), (fraction) => {
      onProgress('parsing', fraction);
    });
    table = { kind, encoding: used, detectedEncoding: detected, rows };
  }
  onProgress('parsing', 1);
  if (table.rows.length === 0) throw new FileProblem('empty');
  return table;
}
