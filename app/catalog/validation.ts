import { looksLikeCredential } from '../credentials.ts';
import { skuKey, type GridName, type MasterRow, type ProductRow } from './rows.ts';

// What the grids check as staff type (issue: "Validation"). Only what the spec states: codes are
// required (they key the import), a grid holds each code once, a product each SKU once, and
// codes a product names should exist. Field types, lengths and other required flags are not
// shown by the spec, so none are invented here; the service's refusals say the rest.

export type ProblemCode =
  | 'required'
  | 'duplicate_code'
  | 'duplicate_sku'
  | 'unknown_brand'
  | 'unknown_color'
  | 'looks_secret'
  /** The service refused the row in the last send (value: its words, as they came). */
  | 'refused'
  /** Not sent in the last send: it names masters the service refused (value: their codes). */
  | 'waiting_master'
  /** Opened from a file whose rows of this product disagreed (value: the file and its rows). */
  | 'file_disagreement';

export interface Problem {
  grid: GridName;
  /** The draft row's local id. */
  id: string;
  field: string;
  /** Index of the SKU within the product, -1 when the problem is not about one SKU. */
  sku: number;
  severity: 'error' | 'warning';
  code: ProblemCode;
  /** The offending value (for duplicates and unknown codes). */
  value: string;
}

export interface Keyed<T> {
  id: string;
  row: T;
}

export interface KnownCodes {
  /** Codes this connection is known to hold already (sent before), beyond the drafts. */
  brands: ReadonlySet<string>;
  colors: ReadonlySet<string>;
}

export const NO_KNOWN_CODES: KnownCodes = { brands: new Set(), colors: new Set() };

type RowIssue = { field: string; sku: number };

// The codes a row must have (they key the import): empty ones are "required" problems. Rows are
// typed strings from the drafts (main checks them against their schema as it loads and saves
// them), so an empty string is the only way to miss one. A plain check, not a schema parse: a
// replace-all re-checks 50,000 products at once, and parsing each was a fifth of its time.
function missingCodes(row: MasterRow | ProductRow): RowIssue[] {
  const issues: RowIssue[] = [];
  if ('skus' in row) {
    if (row.product_code === '') issues.push({ field: 'product_code', sku: -1 });
    row.skus.forEach((sku, index) => {
      if (sku.color_code === '') issues.push({ field: 'color_code', sku: index });
      if (sku.size_code === '') issues.push({ field: 'size_code', sku: index });
    });
  } else if (row.code === '') issues.push({ field: 'code', sku: -1 });
  return issues;
}

/** A duplicate_code problem: the row shares its non-empty code with another row of its grid. */
export function duplicateCodeProblem(
  grid: GridName,
  id: string,
  field: string,
  value: string,
): Problem {
  return { grid, id, field, sku: -1, severity: 'error', code: 'duplicate_code', value };
}

function duplicates<T>(
  grid: GridName,
  rows: readonly Keyed<T>[],
  field: string,
  codeOf: (row: T) => string,
  out: Problem[],
): void {
  const seen = new Map<string, number>();
  for (const { row } of rows) {
    const value = codeOf(row);
    if (value !== '') seen.set(value, (seen.get(value) ?? 0) + 1);
  }
  for (const { id, row } of rows) {
    const value = codeOf(row);
    if ((seen.get(value) ?? 0) > 1) out.push(duplicateCodeProblem(grid, id, field, value));
  }
}

/**
 * A cell holding what looks like a token or client secret: the store keeps it empty and the
 * planner leaves its row out, so the grid says so. Its value is never repeated in the message.
 */
function secretCell(grid: GridName, id: string, field: string, sku: number): Problem {
  return { grid, id, field, sku, severity: 'error', code: 'looks_secret', value: '' };
}

