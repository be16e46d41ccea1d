import { describe, expect, it } from 'vitest';
import {
  compileQuery,
  EMPTY_QUERY,
  type FindQuery,
} from '../../../../renderer/src/catalog/find/find-query.ts';
import { MatchScan, packCell } from '../../../../renderer/src/catalog/find/find-scan.ts';
import { nextAfterReplace } from '../../../../renderer/src/catalog/find/replace-next.ts';
import { followRenames, planReplace } from '../../../../renderer/src/catalog/find/replace-plan.ts';
import { applyEdit, type CatalogData } from '../../../../renderer/src/drafts/catalog-data.ts';
import {
  allRows,
  cellText,
  VIEW_COLUMNS,
  type ViewName,
} from '../../../../renderer/src/catalog/model/view.ts';
import { brand, catalog, entry, idMaker, product } from '../fixtures.ts';

const data: CatalogData = catalog({
  brands: [brand('b1', 'AA', 'Alpha'), brand('b2', 'BB', 'Beta'), brand('b3', 'AB', 'Alpha Beta')],
  colors: [
    entry('c1', 1, { code: 'NV', name: 'Navy' }),
    entry('c2', 2, { code: 'IV', name: 'Ivory' }),
  ],
  products: [
    product('p1', 1, 'P-1', ['NV/S', 'NV/M', 'IV/S'], { name: 'Coat', brand_code: 'AA' }),
    product('p2', 2, 'P-2', ['IV/L'], { name: 'Shirt', brand_code: 'BB' }),
    product('p3', 3, 'P-3', [], { name: 'Coat', brand_code: 'AA' }),
  ],
});

function planAll(view: ViewName, query: Partial<FindQuery>, replacement: string, source = data) {
  const compiled = compileQuery({ ...EMPTY_QUERY, ...query });
  if (!compiled.ok) throw new Error('bad query');
  const target = { view, data: source, rows: allRows(view, source) };
  const scan = new MatchScan(target, { kind: 'all' }, compiled.matcher);
  scan.run();
  const cols = VIEW_COLUMNS[view].length;
  return {
    plan: planReplace(target, scan.matches(), compiled.matcher, replacement, idMaker(), cols),
    scan,
    target,
  };
}

const texts = (view: ViewName, source: CatalogData, col: number): string[] => {
  const rows = allRows(view, source);
  return Array.from({ length: rows.length }, (_, r) =>
    cellText(view, source, rows.entry[r] ?? 0, rows.sku[r] ?? -1, col),
  );
};

