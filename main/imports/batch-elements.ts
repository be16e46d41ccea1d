import type { PlannedRow } from '../../app/imports/plan.ts';

// A batch's body as elements paired with the draft rows they came from (the rows are listed in
// the body's order: masters by kind, then products), and bodies made from some of them.

export interface BatchElement {
  /** The body's key: a master kind or "products". */
  grid: string;
  value: unknown;
  row: PlannedRow;
}

/** Master keys: the kind and the code, as a product names them. */
export const masterKey = (kind: string, code: string): string => `${kind}\u0000${code}`;

export function batchElements(body: string, rows: readonly PlannedRow[]): BatchElement[] {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const keys = Object.keys(parsed).filter((key) => key !== 'products');
  if ('products' in parsed) keys.push('products');
  const elements: BatchElement[] = [];
  for (const key of keys) {
    const values = parsed[key];
    if (!Array.isArray(values)) continue;
    for (const value of values as unknown[]) {
      const row = rows[elements.length];
      if (row === undefined) throw new RangeError('The batch lists fewer rows than its body.');
      elements.push({ grid: key, value, row });
    }
  }
  if (elements.length !== rows.length) {
    throw new RangeError('The batch lists more rows than its body.');
  }
  return elements;
}

/** The body text and rows of some of a batch's elements, in their order (masters first). */
export function bodyOf(elements: readonly BatchElement[]): { body: string; rows: PlannedRow[] } {
  const body: Record<string, unknown[]> = {};
  const masters = elements.filter((element) => element.grid !== 'products');
  const products = elements.filter((element) => element.grid === 'products');
  for (const element of [...masters, ...products]) (body[element.grid] ??= []).push(element.value);
  return { body: JSON.stringify(body), rows: [...masters, ...products].map((e) => e.row) };
}

/** The master keys a product element names: its brand and its SKUs' colours. */
export function mastersNamedBy(element: BatchElement): string[] {
  if (element.grid !== 'products' || typeof element.value !== 'object' || element.value === null) {
    return [];
  }
  const product = element.value as { brand_code?: unknown; skus?: unknown };
  const keys = new Set<string>();
  if (typeof product.brand_code === 'string') keys.add(masterKey('brands', product.brand_code));
  if (Array.isArray(product.skus)) {
    for (const sku of product.skus as unknown[]) {
      const color = (sku as { color_code?: unknown } | null)?.color_code;
      if (typeof color === 'string') keys.add(masterKey('colors', color));
    }
  }
  return [...keys];
}

/** The code of a master key (for messages). */
export const codeOfKey = (key: string): string => key.slice(key.indexOf('\u0000') + 1);
