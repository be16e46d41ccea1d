import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import {
  leftOutRows,
  planFacts,
  reasonCounts,
  skuList,
} from '../../../renderer/src/review-send/plan-summary.ts';

const request = (seq: number, products: number): ImportPreview['requests'][number] => ({
  seq,
  counts: { brands: 0, colors: 0, products },
  rows: Array.from({ length: products }, (_, i) => ({
    grid: 'products' as const,
    draftId: `p${seq}-${i}`,
    code: `P${i}`,
  })),
  dependsOn: [],
});

const preview = (requests: number, fewest = requests, fastestMs = 0): ImportPreview => ({
  requests: Array.from({ length: requests }, (_, seq) => request(seq, 2)),
  totals: { brands: 0, colors: 0, products: requests * 2 },
  fewestPossible: fewest,
  fastestMs,
  leftOut: [],
  fewerSkus: [],
  atRisk: { choice: 'leave_out', masters: [], products: [] },
  unchanged: {
    choice: 'leave_out',
    brands: { new: 0, changed: 0, same: 0 },
    colors: { new: 0, changed: 0, same: 0 },
    products: { new: 0, changed: 0, same: 0 },
  },
});

describe('planFacts', () => {
  it('totals requests and rows, and says when the rate limit does not bind', () => {
    expect(planFacts(preview(3))).toMatchObject({
      requests: 3,
      rows: 6,
      extraRequests: 0,
      withinOneWindow: true,
    });
    expect(planFacts(preview(120)).withinOneWindow).toBe(true);
    expect(planFacts(preview(121, 121, 60_000))).toMatchObject({
      withinOneWindow: false,
      fastestMs: 60_000,
    });
  });
  it('counts the requests beyond the proven fewest', () => {
    expect(planFacts(preview(4, 3))).toMatchObject({ fewest: 3, extraRequests: 1 });
  });
});

describe('left-out rows', () => {
  const leftOut: ImportPreview['leftOut'] = [
    { grid: 'products', draftId: 'p2', reason: 'required' },
    { grid: 'brands', draftId: 'b1', reason: 'duplicate_code' },
    { grid: 'products', draftId: 'p1', reason: 'duplicate_code' },
  ];
  const codes: Record<string, string> = { p1: 'A-1', p2: 'Z-9', b1: 'BR' };
  it('lists them by grid then code, with the code read from the drafts', () => {
    expect(leftOutRows(leftOut, (_, id) => codes[id] ?? '').map((r) => r.code)).toEqual([
      'BR',
      'A-1',
      'Z-9',
    ]);
  });
  it('counts the reasons, most frequent first', () => {
    expect(reasonCounts(leftOut)).toEqual([
      ['duplicate_code', 2],
      ['required', 1],
    ]);
  });
});

describe('skuList', () => {
  it('writes colour/size pairs', () => {
    expect(
      skuList([
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'NV', size_code: 'M' },
      ]),
    ).toBe('NV/S, NV/M');
  });
});
