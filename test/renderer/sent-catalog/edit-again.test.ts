import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  emptyCatalog,
  type CatalogData,
} from '../../../renderer/src/drafts/catalog-data.ts';
import {
  draftConflicts,
  planEditAgain,
  type SentRow,
} from '../../../renderer/src/sent-catalog/edit-again.ts';
import { pageRange, someCodes } from '../../../renderer/src/sent-catalog/sent-keys.ts';

// "Edit again": sent rows come back into the draft as grid edits, never silently over a row the
// draft already holds.

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

const draft: CatalogData = {
  ...emptyCatalog(),
  brands: [{ id: 'b1', position: 1, row: { code: 'BR', name: 'Draft name' } }],
  products: [
    {
      id: 'p1',
      position: 4,
      row: { product_code: 'P-1', name: 'Draft coat', brand_code: 'BR', skus: [] },
    },
  ],
};

const sent: SentRow[] = [
  { grid: 'brands', code: 'BR', value: { code: 'BR', name: 'Sent name' } },
  {
    grid: 'products',
    code: 'P-1',
    value: {
      product_code: 'P-1',
      name: 'Sent coat',
      brand_code: 'BR',
      skus: [{ color_code: 'NV', size_code: 'M' }],
    },
  },
  {
    grid: 'products',
    code: 'P-2',
    value: { product_code: 'P-2', name: 'Shirt', brand_code: 'BR', skus: [] },
  },
  { grid: 'colors', code: 'NV', value: { code: 'NV', name: 'Navy' } },
];

describe('edit again', () => {
  it('finds the selected rows whose code the draft already holds', () => {
    expect(draftConflicts(draft, sent)).toEqual([
      { grid: 'brands', code: 'BR' },
      { grid: 'products', code: 'P-1' },
    ]);
  });

  it('keeps the draft’s rows when asked to, and appends the others after each grid’s last row', () => {
    const plan = planEditAgain(draft, sent, 'keep', ids());
    expect(plan).toMatchObject({ added: 2, replaced: 0, kept: 2, unreadable: [] });
    const after = plan.edits.reduce(applyEdit, draft);
    expect(after.brands).toEqual(draft.brands);
    expect(after.products.map((entry) => [entry.row.product_code, entry.row.name])).toEqual([
      ['P-1', 'Draft coat'],
      ['P-2', 'Shirt'],
    ]);
    expect(after.products[1]?.position).toBeGreaterThan(4);
    expect(after.colors).toEqual([
      { id: expect.any(String) as string, position: 1, row: { code: 'NV', name: 'Navy' } },
    ]);
  });

  it('replaces the draft’s values in place (same row id and position) when asked to', () => {
    const plan = planEditAgain(draft, sent, 'replace', ids());
    expect(plan).toMatchObject({ added: 2, replaced: 2, kept: 0 });
    const after = plan.edits.reduce(applyEdit, draft);
    expect(after.brands).toEqual([
      { id: 'b1', position: 1, row: { code: 'BR', name: 'Sent name' } },
    ]);
    expect(after.products[0]).toMatchObject({ id: 'p1', position: 4 });
    expect(after.products[0]?.row.skus).toEqual([{ color_code: 'NV', size_code: 'M' }]);
  });

  it('is one edit per grid (one undo step each), and skips values that are not rows', () => {
    const plan = planEditAgain(
      emptyCatalog(),
      [...sent, { grid: 'brands', code: 'ODD', value: { brand_code: 'ODD' } }],
      'replace',
      ids(),
    );
    expect(plan.edits.map((edit) => edit.grid)).toEqual(['brands', 'colors', 'products']);
    expect(plan.unreadable).toEqual([{ grid: 'brands', code: 'ODD' }]);
    expect(plan.added).toBe(4);
  });
});

describe('pages and messages', () => {
  it('numbers a page from 1, and an empty one as 0–0', () => {
    expect(pageRange(100, 100, 345)).toEqual({ from: 101, to: 200, total: 345 });
    expect(pageRange(0, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
  it('names a few codes, then how many more', () => {
    expect(someCodes(['A', 'B', 'C'], 2)).toBe('A, B (+1)');
    expect(someCodes(['A'])).toBe('A');
  });
});
