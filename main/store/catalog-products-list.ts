import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { ProductRow, Sku } from '../../app/catalog/rows.ts';

// A connection's products in draft order, read in two statements instead of one subquery a
// product: the products with their SKU counts, then every SKU cell of the connection as two JSON
// arrays (colours, sizes) in one scan of the SKUs' covering index (catalog-skus-cells-migration
// .ts) by product row and place. The SKUs are dealt to the products in JavaScript (a product's
// share starts where the SKUs of the products with smaller row ids end). JSON carries any cell
// as it is (no separator to escape); both statements read one snapshot (a savepoint). At
// 125,000 products × 8 SKUs this is about a fifth less CPU than the subquery a product (README,
// issue 28 step 1).

export interface ListedProducts {
  /** The products by position, then id; a row built from columns is a ProductRow. */
  rows: { id: string; position: number; row: unknown }[];
  /** Indexes into rows of the products kept whole as JSON (other_json), parsed as saved. */
  whole: number[];
}

export type ProductsList = (profileId: string) => ListedProducts;

const PRODUCTS_SQL = `
    SELECT row_id, id, position, product_code, name, brand_code, other_json,
      (SELECT count(*) FROM catalog_skus s WHERE s.product_row = p.row_id)
    FROM catalog_products p WHERE profile_id = ? ORDER BY position, id`;

const SKU_CELLS_SQL = `
    SELECT json_group_array(color_code), json_group_array(size_code)
    FROM (SELECT color_code, size_code FROM catalog_skus
      WHERE product_row IN (SELECT row_id FROM catalog_products WHERE profile_id = ?)
      ORDER BY product_row, place)`;

type Cells = SQLOutputValue[];
const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : 0);

const cellsOf = (json: SQLOutputValue | undefined): string[] =>
  typeof json === 'string' ? (JSON.parse(json) as string[]) : [];

export function createProductsList(db: DatabaseSync): ProductsList {
  const products = db.prepare(PRODUCTS_SQL);
  const skuCells = db.prepare(SKU_CELLS_SQL);
  products.setReturnArrays(true);
  skuCells.setReturnArrays(true);

  const read = (profileId: string): { cells: Cells[]; colors: string[]; sizes: string[] } => {
    db.exec('SAVEPOINT catalog_products_list');
    try {
      const cells = products.all(profileId) as unknown as Cells[];
      const json = skuCells.get(profileId) as unknown as Cells | undefined;
      return { cells, colors: cellsOf(json?.[0]), sizes: cellsOf(json?.[1]) };
    } finally {
      db.exec('RELEASE catalog_products_list');
    }
  };

  return (profileId) => {
    const { cells, colors, sizes } = read(profileId);
    const count = cells.length;
    // Where each product's SKUs start among the cells: the products by row id, counts summed.
    const byRowId = Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => num(cells[a]?.[0]) - num(cells[b]?.[0]),
    );
    const start = new Float64Array(count);
    let at = 0;
    for (const i of byRowId) {
      start[i] = at;
      at += num(cells[i]?.[7]);
    }
    if (at !== colors.length || at !== sizes.length) {
      throw new Error(`catalog SKUs read ${String(colors.length)} cells for ${String(at)} SKUs`);
    }
    const rows: ListedProducts['rows'] = new Array<ListedProducts['rows'][number]>(count);
    const whole: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const product = cells[i] ?? [];
      const [id, position] = [str(product[1]), num(product[2])];
      if (product[6] !== null && product[6] !== undefined) {
        rows[i] = { id, position, row: JSON.parse(str(product[6])) as unknown };
        whole.push(i);
        continue;
      }
      const first = start[i] ?? 0;
      const skus = new Array<Sku>(num(product[7]));
      for (let k = 0; k < skus.length; k += 1) {
        skus[k] = { color_code: colors[first + k] ?? '', size_code: sizes[first + k] ?? '' };
      }
      const row: ProductRow = {
        product_code: str(product[3]),
        name: str(product[4]),
        brand_code: str(product[5]),
        skus,
      };
      rows[i] = { id, position, row };
    }
    return { rows, whole };
  };
}
