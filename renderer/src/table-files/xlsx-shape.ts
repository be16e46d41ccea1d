import { checkLimit } from './limits.ts';
import { FileProblem } from './problems.ts';
import { entryData, zipEntries, type ZipEntry } from './zip-directory.ts';

// An XLSX checked before read-excel-file unpacks it: the unpacked sizes its ZIP directory declares
// (a zip bomb ends here, before a byte is inflated), then each sheet's extent, scanned as it
// inflates (the reader fills every row out to the widest row, so a sheet with one cell at XFD1
// and one at A1048576 would be 17 billion cells). Inflating stops at the declared size: an archive
// that lies about it is damaged.

/** The parts read-excel-file reads (it skips images, printer settings and the like). */
const isXmlPart = (name: string): boolean => name.endsWith('.xml') || name.endsWith('.xml.rels');
const isSheet = (name: string): boolean => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

export interface SheetExtent {
  /** The last row with a value (1-based), 0 for an empty sheet. */
  rows: number;
  /** The last column with a value (1-based). */
  columns: number;
}

/** "XFD" → 16384. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const char of letters) n = n * 26 + (char.charCodeAt(0) - 64);
  return n;
}

const TAG = /<(?:[\w.-]+:)?(row|c)\b([^>]*?)(\/?)>/g;
const REF = /\br="([A-Z]*)(\d*)"/;

/** Scans a sheet's XML, piece by piece as it inflates, for the extent of its cells with values. */
export class SheetScanner {
  private carry = '';
  private row = 0;
  private column = 0;
  readonly extent: SheetExtent = { rows: 0, columns: 0 };

  push(text: string): void {
    const all = this.carry + text;
    const cut = all.lastIndexOf('>') + 1;
    this.carry = all.slice(cut);
    if (this.carry.length > 1 << 20) throw new FileProblem('broken', 'xml:tag-too-long');
    const part = all.slice(0, cut);
    TAG.lastIndex = 0;
    for (let match = TAG.exec(part); match !== null; match = TAG.exec(part)) {
      const [, tag, attributes = '', selfClosing] = match;
      const ref = REF.exec(attributes);
      if (tag === 'row') {
        this.row = ref?.[2] ? Number(ref[2]) : this.row + 1;
        this.column = 0;
        continue;
      }
      if (ref?.[1]) this.column = columnNumber(ref[1]);
      else this.column += 1;
      if (ref?.[2]) this.row = Number(ref[2]);
      // A self-closing cell (<c r="B2" s="1"/>) holds no value: only formatting.
      if (selfClosing === '/') continue;
      if (this.row > this.extent.rows) this.extent.rows = this.row;
      if (this.column > this.extent.columns) this.extent.columns = this.column;
    }
  }
}

async function inflateInto(
  bytes: Uint8Array,
  entry: ZipEntry,
  onText: (text: string) => void,
): Promise<void> {
  const packed = entryData(bytes, entry);
  const decoder = new TextDecoder();
  if (entry.method === 0) {
    if (packed.length > entry.declaredSize) throw new FileProblem('broken', 'zip:size-mismatch');
    onText(decoder.decode(packed));
    return;
  }
  if (entry.method !== 8) throw new FileProblem('broken', `zip:method-${String(entry.method)}`);
  const reader = new Blob([new Uint8Array(packed)])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > entry.declaredSize) throw new FileProblem('broken', 'zip:size-mismatch');
      onText(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    if (error instanceof FileProblem) throw error;
    throw new FileProblem('broken', 'zip:inflate');
  }
  onText(decoder.decode());
}

/**
 * Throws a FileProblem ('too-large' naming the limit, or 'broken') unless the workbook is within
 * the limits of limits.ts; returns each sheet part's extent.
 */
export async function checkXlsxShape(
  bytes: Uint8Array,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<Map<string, SheetExtent>> {
  const entries = zipEntries(bytes).filter((entry) => isXmlPart(entry.name));
  checkLimit(
    'unpacked',
    entries.reduce((sum, entry) => sum + entry.declaredSize, 0),
  );
  const extents = new Map<string, SheetExtent>();
  let cells = 0;
  const sheets = entries.filter((e) => isSheet(e.name));
  // The fraction of the sheets' declared text scanned so far.
  const total = sheets.reduce((sum, entry) => sum + entry.declaredSize, 0) || 1;
  let scanned = 0;
  for (const entry of sheets) {
    const scanner = new SheetScanner();
    // Scanned whole (cheap: nothing is kept), so the problem names the sheet's real extent.
    await inflateInto(bytes, entry, (text) => {
      scanner.push(text);
      scanned += text.length;
      onProgress(Math.min(1, scanned / total));
    });
    checkLimit('columns', scanner.extent.columns);
    checkLimit('rows', scanner.extent.rows);
    cells += scanner.extent.rows * scanner.extent.columns;
    checkLimit('cells', cells);
    extents.set(entry.name, scanner.extent);
  }
  return extents;
}
