import { describe, expect, it } from 'vitest';
import type { DraftRow, ProductRow } from '../../../app/catalog/rows.ts';
import {
  findAtRisk,
  productsToPlan,
  type AtRiskInput,
  type LeftOutMaster,
} from '../../../app/imports/at-risk.ts';

// Products the plan can tell will most likely be refused: they name a brand or colour whose rows
// are all left out of the plan and that this connection never sent.

const product = (code: string, brand: string, colors: string[] = []): DraftRow<ProductRow> => ({
  id: `p-${code}`,
  row: {
    product_code: code,
    name: '',
    brand_code: brand,
    skus: colors.map((color) => ({ color_code: color, size_code: 'M' })),
  },
});

const codes = (...list: string[]): ReadonlySet<string> => new Set(list);

function input(
  leftOut: LeftOutMaster[],
  products: DraftRow<ProductRow>[],
  options: { sent?: Partial<AtRiskInput['sent']>; planned?: Partial<AtRiskInput['planned']> } = {},
): AtRiskInput {
  return {
    leftOut,
    planned: { brands: codes(), colors: codes(), ...options.planned },
    sent: { brands: codes(), colors: codes(), ...options.sent },
    products,
  };
}

const duplicateBrand = (code: string): LeftOutMaster[] => [
  { grid: 'brands', code, reason: 'duplicate_code' },
  { grid: 'brands', code, reason: 'duplicate_code' },
];

describe('findAtRisk', () => {
  it('puts at risk the products naming a brand left out and never sent, counted per brand', () => {
    const found = findAtRisk(
      input(duplicateBrand('ACME'), [
        product('P2', 'ACME'),
        product('P1', 'ACME'),
        product('P3', 'FINE'),
      ]),
    );
    expect(found.masters).toEqual([
      { grid: 'brands', code: 'ACME', reasons: ['duplicate_code'], products: 2 },
    ]);
    expect(found.products).toEqual([
      { draftId: 'p-P1', code: 'P1', masters: [{ grid: 'brands', code: 'ACME' }] },
      { draftId: 'p-P2', code: 'P2', masters: [{ grid: 'brands', code: 'ACME' }] },
    ]);
  });

  it('puts nothing at risk when the left-out brand was sent from this connection before', () => {
    const found = findAtRisk(
      input(duplicateBrand('ACME'), [product('P1', 'ACME')], { sent: { brands: codes('ACME') } }),
    );
    expect(found).toEqual({ masters: [], products: [] });
  });

  it('puts nothing at risk for a brand the plan sends, or one no grid row holds', () => {
    // FINE is planned (another row with an error does not matter); ELSE is in no grid at all
    // (the service may hold it: nothing here says otherwise).
    const found = findAtRisk(
      input(
        [{ grid: 'brands', code: 'FINE', reason: 'looks_secret' }],
        [product('P1', 'FINE'), product('P2', 'ELSE')],
        { planned: { brands: codes('FINE') } },
      ),
    );
    expect(found).toEqual({ masters: [], products: [] });
  });

  it('does the same for colours, each SKU colour, a repeated colour counted once', () => {
    const found = findAtRisk(
      input(
        [{ grid: 'colors', code: 'RED', reason: 'duplicate_code' }],
        [
          product('P1', '', ['RED', 'BLU', 'RED']),
          product('P2', '', ['BLU']),
          product('P3', '', ['GRN']),
        ],
        { sent: { colors: codes('GRN') } },
      ),
    );
    expect(found.masters).toEqual([
      { grid: 'colors', code: 'RED', reasons: ['duplicate_code'], products: 1 },
    ]);
    expect(found.products.map((p) => p.code)).toEqual(['P1']);
    // A sent colour left out again is not at risk.
    const sentBefore = findAtRisk(
      input(
        [{ grid: 'colors', code: 'GRN', reason: 'duplicate_code' }],
        [product('P3', '', ['GRN'])],
        {
          sent: { colors: codes('GRN') },
        },
      ),
    );
    expect(sentBefore.products).toEqual([]);
  });

  it('counts a product naming two left-out masters once, with both, and each master’s reasons', () => {
    const found = findAtRisk(
      input(
        [
          ...duplicateBrand('ACME'),
          { grid: 'colors', code: 'RED', reason: 'looks_secret' },
          { grid: 'colors', code: 'RED', reason: 'duplicate_code' },
        ],
        [product('P1', 'ACME', ['RED']), product('P2', 'ACME', ['BLK'])],
      ),
    );
    expect(found.products).toEqual([
      {
        draftId: 'p-P1',
        code: 'P1',
        masters: [
          { grid: 'brands', code: 'ACME' },
          { grid: 'colors', code: 'RED' },
        ],
      },
      { draftId: 'p-P2', code: 'P2', masters: [{ grid: 'brands', code: 'ACME' }] },
    ]);
    expect(found.masters).toEqual([
      { grid: 'brands', code: 'ACME', reasons: ['duplicate_code'], products: 2 },
      { grid: 'colors', code: 'RED', reasons: ['duplicate_code', 'looks_secret'], products: 1 },
    ]);
  });

  it('says nothing of a left-out master no product names, or one without a code', () => {
    const found = findAtRisk(
      input(
        [...duplicateBrand('UNUSED'), { grid: 'brands', code: '', reason: 'required' }],
        [product('P1', '')],
      ),
    );
    expect(found).toEqual({ masters: [], products: [] });
  });
});

describe('productsToPlan', () => {
  const products = [product('P1', 'ACME'), product('P2', 'FINE')];
  const atRisk = findAtRisk(input(duplicateBrand('ACME'), products));

  it('leaves out the products at risk, or keeps them when they are sent anyway', () => {
    expect(productsToPlan(products, atRisk, 'leave_out').map((p) => p.id)).toEqual(['p-P2']);
    expect(productsToPlan(products, atRisk, 'send').map((p) => p.id)).toEqual(['p-P1', 'p-P2']);
  });
});
