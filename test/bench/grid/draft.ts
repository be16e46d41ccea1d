import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';

// The grid benches' catalog. By default 6–12 SKUs a product, one brand (KK) and six colours, as
// the grid bench has always measured; BENCH_GRID_SKUS, BENCH_GRID_BRANDS and BENCH_GRID_COLORS
// give the sizes of a large apparel house (8 SKUs, 2,000 brands, 600 colours). Brand codes
// always contain "KK", so the bench's replace-all (KK → KX) still touches every product.

export type Draft = { id: string; position: number; row: ProductRow }[];
export type MasterDraft = { id: string; position: number; row: MasterRow }[];

const DEFAULT_COLORS = ['NV', 'IV', 'BK', 'GY', 'BE', 'KH'];
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

const positive = (name: string): number | null => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
};

export interface CatalogShape {
  products: number;
  /** SKUs a product; null: 6–12, varying by product. */
  skus: number | null;
  brands: number;
  colors: number;
}

export function shapeFromEnv(): CatalogShape {
  return {
    products: positive('BENCH_GRID_PRODUCTS') ?? 50_000,
    skus: positive('BENCH_GRID_SKUS'),
    brands: positive('BENCH_GRID_BRANDS') ?? 1,
    colors: positive('BENCH_GRID_COLORS') ?? DEFAULT_COLORS.length,
  };
}

export const describeShape = (shape: CatalogShape): string =>
  `${String(shape.products)} products with ${shape.skus === null ? '6–12' : String(shape.skus)} SKUs each, ` +
  `${String(shape.brands)} brand${shape.brands === 1 ? '' : 's'}, ${String(shape.colors)} colours`;

export const brandCode = (shape: CatalogShape, n: number): string =>
  shape.brands === 1 ? 'KK' : `KK${String(n).padStart(4, '0')}`;

export const colorCode = (shape: CatalogShape, n: number): string =>
  shape.colors === DEFAULT_COLORS.length
    ? (DEFAULT_COLORS[n] ?? 'NV')
    : `C${String(n).padStart(3, '0')}`;

export function brandDrafts(shape: CatalogShape): MasterDraft {
  return Array.from({ length: shape.brands }, (_, n) => ({
    id: `b${String(n + 1)}`,
    position: n + 1,
    row: { code: brandCode(shape, n), name: n === 0 ? 'Kikan' : `Brand ${String(n)}` },
  }));
}

export function colorDrafts(shape: CatalogShape): MasterDraft {
  return Array.from({ length: shape.colors }, (_, n) => ({
    id: `c${String(n)}`,
    position: n + 1,
    row: { code: colorCode(shape, n), name: colorCode(shape, n) },
  }));
}

export function productDrafts(shape: CatalogShape): Draft {
  return Array.from({ length: shape.products }, (_, i) => {
    const skuCount = shape.skus ?? 6 + (i % 7);
    const skus = Array.from({ length: skuCount }, (_, k) => ({
      color_code: colorCode(shape, (Math.floor(k / SIZES.length) + (i % 3)) % shape.colors),
      size_code: SIZES[k % SIZES.length] ?? 'M',
    }));
    return {
      id: `p${String(i)}`,
      position: i + 1,
      row: {
        product_code: `P-${String(i).padStart(6, '0')}`,
        name: `綿シャツ ${String(i)}`,
        brand_code: brandCode(shape, i % shape.brands),
        skus,
      },
    };
  });
}
