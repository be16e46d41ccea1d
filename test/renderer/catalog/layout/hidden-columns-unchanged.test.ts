// A hidden column's cells are never changed: paste, fill down and replace all work in the shown
// columns (paste skips hidden columns, as Excel does), through the same write path as the grid
// (shown column → view column, writeCells, one edit). The hidden column sits inside each range.
import { describe, expect, it } from 'vitest';
import { compileQuery, EMPTY_QUERY } from '../../../../renderer/src/catalog/find/find-query.ts';
import { MatchScan } from '../../../../renderer/src/catalog/find/find-scan.ts';
import { planReplace } from '../../../../renderer/src/catalog/find/replace-plan.ts';
import {
  defaultLayout,
  hideColumn,
  shownColumns,
  toModelWrites,
} from '../../../../renderer/src/catalog/model/column-layout.ts';
import { allRows, cellText, readCells } from '../../../../renderer/src/catalog/model/view.ts';
import {
  fillDown,
  layBlock,
  writeCells,
  type CellWrite,
} from '../../../../renderer/src/catalog/model/write-cells.ts';
import { applyEdit, type CatalogData } from '../../../../renderer/src/drafts/catalog-data.ts';
import { catalog, idMaker, product } from '../fixtures.ts';

const data: CatalogData = catalog({
  products: [
    product('p1', 1, 'P-1', ['NV/S'], { name: 'Coat', brand_code: 'AA' }),
    product('p2', 2, 'P-2', ['IV/L'], { name: 'Shirt', brand_code: 'BB' }),
    product('p3', 3, 'P-3', [], { name: 'Coat', brand_code: 'AA' }),
  ],
});

// The products view with "name" (view column 1) hidden: shown are product_code, brand_code, skus.
const layout = hideColumn(defaultLayout('products'), 'name');
const shown = shownColumns('products', layout);
const rows = allRows('products', data);

const column = (source: CatalogData, index: number): string[] =>
  Array.from({ length: rows.length }, (_, r) =>
    cellText('products', source, rows.entry[r] ?? 0, rows.sku[r] ?? -1, index),
  );

/** As the grid writes: shown-column writes become view-column writes, then one edit. */
function write(writes: readonly CellWrite[]): CatalogData {
  const result = writeCells('products', data, rows, toModelWrites(writes, shown), idMaker());
  if (result === null) throw new Error('nothing written');
  return applyEdit(data, result.edit);
}

describe('a hidden column inside the range', () => {
  it('is skipped by a paste: the block lays onto the shown columns', () => {
    expect(shown.map((c) => c.key)).toEqual(['product_code', 'brand_code', 'skus']);
    const block = [
      ['X-1', 'KK'],
      ['X-2', 'LB'],
      ['X-3', 'KK'],
    ];
    const after = write(layBlock(block, { top: 0, left: 0, bottom: 2, right: 1 }, shown.length));
    expect(column(after, 0)).toEqual(['X-1', 'X-2', 'X-3']);
    expect(column(after, 2)).toEqual(['KK', 'LB', 'KK']);
    // The hidden name column, between them in the view, is as it was.
    expect(column(after, 1)).toEqual(['Coat', 'Shirt', 'Coat']);
  });

  it('is left alone by fill down', () => {
    const range = { top: 0, left: 0, bottom: 2, right: 1 };
    const top = readCells('products', data, rows, { ...range, bottom: 0 }, shown)[0] ?? [];
    expect(top).toEqual(['P-1', 'AA']);
    const after = write(fillDown(top, range));
    expect(column(after, 0)).toEqual(['P-1', 'P-1', 'P-1']);
    expect(column(after, 2)).toEqual(['AA', 'AA', 'AA']);
    expect(column(after, 1)).toEqual(['Coat', 'Shirt', 'Coat']);
  });

  it('is neither searched nor replaced in by replace all', () => {
    const compiled = compileQuery({ ...EMPTY_QUERY, text: 'A' });
    if (!compiled.ok) throw new Error('bad query');
    // "A" is in the brand codes AA and in the hidden names Coat.
    const target = { view: 'products' as const, data, rows, columns: shown };
    const scan = new MatchScan(target, { kind: 'all' }, compiled.matcher);
    scan.run();
    expect(scan.count).toBe(2);
    const plan = planReplace(target, scan.matches(), compiled.matcher, 'Z', idMaker(), 3);
    const after = applyEdit(data, plan.edit ?? { grid: 'products', changes: [] });
    expect(column(after, 2)).toEqual(['ZZ', 'BB', 'ZZ']);
    expect(column(after, 1)).toEqual(['Coat', 'Shirt', 'Coat']);
    // The first change is numbered by shown column: row 0, brand_code shown as column 1.
    expect(plan.first).toBe(1);
  });

  it('without the layout, the same replace reaches the name column too', () => {
    const compiled = compileQuery({ ...EMPTY_QUERY, text: 'A' });
    if (!compiled.ok) throw new Error('bad query');
    const target = { view: 'products' as const, data, rows };
    const scan = new MatchScan(target, { kind: 'all' }, compiled.matcher);
    scan.run();
    expect(scan.count).toBe(4);
  });
});
