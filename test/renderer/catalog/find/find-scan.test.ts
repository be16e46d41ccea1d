import { describe, expect, it } from 'vitest';
import { compileQuery, EMPTY_QUERY } from '../../../../renderer/src/catalog/find/find-query.ts';
import {
  matchIndexOf,
  MatchScan,
  stepMatch,
  unpackCell,
  type FindScope,
} from '../../../../renderer/src/catalog/find/find-scan.ts';
import { allRows, buildView, type ViewName } from '../../../../renderer/src/catalog/model/view.ts';
import type { CatalogData } from '../../../../renderer/src/drafts/catalog-data.ts';
import { brand, catalog, product } from '../fixtures.ts';

const data: CatalogData = catalog({
  brands: [brand('b1', 'NV', 'NV Works'), brand('b2', 'KK', 'Kikan'), brand('b3', 'nv2', 'x')],
  products: [
    product('p1', 1, 'P-1', ['NV/S', 'NV/M', 'IV/S'], { name: 'NV coat', brand_code: 'NV' }),
    product('p2', 2, 'P-2', [], { name: 'Shirt' }),
    product('p3', 3, 'P-3', ['BK/M'], { name: 'nv pants' }),
  ],
});

function find(view: ViewName, text: string, scope: FindScope = { kind: 'all' }, more = {}) {
  const compiled = compileQuery({ ...EMPTY_QUERY, text, ...more });
  if (!compiled.ok) throw new Error('bad query');
  const scan = new MatchScan({ view, data, rows: allRows(view, data) }, scope, compiled.matcher);
  scan.run();
  return [...scan.matches()].map((cell) => {
    const { row, col } = unpackCell(scan.cols, cell);
    return `${String(row)},${String(col)}`;
  });
}

describe('find scan', () => {
  it('finds every matching cell in reading order', () => {
    expect(find('brands', 'nv')).toEqual(['0,0', '0,1', '2,0']);
    expect(find('brands', 'nv', { kind: 'all' }, { matchCase: true })).toEqual(['2,0']);
    expect(find('brands', 'nv', { kind: 'all' }, { wholeCell: true })).toEqual(['0,0']);
  });

  it('looks only in the chosen column or range', () => {
    expect(find('brands', 'nv', { kind: 'column', col: 1 })).toEqual(['0,1']);
    const range = { top: 1, left: 0, bottom: 5, right: 1 };
    expect(find('brands', 'nv', { kind: 'range', range })).toEqual(['2,0']);
  });

  it('searches each row of the per-SKU view, product cells on every row of the product', () => {
    // Rows: P-1 ×3 SKUs, P-2 (no SKUs), P-3 ×1. Columns: code, name, brand, color, size.
    expect(find('skus', 'nv')).toEqual([
      '0,1',
      '0,2',
      '0,3',
      '1,1',
      '1,2',
      '1,3',
      '2,1',
      '2,2',
      '4,1',
    ]);
    expect(find('skus', 'M', { kind: 'all' }, { wholeCell: true })).toEqual(['1,4', '4,4']);
    // The products view's SKU cell is its summary text.
    expect(find('products', 'IV: S')).toEqual(['0,3']);
  });

  it('follows the view order after a sort, and never the new-row line', () => {
    const rows = buildView('brands', data, {
      sort: { col: 0, descending: true },
      filter: '',
      onlyIds: null,
    });
    const compiled = compileQuery({ ...EMPTY_QUERY, text: 'nv' });
    if (!compiled.ok) throw new Error('bad query');
    const scan = new MatchScan({ view: 'brands', data, rows }, { kind: 'all' }, compiled.matcher);
    scan.run();
    // Sorted descending: nv2, NV, KK (case-insensitive order puts nv2 first).
    expect([...scan.matches()]).toEqual([0, 2, 3]);
    const past = new MatchScan(
      { view: 'brands', data, rows },
      { kind: 'range', range: { top: 2, left: 0, bottom: 9, right: 1 } },
      compiled.matcher,
    );
    past.run();
    expect(past.count).toBe(0);
  });

  it('a scan cut into slices finds exactly what one run finds', () => {
    const big: CatalogData = catalog({
      products: Array.from({ length: 2000 }, (_, i) =>
        product(`p${String(i)}`, i + 1, `P-${String(i)}`, ['NV/S', 'IV/M'], {
          name: i % 7 === 0 ? 'NV' : 'Ivory',
        }),
      ),
    });
    const compiled = compileQuery({ ...EMPTY_QUERY, text: 'nv' });
    if (!compiled.ok) throw new Error('bad query');
    const target = { view: 'skus' as const, data: big, rows: allRows('skus', big) };
    const whole = new MatchScan(target, { kind: 'all' }, compiled.matcher);
    expect(whole.run()).toBe(true);
    const sliced = new MatchScan(target, { kind: 'all' }, compiled.matcher);
    let slices = 0;
    while (!sliced.run(() => true)) slices += 1;
    expect(slices).toBeGreaterThan(5);
    expect(sliced.done).toBe(true);
    expect([...sliced.matches()]).toEqual([...whole.matches()]);
    expect(whole.count).toBe(2000 + Math.ceil(2000 / 7) * 2);
  });
});

describe('moving between matches', () => {
  const matches = Int32Array.from([3, 8, 12, 20]);
  it('goes to the next match after the cell, wrapping at the end', () => {
    expect(stepMatch(matches, 0, false)).toBe(0);
    expect(stepMatch(matches, 3, false)).toBe(1);
    expect(stepMatch(matches, 9, false)).toBe(2);
    expect(stepMatch(matches, 20, false)).toBe(0);
  });
  it('goes to the previous match before the cell, wrapping at the start', () => {
    expect(stepMatch(matches, 12, true)).toBe(1);
    expect(stepMatch(matches, 13, true)).toBe(2);
    expect(stepMatch(matches, 3, true)).toBe(3);
    expect(stepMatch(new Int32Array(0), 3, true)).toBe(-1);
  });
  it('says which match a cell is, for "3 of 120"', () => {
    expect(matchIndexOf(matches, 12)).toBe(2);
    expect(matchIndexOf(matches, 13)).toBe(-1);
  });
});
