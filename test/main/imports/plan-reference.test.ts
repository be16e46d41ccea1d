import { describe, expect, it } from 'vitest';
import type { DraftRow, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { skuKey } from '../../../app/catalog/last-sent.ts';
import { layoutImport, planImport, type PlanRows } from '../../../app/imports/plan.ts';
import type { PackingLimits } from '../../../app/imports/request-packing.ts';
import { planCatalog, previewCatalog } from '../../../main/imports/catalog-plan.ts';
import { ClassifiedCache } from '../../../main/imports/classified-drafts.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { referencePlanImport } from './reference-plan.ts';

// The planner made fast for 125,000 products (issue 28: masters by index, each request's masters
// kept as they are placed, bodies written only for a send) must plan exactly what it planned
// before: the same requests, rows, counts, dependencies and bodies, byte for byte, for seeded
// catalogs of every kind (duplicate and empty codes, secret-looking cells, unknown masters,
// products naming many masters, small limits that force many requests); and the review's plan
// (no bodies) must be the send's plan without them.

/** A seeded generator (Park–Miller), so a failure names its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const SECRET = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB';

interface Shape {
  brands: number;
  colors: number;
  products: number;
  /** Distinct codes drawn from, per grid: fewer than rows gives duplicates. */
  codes: number;
  skus: number;
}

function catalog(seed: number, shape: Shape): PlanRows {
  const next = random(seed);
  const below = (n: number) => Math.floor(next() * n);
  const code = (prefix: string, pool: number) =>
    next() < 0.02 ? '' : `${prefix}${String(below(pool)).padStart(4, '0')}`;
  const masters = (prefix: string, count: number): DraftRow<MasterRow>[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `${prefix}-${String(i)}`,
      row: { code: code(prefix, count + 2), name: next() < 0.02 ? SECRET : `M ${String(i)}` },
    }));
  const brands = masters('B', shape.brands);
  const colors = masters('C', shape.colors);
  const products: DraftRow<ProductRow>[] = Array.from({ length: shape.products }, (_, i) => ({
    id: `p-${String(i)}`,
    row: {
      product_code: code('P', shape.codes),
      name: next() < 0.01 ? SECRET : `Product ${String(i)}`,
      brand_code: next() < 0.1 ? '' : code('B', shape.brands + 4),
      skus: Array.from({ length: below(shape.skus + 1) }, () => ({
        color_code: code('C', shape.colors + 4),
        size_code: ['S', 'M', 'L'][below(3)] ?? 'M',
      })),
    },
  }));
  return { brands, colors, products };
}

function expectSamePlan(rows: PlanRows, limits?: PackingLimits): void {
  const reference = referencePlanImport(rows, limits);
  const plan = planImport(rows, limits);
  expect(plan).toEqual(reference);
  const layout = layoutImport(rows, limits);
  expect(layout.requests).toEqual(reference.requests.map(({ body: _body, ...rest }) => rest));
  expect(layout.fewestPossible).toBe(reference.fewestPossible);
  expect(layout.leftOut).toEqual(reference.leftOut);
}

describe('the fast planner against the planner before it', () => {
  it('plans small catalogs under small limits the same, request for request', () => {
    for (let seed = 1; seed <= 120; seed += 1) {
      const next = random(seed * 7919);
      const shape: Shape = {
        brands: Math.floor(next() * 8),
        colors: Math.floor(next() * 8),
        products: Math.floor(next() * 25),
        codes: 4 + Math.floor(next() * 20),
        skus: Math.floor(next() * 4),
      };
      const limits = { masters: 1 + Math.floor(next() * 4), products: 1 + Math.floor(next() * 4) };
      expectSamePlan(catalog(seed, shape), limits);
    }
  });

  it('plans catalogs of many requests under the spec’s limits the same', () => {
    const shapes: Shape[] = [
      { brands: 600, colors: 150, products: 3_000, codes: 2_900, skus: 8 },
      { brands: 40, colors: 900, products: 2_500, codes: 3_000, skus: 12 },
      { brands: 450, colors: 30, products: 1_200, codes: 1_500, skus: 3 },
    ];
    shapes.forEach((shape, i) => {
      expectSamePlan(catalog(1_000 + i, shape));
    });
  });
});

