import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DraftRow, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import {
  fastestScheduleMs,
  planImport,
  type ImportPlan,
  type PlanRows,
} from '../../../app/imports/plan.ts';

// The batch planner: limits, masters before the products naming them, fewest requests,
// deterministic bodies.

const brand = (code: string, name = `Brand ${code}`): DraftRow<MasterRow> => ({
  id: `b-${code}`,
  row: { code, name },
});
const color = (code: string): DraftRow<MasterRow> => ({ id: `c-${code}`, row: { code, name: '' } });
const product = (
  code: string,
  brandCode = '',
  colors: string[] = [],
  name = '',
): DraftRow<ProductRow> => ({
  id: `p-${code}`,
  row: {
    product_code: code,
    name,
    brand_code: brandCode,
    skus: colors.map((c) => ({ color_code: c, size_code: 'M' })),
  },
});
const pad = (n: number) => String(n).padStart(5, '0');
const none: PlanRows = { brands: [], colors: [], products: [] };

interface Body {
  brands?: Array<{ brand_code: string }>;
  colors?: Array<{ color_code: string }>;
  products?: Array<{ product_code: string; brand_code?: string; skus?: { color_code: string }[] }>;
}
const bodies = (plan: ImportPlan): Body[] => plan.requests.map((r) => JSON.parse(r.body) as Body);

/** Every rule of spec §4.2 that a plan must keep, checked on the bodies themselves. */
function checkRules(rows: PlanRows, plan: ImportPlan): void {
  const seenMasters = new Map<string, number>();
  bodies(plan).forEach((body, seq) => {
    const masters = (body.brands?.length ?? 0) + (body.colors?.length ?? 0);
    expect(masters).toBeLessThanOrEqual(200);
    expect(body.products?.length ?? 0).toBeLessThanOrEqual(100);
    for (const b of body.brands ?? []) seenMasters.set(`brands:${b.brand_code}`, seq);
    for (const c of body.colors ?? []) seenMasters.set(`colors:${c.color_code}`, seq);
    for (const p of body.products ?? []) {
      const named = [
        ...(p.brand_code ? [`brands:${p.brand_code}`] : []),
        ...(p.skus ?? []).map((s) => `colors:${s.color_code}`),
      ];
      for (const key of named) {
        const sentIn = rows[key.startsWith('brands') ? 'brands' : 'colors'].some(
          (m) => `${key.split(':')[0]}:${m.row.code}` === key,
        );
        // a master sent in this import is in this request or an earlier one
        if (sentIn) expect(seenMasters.get(key), key).toBeLessThanOrEqual(seq);
      }
    }
  });
  const sentCodes = bodies(plan).flatMap((b) => (b.products ?? []).map((p) => p.product_code));
  expect(new Set(sentCodes).size).toBe(sentCodes.length);
}

describe('planImport', () => {
  it('plans nothing for no rows', () => {
    expect(planImport(none)).toEqual({ requests: [], fewestPossible: 0, leftOut: [] });
  });

  it('puts masters and the products naming them in one request when they fit', () => {
    const plan = planImport({
      brands: [brand('B1')],
      colors: [color('RED')],
      products: [product('P1', 'B1', ['RED'], 'Shirt')],
    });
    expect(plan.requests).toHaveLength(1);
    expect(plan.requests[0]?.body).toBe(
      '{"brands":[{"brand_code":"B1","name":"Brand B1"}],"colors":[{"color_code":"RED"}],' +
        '"products":[{"product_code":"P1","name":"Shirt","brand_code":"B1","skus":[{"color_code":"RED","size_code":"M"}]}]}',
    );
    expect(plan.requests[0]?.rows.map((r) => r.draftId)).toEqual(['b-B1', 'c-RED', 'p-P1']);
    expect(plan.requests[0]?.counts).toEqual({ brands: 1, colors: 1, products: 1 });
  });

  it('uses max(⌈masters/200⌉, ⌈products/100⌉) requests for 300 masters and 1,000 products', () => {
    const brands = Array.from({ length: 300 }, (_, i) => brand(`B${pad(i)}`));
    const products = Array.from({ length: 1000 }, (_, i) =>
      product(`P${pad(i)}`, `B${pad(i % 300)}`),
    );
    const rows = { brands, colors: [], products };
    const plan = planImport(rows);
    expect(plan.fewestPossible).toBe(10);
    expect(plan.requests).toHaveLength(10);
    checkRules(rows, plan);
  });

  it('ranks the masters products name first, so 150 products naming the 201st master need no extra request', () => {
    // 201 masters: the 201st goes in request 2, and all 150 products name it.
    const brands = Array.from({ length: 201 }, (_, i) => brand(`B${pad(i)}`));
    const products = Array.from({ length: 150 }, (_, i) => product(`P${pad(i)}`, 'B00200'));
    const rows = { brands, colors: [], products };
    const plan = planImport(rows);
    expect(plan.fewestPossible).toBe(2);
    // Ranking masters by the products naming them puts B00200 first: two requests suffice.
    expect(plan.requests).toHaveLength(2);
    checkRules(rows, plan);
  });

  it('records which earlier requests a request depends on', () => {
    const brands = Array.from({ length: 400 }, (_, i) => brand(`B${pad(i)}`));
    const products = Array.from({ length: 250 }, (_, i) => product(`P${pad(i)}`, `B${pad(i)}`));
    const plan = planImport({ brands, colors: [], products });
    expect(plan.requests).toHaveLength(3);
    for (const request of plan.requests) {
      for (const earlier of request.dependsOn) expect(earlier).toBeLessThan(request.seq);
    }
    expect(plan.requests.some((r) => r.dependsOn.length > 0)).toBe(true);
  });

  it('leaves out rows without a code and repeated codes, saying why', () => {
    const plan = planImport({
      brands: [brand('B1'), { id: 'b-dup', row: { code: 'B1', name: 'again' } }],
      colors: [{ id: 'c-empty', row: { code: '', name: 'nameless' } }],
      products: [],
    });
    expect(plan.leftOut).toEqual(
      expect.arrayContaining([
        { grid: 'brands', draftId: 'b-dup', reason: 'duplicate_code' },
        { grid: 'colors', draftId: 'c-empty', reason: 'no_code' },
      ]),
    );
    expect(plan.requests[0]?.counts.brands).toBe(1);
  });

  it('sends empty cells as absent fields', () => {
    const plan = planImport({ ...none, products: [product('P1')] });
    expect(plan.requests[0]?.body).toBe('{"products":[{"product_code":"P1"}]}');
  });
});

