import { describe, expect, it } from 'vitest';
import { CodeIndex } from '../../../app/catalog/code-suggest.ts';
import { unknownCodes } from '../../../app/catalog/unknown-codes.ts';
import { validateCatalog } from '../../../app/catalog/validation.ts';

// The review's count of unknown codes, from the same validation the grid marks cells with.

const product = (id: string, brand: string, colors: string[]) => ({
  id,
  row: {
    product_code: id,
    name: '',
    brand_code: brand,
    skus: colors.map((color_code, i) => ({ color_code, size_code: `S${String(i)}` })),
  },
});

describe('unknownCodes', () => {
  it('counts the products naming each unknown code and says which known code is one edit away', () => {
    const data = {
      brands: [{ id: 'b1', row: { code: 'KK', name: 'Kikan Knit' } }],
      colors: [{ id: 'c1', row: { code: 'NV', name: 'Navy' } }],
      products: [
        product('P1', 'KX', ['NV', 'VN', 'VN']),
        product('P2', 'KX', ['NV']),
        product('P3', 'ZZZ', ['NV']),
        product('P4', 'KK', ['SENT-1']),
      ],
    };
    const known = { brands: new Set<string>(), colors: new Set(['SENT-1']) };
    const indexes = {
      brands: new CodeIndex(data.brands.map((b) => b.row)),
      colors: new CodeIndex([...data.colors.map((c) => c.row), { code: 'SENT-1', name: '' }]),
    };
    expect(unknownCodes(validateCatalog(data, known), indexes)).toEqual([
      { grid: 'brands', code: 'KX', products: 2, suggestion: 'KK' },
      { grid: 'brands', code: 'ZZZ', products: 1, suggestion: null },
      { grid: 'colors', code: 'VN', products: 1, suggestion: 'NV' },
    ]);
  });

  it('is empty when every code is known', () => {
    const data = {
      brands: [{ id: 'b1', row: { code: 'KK', name: '' } }],
      colors: [],
      products: [product('P1', 'KK', [])],
    };
    const indexes = {
      brands: new CodeIndex([{ code: 'KK', name: '' }]),
      colors: new CodeIndex([]),
    };
    expect(unknownCodes(validateCatalog(data), indexes)).toEqual([]);
  });
});
