import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { CatalogData, Entry } from '../../../renderer/src/drafts/catalog-data.ts';

export const entry = <T>(id: string, position: number, row: T): Entry<T> => ({ id, position, row });
export const brand = (id: string, code: string, name = ''): Entry<MasterRow> =>
  entry(id, Number(id.replace(/\D/g, '')) || 1, { code, name });
export const product = (
  id: string,
  position: number,
  code: string,
  skus: string[] = [],
  more: Partial<ProductRow> = {},
): Entry<ProductRow> =>
  entry(id, position, {
    product_code: code,
    name: `${code} name`,
    brand_code: 'KK',
    skus: skus.map((s) => {
      const [color_code = '', size_code = ''] = s.split('/');
      return { color_code, size_code };
    }),
    ...more,
  });

export const catalog = (parts: Partial<CatalogData>): CatalogData => ({
  brands: [],
  colors: [],
  products: [],
  ...parts,
});

/** Ids n1, n2, ... in call order. */
export function idMaker(prefix = 'n'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
}
