import { FileProblem } from './problems.ts';

// The central directory of a ZIP archive (an XLSX is one): each entry's name, method and the
// sizes it declares, read without inflating anything. Enough of the format for XLSX files; ZIP64
// (entries over 4 GiB) is reported as such, since no sheet the app can open needs it.

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedSize: number;
  /** What the archive says the entry unpacks to (a zip bomb may lie; see xlsx-shape.ts). */
  declaredSize: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const ZIP64 = 0xffffffff;

const broken = (why: string) => new FileProblem('broken', `zip:${why}`);

export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (view.getUint32(at, true) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken('no-directory');
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset === ZIP64 || count === 0xffff) throw broken('zip64');
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== ENTRY_SIGNATURE) {
      throw broken('bad-entry');
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.compressedSize === ZIP64 || entry.declaredSize === ZIP64) throw broken('zip64');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's packed bytes (after its local header). */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw broken('bad-local-header');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw broken('truncated');
  return bytes.subarray(start, end);
}
