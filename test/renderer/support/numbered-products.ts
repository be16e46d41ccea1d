import type { DraftsSnapshot } from '../../../app/catalog/drafts.ts';

// A catalog of numbered products (P-000 "Shirt 0", P-001 "Shirt 1", …, brand KK, no SKUs) for
// the grid's scrolling tests, and the grid's scroller.

export function numberedProducts(count: number): DraftsSnapshot {
  return {
    brands: [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }],
    colors: [],
    products: Array.from({ length: count }, (_, i) => ({
      id: `p${String(i)}`,
      position: i + 1,
      row: {
        product_code: `P-${String(i).padStart(3, '0')}`,
        name: `Shirt ${String(i)}`,
        brand_code: 'KK',
        skus: [],
      },
    })),
  };
}

/** The grid's scrolling box. */
export function gridScroller(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.grid-scroll');
  if (el === null) throw new Error('no grid scroller');
  return el;
}