describe('the review’s plan and the send’s', () => {
  it('are the same requests, and the review lists SKUs no longer listed as a plain check would', () => {
    const next = random(4242);
    const store = openTempStore();
    try {
      const profileId = store.profiles.create(sampleProfile).id;
      const sizes = ['S', 'M', 'L'];
      const product = (i: number): ProductRow => ({
        product_code: `RP-${String(i).padStart(4, '0')}`,
        name: `Product ${String(i)}`,
        brand_code: `RB-${String(i % 7)}`,
        skus: Array.from({ length: 1 + (i % 4) }, (_, k) => ({
          color_code: `RC-${String((i + k) % 5)}`,
          size_code: sizes[k % 3] ?? 'M',
        })),
      });
      const sent = Array.from({ length: 400 }, (_, i) => product(i));
      for (let at = 0; at < sent.length; at += 100) {
        const products = sent.slice(at, at + 100);
        store.sent.recordBody(profileId, 'earlier', JSON.stringify({ products }));
      }
      // Now: some SKUs dropped, some reordered, some added, some renamed, some new products.
      const now = Array.from({ length: 450 }, (_, i) => {
        const row = product(i);
        const roll = next();
        if (roll < 0.15) return { ...row, skus: row.skus.slice(1) };
        if (roll < 0.3) return { ...row, skus: [...row.skus].reverse() };
        if (roll < 0.45)
          return { ...row, skus: [...row.skus, { color_code: 'RC-9', size_code: 'XL' }] };
        if (roll < 0.6) return { ...row, name: `${row.name} (new)` };
        return row;
      });
      store.drafts.save(profileId, 'products', {
        upserts: now.map((row, i) => ({ id: `p-${String(i)}`, position: i, row })),
        deletes: [],
      });
      const source = { drafts: store.drafts, sent: store.sent, classified: new ClassifiedCache() };
      for (const unchanged of ['leave_out', 'send'] as const) {
        const preview = previewCatalog(source, profileId, {}, 'leave_out', unchanged);
        const { plan } = planCatalog(source, profileId, 'leave_out', unchanged);
        expect(preview.requests).toEqual(plan.requests.map(({ body: _body, ...rest }) => rest));
        // The send's plan reuses the review's packing: it equals one made from nothing.
        const fresh = { drafts: store.drafts, sent: store.sent };
        expect(plan).toEqual(planCatalog(fresh, profileId, 'leave_out', unchanged).plan);
        expect(preview.fewestPossible).toBe(plan.fewestPossible);
        // SKUs last sent that a planned product no longer lists, found the plain way.
        const planned = new Set(plan.requests.flatMap((r) => r.rows.map((row) => row.draftId)));
        const expected = now.flatMap((row, i) => {
          const before = sent[i];
          const id = `p-${String(i)}`;
          if (before === undefined || !planned.has(id)) return [];
          const listed = new Set(row.skus.map(skuKey));
          const notListed = before.skus.filter((sku) => !listed.has(skuKey(sku)));
          return notListed.length === 0 ? [] : [{ draftId: id, code: row.product_code, notListed }];
        });
        expect(expected.length).toBeGreaterThan(0);
        const byId = (a: { draftId: string }, b: { draftId: string }) =>
          a.draftId < b.draftId ? -1 : a.draftId > b.draftId ? 1 : 0;
        expect([...preview.fewerSkus].sort(byId)).toEqual(expected.sort(byId));
      }
      // After an edit the kept packing is not used: the plan follows the drafts.
      store.drafts.save(profileId, 'products', {
        upserts: [{ id: 'p-0', position: 0, row: { ...product(0), name: 'Renamed' } }],
        deletes: [],
      });
      const fresh = { drafts: store.drafts, sent: store.sent };
      const edited = previewCatalog(source, profileId, {}, 'leave_out', 'leave_out');
      expect(edited.requests).toEqual(previewCatalog(fresh, profileId, {}).requests);
      expect(edited.requests.some((r) => r.rows.some((row) => row.draftId === 'p-0'))).toBe(true);
    } finally {
      store.close();
    }
  });
});
