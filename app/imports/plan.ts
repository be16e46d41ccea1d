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
  element: Record<string, unknown>;
  /** Master keys (kind + code) this product names. */
  names: string[];
}

const masterKey = (kind: MasterGridName, code: string): string => `${kind}\u0000${code}`;
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Whether any text of the row looks like a token or client secret (never sent as data). */
function holdsCredential(row: MasterRow | ProductRow): boolean {
  if ('skus' in row) {
    const { product_code, name, brand_code, skus } = row;
    return [
      product_code,
      name,
      brand_code,
      ...skus.flatMap((s) => [s.color_code, s.size_code]),
    ].some(looksLikeCredential);
  }
  return looksLikeCredential(row.code) || looksLikeCredential(row.name);
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

function namedMasters(row: ProductRow, sent: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  if (row.brand_code !== '') names.add(masterKey('brands', row.brand_code));
  for (const sku of row.skus) names.add(masterKey('colors', sku.color_code));
  return [...names].filter((key) => sent.has(key)).sort(byText);
}

/** Products per request for `count` requests, or null when the references do not allow it. */
function placeProducts(
  count: number,
  products: Product[],
  requestOfMaster: ReadonlyMap<string, number>,
  productsPerRequest: number,
): Product[][] | null {
  const placed: Product[][] = Array.from({ length: count }, () => []);
  const earliest = (product: Product): number =>
    Math.max(0, ...product.names.map((key) => requestOfMaster.get(key) ?? 0));
  // By earliest request (then code), each into the first request from there with room: with
  // release times and equal capacities this fits whenever any assignment fits.
  const order = products
    .map((product) => ({ product, from: earliest(product) }))
    .sort((a, b) => a.from - b.from || byText(a.product.code, b.product.code));
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

/** `limits` are the spec's; tests pass small ones to compare with an exhaustive search. */
export function planImport(rows: PlanRows, limits: PackingLimits = SPEC_LIMITS): ImportPlan {
  const leftOut: LeftOut[] = [];
  const masters: Master[] = MASTER_KINDS_IN_ORDER.flatMap((kind) =>
    unique(kind, rows[kind], (r) => r.row.code, leftOut).map((r) => ({
      kind,
      draftId: r.id,
      code: r.row.code,
      element: masterElement(kind, r.row),
    })),
  );
  const sentMasters = new Set(masters.map((m) => masterKey(m.kind, m.code)));
  const products: Product[] = unique(
    'products',
    rows.products,
    (r) => r.row.product_code,
    leftOut,
  ).map((r) => ({
    draftId: r.id,
    code: r.row.product_code,
    element: productElement(r.row),
    names: namedMasters(r.row, sentMasters),
  }));

  const masterIndex = new Map(masters.map((m, index) => [masterKey(m.kind, m.code), index]));
  const packing = packRequests({
    masterCount: masters.length,
    productNames: products.map((p) => p.names.map((key) => masterIndex.get(key) ?? 0)),
    limits,
  });
  const requestOfMaster = new Map<string, number>();
  const mastersOfRequest: Master[][] = Array.from({ length: packing.requests }, () => []);
  masters.forEach((master, index) => {
    const seq = packing.masterSlot[index] ?? 0;
    requestOfMaster.set(masterKey(master.kind, master.code), seq);
    mastersOfRequest[seq]?.push(master);
  });
  const placed = placeProducts(packing.requests, products, requestOfMaster, limits.products);
  if (placed === null) throw new Error('The request packing left products without room.');

  const requests: PlannedRequest[] = placed.map((slotProducts, seq) => {
    const slotMasters = masters.filter(
      (m) => requestOfMaster.get(masterKey(m.kind, m.code)) === seq,
    );
    const body: Record<string, unknown[]> = {};
    const requestRows: PlannedRow[] = [];
    const counts = { brands: 0, colors: 0, products: slotProducts.length };
    for (const kind of MASTER_KINDS_IN_ORDER) {
      const ofKind = slotMasters.filter((m) => m.kind === kind);
      if (ofKind.length === 0) continue;
      body[kind] = ofKind.map((m) => m.element);
      counts[kind] = ofKind.length;
      for (const m of ofKind) requestRows.push({ grid: kind, draftId: m.draftId, code: m.code });
    }
    if (slotProducts.length > 0) body.products = slotProducts.map((p) => p.element);
    for (const p of slotProducts)
      requestRows.push({ grid: 'products', draftId: p.draftId, code: p.code });
    const dependsOn = new Set<number>();
    for (const product of slotProducts) {
      for (const key of product.names) {
        const from = requestOfMaster.get(key) ?? 0;
        if (from < seq) dependsOn.add(from);
      }
    }
    return {
      seq,
      body: JSON.stringify(body),
      rows: requestRows,
      counts,
      dependsOn: [...dependsOn].sort((a, b) => a - b),
    };
  });
  return { requests, fewestPossible: packing.lowerBound, leftOut };
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
