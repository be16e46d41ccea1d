import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import type { GridName, GridRow } from '../../../app/catalog/rows.ts';
import { suggestMapping } from '../../../renderer/src/catalog/files/column-mapping.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import {
  HEAD_ROWS,
  PART_ROWS,
  mapSheet,
  summariseTable,
} from '../../../renderer/src/catalog/files/opened-file.ts';
import { unpackRows } from '../../../renderer/src/catalog/files/rows-pack.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';

// The file worker's side of an opened file, in Node: a real Shift_JIS CSV parsed as the worker
// parses it, its first rows for the page, and its grid rows in packed parts that unpack to
// exactly what the mapping makes of the whole sheet.

const sjis = (text: string): Uint8Array =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));

/** One row per SKU; every 7th product's name holds quotes and a comma, every 5th has no brand. */
function csvOf(products: number): string {
  const lines = ['品番,品名,ブランド,カラー,サイズ'];
  for (let p = 0; p < products; p += 1) {
    const name = p % 7 === 0 ? `"コート ""冬"", ${String(p)}"` : `ウールコート ${String(p)}`;
    const brand = p % 5 === 0 ? '' : `BR${String(p % 13)}`;
    for (const [color, size] of [
      ['NV', 'S'],
      ['NV', ''],
      ['紺', 'L'],
    ])
      lines.push(`P${String(p)},${name},${brand},${color ?? ''},${size ?? ''}`);
  }
  return lines.join('\r\n') + '\r\n';
}

const unpacked = <G extends GridName>(parts: ReturnType<typeof mapSheet>['parts']) =>
  parts.flatMap((part) => unpackRows<G>(part));

describe('an opened file in the file worker', () => {
  it('tells the page each sheet’s first rows and its row count, not every row', async () => {
    const table = await openTableBytes('big.csv', sjis(csvOf(2000)), 'auto');
    const summary = summariseTable(table);
    expect(summary.encoding).toBe('shift_jis');
    expect(summary.sheets).toHaveLength(1);
    expect(summary.sheets[0]?.rowCount).toBe(6001);
    expect(summary.sheets[0]?.rows).toHaveLength(HEAD_ROWS);
    expect(summary.sheets[0]?.rows[0]).toEqual(['品番', '品名', 'ブランド', 'カラー', 'サイズ']);
    expect(summary.sheets[0]?.rows[1]).toEqual(['P0', 'コート "冬", 0', '', 'NV', 'S']);
  });

  it('makes the products of a Shift_JIS file in parts that unpack to the whole sheet’s', async () => {
    const products = PART_ROWS * 2 + 17;
    const table = await openTableBytes('big.csv', sjis(csvOf(products)), 'auto');
    const rows = table.sheets[0]?.rows ?? [];
    const mapping = suggestMapping('products', rows[0] ?? []);
    const { meta, parts } = mapSheet(table, {
      sheet: 0,
      grid: 'products',
      mapping,
      choice: 'agreeing-skus',
    });
    expect(parts.map((part) => part.count)).toEqual([PART_ROWS, PART_ROWS, 17]);
    const whole = fileRowsToGridRows('products', rows.slice(1), mapping, 'agreeing-skus');
    const made = unpacked<'products'>(parts);
    expect(made).toEqual(whole.rows);
    expect(meta).toEqual({
      shape: 'skus',
      conflicts: whole.conflicts,
      disagreeing: whole.disagreeing,
      skippedEmpty: 0,
      count: products,
    });
    expect(made[7]).toEqual({
      product_code: 'P7',
      name: 'コート "冬", 7',
      brand_code: 'BR7',
      skus: [
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'NV', size_code: '' },
        { color_code: '紺', size_code: 'L' },
      ],
    });
  });

  it('makes master rows of another sheet under the mapping asked for', async () => {
    const table = await openTableBytes(
      'brands.csv',
      new TextEncoder().encode('\uFEFFコード,名称\r\nBR1,"ブランド ""一"""\r\n,\r\nBR2,\r\n'),
      'auto',
    );
    const { meta, parts } = mapSheet(table, {
      sheet: 0,
      grid: 'brands',
      mapping: ['code', 'name'],
      choice: 'agreeing-skus',
    });
    expect(unpacked<'brands'>(parts)).toEqual([
      { code: 'BR1', name: 'ブランド "一"' },
      { code: 'BR2', name: '' },
    ] satisfies GridRow<'brands'>[]);
    expect(meta.count).toBe(2);
  });
});
