import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DraftRow, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { planImport, type ImportPlan, type PlanRows } from '../../../app/imports/plan.ts';
import { countingAllows, packRequests } from '../../../app/imports/request-packing.ts';

// The planner against an exhaustive search: with small limits (a few masters and products per
// request) every way of putting the masters and then the products into k requests is tried, and
// the planner must use exactly the fewest k that works, and say so.

interface Limits {
  masters: number;
  products: number;
}

const brand = (code: string): DraftRow<MasterRow> => ({ id: `b-${code}`, row: { code, name: '' } });
const color = (code: string): DraftRow<MasterRow> => ({ id: `c-${code}`, row: { code, name: '' } });
const product = (code: string, brandCode: string, colors: string[]): DraftRow<ProductRow> => ({
  id: `p-${code}`,
  row: {
    product_code: code,
    name: '',
    brand_code: brandCode,
    skus: colors.map((c) => ({ color_code: c, size_code: 'M' })),
  },
});

interface Body {
  brands?: Array<{ brand_code: string }>;
  colors?: Array<{ color_code: string }>;
  products?: Array<{ product_code: string; brand_code?: string; skus?: { color_code: string }[] }>;
}

/** The limits and the masters-first rule, read from the bodies; every row sent exactly once. */
function checkPlan(rows: PlanRows, plan: ImportPlan, limits: Limits): void {
  const requestOf = new Map<string, number>();
  const sent: string[] = [];
  plan.requests.forEach((request, seq) => {
    const body = JSON.parse(request.body) as Body;
    expect((body.brands?.length ?? 0) + (body.colors?.length ?? 0)).toBeLessThanOrEqual(
      limits.masters,
    );
    expect(body.products?.length ?? 0).toBeLessThanOrEqual(limits.products);
    for (const b of body.brands ?? []) requestOf.set(`b:${b.brand_code}`, seq);
    for (const c of body.colors ?? []) requestOf.set(`c:${c.color_code}`, seq);
    for (const p of body.products ?? []) {
      const named = [
        ...(p.brand_code === undefined ? [] : [`b:${p.brand_code}`]),
        ...(p.skus ?? []).map((s) => `c:${s.color_code}`),
      ];
      for (const key of named) {
        const at = requestOf.get(key);
        const inSend = key.startsWith('b:')
          ? rows.brands.some((m) => `b:${m.row.code}` === key)
          : rows.colors.some((m) => `c:${m.row.code}` === key);
        if (inSend) expect(at, `${p.product_code} names ${key}`).toBeLessThanOrEqual(seq);
      }
    }
    sent.push(...request.rows.map((row) => row.draftId));
  });
  const all = [...rows.brands, ...rows.colors, ...rows.products].map((r) => r.id);
  expect(sent.sort()).toEqual(all.sort());
}

/** The fewest requests, by trying every placement of masters and then of products. */
function exhaustiveFewest(rows: PlanRows, limits: Limits): number {
  const masters = [
    ...rows.brands.map((m) => `b:${m.row.code}`),
    ...rows.colors.map((m) => `c:${m.row.code}`),
  ];
  const products = rows.products.map((p) =>
    [`b:${p.row.brand_code}`, ...p.row.skus.map((s) => `c:${s.color_code}`)].filter((key) =>
      masters.includes(key),
    ),
  );
  if (masters.length === 0 && products.length === 0) return 0;
  const fits = (k: number): boolean => {
    const slot = new Array<number>(masters.length).fill(0);
    const masterLoad = new Array<number>(k).fill(0);
    const productLoad = new Array<number>(k).fill(0);
    const placeProduct = (i: number): boolean => {
      if (i === products.length) return true;
      const release = Math.max(
        0,
        ...(products[i] ?? []).map((key) => slot[masters.indexOf(key)] ?? 0),
      );
      for (let s = release; s < k; s += 1) {
        if ((productLoad[s] ?? 0) >= limits.products) continue;
        productLoad[s] = (productLoad[s] ?? 0) + 1;
        const ok = placeProduct(i + 1);
        productLoad[s] = (productLoad[s] ?? 0) - 1;
        if (ok) return true;
      }
      return false;
    };
    const placeMaster = (i: number): boolean => {
      if (i === masters.length) return placeProduct(0);
      for (let s = 0; s < k; s += 1) {
        if ((masterLoad[s] ?? 0) >= limits.masters) continue;
        masterLoad[s] = (masterLoad[s] ?? 0) + 1;
        slot[i] = s;
        const ok = placeMaster(i + 1);
        masterLoad[s] = (masterLoad[s] ?? 0) - 1;
        if (ok) return true;
      }
      return false;
    };
    return placeMaster(0);
  };
  let k = 1;
  while (!fits(k)) k += 1;
  return k;
}

