import type { CatalogShape } from './draft.ts';

// The catalog of issue 28's core benches: 125,000 products × 8 SKUs (a million SKU rows), 2,000
// brands and 600 colours; BENCH_GRID_PRODUCTS sets the products.

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const MILLION_SKU_SHAPE: CatalogShape = {
  products: positive('BENCH_GRID_PRODUCTS', 125_000),
  skus: 8,
  brands: 2_000,
  colors: 600,
};
