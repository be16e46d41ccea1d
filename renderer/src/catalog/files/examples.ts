import type { GridName } from '../../../../app/catalog/rows.ts';

/** Header names shown as examples in messages, per grid. */
export const HEADER_EXAMPLES: Record<GridName, string> = {
  brands: 'code, name, ブランドコード, ブランド名',
  colors: 'code, name, カラーコード, カラー名',
  products: 'product_code, name, brand_code, 品番, 品名, ブランド, カラー, サイズ',
};