describe('fastestScheduleMs', () => {
  it('is the windows waited after the first 120 requests', () => {
    expect(fastestScheduleMs(0)).toBe(0);
    expect(fastestScheduleMs(120)).toBe(0);
    expect(fastestScheduleMs(121)).toBe(60_000);
    expect(fastestScheduleMs(240)).toBe(60_000);
    expect(fastestScheduleMs(241)).toBe(120_000);
  });
});

describe('planImport properties', () => {
  const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,3}$/);
  const rowsArbitrary = fc
    .record({
      brandCodes: fc.uniqueArray(code, { maxLength: 450 }),
      colorCodes: fc.uniqueArray(code, { maxLength: 60 }),
      productCount: fc.nat({ max: 450 }),
      seed: fc.nat(),
    })
    .map(({ brandCodes, colorCodes, productCount, seed }): PlanRows => {
      let state = seed;
      const next = (n: number) => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return n === 0 ? 0 : state % n;
      };
      const products = Array.from({ length: productCount }, (_, i) => {
        const brandCode =
          brandCodes.length > 0 && next(4) > 0
            ? (brandCodes[next(brandCodes.length)] ?? '')
            : 'EXT';
        const colors =
          colorCodes.length > 0
            ? [...new Set([colorCodes[next(colorCodes.length)] ?? 'X', 'EXTC'])]
            : [];
        return product(`P${pad(i)}`, brandCode, colors);
      });
      return {
        brands: brandCodes.map((c) => brand(c)),
        colors: colorCodes.map((c) => color(c)),
        products,
      };
    });

  it('keeps the limits and the order of masters before the products naming them', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        checkRules(rows, planImport(rows));
      }),
      { numRuns: 60 },
    );
  });

  it('sends every row once and needs the fewest requests when products name few masters', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const plan = planImport(rows);
        const sent = plan.requests.flatMap((r) => r.rows.map((row) => row.draftId)).sort();
        const all = [...rows.brands, ...rows.colors, ...rows.products].map((r) => r.id).sort();
        expect(sent).toEqual(all);
        // Products name at most one brand and one colour of this import, and the masters they
        // name are ranked first, so they all fit in the first master request whenever the
        // named masters number at most 200.
        const named = new Set(
          rows.products.flatMap((p) => [
            `b${p.row.brand_code}`,
            ...p.row.skus.map((s) => `c${s.color_code}`),
          ]),
        );
        if (named.size <= 200) expect(plan.requests).toHaveLength(plan.fewestPossible);
      }),
      { numRuns: 60 },
    );
  });

  it('gives byte-identical bodies for the same rows in any order', () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.nat(), (rows, seed) => {
        const shuffle = <T>(list: readonly T[]): T[] => {
          const copy = [...list];
          let state = seed + 1;
          for (let i = copy.length - 1; i > 0; i -= 1) {
            state = (state * 16807) % 2147483647;
            const j = state % (i + 1);
            [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
          }
          return copy;
        };
        const again = {
          brands: shuffle(rows.brands),
          colors: shuffle(rows.colors),
          products: shuffle(rows.products),
        };
        const first = planImport(rows).requests.map((r) => r.body);
        const second = planImport(again).requests.map((r) => r.body);
        expect(second).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves out every row holding what looks like a credential, with that reason', () => {
    const plan = planImport({
      brands: [brand('KK'), brand('ZZ', 'svc_tok_0a1b2c3d4e')],
      colors: [color('NV'), color('SVC_SEC_LIVE_01')],
      products: [
        product('P1', 'KK', ['NV']),
        product('P2', 'KK', ['NV'], 'note: svc_sec_test_0a1b'),
        product('P3', 'KK', ['svc_tok_9']),
      ],
    });
    expect(plan.leftOut).toEqual(
      expect.arrayContaining([
        { grid: 'brands', draftId: 'b-ZZ', reason: 'looks_secret' },
        { grid: 'colors', draftId: 'c-SVC_SEC_LIVE_01', reason: 'looks_secret' },
        { grid: 'products', draftId: 'p-P2', reason: 'looks_secret' },
        { grid: 'products', draftId: 'p-P3', reason: 'looks_secret' },
      ]),
    );
    expect(plan.leftOut).toHaveLength(4);
    const bodies = plan.requests.map((r) => r.body).join('\n');
    expect(bodies).not.toMatch(/svc_(tok|sec)_/i);
    expect(plan.requests.flatMap((r) => r.rows.map((row) => row.draftId))).toEqual([
      'b-KK',
      'c-NV',
      'p-P1',
    ]);
  });
});
