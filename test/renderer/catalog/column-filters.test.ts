import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../../renderer/src/drafts/catalog-data.ts';
import {
  BLANK,
  CONDITION_OPS,
  cellMatches,
  keptRows,
  searchValues,
  valuesList,
  valuesListOfScan,
  withColumnFilter,
  type ColumnFilter,
  type ColumnFilters,
  type FilterSource,
} from '../../../renderer/src/catalog/model/column-filters.ts';
import { ViewCache } from '../../../renderer/src/catalog/model/view-state.ts';
import {
  buildView,
  cellText,
  columnValues,
  allRows,
  NO_VIEW_OPTIONS,
  viewSource,
  type ViewOptions,
} from '../../../renderer/src/catalog/model/view.ts';
import { writeCells } from '../../../renderer/src/catalog/model/write-cells.ts';
import { brand, catalog, entry, idMaker, product } from './fixtures.ts';

/** A plain table of texts by column, read as the grid's views are. */
function table(columns: Record<string, string[]>): FilterSource {
  const length = Object.values(columns)[0]?.length ?? 0;
  return {
    length,
    column: (key) => {
      const cells = columns[key];
      return cells === undefined ? null : (row) => cells[row] ?? '';
    },
  };
}

describe('a column filter on one cell', () => {
  const f = (extra: Omit<ColumnFilter, 'column'>): ColumnFilter => ({ column: 'c', ...extra });

  it('keeps the listed values, "(Blanks)" being the empty text', () => {
    const kept = f({ values: ['KK', BLANK] });
    expect(cellMatches(kept, 'KK')).toBe(true);
    expect(cellMatches(kept, '')).toBe(true);
    expect(cellMatches(kept, 'kk')).toBe(false);
    expect(cellMatches(kept, 'KX')).toBe(false);
    expect(cellMatches(f({ values: [] }), 'KK')).toBe(false);
  });

  it('meets text conditions ignoring case, as Excel does', () => {
    const on = (op: 'contains' | 'beginsWith' | 'equals', text: string, cell: string) =>
      cellMatches(f({ condition: { op, text } }), cell);
    expect(on('contains', 'shirt', 'Cotton SHIRT 3')).toBe(true);
    expect(on('contains', 'pants', 'Cotton shirt')).toBe(false);
    expect(on('beginsWith', 'cot', 'Cotton shirt')).toBe(true);
    expect(on('beginsWith', 'shirt', 'Cotton shirt')).toBe(false);
    expect(on('equals', 'kk', 'KK')).toBe(true);
    expect(on('equals', 'kk', 'KKX')).toBe(false);
    expect(cellMatches(f({ condition: { op: 'empty', text: '' } }), '')).toBe(true);
    expect(cellMatches(f({ condition: { op: 'empty', text: '' } }), 'x')).toBe(false);
    expect(cellMatches(f({ condition: { op: 'notEmpty', text: '' } }), '')).toBe(false);
    expect(cellMatches(f({ condition: { op: 'notEmpty', text: '' } }), 'x')).toBe(true);
    // A condition waiting for its text keeps every cell.
    expect(cellMatches(f({ condition: { op: 'contains', text: '' } }), 'x')).toBe(true);
  });

  it('needs both its values and its condition', () => {
    const both = f({ values: ['KK', 'KX'], condition: { op: 'equals', text: 'KX' } });
    expect(cellMatches(both, 'KX')).toBe(true);
    expect(cellMatches(both, 'KK')).toBe(false);
  });
});

describe('filters over rows', () => {
  const rows = table({
    brand: ['KK', 'AB', 'KK', '', 'AB', 'KK'],
    color: ['NV', 'NV', 'BK', 'NV', 'IV', 'NV'],
  });

  it('combine with AND, and a column the source lacks is ignored', () => {
    const filters: ColumnFilters = [
      { column: 'brand', values: ['KK'] },
      { column: 'color', condition: { op: 'equals', text: 'nv' } },
      { column: 'size', values: [] },
    ];
    expect([...(keptRows(rows, filters) ?? [])]).toEqual([0, 5]);
    expect(keptRows(rows, [])).toBeNull();
  });

  it('keep exactly the rows every filter’s test keeps: property', () => {
    const text = fc.constantFrom('', 'KK', 'kk', 'AB', 'NV');
    const filter = (column: string) =>
      fc.record({
        column: fc.constant(column),
        values: fc.option(fc.array(text), { nil: undefined }),
        condition: fc.option(
          fc.record({
            op: fc.constantFrom('contains', 'beginsWith', 'equals', 'empty', 'notEmpty'),
            text: fc.constantFrom('', 'k', 'KK', 'n'),
          }),
          { nil: undefined },
        ),
      });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text)), filter('a'), filter('b'), (cells, fa, fb) => {
        const source = table({ a: cells.map((c) => c[0]), b: cells.map((c) => c[1]) });
        const kept = keptRows(source, [fa, fb]);
        const expected = cells.flatMap(([a, b], row) =>
          cellMatches(fa, a) && cellMatches(fb, b) ? [row] : [],
        );
        expect(kept === null ? cells.map((_, row) => row) : [...kept]).toEqual(expected);
      }),
    );
  });

  it('leave one column out for its own values list', () => {
    const filters: ColumnFilters = [
      { column: 'brand', values: ['KK'] },
      { column: 'color', values: ['NV'] },
    ];
    const others = keptRows(rows, filters, 'color');
    const read = rows.column('color');
    if (read === null || others === null) throw new Error('no column');
    expect(valuesList(read, others).values).toEqual([
      { value: 'BK', count: 1 },
      { value: 'NV', count: 2 },
    ]);
  });

  it('set and clear one column, keeping the others in order', () => {
    let filters: ColumnFilters = [];
    filters = withColumnFilter(filters, 'brand', { column: 'brand', values: ['KK'] });
    filters = withColumnFilter(filters, 'color', { column: 'color', values: ['NV'] });
    filters = withColumnFilter(filters, 'brand', { column: 'brand', values: ['AB'] });
    expect(filters.map((f) => [f.column, f.values])).toEqual([
      ['brand', ['AB']],
      ['color', ['NV']],
    ]);
    // A filter that keeps everything is no filter.
    filters = withColumnFilter(filters, 'color', {
      column: 'color',
      condition: { op: 'contains', text: '' },
    });
    expect(filters.map((f) => f.column)).toEqual(['brand']);
    expect(withColumnFilter(filters, 'brand', null)).toEqual([]);
  });
});

