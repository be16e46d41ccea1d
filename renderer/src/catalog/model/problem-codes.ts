import type { Problem } from '../../../../app/catalog/validation.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';

/**
 * The codes of the rows these problems are on: one pass over each grid that has any, testing ids
 * only (no text made per row) and ending once every row is found. It runs on each render of the
 * list, which an edit causes, over grids of 125,000 products.
 */
export function codesOf(problems: readonly Problem[], data: CatalogData): Map<string, string> {
  const codes = new Map<string, string>();
  const wanted = {
    brands: new Set<string>(),
    colors: new Set<string>(),
    products: new Set<string>(),
  };
  for (const p of problems) wanted[p.grid].add(p.id);
  const find = <T>(
    grid: 'brands' | 'colors' | 'products',
    entries: readonly { id: string; row: T }[],
    code: (row: T) => string,
  ) => {
    const ids = wanted[grid];
    let left = ids.size;
    for (let i = 0; i < entries.length && left > 0; i += 1) {
      const e = entries[i];
      if (e === undefined || !ids.has(e.id)) continue;
      codes.set(`${grid}:${e.id}`, code(e.row));
      left -= 1;
    }
  };
  find('brands', data.brands, (row) => row.code);
  find('colors', data.colors, (row) => row.code);
  find('products', data.products, (row) => row.product_code);
  return codes;
}
