import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import {
  fileMarkProblems,
  liveMarks,
  marksForImport,
} from '../../../renderer/src/catalog/model/file-marks.ts';

const coat: ProductRow = {
  product_code: 'P-010',
  name: 'コート',
  brand_code: 'BR1',
  skus: [{ color_code: 'NV', size_code: 'S' }],
};
const shirt: ProductRow = { product_code: 'P-011', name: 'シャツ', brand_code: 'BR2', skus: [] };
const data = (...rows: ProductRow[]): CatalogData => ({
  brands: [],
  colors: [],
  products: rows.map((row, i) => ({ id: `d${String(i)}`, position: i, row })),
});
const rowsWord = (rows: string) => `rows ${rows}`;

describe('marks of products opened from disagreeing file rows', () => {
  const marks = marksForImport(
    [coat, shirt],
    [{ product_code: 'P-010', disagreeingRows: [4, 7] }],
    'styles.csv',
    rowsWord,
  );

  it('marks only the products whose rows disagreed, saying the file and its rows', () => {
    expect(marks).toHaveLength(1);
    expect(fileMarkProblems(marks, data(coat, shirt))).toEqual([
      {
        grid: 'products',
        id: 'd0',
        field: 'name',
        sku: -1,
        severity: 'warning',
        code: 'file_disagreement',
        value: 'styles.csv, rows 4, 7',
      },
    ]);
  });

  it('holds while the row is as it was opened, wherever it moved, and goes once it is edited', () => {
    expect(fileMarkProblems(marks, data(shirt, coat)).map((p) => p.id)).toEqual(['d1']);
    const edited = { ...coat, name: 'ウールコート' };
    expect(fileMarkProblems(marks, data(edited, shirt))).toEqual([]);
    expect(liveMarks(marks, data(edited, shirt))).toEqual([]);
    expect(liveMarks(marks, data(coat))).toEqual(marks);
    // A SKU added is an edit too.
    const more = { ...coat, skus: [...coat.skus, { color_code: 'NV', size_code: 'M' }] };
    expect(fileMarkProblems(marks, data(more))).toEqual([]);
  });
});