describe('planning a replace', () => {
  it('counts the cells that change and their rows, leaving cells that would not change', () => {
    // "A" in any case: codes AA and AB, names Alpha, Beta, Alpha Beta.
    const { plan, scan } = planAll('brands', { text: 'a' }, 'a');
    expect(scan.count).toBe(5);
    // Replacing "a" by "a" changes only the cells holding an upper-case A.
    expect([plan.cells, plan.rows]).toEqual([4, 2]);
    const after = applyEdit(data, plan.edit ?? { grid: 'brands', changes: [] });
    expect(texts('brands', after, 0)).toEqual(['aa', 'BB', 'aB']);
    expect(texts('brands', after, 1)).toEqual(['alpha', 'Beta', 'alpha Beta']);
  });

  it('is one edit of the draft rows, with the rows it changes only', () => {
    const { plan } = planAll('products', { text: 'coat', wholeCell: true }, 'Jacket');
    expect([plan.cells, plan.rows]).toEqual([2, 2]);
    expect(plan.edit?.grid).toBe('products');
    expect(plan.edit?.changes.map((c) => c.id)).toEqual(['p1', 'p3']);
    expect(plan.first).toBe(packCell(4, 0, 1));
  });

  it('regular expressions replace with $1 groups, and codes are trimmed as when typed', () => {
    const { plan } = planAll('products', { text: '^P-(\\d)$', regex: true }, ' X$1-$1 ');
    const after = applyEdit(data, plan.edit ?? { grid: 'products', changes: [] });
    expect(texts('products', after, 0)).toEqual(['X1-1', 'X2-2', 'X3-3']);
    expect(plan.trimmed.map((t) => t.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('in the per-SKU view writes colour and size cells of the right SKU', () => {
    const { plan } = planAll('skus', { text: 'NV', wholeCell: true, matchCase: true }, 'BK');
    expect([plan.cells, plan.rows]).toEqual([2, 2]);
    const after = applyEdit(data, plan.edit ?? { grid: 'products', changes: [] });
    expect(after.products[0]?.row.skus).toEqual([
      { color_code: 'BK', size_code: 'S' },
      { color_code: 'BK', size_code: 'M' },
      { color_code: 'IV', size_code: 'S' },
    ]);
  });

  it('plans nothing when no cell would change', () => {
    const { plan } = planAll('brands', { text: 'Alpha', matchCase: true }, 'Alpha');
    expect([plan.cells, plan.rows, plan.edit, plan.first]).toEqual([0, 0, null, -1]);
  });
});

describe('renames that keep references whole', () => {
  it('a brand code renamed renames it in the products naming it', () => {
    const { plan } = planAll('brands', { text: 'AA', wholeCell: true }, 'AZ');
    if (plan.edit === null) throw new Error('no edit');
    const follow = followRenames(data, plan.edit);
    expect([...follow.renames]).toEqual([['AA', 'AZ']]);
    expect(follow.products).toBe(2);
    const after = applyEdit(applyEdit(data, plan.edit), follow.edit ?? plan.edit);
    expect(after.products.map((p) => p.row.brand_code)).toEqual(['AZ', 'BB', 'AZ']);
  });

  it('a color code renamed renames it in every SKU naming it', () => {
    const { plan } = planAll('colors', { text: '^IV$', regex: true }, 'IVY');
    if (plan.edit === null) throw new Error('no edit');
    const follow = followRenames(data, plan.edit);
    expect(follow.products).toBe(2);
    const after = applyEdit(applyEdit(data, plan.edit), follow.edit ?? plan.edit);
    expect(after.products.map((p) => p.row.skus.map((s) => s.color_code).join(' '))).toEqual([
      'NV NV IVY',
      'IVY',
      '',
    ]);
  });

  it('leaves references alone while another row keeps the old code, or the new code is empty', () => {
    const twice = catalog({ ...data, brands: [...data.brands, brand('b4', 'AA', 'Copy')] });
    const compiled = compileQuery({ ...EMPTY_QUERY, text: 'AA', wholeCell: true });
    if (!compiled.ok) throw new Error('bad query');
    // Only the first AA row is replaced: the second still answers to AA.
    const target = { view: 'brands' as const, data: twice, rows: allRows('brands', twice) };
    const one = planReplace(target, [packCell(2, 0, 0)], compiled.matcher, 'AZ', idMaker(), 2);
    expect(one.edit && followRenames(twice, one.edit).products).toBe(0);
    const emptied = planAll('brands', { text: 'AA', wholeCell: true }, '');
    expect(emptied.plan.edit && followRenames(data, emptied.plan.edit).edit).toBeNull();
    // Names are not codes: renaming a brand's name touches no product.
    const names = planAll('brands', { text: 'Alpha' }, 'Alfa');
    expect(names.plan.edit && followRenames(data, names.plan.edit).products).toBe(0);
  });
});

describe('after replacing one match', () => {
  it('goes to the next match, skipping the same product cell on its other SKU rows', () => {
    const compiled = compileQuery({ ...EMPTY_QUERY, text: 'coat' });
    if (!compiled.ok) throw new Error('bad query');
    const target = { view: 'skus' as const, data, rows: allRows('skus', data) };
    const scan = new MatchScan(target, { kind: 'all' }, compiled.matcher);
    scan.run();
    // Rows 0–2 are P-1's SKUs, row 3 P-2, row 4 P-3 (no SKUs): names on rows 0, 1, 2 and 4.
    expect(scan.count).toBe(4);
    expect(nextAfterReplace(target, scan.matches(), 0, 5)).toBe(packCell(5, 4, 1));
    // In the products view each product is one row: simply the next match, wrapping.
    const products = { view: 'products' as const, data, rows: allRows('products', data) };
    const two = new MatchScan(products, { kind: 'all' }, compiled.matcher);
    two.run();
    expect(nextAfterReplace(products, two.matches(), 1, 4)).toBe(packCell(4, 0, 1));
    expect(nextAfterReplace(products, Int32Array.from([5]), 0, 4)).toBe(-1);
  });
});
