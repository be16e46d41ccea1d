import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { csvBlob } from '../../../renderer/src/table-files/csv-write.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import {
  cellText,
  dateCell,
  numberCell,
  utcDay,
  type TableCell,
} from '../../../renderer/src/table-files/table-cell.ts';
import { xlsxBlob } from '../../../renderer/src/table-files/xlsx-write.ts';
import { bytesOf } from './helpers.ts';

// Typed cells: a string is text (codes keep their digits), a number a number cell, a day a date
// cell shown as yyyy-mm-dd. Written with write-excel-file and read back with read-excel-file,
// both as values (what Excel holds) and as the app's own reader gives text.

const ROWS: TableCell[][] = [
  ['code', 'quantity', 'unit_cost', 'order_date', 'note'],
  ['001', 3, 1250.5, { date: '2026-02-28' }, '1E5'],
  ['0042', -2, 0.000001, { date: '2024-02-29' }, '2026-01-01'],
  ['4901234567894', 1234567890123, 0, { date: '1999-12-31' }, ''],
];

/** The sheet's values as Excel holds them (numbers, dates, text). */
async function values(blob: Blob) {
  return readSheet(await blob.arrayBuffer());
}

describe('typed cells', () => {
  it('XLSX keeps numbers as numbers, days as dates and codes as text', async () => {
    const sheet = await values(await xlsxBlob(ROWS, 'typed'));
    expect(sheet[1]).toEqual(['001', 3, 1250.5, new Date(Date.UTC(2026, 1, 28)), '1E5']);
    expect(sheet[2]).toEqual(['0042', -2, 0.000001, new Date(Date.UTC(2024, 1, 29)), '2026-01-01']);
    // A 13-digit code written as text stays text; the same digits as a number stay a number.
    expect(sheet[3]?.slice(0, 4)).toEqual([
      '4901234567894',
      1234567890123,
      0,
      new Date(Date.UTC(1999, 11, 31)),
    ]);
  });

  it('XLSX reads back through the app as the text that was written', async () => {
    const bytes = await bytesOf(await xlsxBlob(ROWS));
    const table = await openTableBytes('typed.xlsx', bytes, 'auto');
    const text = ROWS.map((row) => row.map(cellText));
    const trimEnd = (row: string[]) => {
      const copy = [...row];
      while (copy.at(-1) === '') copy.pop();
      return copy;
    };
    expect(table.rows.map(trimEnd)).toEqual(text.map(trimEnd));
  });

  it('CSV writes every cell as its text, after a BOM', async () => {
    const bytes = await bytesOf(csvBlob(ROWS));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[1]).toBe('001,3,1250.5,2026-02-28,1E5');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const table = await openTableBytes('typed.csv', bytes, 'auto');
    expect(table.rows[2]).toEqual(['0042', '-2', '0.000001', '2024-02-29', '2026-01-01']);
  });

  it('makes a date cell only of a real calendar day, a number cell only of a finite number', () => {
    expect(dateCell('2026-02-28')).toEqual({ date: '2026-02-28' });
    expect(dateCell('2026-02-30')).toBe('2026-02-30');
    expect(dateCell('2026-2-3')).toBe('2026-2-3');
    expect(dateCell('1900-01-01')).toBe('1900-01-01');
    expect(dateCell('2026-02-28T10:00:00Z')).toBe('2026-02-28T10:00:00Z');
    expect(utcDay('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(numberCell(2.5)).toBe(2.5);
    expect(numberCell(Number.NaN)).toBe('NaN');
    expect(numberCell(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('a bad day or a non-finite number given to the XLSX writer is written as text', async () => {
    const sheet = await values(
      await xlsxBlob([
        ['a', 'b'],
        [{ date: '2026-13-01' }, Number.NaN],
      ]),
    );
    expect(sheet[1]).toEqual(['2026-13-01', 'NaN']);
  });
});
