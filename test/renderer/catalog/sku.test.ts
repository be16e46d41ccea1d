import { describe, expect, it } from 'vitest';
import {
  addColor,
  addSizes,
  isTicked,
  matrixOf,
  setColor,
  SIZE_SETS,
  skusOf,
  toggle,
} from '../../../renderer/src/catalog/model/sku-matrix.ts';
import {
  formatSkuSummary,
  parseSkuSummary,
} from '../../../renderer/src/catalog/model/sku-summary.ts';

const sku = (color_code: string, size_code: string) => ({ color_code, size_code });

describe('SKU summary cell', () => {
  it('groups sizes by colour and reads the text back', () => {
    const skus = [sku('NV', 'S'), sku('IV', 'S'), sku('NV', 'M')];
    expect(formatSkuSummary(skus)).toBe('NV: S M · IV: S');
    expect(parseSkuSummary('NV: S M · IV: S')).toEqual([
      sku('NV', 'S'),
      sku('NV', 'M'),
      sku('IV', 'S'),
    ]);
    expect(parseSkuSummary('NV: S, M; IV:S\nBK')).toEqual([
      sku('NV', 'S'),
      sku('NV', 'M'),
      sku('IV', 'S'),
      sku('BK', ''),
    ]);
    expect(parseSkuSummary('  ')).toEqual([]);
  });
});

describe('SKU matrix', () => {
  it('ticks cells, adds colours and size sets, keeps the original order first', () => {
    const original = [sku('NV', 'M'), sku('NV', 'S')];
    let m = matrixOf(original);
    expect(m.colors).toEqual(['NV']);
    expect(m.sizes).toEqual(['M', 'S']);
    m = addSizes(addColor(m, ' IV '), SIZE_SETS.letters);
    expect(m.colors).toEqual(['NV', 'IV']);
    // M and S belong to the set: the columns follow the set's order.
    expect(m.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    m = toggle(toggle(m, 'IV', 'XS'), 'NV', 'M');
    expect(isTicked(m, 'NV', 'M')).toBe(false);
    expect(skusOf(m, original)).toEqual([sku('NV', 'S'), sku('IV', 'XS')]);
    m = setColor(m, 'IV', true);
    expect(skusOf(m, original).filter((s) => s.color_code === 'IV')).toHaveLength(6);
    expect(addColor(m, 'NV')).toBe(m);
    // A size outside the set keeps the columns there and comes last.
    const free = addSizes(matrixOf([sku('NV', '27')]), SIZE_SETS.letters);
    expect(free.sizes).toEqual(['27', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(addSizes(free, ['M', ' '])).toBe(free);
    expect(addColor(m, '  ')).toBe(m);
  });
});
