import type { MasterGridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { looksLikeCredential } from '../../../app/credentials.ts';
import { LIMITS } from '../../../app/permissions.ts';
import {
  MASTER_KINDS_IN_ORDER,
  masterElement,
  productElement,
  type ImportPlan,
  type LeftOut,
  type PlanGrid,
  type PlannedRequest,
  type PlannedRow,
  type PlanRows,
} from '../../../app/imports/plan.ts';
import { packRequests, type PackingLimits } from '../../../app/imports/request-packing.ts';

// The import planner (app/imports/plan.ts's planImport) as it was before it was made fast for
// 125,000 products (issue 28): master keys as strings, each request's masters found by a filter
// over all of them, every body written. Kept as the reference the fast planner must equal
// request for request, body for body (plan-reference.test.ts).

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

const SPEC_LIMITS: PackingLimits = {
  masters: LIMITS.mastersPerImport,
  products: LIMITS.productsPerImport,
};

/** The planner as it was before issue 28 made it faster, unchanged. */
export function referencePlanImport(
  rows: PlanRows,
  limits: PackingLimits = SPEC_LIMITS,
): ImportPlan {
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
