import { z } from 'zod';

// The row values the catalog grids edit (spec §2.1, §2.2), shared by the grids, the file
// readers (which produce them), the drafts store (which keeps them) and the import planner
// (which sends them). Values are plain strings as staff typed them: the spec shows no field
// types, lengths or required flags beyond the codes, so nothing here invents any.

export const GRID_NAMES = ['brands', 'colors', 'products'] as const;
export type GridName = (typeof GRID_NAMES)[number];
export const gridNameSchema = z.enum(GRID_NAMES);

export type MasterGridName = Exclude<GridName, 'products'>;
export const isMasterGrid = (grid: GridName): grid is MasterGridName => grid !== 'products';

/** A brand or a colour: its code (brand_code / color_code on the wire) and name. */
export const masterRowSchema = z.object({ code: z.string(), name: z.string() }).strict();
export type MasterRow = z.infer<typeof masterRowSchema>;

export const skuValueSchema = z.object({ color_code: z.string(), size_code: z.string() }).strict();
export type Sku = z.infer<typeof skuValueSchema>;

export const productRowSchema = z
  .object({
    product_code: z.string(),
    name: z.string(),
    brand_code: z.string(),
    skus: z.array(skuValueSchema),
  })
  .strict();
export type ProductRow = z.infer<typeof productRowSchema>;

/** One SKU of a product with the product's fields repeated: how staff keep SKUs in Excel. */
export interface SkuRow {
  product_code: string;
  name: string;
  brand_code: string;
  color_code: string;
  size_code: string;
}

export type GridRow<G extends GridName> = G extends 'products' ? ProductRow : MasterRow;

export const rowSchemaOf = {
  brands: masterRowSchema,
  colors: masterRowSchema,
  products: productRowSchema,
} as const satisfies Record<GridName, z.ZodType>;

/** A row of a draft: a stable local id (never the code, which the user may change) and its value. */
export interface DraftRow<T> {
  id: string;
  row: T;
}

export const emptyMasterRow = (): MasterRow => ({ code: '', name: '' });
export const emptyProductRow = (): ProductRow => ({
  product_code: '',
  name: '',
  brand_code: '',
  skus: [],
});

export const skuKey = (sku: Sku): string => `${sku.color_code}\u0000${sku.size_code}`;

/**
 * One row per SKU, in product order then SKU order. A product without SKUs still gets one row
 * (empty colour and size) so it stays visible and editable in the per-SKU view.
 */
export function productsToSkuRows(products: readonly ProductRow[]): SkuRow[] {
  const rows: SkuRow[] = [];
  for (const product of products) {
    const { product_code, name, brand_code } = product;
    if (product.skus.length === 0) {
      rows.push({ product_code, name, brand_code, color_code: '', size_code: '' });
    }
    for (const sku of product.skus) rows.push({ product_code, name, brand_code, ...sku });
  }
  return rows;
}

/** Rows of one product that disagree on a product field. */
export interface SkuRowConflict {
  product_code: string;
  field: 'name' | 'brand_code';
  /** The distinct non-empty values, in the order they first appear. */
  values: string[];
  /** Indexes (into the input) of every row of that product that states a value. */
  rows: number[];
}

export interface GroupedProducts {
  products: ProductRow[];
  conflicts: SkuRowConflict[];
}

/**
 * Groups per-SKU rows into products by product_code, in order of first appearance. An empty
 * name or brand on a row states nothing (Excel sheets often fill them on the first row only);
 * two different non-empty values are a conflict: it is reported, and the product keeps the
 * first value, so nothing is merged without the caller seeing it. A row with neither colour nor
 * size adds no SKU; a repeated SKU is kept once. Rows without a product code are grouped
 * together under the empty code, for the caller to flag.
 */
export function skuRowsToProducts(rows: readonly SkuRow[]): GroupedProducts {
  const byCode = new Map<string, { product: ProductRow; seen: Set<string>; rows: number[] }>();
  rows.forEach((row, index) => {
    let group = byCode.get(row.product_code);
    if (group === undefined) {
      group = {
        product: { product_code: row.product_code, name: '', brand_code: '', skus: [] },
        seen: new Set(),
        rows: [],
      };
      byCode.set(row.product_code, group);
    }
    group.rows.push(index);
    if (group.product.name === '') group.product.name = row.name;
    if (group.product.brand_code === '') group.product.brand_code = row.brand_code;
    if (row.color_code === '' && row.size_code === '') return;
    const sku = { color_code: row.color_code, size_code: row.size_code };
    const key = skuKey(sku);
    if (group.seen.has(key)) return;
    group.seen.add(key);
    group.product.skus.push(sku);
  });

  const conflicts: SkuRowConflict[] = [];
  for (const [code, group] of byCode) {
    for (const field of ['name', 'brand_code'] as const) {
      const stating = group.rows.filter((index) => rows[index]?.[field] !== '');
      const values = [...new Set(stating.map((index) => rows[index]?.[field] ?? ''))];
      if (values.length > 1) conflicts.push({ product_code: code, field, values, rows: stating });
    }
  }
  return { products: [...byCode.values()].map((group) => group.product), conflicts };
}
