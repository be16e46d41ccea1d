import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../app/catalog/validation.ts';
import { codesOf } from '../../../renderer/src/catalog/model/problem-codes.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';

const problem = (grid: Problem['grid'], id: string): Problem => ({
  grid,
  id,
  field: 'name',
  sku: -1,
  severity: 'error',
  code: 'required',
  value: '',
});

const data: CatalogData = {
  brands: [{ id: 'b1', position: 0, row: { code: 'KK', name: 'K' } }],
  colors: [
    { id: 'c1', position: 0, row: { code: 'NV', name: 'Navy' } },
    { id: 'p1', position: 1, row: { code: 'BK', name: 'Black' } },
  ],
  products: Array.from({ length: 1_000 }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: { product_code: `P-${String(i)}`, name: 'N', brand_code: 'KK', skus: [] },
  })),
};

describe('codesOf (the problem list names each problem by its row code)', () => {
  it('names rows of each grid by their own code, an id shared across grids apart', () => {
    const codes = codesOf(
      [
        problem('brands', 'b1'),
        problem('colors', 'p1'),
        problem('products', 'p1'),
        problem('products', 'p999'),
      ],
      data,
    );
    expect([...codes].sort()).toEqual([
      ['brands:b1', 'KK'],
      ['colors:p1', 'BK'],
      ['products:p1', 'P-1'],
      ['products:p999', 'P-999'],
    ]);
  });

  it('leaves out a row no grid holds (its problem shows without a code)', () => {
    expect(codesOf([problem('products', 'gone')], data).size).toBe(0);
    expect(codesOf([], data).size).toBe(0);
  });
});
