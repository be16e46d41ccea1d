import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../../../app/imports/plan.ts';
import { batchElements } from '../../../main/imports/batch-elements.ts';
import { afterRefusal, isAboutRows } from '../../../main/imports/isolation.ts';
import { rowFaults } from '../../../main/imports/row-faults.ts';
import type { ImportBatchRecord } from '../../../main/store/index.ts';

// The pure rules of finding the refused rows: which rows an answer names, how a refused batch is
// split or narrowed down, and that masters stay in the half of (or before) the products naming them.

function batchOf(body: Record<string, unknown[]>, seq = 0): ImportBatchRecord {
  const rows: PlannedRow[] = [];
  for (const [key, values] of Object.entries(body)) {
    for (const value of values) {
      const element = value as Record<string, string>;
      const code =
        key === 'products' ? element.product_code : (element.brand_code ?? element.color_code);
      rows.push({ grid: key as PlannedRow['grid'], draftId: `${key}-${code}`, code: code ?? '' });
    }
  }
  return {
    importId: 'i',
    seq,
    idempotencyKey: 'k',
    body: JSON.stringify(body),
    state: 'sent',
    responseStatus: null,
    responseText: null,
    attempts: 1,
    lastError: null,
    lastErrorCode: null,
    updatedAt: '',
    rows,
    dependsOn: [],
    parentSeq: null,
  };
}

const brand = (code: string) => ({ brand_code: code, name: code });
const product = (code: string, brandCode?: string) => ({
  product_code: code,
  ...(brandCode === undefined ? {} : { brand_code: brandCode }),
});
const unnamed = { status: 422, text: '{"message":"no"}' };

describe('rowFaults', () => {
  const rows: PlannedRow[] = [
    { grid: 'brands', draftId: 'b1', code: 'BR-1' },
    { grid: 'products', draftId: 'p1', code: 'P-1' },
    { grid: 'products', draftId: 'p2', code: 'P-2' },
  ];

  it('maps element paths, JSON pointers and the field they name', () => {
    const text = JSON.stringify({
      errors: [
        { path: 'products[1].product_code', message: 'too long' },
        { pointer: '/brands/0/name', message: 'bad' },
      ],
    });
    expect(rowFaults(rows, text, '')).toEqual([
      { index: 0, field: 'name', message: 'bad' },
      { index: 2, field: 'product_code', message: 'too long' },
    ]);
  });

  it('falls back on a code quoted in the message only when no path maps', () => {
    expect(rowFaults(rows, '{"message":"product “P-1” is locked"}', 'x')).toEqual([
      { index: 1, field: null, message: 'product “P-1” is locked' },
    ]);
    expect(rowFaults(rows, '{"message":"nothing useful"}', 'nothing useful')).toEqual([]);
    expect(rowFaults(rows, 'not json', 'HTTP 422')).toEqual([]);
  });
});

describe('afterRefusal', () => {
  it('takes out the named rows and the products naming a named master, and sends the rest', () => {
    const batch = batchOf({
      brands: [brand('B1'), brand('B2')],
      products: [product('P1', 'B1'), product('P2', 'B2'), product('P3')],
    });
    const text = JSON.stringify({ problems: [{ path: 'brands[0].name', message: 'bad' }] });
    const replacement = afterRefusal(batch, { status: 422, text }, 'refused', 5);
    expect(replacement?.message).toMatchObject({ code: 'isolating_taken_out' });
    expect(replacement?.batches).toHaveLength(1);
    const rest = replacement?.batches[0];
    expect(JSON.parse(rest?.body ?? '')).toEqual({
      brands: [brand('B2')],
      products: [product('P2', 'B2'), product('P3')],
    });
    expect(rest?.rows?.map((r) => r.code)).toEqual(['B2', 'P2', 'P3']);
  });

  it('splits in two when nothing is named, masters first, the second half depending on the first when it names its masters', () => {
    const batch = batchOf({
      brands: [brand('B1'), brand('B2')],
      products: [product('P1'), product('P2', 'B1'), product('P3', 'B2')],
    });
    const replacement = afterRefusal(batch, unnamed, 'refused', 7);
    expect(replacement?.message).toEqual(expect.objectContaining({ code: 'isolating_split' }));
    const [first, second] = replacement?.batches ?? [];
    expect(first?.rows?.map((r) => r.code)).toEqual(['B1', 'B2', 'P1']);
    expect(second?.rows?.map((r) => r.code)).toEqual(['P2', 'P3']);
    expect(first?.dependsOn).toEqual([]);
    expect(second?.dependsOn).toEqual([7]);
    // Each half's body carries exactly its rows, in order.
    for (const half of [first, second]) {
      const elements = batchElements(half?.body ?? '', half?.rows ?? []);
      expect(elements.map((e) => e.row.code)).toEqual(half?.rows?.map((r) => r.code));
    }
  });

  it('leaves a single refused row, and refusals not about rows, as they are', () => {
    expect(afterRefusal(batchOf({ products: [product('P1')] }), unnamed, 'x', 1)).toBeNull();
    const two = batchOf({ products: [product('P1'), product('P2')] });
    for (const status of [401, 403, 409, 429, 500]) {
      expect(isAboutRows(status)).toBe(false);
      expect(afterRefusal(two, { status, text: '' }, 'x', 1)).toBeNull();
    }
    expect(isAboutRows(400)).toBe(true);
    expect(isAboutRows(413)).toBe(true);
  });

  it('finds one refused row among n within 2·⌈log2 n⌉ extra requests by splitting', () => {
    for (const n of [2, 3, 7, 100, 300]) {
      const bad = Math.floor(n / 3);
      let queue = [batchOf({ products: Array.from({ length: n }, (_, i) => product(`P${i}`)) })];
      let extra = 0;
      for (;;) {
        const refused = queue.find((b) => b.rows.some((r) => r.code === `P${bad}`));
        if (refused === undefined || refused.rows.length === 1) break;
        const replacement = afterRefusal(refused, unnamed, 'x', 0);
        const halves = (replacement?.batches ?? []).map((b) => ({
          ...batchOf({}),
          body: b.body,
          rows: [...(b.rows ?? [])],
        }));
        extra += halves.length;
        queue = halves;
      }
      expect(extra).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(n)));
    }
  });
});
