import { describe, expect, it } from 'vitest';
import type { PlaceRange } from '../../../../app/catalog/view-find.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import {
  addRowsReplace,
  emptyRowsReplace,
  followRenames,
  isWhole,
  keepsEveryRow,
  positionRanges,
  replaceAllOperation,
  replaceColumns,
  replaceOneOperation,
  scopeRange,
} from '../../../../renderer/src/catalog/find/core-find-plan.ts';
import { compileQuery, type FindQuery } from '../../../../renderer/src/catalog/find/find-query.ts';
import { matchIndexOf } from '../../../../renderer/src/catalog/find/find-scan.ts';

const q = (text: string, more: Partial<FindQuery> = {}): FindQuery => ({
  text,
  matchCase: false,
  wholeCell: false,
  regex: false,
  ...more,
});
const matcherOf = (query: FindQuery) => {
  const compiled = compileQuery(query);
  if (!compiled.ok) throw new Error('no matcher');
  return compiled.matcher;
};
const skuShown = ['product_code', 'name', 'brand_code', 'color_code', 'size_code'].map(
  (key, index) => ({ key, index }),
);

/** A seeded pseudo-random grid of short texts, some matching "a". */
function grid(seed: number, rows: number, cols: number): string[][] {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  return Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => (['a', 'b', 'ab', 'c'] as const)[next() % 4] ?? ''),
  );
}

/** catalog.find's count over a range of a grid (what the core answers). */
const countIn = (cells: string[][], r: PlaceRange) => {
  let n = 0;
  for (let row = r.top; row <= r.bottom; row += 1) {
    for (let col = r.left; col <= r.right; col += 1) if (cells[row]?.[col]?.includes('a')) n += 1;
  }
  return n;
};

