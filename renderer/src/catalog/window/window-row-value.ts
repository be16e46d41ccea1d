import type { CatalogValue } from '../../../../app/catalog/last-sent.ts';
import type { Sku } from '../../../../app/catalog/rows.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import type { ViewName } from '../model/view.ts';

// A row of the core's window as the draft row the page's marks compare (issue 28, step 4): the
// status bar's note on the active cell says what it was when last sent (model/change-marks.ts
// cellChange), from the row's cells. Pure.

/** The products grid's SKU cell ("NV: S M L · IV: S M") as the SKUs it sums up. */
export function skusOfSummary(summary: string): Sku[] {
  if (summary === '') return [];
  return summary.split(' · ').flatMap((group) => {
    const cut = group.indexOf(': ');
    if (cut < 0) return [];
    const color_code = group.slice(0, cut);
    return group
      .slice(cut + 2)
      .split(' ')
      .map((size_code) => ({ color_code, size_code }));
  });
}

/**
 * The row's value and the SKU the row shows in it (-1: none): a per-SKU row's value holds only
 * its own SKU (what its colour and size cells are compared by).
 */
export function windowRowValue(view: ViewName, row: ViewRow): { value: CatalogValue; sku: number } {
  const cell = (i: number): string => row.cells[i] ?? '';
  switch (view) {
    case 'brands':
    case 'colors':
      return { value: { code: cell(0), name: cell(1) }, sku: -1 };
    case 'products':
      return {
        value: {
          product_code: cell(0),
          name: cell(1),
          brand_code: cell(2),
          skus: skusOfSummary(cell(3)),
        },
        sku: -1,
      };
    case 'skus': {
      const has = (row.place ?? -1) >= 0;
      return {
        value: {
          product_code: cell(0),
          name: cell(1),
          brand_code: cell(2),
          skus: has ? [{ color_code: cell(3), size_code: cell(4) }] : [],
        },
        sku: has ? 0 : -1,
      };
    }
  }
}
