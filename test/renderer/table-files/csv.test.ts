import Encoding from 'encoding-japanese';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../../renderer/src/table-files/csv-read.ts';
import { csvBlob, toCsv } from '../../../renderer/src/table-files/csv-write.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { FileProblem } from '../../../renderer/src/table-files/problems.ts';
import { bytesOf } from './helpers.ts';

const JAPANESE_ROWS = [
  ['品番', '品名', 'ブランド'],
  ['A-001', 'ウールコート, "冬"', 'BR1'],
  ['A-002', '二行の\r\n説明', ''],
  ['001', ' 前後に空白 ', '＝全角'],
];

describe('CSV writing', () => {
  it('quotes only what needs quoting, with CRLF line ends', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'x\ny']])).toBe('a,"b,c","say ""hi""","x\ny"\r\n');
  });

  it('quotes a semicolon or a bar, so a reader guessing the delimiter keeps a one-column file whole', async () => {
    const rows = [['|'], ['!'], ['a;b']];
    expect(toCsv(rows)).toBe('"|"\r\n!\r\n"a;b"\r\n');
    expect((await openTableBytes('t.csv', await bytesOf(csvBlob(rows)), 'auto')).rows).toEqual(
      rows,
    );
  });

  it('starts the file with a UTF-8 byte order mark', async () => {
    const bytes = await bytesOf(csvBlob([['品番']]));
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe('品番\r\n');
  });
});

describe('CSV round trip', () => {
  it('reads back exactly the Japanese rows it wrote', async () => {
    const bytes = await bytesOf(csvBlob(JAPANESE_ROWS));
    const table = await openTableBytes('export.csv', bytes, 'auto');
    expect(table).toEqual({
      kind: 'csv',
      encoding: 'utf-8',
      detectedEncoding: 'utf-8',
      sheets: [{ name: '', rows: JAPANESE_ROWS }],
      rows: JAPANESE_ROWS,
    });
  });

  it('round-trips any table whose rows are not blank', async () => {
    const cell = fc
      .string({ unit: 'grapheme', maxLength: 12 })
      .filter((s) => !s.includes('\uFEFF'));
    const table = fc.integer({ min: 1, max: 5 }).chain((width) =>
      fc.array(
        fc.tuple(
          cell.filter((s) => s.trim() !== ''),
          fc.array(cell, { minLength: width - 1, maxLength: width - 1 }),
        ),
        { minLength: 1, maxLength: 8 },
      ),
    );
    await fc.assert(
      fc.asyncProperty(table, async (pairs) => {
        const rows = pairs.map(([first, rest]) => [first, ...rest]);
        const bytes = await bytesOf(csvBlob(rows));
        expect((await openTableBytes('t.csv', bytes, 'auto')).rows).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a Shift_JIS file from Japanese Excel, and honours an encoding override', async () => {
    const text = '品番,品名\r\nA-001,コート\r\n';
    const sjis = Uint8Array.from(
      Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }),
    );
    const detected = await openTableBytes('excel.csv', sjis, 'auto');
    expect(detected.encoding).toBe('shift_jis');
    expect(detected.rows).toEqual([
      ['品番', '品名'],
      ['A-001', 'コート'],
    ]);
    const overridden = await openTableBytes('excel.csv', sjis, 'utf-8');
    expect(overridden.encoding).toBe('utf-8');
    expect(overridden.detectedEncoding).toBe('shift_jis');
    expect(overridden.rows[0]?.[0]).not.toBe('品番');
  });

  it('reads tab-separated text and skips blank rows, including Excel’s rows of bare commas', () => {
    expect(parseCsvText('a\tb\r\n\r\n1\t2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsvText('a,b\r\n,,\r\n1,2\r\n,\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reports progress up to the end', () => {
    const fractions: number[] = [];
    parseCsvText('a,b\n' + 'x,y\n'.repeat(300_000), (f) => fractions.push(f));
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.at(-1)).toBe(1);
  });

  it('calls an unclosed quote a broken file and names the row', () => {
    const attempt = () => parseCsvText('a,b\n1,"2\n3,4\n');
    expect(attempt).toThrow(FileProblem);
    expect(attempt).toThrow(/broken: quote-row:2/);
  });
});
