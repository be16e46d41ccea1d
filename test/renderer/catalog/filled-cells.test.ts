import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import {
  buildView,
  cellText,
  filledCells,
  NO_VIEW_OPTIONS,
  VIEW_COLUMNS,
  type ViewName,
} from '../../../renderer/src/catalog/model/view.ts';
import type { CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';

// What Ctrl+Arrow walks (filledCells) says of every cell what the cell's text says, in every view,
// sorted or not: products with and without SKUs, blank codes, names and sizes among them.

const product = (i: number): ProductRow => ({
  product_code: i % 7 === 0 ? '' : `P-${String(i)}`,
  name: i % 3 === 0 ? '' : `Name ${String(i)}`,
  brand_code: i % 4 === 0 ? '' : 'KK',
  skus: Array.from({ length: i % 4 }, (_, s) => ({
    color_code: (i + s) % 5 === 0 ? '' : 'NV',
    size_code: (i * s) % 3 === 0 ? '' : 'M',
  })),
});

const data: CatalogData = {
  brands: [
    { id: 'b1', position: 1, row: { code: 'KK', name: '' } },
    { id: 'b2', position: 2, row: { code: '', name: 'Nameless' } },
  ],
  colors: [
    { id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } },
    { id: 'c2', position: 2, row: { code: 'BK', name: '' } },
  ],
  products: Array.from({ length: 40 }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: product(i),
  })),
};

describe('filledCells', () => {
  const views: ViewName[] = ['brands', 'colors', 'products', 'skus'];
  for (const view of views) {
    for (const sorted of [false, true]) {
      it(`answers as each cell's text does (${view}${sorted ? ', sorted descending' : ''})`, () => {
        const rows = buildView(view, data, {
          ...NO_VIEW_OPTIONS,
          sort: sorted ? { col: 1, descending: true } : null,
        });
        const filled = filledCells(view, data, rows);
        let blanks = 0;
        for (let row = 0; row < rows.length; row += 1) {
          for (let col = 0; col < VIEW_COLUMNS[view].length; col += 1) {
            const text = cellText(view, data, rows.entry[row] ?? -1, rows.sku[row] ?? -1, col);
            expect(filled(row, col), `row ${String(row)}, column ${String(col)}`).toBe(text !== '');
            if (text === '') blanks += 1;
          }
        }
        // The data holds blanks to find, so the comparison is not all one answer.
        expect(blanks).toBeGreaterThan(0);
      });
    }
  }
});
