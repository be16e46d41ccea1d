import { describe, expect, it } from 'vitest';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { xlsxBlob } from '../../../renderer/src/table-files/xlsx-write.ts';
import { bytesOf } from './helpers.ts';

const ROWS = [
  ['品番', '品名', 'ブランド', 'カラー', 'サイズ'],
  ['001', 'ウールコート「冬」', 'BR1', 'NV', 'M'],
  ['1E5', '改行\nあり', '', 'IV', 'FREE'],
  ['0.10', ' 空白 ', '＝', '', ''],
];

describe('XLSX round trip', () => {
  it('reads back exactly the Japanese rows it wrote, codes staying text', async () => {
    const bytes = await bytesOf(await xlsxBlob(ROWS, '商品'));
    expect(Array.from(bytes.subarray(0, 2))).toEqual([0x50, 0x4b]);
    const table = await openTableBytes('export.xlsx', bytes, 'auto');
    expect(table.kind).toBe('xlsx');
    expect(table.encoding).toBeNull();
    // Trailing empty cells may be cut by the reader; compare with them trimmed.
    const trimEnd = (row: string[]) => {
      const copy = [...row];
      while (copy.length > 0 && copy.at(-1) === '') copy.pop();
      return copy;
    };
    expect(table.rows.map(trimEnd)).toEqual(ROWS.map(trimEnd));
  });

  it('skips blank rows', async () => {
    const bytes = await bytesOf(await xlsxBlob([['code'], [''], ['A']]));
    const table = await openTableBytes('x.xlsx', bytes, 'auto');
    expect(table.rows.map((row) => row[0])).toEqual(['code', 'A']);
  });

  it('tells progress while it scans a large sheet, before the reader runs', async () => {
    const rows = [['code', 'name']];
    for (let i = 0; i < 20_000; i += 1) rows.push([`A${String(i)}`, `名前 ${String(i)}`]);
    const bytes = await bytesOf(await xlsxBlob(rows));
    const fractions: number[] = [];
    const table = await openTableBytes('big.xlsx', bytes, 'auto', (phase, fraction) => {
      if (phase === 'parsing') fractions.push(fraction);
    });
    expect(table.rows).toHaveLength(20_001);
    const between = fractions.filter((fraction) => fraction > 0 && fraction < 1);
    expect(between.length).toBeGreaterThan(1);
    expect(between).toEqual([...between].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('reads a sheet whole on a machine so busy that every chunk seems slow', async () => {
    const rows = [['code', 'name']];
    for (let i = 0; i < 5_000; i += 1) rows.push([`A${String(i)}`, `名前 ${String(i)}`]);
    const bytes = await bytesOf(await xlsxBlob(rows));
    // A clock that moves 100 ms at each look: the reader's every chunk looks slow.
    const clock = Date.now;
    let now = clock();
    Date.now = () => (now += 100);
    try {
      const table = await openTableBytes('busy.xlsx', bytes, 'auto');
      expect(table.rows).toHaveLength(5_001);
      expect(table.rows.at(-1)).toEqual(['A4999', '名前 4999']);
    } finally {
      Date.now = clock;
    }
  });
});
