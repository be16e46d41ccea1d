import type { GridName } from '../../../../app/catalog/rows.ts';

// Column headers staff write, English and Japanese, for each field a file can fill. Matching is
// on a normalised form (width, case, spaces and separators ignored), so "Product Code",
// "product_code", "PRODUCT-CODE" and "ＰＲＯＤＵＣＴ＿ＣＯＤＥ" are one header.

export const FILE_FIELDS = {
  brands: ['code', 'name'],
  colors: ['code', 'name'],
  products: ['product_code', 'name', 'brand_code', 'color_code', 'size_code', 'skus'],
} as const satisfies Record<GridName, readonly string[]>;

export type FileField<G extends GridName = GridName> = (typeof FILE_FIELDS)[G][number];

/** Fields a file must map for its rows to mean anything. */
export const REQUIRED_FIELDS: { [G in GridName]: readonly FileField<G>[] } = {
  brands: ['code'],
  colors: ['code'],
  products: ['product_code'],
};

const SYNONYMS: { [G in GridName]: Record<FileField<G>, readonly string[]> } = {
  brands: {
    code: [
      'code',
      'brand_code',
      'brand',
      'brand cd',
      'brand id',
      'コード',
      'ブランドコード',
      'ブランド',
      'ブランドcd',
      'ブランドid',
    ],
    name: ['name', 'brand_name', '名称', '名前', 'ブランド名', 'ブランド名称'],
  },
  colors: {
    code: [
      'code',
      'color_code',
      'colour_code',
      'color',
      'colour',
      'color cd',
      'コード',
      'カラーコード',
      'カラー',
      'カラーcd',
      '色コード',
      '色',
      '色番',
    ],
    name: ['name', 'color_name', 'colour_name', '名称', '名前', 'カラー名', 'カラー名称', '色名'],
  },
  products: {
    product_code: [
      'product_code',
      'product',
      'code',
      'product no',
      'style',
      'style no',
      'style code',
      'item code',
      '品番',
      '商品コード',
      '商品番号',
      '商品cd',
      'コード',
      '品番コード',
      '型番',
    ],
    name: ['name', 'product_name', 'item name', '品名', '商品名', '名称', '名前', '商品名称'],
    brand_code: ['brand_code', 'brand', 'brand cd', 'ブランド', 'ブランドコード', 'ブランドcd'],
    color_code: [
      'color_code',
      'colour_code',
      'color',
      'colour',
      'color cd',
      'カラー',
      'カラーコード',
      'カラーcd',
      '色',
      '色コード',
      '色番',
    ],
    size_code: ['size_code', 'size', 'size cd', 'サイズ', 'サイズコード', 'サイズcd'],
    skus: [
      'skus',
      'sku',
      'sku list',
      'skus summary',
      'sku一覧',
      'カラーサイズ',
      'カラー・サイズ',
      // The grid's own column names, so a block copied with them is recognised.
      'SKUs (color: sizes)',
      'SKU（カラー: サイズ）',
    ],
  },
};

/** Width, case and separators folded: NFKC, lower case, no spaces, underscores, hyphens, dots, ・. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.・/()（）]+/g, '');
}

const LOOKUP: { [G in GridName]: Map<string, FileField<G>> } = {
  brands: lookupOf('brands'),
  colors: lookupOf('colors'),
  products: lookupOf('products'),
};

function lookupOf<G extends GridName>(grid: G): Map<string, FileField<G>> {
  const map = new Map<string, FileField<G>>();
  const synonyms = SYNONYMS[grid] as Record<FileField<G>, readonly string[]>;
  for (const field of FILE_FIELDS[grid] as readonly FileField<G>[]) {
    for (const name of [field, ...synonyms[field]]) map.set(normaliseHeader(name), field);
  }
  return map;
}

/** The field a header names in this grid, or null when the app does not know it. */
export function fieldForHeader<G extends GridName>(grid: G, header: string): FileField<G> | null {
  return (LOOKUP[grid] as Map<string, FileField<G>>).get(normaliseHeader(header)) ?? null;
}
