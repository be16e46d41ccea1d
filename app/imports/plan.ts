import type { DraftRow, MasterGridName, MasterRow, ProductRow } from '../catalog/rows.ts';
import { looksLikeCredential } from '../credentials.ts';
import { LIMITS } from '../permissions.ts';
import { packRequests, type PackingLimits } from './request-packing.ts';

// Splits the rows to send into POST /v1/imports requests (spec §4.2, §8): at most 200 masters in
// total and 100 products per request; masters are written before products inside a request, so a
// product goes in the same request as the masters it names or a later one. Which request each
// master goes in is request-packing.ts's choice (the fewest requests it can find, with a proven
// lower bound); this file builds the bodies. Deterministic: the same rows (in any order) give
// byte-identical bodies.

export interface PlanRows {
  brands: readonly DraftRow<MasterRow>[];
  colors: readonly DraftRow<MasterRow>[];
  products: readonly DraftRow<ProductRow>[];
}

export type PlanGrid = MasterGridName | 'products';

/** A row a request carries, in the order of the body's elements (masters by kind, then products). */
export interface PlannedRow {
  grid: PlanGrid;
  draftId: string;
  code: string;
}

export interface PlannedRequest {
  /** 0-based sending order. */
  seq: number;
  /** The exact body text to send (and to resend). */
  body: string;
  rows: PlannedRow[];
  counts: { brands: number; colors: number; products: number };
  /** Earlier requests holding masters this request's products name: if one is refused, this waits. */
  dependsOn: number[];
}

export interface LeftOut {
  grid: PlanGrid;
  draftId: string;
  reason: 'no_code' | 'duplicate_code' | 'looks_secret';
}

export interface ImportPlan {
  requests: PlannedRequest[];
  /**
   * No plan can use fewer requests (proven): at least max(⌈masters/200⌉, ⌈products/100⌉), more
   * where the products' references need it. Equal to requests.length when the plan is the fewest.
   */
  fewestPossible: number;
  leftOut: LeftOut[];
}

export const MASTER_KINDS_IN_ORDER: readonly MasterGridName[] = ['brands', 'colors'];
const CODE_FIELD: Record<MasterGridName, string> = { brands: 'brand_code', colors: 'color_code' };

interface Master {
  kind: MasterGridName;
  draftId: string;
  code: string;
  element: Record<string, string>;
}

