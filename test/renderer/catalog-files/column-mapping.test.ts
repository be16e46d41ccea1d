import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  isRecognised,
  layoutKey,
  missingRequired,
  suggestMapping,
  unmappedColumns,
} from '../../../renderer/src/catalog/files/column-mapping.ts';
import { fieldForHeader } from '../../../renderer/src/catalog/files/header-names.ts';

describe('header recognition', () => {
  it('knows the Japanese headers of a product sheet', () => {
    expect(suggestMapping('products', ['品番', '品名', 'ブランド', 'カラー', 'サイズ'])).toEqual([
      'product_code',
      'name',
      'brand_code',
      'color_code',
      'size_code',
    ]);
    expect(
      suggestMapping('products', [
        '商品コード',
        '商品名',
        'ブランドコード',
        'カラーコード',
        'サイズコード',
      ]),
    ).toEqual(['product_code', 'name', 'brand_code', 'color_code', 'size_code']);
  });

  it('knows English headers and the field names, whatever their width, case or separators', () => {
    expect(
      suggestMapping('products', [
        'Product Code',
        'NAME',
        'brand-code',
        'Colour',
        'ＳＩＺＥ',
        'SKUs',
      ]),
    ).toEqual(['product_code', 'name', 'brand_code', 'color_code', 'size_code', 'skus']);
    expect(suggestMapping('products', ['product_code', 'name', 'brand_code', 'skus'])).toEqual([
      'product_code',
      'name',
      'brand_code',
      'skus',
    ]);
  });

  it('reads master headers per grid: a brand code is not a colour code', () => {
    expect(suggestMapping('brands', ['ブランドコード', 'ブランド名'])).toEqual(['code', 'name']);
    expect(suggestMapping('colors', ['カラーコード', 'カラー名'])).toEqual(['code', 'name']);
    expect(suggestMapping('brands', ['コード', '名称'])).toEqual(['code', 'name']);
    expect(suggestMapping('colors', ['color_code', 'name'])).toEqual(['code', 'name']);
    expect(fieldForHeader('colors', 'ブランドコード')).toBeNull();
    expect(fieldForHeader('brands', 'カラー')).toBeNull();
  });

  it('leaves unknown headers and a second column for a taken field out', () => {
    const mapping = suggestMapping('products', ['品番', 'メモ', '品番', '品名']);
    expect(mapping).toEqual(['product_code', null, null, 'name']);
    expect(unmappedColumns(mapping)).toEqual([1, 2]);
  });

  it('says when nothing is recognised', () => {
    expect(isRecognised(suggestMapping('brands', ['A-001', 'Something']))).toBe(false);
    expect(isRecognised(suggestMapping('brands', ['x', 'name']))).toBe(true);
  });
});

describe('editing a mapping', () => {
  it('gives one field to one column: assigning it elsewhere takes it from the first', () => {
    const mapping = suggestMapping('products', ['品番', '品名', 'メモ']);
    expect(assignColumn(mapping, 2, 'name')).toEqual(['product_code', null, 'name']);
    expect(assignColumn(mapping, 0, null)).toEqual([null, 'name', null]);
  });

  it('names the required fields still missing', () => {
    expect(missingRequired('products', ['name', null])).toEqual(['product_code']);
    expect(missingRequired('products', ['product_code'])).toEqual([]);
    expect(missingRequired('colors', ['name'])).toEqual(['code']);
  });
});

describe('file layouts', () => {
  it('are the grid and the headers, ignoring width, case and spacing', () => {
    expect(layoutKey('products', ['Product Code', '品名'])).toBe(
      layoutKey('products', ['product_code', '品名']),
    );
    expect(layoutKey('products', ['a', 'b'])).not.toBe(layoutKey('products', ['b', 'a']));
    expect(layoutKey('brands', ['code'])).not.toBe(layoutKey('colors', ['code']));
  });
});