/** The problems of one brand or colour row that need no other row (everything but duplicates). */
export function masterRowProblems(
  grid: 'brands' | 'colors',
  id: string,
  row: MasterRow,
  out: Problem[] = [],
): Problem[] {
  for (const issue of missingCodes(row)) {
    out.push({ grid, id, ...issue, severity: 'error', code: 'required', value: '' });
  }
  if (looksLikeCredential(row.code)) out.push(secretCell(grid, id, 'code', -1));
  if (looksLikeCredential(row.name)) out.push(secretCell(grid, id, 'name', -1));
  return out;
}

export function validateMasters(
  grid: 'brands' | 'colors',
  rows: readonly Keyed<MasterRow>[],
): Problem[] {
  const out: Problem[] = [];
  for (const { id, row } of rows) masterRowProblems(grid, id, row, out);
  duplicates(grid, rows, 'code', (row) => row.code, out);
  return out;
}

/** Whether a brand or colour code counts as known (drafted or held by the connection). */
export interface CodeLookup {
  has: (code: string) => boolean;
}

/**
 * The problems of one product that need no other product (everything but duplicate codes):
 * required codes, duplicate SKUs, and brand and colour codes that are not known.
 */
export function productRowProblems(
  id: string,
  row: ProductRow,
  brandCodes: CodeLookup,
  colorCodes: CodeLookup,
  out: Problem[] = [],
): Problem[] {
  const grid = 'products';
  for (const issue of missingCodes(row)) {
    out.push({ grid, id, ...issue, severity: 'error', code: 'required', value: '' });
  }
  productFieldChecks(id, row, brandCodes, out);
  productSkuChecks(id, row, colorCodes, out);
  return out;
}

/**
 * A product's problems when none of its SKUs has one (every problem about a SKU has sku >= 0):
 * what productRowProblems answers then, from the product's own fields alone. An edit that keeps
 * a product's SKUs as they were re-checks 50,000 products this way without walking their SKUs.
 */
export function productFieldProblems(
  id: string,
  row: ProductRow,
  brandCodes: CodeLookup,
  out: Problem[] = [],
  /** False when none of the fields can look like a credential (known by other means). */
  mayLookSecret = true,
): Problem[] {
  if (row.product_code === '') {
    out.push({
      grid: 'products',
      id,
      field: 'product_code',
      sku: -1,
      severity: 'error',
      code: 'required',
      value: '',
    });
  }
  productFieldChecks(id, row, brandCodes, out, mayLookSecret);
  return out;
}

/**
 * Whether two versions of a product get the same problems from productRowProblems (with the
 * same known codes): true when they differ only in a name whose check comes out the same.
 */
export function sameProductChecks(was: ProductRow, now: ProductRow): boolean {
  return (
    was.product_code === now.product_code &&
    was.brand_code === now.brand_code &&
    was.skus === now.skus &&
    (was.name === now.name || looksLikeCredential(was.name) === looksLikeCredential(now.name))
  );
}

/** Secrets in the product's own fields and an unknown brand code. */
function productFieldChecks(
  id: string,
  row: ProductRow,
  brandCodes: CodeLookup,
  out: Problem[],
  mayLookSecret = true,
): void {
  const grid = 'products';
  if (mayLookSecret) {
    for (const field of ['product_code', 'name'] as const) {
      if (looksLikeCredential(row[field])) out.push(secretCell(grid, id, field, -1));
    }
  }
  brandCodeProblems(id, row.brand_code, brandCodes, out, mayLookSecret);
}

/**
 * The problems a product's brand code alone gives (a secret, an unknown code), in the order
 * productRowProblems lists them: together, after the problems of its code and name and before
 * those of its SKUs (and a duplicate code, which follows every other).
 */
export function brandCodeProblems(
  id: string,
  code: string,
  brandCodes: CodeLookup,
  out: Problem[] = [],
  mayLookSecret = true,
): Problem[] {
  const grid = 'products';
  if (mayLookSecret && looksLikeCredential(code)) out.push(secretCell(grid, id, 'brand_code', -1));
  if (code !== '' && !brandCodes.has(code)) {
    out.push({
      grid,
      id,
      field: 'brand_code',
      sku: -1,
      severity: 'warning',
      code: 'unknown_brand',
      value: code,
    });
  }
  return out;
}