describe('a values list', () => {
  it('counts each distinct text in A→Z order (numbers by value), the blanks last', () => {
    const cells = ['S10', '', 'S2', 'KK', 'S2', '', 'kk'];
    const list = valuesList((r) => cells[r] ?? '', cells.length);
    expect(list.values).toEqual([
      { value: 'KK', count: 1 },
      { value: 'kk', count: 1 },
      { value: 'S2', count: 2 },
      { value: 'S10', count: 1 },
      { value: BLANK, count: 2 },
    ]);
    expect(list.rows).toBe(7);
  });

  it('is the rows grouped by value, counted: property', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', 'a', 'B', 'b', 'é', '10', '9')), (cells) => {
        const list = valuesList((r) => cells[r] ?? '', cells.length);
        expect(list.values.reduce((sum, v) => sum + v.count, 0)).toBe(cells.length);
        for (const { value, count } of list.values) {
          expect(count).toBe(cells.filter((c) => c === value).length);
        }
        expect(new Set(list.values.map((v) => v.value)).size).toBe(new Set(cells).size);
      }),
    );
  });

  it('is searched in any case; "(Blanks)" shows only without a search', () => {
    const list = valuesList((r) => ['Kikan', 'AKI', ''][r] ?? '', 3).values;
    expect(searchValues(list, ' ki ').map((v) => v.value)).toEqual(['AKI', 'Kikan']);
    expect(searchValues(list, '').map((v) => v.value)).toEqual(['AKI', 'Kikan', BLANK]);
  });
});

