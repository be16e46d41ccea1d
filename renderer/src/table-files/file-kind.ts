import { FileProblem } from './problems.ts';

export type TableFileKind = 'csv' | 'xlsx';

/** What the file chooser offers; the bytes decide in the end. */
export const TABLE_FILE_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt']);
const XLSX_EXTENSIONS = new Set(['xlsx', 'xlsm']);

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, i) => bytes[i] === byte);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * CSV or XLSX, by name and by the first bytes: an XLSX is a ZIP archive whatever its name says;
 * the old binary .xls gets its own message (save it as .xlsx); a "CSV" with NUL bytes is binary.
 */
export function tableFileKind(name: string, bytes: Uint8Array): TableFileKind {
  const extension = extensionOf(name);
  if (startsWith(bytes, OLE) || extension === 'xls') throw new FileProblem('legacy-xls');
  if (startsWith(bytes, ZIP)) {
    if (XLSX_EXTENSIONS.has(extension) || TEXT_EXTENSIONS.has(extension)) return 'xlsx';
    throw new FileProblem('unsupported', extension);
  }
  if (XLSX_EXTENSIONS.has(extension)) {
    throw new FileProblem(bytes.length === 0 ? 'empty' : 'broken', 'not-zip');
  }
  if (!TEXT_EXTENSIONS.has(extension)) throw new FileProblem('unsupported', extension);
  if (bytes.subarray(0, 64 * 1024).includes(0)) throw new FileProblem('broken', 'binary');
  return 'csv';
}
