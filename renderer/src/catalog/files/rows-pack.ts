import type { GridName, GridRow, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';

// Grid rows as the file worker sends them to the page: every cell's text end to end in one string
// and where each cell ends in a typed array. A structured clone of a million small objects costs
// the page's thread about as much as building them; one string and one buffer cost a copy, and
// the page builds the rows from them a part at a time, between other work.
//
// Cells in order: a master's code and name; a product's code, name and brand, then each SKU's
// colour and size (`skus` holds how many SKUs each product has).

export interface PackedRows {
  grid: 'products' | 'masters';
  count: number;
  text: string;
  /** Where each cell's text ends in `text` (its start is the end of the cell before). */
  ends: Uint32Array;
  /** Products only: each product's number of SKUs. */
  skus: Uint32Array;
}

const kindOf = (grid: GridName): PackedRows['grid'] =>
  grid === 'products' ? 'products' : 'masters';

export function packRows(grid: GridName, rows: readonly GridRow<GridName>[]): PackedRows {
  const parts: string[] = [];
  const ends: number[] = [];
  let end = 0;
  const cell = (text: string): void => {
    parts.push(text);
    end += text.length;
    ends.push(end);
  };
  const kind = kindOf(grid);
  const skus = new Uint32Array(kind === 'products' ? rows.length : 0);
  rows.forEach((row, index) => {
    if (kind === 'masters') {
      const master = row as MasterRow;
      cell(master.code);
      cell(master.name);
      return;
    }
    const product = row as ProductRow;
    cell(product.product_code);
    cell(product.name);
    cell(product.brand_code);
    skus[index] = product.skus.length;
    for (const sku of product.skus) {
      cell(sku.color_code);
      cell(sku.size_code);
    }
  });
  return {
    grid: kind,
    count: rows.length,
    text: parts.join(''),
    ends: Uint32Array.from(ends),
    skus,
  };
}

/** The buffers a postMessage can hand over instead of copying. */
export function packedBuffers(packed: PackedRows): ArrayBuffer[] {
  return [packed.ends.buffer, packed.skus.buffer].filter(
    (buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer && buffer.byteLength > 0,
  );
}

export function unpackRows<G extends GridName>(packed: PackedRows): GridRow<G>[] {
  const { text, ends } = packed;
  let at = 0;
  let start = 0;
  const next = (): string => {
    const end = ends[at] ?? start;
    at += 1;
    const value = text.slice(start, end);
    start = end;
    return value;
  };
  const rows: GridRow<GridName>[] = new Array<GridRow<GridName>>(packed.count);
  for (let index = 0; index < packed.count; index += 1) {
    if (packed.grid === 'masters') {
      const code = next();
      rows[index] = { code, name: next() };
      continue;
    }
    const product_code = next();
    const name = next();
    const brand_code = next();
    const count = packed.skus[index] ?? 0;
    const skus = new Array<{ color_code: string; size_code: string }>(count);
    for (let s = 0; s < count; s += 1) {
      const color_code = next();
      skus[s] = { color_code, size_code: next() };
    }
    rows[index] = { product_code, name, brand_code, skus };
  }
  return rows as GridRow<G>[];
}
