import { z } from 'zod';
import { INPUT_LIMITS, tooLong } from '../ipc/input-limits.ts';
import { englishNumber } from '../english-number.ts';

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
/** One grid cell's text (bounded: rows cross IPC in drafts.save). */
const cellSchema = z
  .string()
  .max(INPUT_LIMITS.cellLength, tooLong('A cell', INPUT_LIMITS.cellLength));

export const masterRowSchema = z.object({ code: cellSchema, name: cellSchema }).strict();
export type MasterRow = z.infer<typeof masterRowSchema>;

export const skuValueSchema = z.object({ color_code: cellSchema, size_code: cellSchema }).strict();
export type Sku = z.infer<typeof skuValueSchema>;

/** Two SKU lists hold the same SKUs in the same order, exactly (no code folding). */
export function sameSkuList(a: readonly Sku[], b: readonly Sku[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x?.color_code !== y?.color_code || x?.size_code !== y?.size_code) return false;
  }
  return true;
}

export const productRowSchema = z
  .object({
    product_code: cellSchema,
    name: cellSchema,
    brand_code: cellSchema,
    skus: z
      .array(skuValueSchema)
      .max(
        INPUT_LIMITS.skusPerProduct,
        `A product may have at most ${englishNumber(INPUT_LIMITS.skusPerProduct)} SKUs.`,
      ),
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

/**
 * What to do with a product whose rows disagree on its name or brand: keep the first values
 * and only the SKUs of the rows that agree with them, keep the first values and every row's
 * SKUs, or leave the product out.
 */
export type DisagreementChoice = 'agreeing-skus' | 'all-skus' | 'leave-out';
export const DISAGREEMENT_CHOICES: readonly DisagreementChoice[] = [
  'agreeing-skus',
  'all-skus',
  'leave-out',
];

/** A product whose rows disagree, and the input rows the choice left out. */
export interface DisagreeingProduct {
  product_code: string;
  /** Indexes of the rows that state a name or brand other than the product's first one. */
  disagreeing: number[];
  /** Indexes of the rows whose SKUs the choice left out (all of them for 'leave-out'). */
  leftOut: number[];
}

export interface GroupedProducts {
  products: ProductRow[];
  conflicts: SkuRowConflict[];
  disagreeing: DisagreeingProduct[];
}

/**
 * Groups per-SKU rows into products by product_code, in order of first appearance. An empty
 * name or brand on a row states nothing (Excel sheets often fill them on the first row only);
 * two different non-empty values are a conflict: it is reported, the product takes the first
 * value, and `choice` says what becomes of the disagreeing rows' SKUs, so nothing is merged
 * without the caller's say. A row with neither colour nor size adds no SKU; a repeated SKU is
 * kept once. Rows without a product code are grouped together under the empty code, for the
 * caller to flag.
 */
export function skuRowsToProducts(
  rows: readonly SkuRow[],
  choice: DisagreementChoice = 'agreeing-skus',
): GroupedProducts {
  const byCode = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const group = byCode.get(row.product_code);
    if (group === undefined) byCode.set(row.product_code, [index]);
    else group.push(index);
  });

  const products: ProductRow[] = [];
  const conflicts: SkuRowConflict[] = [];
  const disagreeing: DisagreeingProduct[] = [];
  for (const [code, indexes] of byCode) {
    const group = indexes.map((index) => rows[index] as SkuRow);
    const first = (field: 'name' | 'brand_code') =>
      group.find((row) => row[field] !== '')?.[field] ?? '';
    const product: ProductRow = {
      product_code: code,
      name: first('name'),
      brand_code: first('brand_code'),
      skus: [],
    };
    for (const field of ['name', 'brand_code'] as const) {
      const stating = indexes.filter((index) => rows[index]?.[field] !== '');
      const values = [...new Set(stating.map((index) => rows[index]?.[field] ?? ''))];
      if (values.length > 1) conflicts.push({ product_code: code, field, values, rows: stating });
    }
    const disagrees = (row: SkuRow) =>
      (row.name !== '' && row.name !== product.name) ||
      (row.brand_code !== '' && row.brand_code !== product.brand_code);
    const against = indexes.filter((index) => disagrees(rows[index] as SkuRow));
    const leftOut =
      against.length === 0 || choice === 'all-skus'
        ? []
        : choice === 'leave-out'
          ? indexes
          : against;
    if (against.length > 0) disagreeing.push({ product_code: code, disagreeing: against, leftOut });
    if (choice === 'leave-out' && against.length > 0) continue;
    const skipped = new Set(leftOut);
    const seen = new Set<string>();
    for (const index of indexes) {
      const row = rows[index] as SkuRow;
      if (skipped.has(index) || (row.color_code === '' && row.size_code === '')) continue;
      const sku = { color_code: row.color_code, size_code: row.size_code };
      const key = skuKey(sku);
      if (seen.has(key)) continue;
      seen.add(key);
      product.skus.push(sku);
    }
    products.push(product);
  }
  return { products, conflicts, disagreeing };
}