describe('column filters in the catalog views', () => {
  const data = catalog({
    products: [
      product('p1', 1, 'A-1', ['NV/S', 'NV/M', 'BK/S'], { brand_code: 'KK' }),
      product('p2', 2, 'A-2', ['IV/S'], { brand_code: 'AB' }),
      product('p3', 3, 'A-3', [], { brand_code: 'KK' }),
      product('p4', 4, 'A-4', ['NV/L'], { brand_code: '' }),
    ],
  });
  const codes = (options: ViewOptions, view: 'products' | 'skus' = 'products', col = 0) => {
    const rows = buildView(view, data, options);
    return Array.from({ length: rows.length }, (_, r) =>
      cellText(view, data, rows.entry[r] ?? 0, rows.sku[r] ?? -1, col),
    );
  };

  it('filter products by their fields', () => {
    const byBrand = { ...NO_VIEW_OPTIONS, columns: [{ column: 'brand_code', values: ['KK'] }] };
    expect(codes(byBrand)).toEqual(['A-1', 'A-3']);
    const blanks = { ...NO_VIEW_OPTIONS, columns: [{ column: 'brand_code', values: [BLANK] }] };
    expect(codes(blanks)).toEqual(['A-4']);
  });

  it('keep the SKU rows whose colour matches in the per-SKU view', () => {
    const colour = { ...NO_VIEW_OPTIONS, columns: [{ column: 'color_code', values: ['NV'] }] };
    const sizeCol = 4;
    expect(codes(colour, 'skus')).toEqual(['A-1', 'A-1', 'A-4']);
    expect(codes(colour, 'skus', sizeCol)).toEqual(['S', 'M', 'L']);
    // With the brand too (AND); the quick text filter combines as well.
    const both: ViewOptions = {
      ...colour,
      columns: [...colour.columns, { column: 'brand_code', values: ['KK'] }],
    };
    expect(codes(both, 'skus', sizeCol)).toEqual(['S', 'M']);
    expect(codes({ ...both, filter: 's' }, 'skus', sizeCol)).toEqual(['S']);
  });

  it('sort after filtering', () => {
    const options: ViewOptions = {
      ...NO_VIEW_OPTIONS,
      sort: { col: 0, descending: true },
      columns: [{ column: 'brand_code', condition: { op: 'notEmpty', text: '' } }],
    };
    expect(codes(options)).toEqual(['A-3', 'A-2', 'A-1']);
  });

  it('list a column’s values over the rows the other filters and the quick filter keep', () => {
    const options: ViewOptions = {
      ...NO_VIEW_OPTIONS,
      columns: [
        { column: 'brand_code', values: ['KK'] },
        { column: 'color_code', values: ['BK'] },
      ],
    };
    // The colour list leaves its own filter out: every colour of brand KK's SKU rows.
    expect(columnValues('skus', data, options, 'color_code').values).toEqual([
      { value: 'BK', count: 1 },
      { value: 'NV', count: 2 },
      { value: BLANK, count: 1 },
    ]);
    expect(columnValues('skus', data, { ...options, filter: 'nv' }, 'color_code').values).toEqual([
      { value: 'NV', count: 2 },
    ]);
    expect(columnValues('products', data, NO_VIEW_OPTIONS, 'no_such').values).toEqual([]);
  });

  it('keep an edited row in place until chosen again (the view is stale)', () => {
    const options: ViewOptions = {
      ...NO_VIEW_OPTIONS,
      columns: [{ column: 'brand_code', values: ['KK'] }],
    };
    const cache = new ViewCache();
    const view = cache.get('products', data, options);
    expect(view.rows.length).toBe(2);
    // Row 0's brand becomes AB: no longer kept by the filter, it stays under the cursor.
    const result = writeCells(
      'products',
      data,
      view.rows,
      [{ row: 0, col: 2, value: 'AB' }],
      idMaker(),
    );
    if (result === null) throw new Error('no edit');
    const edited = applyEdit(data, result.edit);
    const kept = cache.get('products', edited, options);
    expect(kept.rows.length).toBe(2);
    expect(kept.stale).toBe(true);
    // The same filter chosen again (a new filters list) applies afresh.
    const again = cache.get('products', edited, {
      ...options,
      columns: [...(options.columns ?? [])],
    });
    expect(again.rows.length).toBe(1);
    expect(again.stale).toBe(false);
  });

  it('filter the brands grid too', () => {
    const brands = catalog({ brands: [brand('b1', 'KK', 'Kikan'), brand('b2', 'AB', 'Abe')] });
    const rows = buildView('brands', brands, {
      ...NO_VIEW_OPTIONS,
      columns: [{ column: 'name', condition: { op: 'beginsWith', text: 'ki' } }],
    });
    expect(rows.length).toBe(1);
    expect(cellText('brands', brands, rows.entry[0] ?? 0, -1, 0)).toBe('KK');
  });
});

describe('the per-SKU view read in runs', () => {
  const text = fc.constantFrom('', 'KK', 'AB', 'NV', 'BK', 'S', 'M');
  const products = fc.array(
    fc.record({
      product_code: text,
      name: text,
      brand_code: text,
      skus: fc.array(fc.record({ color_code: text, size_code: text }), { maxLength: 4 }),
    }),
    { maxLength: 12 },
  );
  const columns = fc.constantFrom('product_code', 'name', 'brand_code', 'color_code', 'size_code');
  const filter = fc.record({
    column: columns,
    values: fc.option(fc.array(text, { maxLength: 3 }), { nil: undefined }),
    condition: fc.option(
      fc.record({ op: fc.constantFrom(...CONDITION_OPS), text: fc.constantFrom('', 'k', 'v') }),
      { nil: undefined },
    ),
  });

  it('keeps and counts what reading row by row keeps and counts: property', () => {
    fc.assert(
      fc.property(
        products,
        fc.array(filter, { maxLength: 3 }),
        columns,
        (rows, filters, column) => {
          const data = catalog({ products: rows.map((row, i) => entry(`p${i}`, i + 1, row)) });
          const source = viewSource('skus', data, allRows('skus', data));
          const { runs, ...byRow } = source;
          expect(runs).toBeDefined();
          const kept = keptRows(byRow, filters);
          expect(keptRows(source, filters)).toEqual(kept);
          // The view built from them: each kept row's product and SKU, as the row index has them.
          const base = allRows('skus', data);
          const built = buildView('skus', data, { ...NO_VIEW_OPTIONS, columns: filters });
          const at = kept ?? Int32Array.from({ length: base.length }, (_, i) => i);
          expect(Array.from(built.entry.subarray(0, built.length))).toEqual(
            Array.from(at, (i) => base.entry[i]),
          );
          expect(Array.from(built.sku.subarray(0, built.length))).toEqual(
            Array.from(at, (i) => base.sku[i]),
          );
          const scan = source.runs?.(column) ?? null;
          const read = source.column(column);
          if (scan === null || read === null) throw new Error(`no column ${column}`);
          expect(valuesListOfScan(scan)).toEqual(valuesList(read, source.length));
          expect(columnValues('skus', data, NO_VIEW_OPTIONS, column)).toEqual(
            valuesList(read, source.length),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
