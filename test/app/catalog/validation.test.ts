import { describe, expect, it } from 'vitest';
import { validateCatalog } from '../../../app/catalog/validation.ts';

const keyed = <T>(id: string, row: T) => ({ id, row });
const p = (id: string, code: string, brand: string, skus: [string, string][]) =>
  keyed(id, {
    product_code: code,
    name: '',
    brand_code: brand,
    skus: skus.map(([color_code, size_code]) => ({ color_code, size_code })),
  });

describe('catalog validation', () => {
  it('flags missing codes, on the row and on the SKU', () => {
    const problems = validateCatalog({
      brands: [keyed('b1', { code: '', name: 'No code' })],
      colors: [],
      products: [p('p1', '', '', [['', 'M']])],
    });
    expect(problems.map((x) => [x.grid, x.id, x.field, x.sku, x.code, x.severity])).toEqual([
      ['brands', 'b1', 'code', -1, 'required', 'error'],
      ['products', 'p1', 'product_code', -1, 'required', 'error'],
      ['products', 'p1', 'color_code', 0, 'required', 'error'],
    ]);
  });

  it('flags duplicate codes within a grid on every row holding them, and duplicate SKUs', () => {
    const problems = validateCatalog({
      brands: [keyed('b1', { code: 'KK', name: '' }), keyed('b2', { code: 'KK', name: '' })],
      colors: [keyed('c1', { code: 'NV', name: '' }), keyed('c2', { code: 'KK', name: '' })],
      products: [
        p('p1', 'P1', 'KK', [
          ['NV', 'M'],
          ['NV', 'M'],
          ['NV', 'S'],
        ]),
      ],
    });
    expect(problems.map((x) => [x.id, x.code, x.sku])).toEqual([
      ['b1', 'duplicate_code', -1],
      ['b2', 'duplicate_code', -1],
      ['p1', 'duplicate_sku', 0],
      ['p1', 'duplicate_sku', 1],
    ]);
  });

  it('warns (not errors) on a brand or colour neither drafted nor known to the connection', () => {
    const products = [
      p('p1', 'P1', 'ZZ', [
        ['XX', 'M'],
        ['NV', 'M'],
      ]),
    ];
    const problems = validateCatalog({
      brands: [],
      colors: [keyed('c1', { code: 'NV', name: '' })],
      products,
    });
    expect(problems.map((x) => [x.field, x.sku, x.code, x.severity, x.value])).toEqual([
      ['brand_code', -1, 'unknown_brand', 'warning', 'ZZ'],
      ['color_code', 0, 'unknown_color', 'warning', 'XX'],
    ]);
    const known = { brands: new Set(['ZZ']), colors: new Set(['XX', 'NV']) };
    expect(validateCatalog({ brands: [], colors: [], products }, known)).toEqual([]);
  });

  it('checks a changed row again (rows are values, cached by identity)', () => {
    const row = { code: '', name: '' };
    expect(validateCatalog({ brands: [keyed('b1', row)], colors: [], products: [] })).toHaveLength(
      1,
    );
    const fixed = { ...row, code: 'KK' };
    expect(validateCatalog({ brands: [keyed('b1', fixed)], colors: [], products: [] })).toEqual([]);
  });

  it('marks every cell that looks like a credential, without repeating its value', () => {
    const problems = validateCatalog({
      brands: [keyed('b1', { code: 'KK', name: 'paste svc_tok_0a1b2c3d here' })],
      colors: [keyed('c1', { code: 'SVC_SEC_LIVE_9F8E', name: '' })],
      products: [
        p('p1', 'P1', 'svc_sec_test_1234', [['NV', 'svc_tok_x']]),
        p('p2', 'P2', '', [['NV', 'svc_app_42']]),
      ],
    }).filter((x) => x.code === 'looks_secret');
    expect(problems.map((x) => [x.grid, x.id, x.field, x.sku, x.severity, x.value])).toEqual([
      ['brands', 'b1', 'name', -1, 'error', ''],
      ['colors', 'c1', 'code', -1, 'error', ''],
      ['products', 'p1', 'brand_code', -1, 'error', ''],
      ['products', 'p1', 'size_code', 0, 'error', ''],
    ]);
  });
});
