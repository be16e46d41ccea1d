import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import {
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_FILE_BYTES,
  MAX_ROWS,
  MAX_XLSX_UNPACKED_BYTES,
} from '../../../renderer/src/table-files/limits.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { FileProblem } from '../../../renderer/src/table-files/problems.ts';
import { SheetScanner } from '../../../renderer/src/table-files/xlsx-shape.ts';
import { buildZip, textCell, xlsxWithSheetXml } from '../../support/zip-builder.ts';
import { bytesOf } from './helpers.ts';

// Hostile and mistaken files end as named problems ('too-large' with the limit and the count
// found, or 'broken'), before the rows are built and before a byte of a zip bomb is inflated.

async function problemOf(name: string, bytes: Uint8Array): Promise<string> {
  try {
    await openTableBytes(name, bytes, 'auto');
    return 'opened';
  } catch (error) {
    if (error instanceof FileProblem) return `${error.code} ${error.detail}`;
    throw error;
  }
}

describe('limits of a file', () => {
  it('a 2.2 MB CSV of 150,000 columns is refused for its columns', async () => {
    const header = Array.from({ length: 150_000 }, (_, i) => `c${String(i)}`).join(',');
    const bytes = new TextEncoder().encode(`${header}\r\n`);
    expect(bytes.length).toBeGreaterThan(1_000_000);
    expect(await problemOf('wide.csv', bytes)).toBe('too-large columns:150000');
  });

  it('a CSV of more rows than Excel holds is refused for its rows', async () => {
    const bytes = new TextEncoder().encode('code\n' + 'A\n'.repeat(MAX_ROWS));
    expect(await problemOf('long.csv', bytes)).toMatch(/^too-large rows:\d+$/);
  });

  it('a CSV within the rows and columns but over the cells is refused for its cells', async () => {
    const width = MAX_COLUMNS;
    const line = ','.repeat(width - 1) + 'x\n';
    const bytes = new TextEncoder().encode(line.repeat(Math.ceil(MAX_CELLS / width) + 1));
    expect(await problemOf('many.csv', bytes)).toMatch(/^too-large cells:\d+$/);
  });

  it('a file over the byte limit is refused before it is read', async () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1).fill(0x41);
    expect(await problemOf('huge.csv', bytes)).toBe(
      `too-large bytes:${String(MAX_FILE_BYTES + 1)}`,
    );
  });

  it('a 60,000-column XLSX written by Excel-like software is refused for its columns', async () => {
    const row = Array.from({ length: 60_000 }, (_, i) => ({
      value: `h${String(i)}`,
      type: String,
    }));
    const blob = await writeXlsxFile([row, [{ value: 'x', type: String }]]).toBlob();
    const bytes = await bytesOf(blob);
    expect(await problemOf('wide.xlsx', bytes)).toBe('too-large columns:60000');
  });

  it('a tiny XLSX naming a far corner cell is refused for what the reader would fill out', async () => {
    const far = xlsxWithSheetXml(
      `<row r="1">${textCell('A1', 'code')}</row><row r="2000000">${textCell('A2000000', 'x')}</row>`,
    );
    expect(far.length).toBeLessThan(2_000);
    expect(await problemOf('far.xlsx', far)).toBe('too-large rows:2000000');
    const corner = xlsxWithSheetXml(
      `<row r="1">${textCell('A1', 'code')}${textCell('ALL1', 'x')}</row><row r="9000">${textCell('A9000', 'y')}</row>`,
    );
    expect(await problemOf('corner.xlsx', corner)).toBe('too-large cells:9000000');
  });

  it('a zip bomb is refused from its declared sizes, before inflating', async () => {
    // Small bytes that claim to unpack to 1 GB: nothing is inflated (the data is not even valid).
    const bomb = buildZip([
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: 'not deflate data',
        stored: true,
        declaredSize: 1 << 30,
      },
    ]);
    expect(await problemOf('bomb.xlsx', bomb)).toBe(`too-large unpacked:${String((1 << 30) + 11)}`);
    expect(1 << 30).toBeGreaterThan(MAX_XLSX_UNPACKED_BYTES);
  });

  it('a zip whose entry inflates past its declared size is damaged, and stops there', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${String(i + 1)}">${textCell(`A${String(i + 1)}`, 'x')}</row>`,
    );
    const liar = xlsxWithSheetXml(rows.join(''), { declaredSize: 1000 });
    expect(await problemOf('liar.xlsx', liar)).toBe('broken zip:size-mismatch');
  });

  it('an XLSX within the limits opens as before', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'code', type: String }],
      [{ value: 'BR1', type: String }],
    ]).toBlob();
    expect(await problemOf('ok.xlsx', await bytesOf(blob))).toBe('opened');
  });
});

describe('sheet scanner', () => {
  it('finds the extent of cells with values, across pieces, ignoring formatted empty cells', () => {
    const scanner = new SheetScanner();
    const xml = `<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" s="2"/></row><row r="3"><c r="B3"><v>1</v></c></row><row><c><v>2</v></c><c><v>3</v></c><c s="1"/></row></sheetData>`;
    for (let i = 0; i < xml.length; i += 7) scanner.push(xml.slice(i, i + 7));
    expect(scanner.extent).toEqual({ rows: 4, columns: 2 });
  });

  it('reads prefixed tags (x:row, x:c)', () => {
    const scanner = new SheetScanner();
    scanner.push('<x:row r="5"><x:c r="AB5"><x:v>1</x:v></x:c></x:row>');
    expect(scanner.extent).toEqual({ rows: 5, columns: 28 });
  });
});