/** Duplicate SKUs, secrets in SKU codes and unknown colour codes. */
function productSkuChecks(
  id: string,
  row: ProductRow,
  colorCodes: CodeLookup,
  out: Problem[],
): void {
  const grid = 'products';
  // Most products hold each SKU once; the map is built only when a key repeats.
  let counts: Map<string, number> | null = null;
  if (row.skus.length > 1) {
    const keys = new Set<string>();
    for (const sku of row.skus) keys.add(skuKey(sku));
    if (keys.size < row.skus.length) {
      counts = new Map();
      for (const sku of row.skus) counts.set(skuKey(sku), (counts.get(skuKey(sku)) ?? 0) + 1);
    }
  }
  row.skus.forEach((sku, index) => {
    if (counts !== null && (counts.get(skuKey(sku)) ?? 0) > 1) {
      const value = `${sku.color_code} ${sku.size_code}`;
      out.push({
        grid,
        id,
        field: 'size_code',
        sku: index,
        severity: 'error',
        code: 'duplicate_sku',
        value,
      });
    }
    if (looksLikeCredential(sku.color_code)) out.push(secretCell(grid, id, 'color_code', index));
    if (looksLikeCredential(sku.size_code)) out.push(secretCell(grid, id, 'size_code', index));
    if (sku.color_code !== '' && !colorCodes.has(sku.color_code)) {
      const value = sku.color_code;
      out.push({
        grid,
        id,
        field: 'color_code',
        sku: index,
        severity: 'warning',
        code: 'unknown_color',
        value,
      });
    }
  });
}

/** One product's own problems, appended to `out` (productRowProblems, or a memo of it). */
export type ProductProblems = (id: string, row: ProductRow, out: Problem[]) => void;

export function validateProducts(
  rows: readonly Keyed<ProductRow>[],
  brandCodes: ReadonlySet<string>,
  colorCodes: ReadonlySet<string>,
  rowProblems: ProductProblems = (id, row, out) => {
    productRowProblems(id, row, brandCodes, colorCodes, out);
  },
): Problem[] {
  const out: Problem[] = [];
  for (const { id, row } of rows) rowProblems(id, row, out);
  duplicates('products', rows, 'product_code', (row) => row.product_code, out);
  return out;
}

export interface CatalogRows {
  brands: readonly Keyed<MasterRow>[];
  colors: readonly Keyed<MasterRow>[];
  products: readonly Keyed<ProductRow>[];
}

/** Every problem of the three grids; brand and colour codes count as known when a draft row
 * holds them or the connection is known to hold them. */
export function validateCatalog(
  data: CatalogRows,
  known: KnownCodes = NO_KNOWN_CODES,
  /** Given the codes a product may name: its own problems (a memo may stand for productRowProblems). */
  rowProblems?: (codes: {
    brands: ReadonlySet<string>;
    colors: ReadonlySet<string>;
  }) => ProductProblems,
): Problem[] {
  const codes = knownCodesOf(data, known);
  return [
    ...validateMasters('brands', data.brands),
    ...validateMasters('colors', data.colors),
    ...validateProducts(data.products, codes.brands, codes.colors, rowProblems?.(codes)),
  ];
}

/** The brand and colour codes a product may name: known to the connection or in a draft row. */
export function knownCodesOf(
  data: Pick<CatalogRows, 'brands' | 'colors'>,
  known: KnownCodes,
): { brands: ReadonlySet<string>; colors: ReadonlySet<string> } {
  return {
    brands: new Set([...known.brands, ...data.brands.map((b) => b.row.code)]),
    colors: new Set([...known.colors, ...data.colors.map((c) => c.row.code)]),
  };
}
