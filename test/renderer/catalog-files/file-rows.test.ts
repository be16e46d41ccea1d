import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../renderer/src/catalog/files/column-mapping.ts';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';

describe('file rows into grid rows', () => {
  it('reads masters, leaving unmapped columns and blank rows out', () => {
    const headers = ['ブランドコード', 'メモ', 'ブランド名'];
    const result = fileRowsToGridRows(
      'brands',
      [
        ['BR1', 'ignored', 'ブランド一'],
        ['', 'only a note', ''],
        ['BR2', '', ''],
      ],
      suggestMapping('brands', headers),
    );
    expect(result.rows).toEqual([
      { code: 'BR1', name: 'ブランド一' },
      { code: 'BR2', name: '' },
    ]);
    expect(result.skippedEmpty).toBe(1);
  });

  it('reads one row per product with a SKU summary cell', () => {
    const mapping = suggestMapping('products', ['product_code', 'name', 'brand_code', 'skus']);
    const result = fileRowsToGridRows(
      'products',
      [
        ['P1', 'コート', 'BR1', 'NV: S M · IV: L'],
        ['P2', 'シャツ', '', ''],
      ],
      mapping,
    );
    expect(result.shape).toBe('rows');
    expect(result.rows).toEqual([
      {
        product_code: 'P1',
        name: 'コート',
        brand_code: 'BR1',
        skus: [
          { color_code: 'NV', size_code: 'S' },
          { color_code: 'NV', size_code: 'M' },
          { color_code: 'IV', size_code: 'L' },
        ],
      },
      { product_code: 'P2', name: 'シャツ', brand_code: '', skus: [] },
    ]);
  });

  it('groups a row-per-SKU sheet into products; a name on the first row only is no conflict', () => {
    const mapping = suggestMapping('products', ['品番', '品名', 'ブランド', 'カラー', 'サイズ']);
    const result = fileRowsToGridRows(
      'products',
      [
        ['P1', 'コート', 'BR1', 'NV', 'S'],
        ['P1', '', '', 'NV', 'M'],
        ['P2', 'シャツ', 'BR2', '', ''],
        ['P1', 'コート', 'BR1', 'IV', 'S'],
      ],
      mapping,
    );
    expect(result.shape).toBe('skus');
    expect(result.conflicts).toEqual([]);
    expect(result.rows).toEqual([
      {
        product_code: 'P1',
        name: 'コート',
        brand_code: 'BR1',
        skus: [
          { color_code: 'NV', size_code: 'S' },
          { color_code: 'NV', size_code: 'M' },
          { color_code: 'IV', size_code: 'S' },
        ],
      },
      { product_code: 'P2', name: 'シャツ', brand_code: 'BR2', skus: [] },
    ]);
  });

  it('flags rows of one product that disagree on name or brand, with their spreadsheet rows', () => {
    const mapping = suggestMapping('products', ['品番', '品名', 'ブランド', 'カラー', 'サイズ']);
    const result = fileRowsToGridRows(
      'products',
      [
        ['P1', 'コート', 'BR1', 'NV', 'S'],
        ['P2', 'シャツ', 'BR2', 'NV', 'S'],
        ['P1', 'ジャケット', 'BR1', 'NV', 'M'],
        ['P1', 'コート', 'BR9', 'IV', 'M'],
      ],
      mapping,
    );
    expect(result.conflicts).toEqual([
      { product_code: 'P1', field: 'name', values: ['コート', 'ジャケット'], fileRows: [2, 4, 5] },
      { product_code: 'P1', field: 'brand_code', values: ['BR1', 'BR9'], fileRows: [2, 4, 5] },
    ]);
    // By default the disagreeing rows' SKUs stay out, listed by spreadsheet row.
    expect(result.disagreeing).toEqual([
      { product_code: 'P1', disagreeingRows: [4, 5], leftOutRows: [4, 5] },
    ]);
    expect(result.rows[0]?.skus).toEqual([{ color_code: 'NV', size_code: 'S' }]);
  });

  it('applies the user’s choice for disagreeing rows: every SKU, or the product left out', () => {
    const mapping = suggestMapping('products', ['品番', '品名', 'カラー', 'サイズ']);
    const body = [
      ['P1', 'コート', 'NV', 'S'],
      ['P2', 'シャツ', 'NV', 'S'],
      ['P1', 'ジャケット', 'NV', 'M'],
    ];
    const all = fileRowsToGridRows('products', body, mapping, 'all-skus');
    expect(all.rows.map((row) => [row.product_code, row.name, row.skus.length])).toEqual([
      ['P1', 'コート', 2],
      ['P2', 'シャツ', 1],
    ]);
    expect(all.disagreeing).toEqual([
      { product_code: 'P1', disagreeingRows: [4], leftOutRows: [] },
    ]);
    const out = fileRowsToGridRows('products', body, mapping, 'leave-out');
    expect(out.rows.map((row) => row.product_code)).toEqual(['P2']);
    expect(out.disagreeing).toEqual([
      { product_code: 'P1', disagreeingRows: [4], leftOutRows: [2, 4] },
    ]);
  });
});