interface Product {
  draftId: string;
  code: string;
  row: ProductRow;
  /** The masters of this send it names, by their index in the plan's masters, ascending. */
  names: number[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whether any text of the row looks like a token or client secret (never sent as data). */
function holdsCredential(row: MasterRow | ProductRow): boolean {
  if (!('skus' in row)) return looksLikeCredential(row.code) || looksLikeCredential(row.name);
  if (
    looksLikeCredential(row.product_code) ||
    looksLikeCredential(row.name) ||
    looksLikeCredential(row.brand_code)
  ) {
    return true;
  }
  for (const sku of row.skus) {
    if (looksLikeCredential(sku.color_code) || looksLikeCredential(sku.size_code)) return true;
  }
  return false;
}

/**
 * Keeps the first row per code (by code, then draft id), reporting the rest, rows without a
 * code and rows holding what looks like a credential.
 */
function unique<T extends { row: MasterRow | ProductRow; id: string }>(
  grid: PlanGrid,
  rows: readonly T[],
  codeOf: (row: T) => string,
  leftOut: LeftOut[],
): T[] {
  const safe = rows.filter((row) => {
    if (!holdsCredential(row.row)) return true;
    leftOut.push({ grid, draftId: row.id, reason: 'looks_secret' });
    return false;
  });
  const sorted = [...safe].sort((a, b) => byText(codeOf(a), codeOf(b)) || byText(a.id, b.id));
  const kept: T[] = [];
  for (const row of sorted) {
    const code = codeOf(row);
    if (code === '') leftOut.push({ grid, draftId: row.id, reason: 'no_code' });
    else if (kept.at(-1) !== undefined && codeOf(kept.at(-1) as T) === code)
      leftOut.push({ grid, draftId: row.id, reason: 'duplicate_code' });
    else kept.push(row);
  }
  return kept;
}

export function masterElement(kind: MasterGridName, row: MasterRow): Record<string, string> {
  const element: Record<string, string> = { [CODE_FIELD[kind]]: row.code };
  if (row.name !== '') element.name = row.name;
  return element;
}

/** The wire shape of a product (spec §2.2); empty cells are not sent, so they change nothing. */
export function productElement(row: ProductRow): Record<string, unknown> {
  const element: Record<string, unknown> = { product_code: row.product_code };
  if (row.name !== '') element.name = row.name;
  if (row.brand_code !== '') element.brand_code = row.brand_code;
  if (row.skus.length > 0) {
    element.skus = row.skus.map((sku) => ({
      color_code: sku.color_code,
      size_code: sku.size_code,
    }));
  }
  return element;
}

/**
 * The masters of this send a product names, as indices into the plan's masters (brands, then
 * colours, each by code: so ascending indices are the masters' order).
 */
function namedMasters(
  row: ProductRow,
  brands: ReadonlyMap<string, number>,
  colors: ReadonlyMap<string, number>,
): number[] {
  const names: number[] = [];
  const brand = brands.get(row.brand_code);
  if (brand !== undefined) names.push(brand);
  // A product names few colours, often each for several sizes: a look along a short list beats
  // a set; a long list of SKUs gets the set.
  const seen = row.skus.length > 64 ? new Set<number>() : null;
  // SKUs come colour by colour, size by size: a code equal to the last one needs no look-up.
  let lastCode: string | null = null;
  for (const sku of row.skus) {
    if (sku.color_code === lastCode) continue;
    lastCode = sku.color_code;
    const color = colors.get(sku.color_code);
    if (color === undefined) continue;
    if (seen === null ? names.includes(color) : seen.has(color)) continue;
    seen?.add(color);
    names.push(color);
  }
  if (names.length > 1) names.sort((a, b) => a - b);
  return names;
}

/** Products per request for `count` requests, or null when the references do not allow it. */
function placeProducts(
  count: number,
  products: readonly Product[],
  requestOfMaster: readonly number[],
  productsPerRequest: number,
): Product[][] | null {
  const placed: Product[][] = Array.from({ length: count }, () => []);
  const earliest = (product: Product): number => {
    let from = 0;
    for (const master of product.names) from = Math.max(from, requestOfMaster[master] ?? 0);
    return from;
  };
  // By earliest request (then code: `products` come by code, and the sort is stable), each into
  // the first request from there with room: with release times and equal capacities this fits
  // whenever any assignment fits.
  const order = products
    .map((product) => ({ product, from: earliest(product) }))
    .sort((a, b) => a.from - b.from);
  let cursor = 0;
  for (const { product, from } of order) {
    cursor = Math.max(cursor, from);
    while (cursor < count && (placed[cursor]?.length ?? 0) >= productsPerRequest) cursor += 1;
    const slot = placed[cursor];
    if (slot === undefined) return null;
    slot.push(product);
  }
  for (const slot of placed) slot.sort((a, b) => byText(a.code, b.code));
  return placed;
}

/** The wire element a grid row becomes (the same function the plan uses). */
export function wireElement(grid: PlanGrid, row: MasterRow | ProductRow): Record<string, unknown> {
  if (grid === 'products') return productElement(row as ProductRow);
  return masterElement(grid, row as MasterRow);
}

const SPEC_LIMITS: PackingLimits = {
  masters: LIMITS.mastersPerImport,
  products: LIMITS.productsPerImport,
};

/** A request of the plan before its body is written: all the review shows of it. */
export type PlannedLayout = Omit<PlannedRequest, 'body'>;

/** The plan without its bodies (written only to be sent: 50 MB of JSON for 125,000 products). */
export interface ImportLayout {
  requests: PlannedLayout[];
  fewestPossible: number;
  leftOut: LeftOut[];
  /** The plan with each request's body, the exact text to send. */
  withBodies(): ImportPlan;
}

/** `limits` are the spec's; tests pass small ones to compare with an exhaustive search. */
export function layoutImport(rows: PlanRows, limits: PackingLimits = SPEC_LIMITS): ImportLayout {
  const leftOut: LeftOut[] = [];
  const masters: Master[] = MASTER_KINDS_IN_ORDER.flatMap((kind) =>
    unique(kind, rows[kind], (r) => r.row.code, leftOut).map((r) => ({
      kind,
      draftId: r.id,
      code: r.row.code,
      element: masterElement(kind, r.row),
    })),
  );
  // Each master's place in `masters`, by kind and code.
  const indexOf = { brands: new Map<string, number>(), colors: new Map<string, number>() };
  masters.forEach((master, index) => indexOf[master.kind].set(master.code, index));
  const products: Product[] = unique(
    'products',
    rows.products,
    (r) => r.row.product_code,
    leftOut,
  ).map((r) => ({
    draftId: r.id,
    code: r.row.product_code,
    row: r.row,
    names: namedMasters(r.row, indexOf.brands, indexOf.colors),
  }));

  const packing = packRequests({
    masterCount: masters.length,
    productNames: products.map((p) => p.names),
    limits,
  });
  const requestOfMaster = masters.map((_, index) => packing.masterSlot[index] ?? 0);
  const mastersOfRequest: Master[][] = Array.from({ length: packing.requests }, () => []);
  masters.forEach((master, index) => mastersOfRequest[requestOfMaster[index] ?? 0]?.push(master));
  const placed = placeProducts(packing.requests, products, requestOfMaster, limits.products);
  if (placed === null) throw new Error('The request packing left products without room.');

  const requests: PlannedLayout[] = placed.map((slotProducts, seq) => {
    // In the masters' order, as each was given its request above.
    const slotMasters = mastersOfRequest[seq] ?? [];
    const requestRows: PlannedRow[] = [];
    const counts = { brands: 0, colors: 0, products: slotProducts.length };
    for (const m of slotMasters) {
      counts[m.kind] += 1;
      requestRows.push({ grid: m.kind, draftId: m.draftId, code: m.code });
    }
    for (const p of slotProducts)
      requestRows.push({ grid: 'products', draftId: p.draftId, code: p.code });
    const dependsOn = new Set<number>();
    for (const product of slotProducts) {
      for (const master of product.names) {
        const from = requestOfMaster[master] ?? 0;
        if (from < seq) dependsOn.add(from);
      }
    }
    return { seq, rows: requestRows, counts, dependsOn: [...dependsOn].sort((a, b) => a - b) };
  });
  const bodyOf = (seq: number): string => {
    const body: Record<string, unknown[]> = {};
    const slotMasters = mastersOfRequest[seq] ?? [];
    for (const kind of MASTER_KINDS_IN_ORDER) {
      const ofKind = slotMasters.filter((m) => m.kind === kind);
      if (ofKind.length > 0) body[kind] = ofKind.map((m) => m.element);
    }
    const slotProducts = placed[seq] ?? [];
    if (slotProducts.length > 0) body.products = slotProducts.map((p) => productElement(p.row));
    return JSON.stringify(body);
  };
  return {
    requests,
    fewestPossible: packing.lowerBound,
    leftOut,
    withBodies: () => ({
      requests: requests.map(({ seq, rows: requestRows, counts, dependsOn }) => ({
        seq,
        body: bodyOf(seq),
        rows: requestRows,
        counts,
        dependsOn,
      })),
      fewestPossible: packing.lowerBound,
      leftOut,
    }),
  };
}

/** The plan with its bodies (layoutImport's, written). */
export function planImport(rows: PlanRows, limits: PackingLimits = SPEC_LIMITS): ImportPlan {
  return layoutImport(rows, limits).withBodies();
}

/**
 * The quickest the plan can be sent under the per-token limit (spec §8), if nothing else uses
 * the token: the first `limit` requests at once, then `limit` per window.
 */
export function fastestScheduleMs(
  requests: number,
  limit: number = LIMITS.tokenCallsPerMinute,
  windowMs = 60_000,
): number {
  if (requests <= 0) return 0;
  return (Math.ceil(requests / limit) - 1) * windowMs;
}
