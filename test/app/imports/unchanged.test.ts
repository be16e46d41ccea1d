import { describe, expect, it } from 'vitest';
import type { DraftRow, MasterRow } from '../../../app/catalog/rows.ts';
import { lastSentIndex } from '../../../app/catalog/last-sent.ts';
import { rowsToPlan } from '../../../app/imports/unchanged.ts';
import { planImport } from '../../../app/imports/plan.ts';

// The plan with each choice for rows the same as last sent: left out, or sent anyway.

const brands = (n: number, name = (i: number) => `Brand ${String(i)}`): DraftRow<MasterRow>[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `b-${String(i)}`,
    row: { code: `B${String(i).padStart(3, '0')}`, name: name(i) },
  }));

describe('rowsToPlan', () => {
  const sent = lastSentIndex(brands(250).map(({ row }) => ({ code: row.code, value: row })));
  // 250 sent; the draft holds those 250 with 3 renamed, and 10 new ones.
  const draft = [
    ...brands(250, (i) => (i % 100 === 7 ? `Renamed ${String(i)}` : `Brand ${String(i)}`)),
    ...brands(260).slice(250),
  ];

  it('leaves out the rows the same as last sent, by choice', () => {
    const left = rowsToPlan(draft, sent, 'leave_out');
    expect(left.counts).toEqual({ new: 10, changed: 3, same: 247 });
    expect(left.rows.map((r) => r.id)).toEqual([
      'b-7',
      'b-107',
      'b-207',
      ...Array.from({ length: 10 }, (_, i) => `b-${String(250 + i)}`),
    ]);
    const anyway = rowsToPlan(draft, sent, 'send');
    expect(anyway.counts).toEqual(left.counts);
    expect(anyway.rows).toEqual(draft);
  });

  it('makes a plan whose requests follow the choice', () => {
    const plan = (choice: 'leave_out' | 'send') =>
      planImport({ brands: rowsToPlan(draft, sent, choice).rows, colors: [], products: [] });
    const left = plan('leave_out');
    expect(left.requests).toHaveLength(1);
    expect(left.requests[0]?.counts.brands).toBe(13);
    const anyway = plan('send');
    expect(anyway.requests).toHaveLength(2);
    expect(anyway.requests.reduce((n, r) => n + r.counts.brands, 0)).toBe(260);
  });
});