/** Small catalogs: products that share masters, products with masters of their own, and both. */
const smallCase = fc
  .record({
    brands: fc.integer({ min: 0, max: 3 }),
    colors: fc.integer({ min: 0, max: 4 }),
    masters: fc.integer({ min: 1, max: 3 }),
    products: fc.integer({ min: 1, max: 3 }),
    productList: fc.array(
      fc.record({
        brand: fc.integer({ min: -1, max: 2 }),
        colors: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
      }),
      { minLength: 0, maxLength: 6 },
    ),
  })
  .map(({ brands, colors, masters, products, productList }) => {
    const brandCodes = Array.from({ length: brands }, (_, i) => `B${i}`);
    const colorCodes = Array.from({ length: colors }, (_, i) => `C${i}`);
    const rows: PlanRows = {
      brands: brandCodes.map(brand),
      colors: colorCodes.map(color),
      products: productList.map((p, i) =>
        product(
          `P${i}`,
          p.brand < 0 ? '' : `B${p.brand}`,
          p.colors.map((c) => `C${c}`),
        ),
      ),
    };
    return { rows, limits: { masters, products } };
  });

describe('planImport: the fewest requests', () => {
  it('matches an exhaustive search on small catalogs, and says the count is the fewest', () => {
    fc.assert(
      fc.property(smallCase, ({ rows, limits }) => {
        const plan = planImport(rows, limits);
        checkPlan(rows, plan, limits);
        const fewest = exhaustiveFewest(rows, limits);
        expect(plan.requests).toHaveLength(fewest);
        expect(plan.fewestPossible).toBe(fewest);
      }),
      { numRuns: 300 },
    );
  });

  it('plans 2 requests for 40 products with 5 colours each and 150 products with a brand each', () => {
    const colors: DraftRow<MasterRow>[] = [];
    const brands: DraftRow<MasterRow>[] = [];
    const products: DraftRow<ProductRow>[] = [];
    for (let i = 0; i < 40; i += 1) {
      const own = Array.from({ length: 5 }, (_, j) => `C${String(i * 5 + j).padStart(3, '0')}`);
      colors.push(...own.map(color));
      products.push(product(`A${String(i).padStart(3, '0')}`, '', own));
    }
    for (let i = 0; i < 150; i += 1) {
      const code = `B${String(i).padStart(3, '0')}`;
      brands.push(brand(code));
      products.push(product(`Z${String(i).padStart(3, '0')}`, code, []));
    }
    const rows = { brands, colors, products };
    const plan = planImport(rows);
    checkPlan(rows, plan, { masters: 200, products: 100 });
    expect(plan.requests).toHaveLength(2);
    expect(plan.fewestPossible).toBe(2);
  });

  it('proves a larger lower bound where the references need more requests than the sizes', () => {
    // Three products each naming 3 masters of their own, 3 masters and 1 product per request:
    // the sizes allow 3 requests, but the last product cannot go before its masters' request.
    const rows: PlanRows = {
      brands: [],
      colors: Array.from({ length: 9 }, (_, i) => color(`C${i}`)),
      products: [0, 1, 2].map((p) =>
        product(
          `P${p}`,
          '',
          [0, 1, 2].map((c) => `C${p * 3 + c}`),
        ),
      ),
    };
    const plan = planImport(rows, { masters: 3, products: 1 });
    expect(plan.requests).toHaveLength(exhaustiveFewest(rows, { masters: 3, products: 1 }));
    expect(plan.fewestPossible).toBe(plan.requests.length);
  });

  it('never claims a bound above the plan, and keeps the rules, on large shared catalogs', () => {
    // 3,000 products naming one of 200 brands and 1–3 of 800 colours: too large to search
    // exhaustively, so the plan may be above the bound, but never below it.
    let state = 7;
    const next = (n: number): number => {
      state = (state * 16807) % 2147483647;
      return state % n;
    };
    const brands = Array.from({ length: 200 }, (_, i) => brand(`B${String(i).padStart(3, '0')}`));
    const colors = Array.from({ length: 800 }, (_, i) => color(`C${String(i).padStart(3, '0')}`));
    const products = Array.from({ length: 3000 }, (_, i) =>
      product(
        `P${String(i).padStart(5, '0')}`,
        brands[next(200)]?.row.code ?? '',
        Array.from({ length: 1 + next(3) }, () => colors[next(800)]?.row.code ?? ''),
      ),
    );
    const rows = { brands, colors, products };
    const plan = planImport(rows);
    checkPlan(rows, plan, { masters: 200, products: 100 });
    expect(plan.fewestPossible).toBeGreaterThanOrEqual(30);
    expect(plan.fewestPossible).toBeLessThanOrEqual(plan.requests.length);
  });
});

describe('request packing bounds', () => {
  it('counting rules out too few requests only when the exhaustive search does', () => {
    fc.assert(
      fc.property(smallCase, ({ rows, limits }) => {
        const masters = [
          ...rows.brands.map((m) => `b:${m.row.code}`),
          ...rows.colors.map((m) => `c:${m.row.code}`),
        ];
        const productNames = rows.products.map((p) =>
          [`b:${p.row.brand_code}`, ...p.row.skus.map((s) => `c:${s.color_code}`)]
            .map((key) => masters.indexOf(key))
            .filter((index) => index >= 0),
        );
        const problem = { masterCount: masters.length, productNames, limits };
        const fewest = exhaustiveFewest(rows, limits);
        // A bound that is never wrong: the fewest count always passes the counting test.
        expect(countingAllows(problem, fewest)).toBe(true);
        // With no search at all, the greedy plan still keeps a true bound.
        const greedy = packRequests(problem, 0);
        expect(greedy.lowerBound).toBeLessThanOrEqual(fewest);
        expect(greedy.requests).toBeGreaterThanOrEqual(fewest);
      }),
      { numRuns: 300 },
    );
  });
});