describe('core find plan', () => {
  it('a scope is its places and shown columns, clipped to the view; none in an empty view', () => {
    expect(scopeRange({ kind: 'all' }, 10, 3)).toEqual({ top: 0, bottom: 9, left: 0, right: 2 });
    expect(scopeRange({ kind: 'column', col: 5 }, 10, 3)).toEqual({
      top: 0,
      bottom: 9,
      left: 2,
      right: 2,
    });
    expect(
      scopeRange({ kind: 'range', range: { top: 8, bottom: 20, left: 1, right: 1 } }, 10, 3),
    ).toEqual({ top: 8, bottom: 9, left: 1, right: 1 });
    expect(
      scopeRange({ kind: 'range', range: { top: 12, bottom: 20, left: 1, right: 1 } }, 10, 3),
    ).toBeNull();
    expect(scopeRange({ kind: 'all' }, 0, 3)).toBeNull();
    expect(isWhole({ top: 0, bottom: 9, left: 0, right: 2 }, 10, 3)).toBe(true);
    expect(isWhole({ top: 0, bottom: 9, left: 1, right: 2 }, 10, 3)).toBe(false);
  });

  it("the counts of positionRanges give the page's place of the cursor among the matches", () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const cells = grid(seed, 12, 4);
      const scopes: PlaceRange[] = [
        { top: 0, bottom: 11, left: 0, right: 3 },
        { top: 2, bottom: 9, left: 1, right: 2 },
        { top: 0, bottom: 11, left: 3, right: 3 },
      ];
      for (const range of scopes) {
        // The page's way: every match of the scope packed in reading order.
        const matches: number[] = [];
        for (let row = range.top; row <= range.bottom; row += 1) {
          for (let col = range.left; col <= range.right; col += 1) {
            if (cells[row]?.[col]?.includes('a')) matches.push(row * 4 + col);
          }
        }
        const packed = Int32Array.from(matches);
        for (let row = 0; row < 12; row += 1) {
          for (let col = 0; col < 4; col += 1) {
            const parts = positionRanges(range, { row, col });
            const page = matchIndexOf(packed, row * 4 + col);
            const core =
              parts === null || countIn(cells, parts.at) === 0
                ? -1
                : parts.before.reduce((sum, r) => sum + countIn(cells, r), 0);
            expect(core, `seed ${String(seed)} at ${String(row)},${String(col)}`).toBe(page);
          }
        }
      }
    }
  });

  it("a view keeps every row without a filter; the product view's SKU summary is never written", () => {
    const spec = {
      view: 'products' as const,
      sort: { column: 'name', descending: true },
      filter: ' ',
      onlyIds: null,
      columnFilters: [],
    };
    expect(keepsEveryRow(spec)).toBe(true);
    expect(keepsEveryRow({ ...spec, filter: 'x' })).toBe(false);
    expect(keepsEveryRow({ ...spec, onlyIds: ['p1'] })).toBe(false);
    expect(keepsEveryRow({ ...spec, columnFilters: [{ column: 'name', values: ['x'] }] })).toBe(
      false,
    );
    // A layout moved the SKU summary to the front: shown 0 is view column 3.
    const shown = [3, 0, 1, 2].map((index) => ({
      key: ['product_code', 'name', 'brand_code', 'skus'][index] ?? '',
      index,
    }));
    expect(replaceColumns('products', shown, { top: 0, bottom: 1, left: 0, right: 2 })).toEqual({
      cols: [
        { shown: 1, index: 0, column: 'product_code' },
        { shown: 2, index: 1, column: 'name' },
      ],
    });
  });

  it('a replace over rows read names the rows whose cells change, with the counts', () => {
    const rows: ViewRow[] = [
      { id: 'p1', place: 0, cells: ['P1', 'Shirt', 'KK', 'NV', 'S'] },
      { id: 'p1', place: 1, cells: ['P1', 'Shirt', 'KK', 'BK', 'M'] },
      { id: 'p2', cells: ['P2', 'Cap', 'AB', '', ''] },
    ];
    const columns = replaceColumns('skus', skuShown, { top: 0, bottom: 2, left: 2, right: 3 });
    const plan = emptyRowsReplace();
    addRowsReplace(
      plan,
      'skus',
      10,
      rows,
      columns,
      matcherOf(q('^(KK|BK)$', { regex: true })),
      'X',
    );
    expect(plan).toEqual({
      refs: [
        { id: 'p1', place: 0 },
        { id: 'p1', place: 1 },
      ],
      cells: 3,
      rows: 2,
      first: { row: 10, col: 2 },
    });
    // A match that reads as its replacement changes nothing.
    const same = emptyRowsReplace();
    addRowsReplace(same, 'skus', 0, rows, columns, matcherOf(q('KK', { matchCase: true })), 'KK');
    expect(same.refs).toEqual([]);
    expect(replaceAllOperation('skus', columns, q('KK'), 'KX', true, plan.refs)).toEqual({
      kind: 'replace',
      grid: 'products',
      columns: ['brand_code', 'color_code'],
      rows: plan.refs,
      query: q('KK'),
      replacement: 'KX',
    });
    const codes = replaceColumns(
      'brands',
      [
        { key: 'code', index: 0 },
        { key: 'name', index: 1 },
      ],
      { top: 0, bottom: 1, left: 0, right: 1 },
    );
    expect(replaceAllOperation('brands', codes, q('KK'), 'KX', true, null)).toEqual({
      kind: 'replace',
      grid: 'brands',
      columns: ['code', 'name'],
      query: q('KK'),
      replacement: 'KX',
      follow: true,
    });
  });

  it('replacing one cell sets its new text (a code trimmed), or follows a master code', () => {
    const row: ViewRow = { id: 'p1', place: 1, cells: ['P1', 'Shirt', 'KK', 'BK', 'M'] };
    const m = matcherOf(q('k'));
    expect(replaceOneOperation('skus', row, 'brand_code', 2, q('k'), m, ' z', true)).toEqual({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p1', place: 1 }, column: 'brand_code', value: 'z z' }],
    });
    expect(
      replaceOneOperation('skus', row, 'name', 1, q('s'), matcherOf(q('s')), ' ', false),
    ).toMatchObject({ cells: [{ row: { id: 'p1', place: 1 }, column: 'name', value: ' hirt' }] });
    expect(
      replaceOneOperation('skus', row, 'size_code', 4, q('x'), matcherOf(q('x')), 'y', true),
    ).toBe(null);
    const brand: ViewRow = { id: 'b1', cells: ['KK', 'Kikan'] };
    expect(
      replaceOneOperation('brands', brand, 'code', 0, q('KK'), matcherOf(q('KK')), 'KZ', true),
    ).toEqual({
      kind: 'replace',
      grid: 'brands',
      columns: ['code'],
      rows: [{ id: 'b1' }],
      query: q('KK'),
      replacement: 'KZ',
      follow: true,
    });
    expect(
      replaceOneOperation('brands', brand, 'code', 0, q('KK'), matcherOf(q('KK')), 'KZ', false),
    ).toEqual({
      kind: 'set',
      grid: 'brands',
      cells: [{ row: { id: 'b1' }, column: 'code', value: 'KZ' }],
    });
  });

  it("renames only codes no row keeps after the replace, never to or from ''", () => {
    const codes = [
      { id: 'b1', code: 'KK' },
      { id: 'b2', code: 'AB' },
      { id: 'b3', code: 'AB' },
      { id: 'b4', code: 'CD' },
      { id: 'b5', code: '' },
      { id: 'b6', code: 'EF' },
    ];
    const replaced = new Map([
      ['b1', 'KZ'],
      ['b2', 'AC'],
      ['b4', ''],
      ['b5', 'GH'],
      ['b6', 'EF'],
    ]);
    expect([...followRenames(codes, replaced)]).toEqual([['KK', 'KZ']]);
    // Two rows swapping codes keep both: nothing follows.
    const swap = [
      { id: 'b1', code: 'A' },
      { id: 'b2', code: 'B' },
    ];
    expect(
      followRenames(
        swap,
        new Map([
          ['b1', 'B'],
          ['b2', 'A'],
        ]),
      ).size,
    ).toBe(0);
  });
});
